import Foundation
import WheelPickerCore

/// `wheelpicker time`: a time of day (S3), optionally with seconds, steps and wrapping wheels.
enum TimeCommand {
  /// The time picker's sheet, on `--select` or now.
  ///
  /// - Throws: ``WheelPickerError`` when `--select` is not on the minute step.
  static func prepare(
    _ options: TimeOptions, common: CommonOptions, environment: [String: String]
  ) throws(WheelPickerError) -> PreparedSheet<CyclicModel<DatePickerModel>> {
    let settings = try DateSettings(timeZone: nil, common: common, environment: environment)
    var configuration = DatePickerConfiguration(
      columns: options.hasSeconds ? .hourMinuteSecond : .hourMinute, timeZone: settings.timeZone,
      locale: settings.locale, now: settings.now)
    configuration.minuteStep = options.minuteStep
    configuration.uses12HourClock = options.clock.map { $0 == .twelveHour }
    let base = try DatePickerModel(configuration)
    let model = CyclicModel(base: base, isCyclic: options.isCyclic)
    var engine = SelectionEngine(model: model)
    // Without --select the picker starts on now, on the minute step below it.
    let select = options.select ?? nowOnStep(settings, step: options.minuteStep)
    do {
      let fields = DateFields(
        hour: select.hour, minute: select.minute, second: options.hasSeconds ? select.second ?? 0 : nil)
      try engine.select(.date(fields))
    } catch {
      throw UsageError.invalid("--select", select.description, error.message)
    }
    return PreparedSheet(engine: engine, title: "", units: DateCommand.centreUnits(model)) { value in
      DateCommand.answer(value, model: base, calendarName: nil, columns: options.hasSeconds ? .hms : .hm)
    }
  }

  /// Now's time of day in the picker's zone, its minutes floored to the step.
  static func nowOnStep(_ settings: DateSettings, step: Int) -> ClockTime {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = settings.timeZone
    let parts = calendar.dateComponents([.hour, .minute, .second], from: settings.now)
    let minute = parts.minute ?? 0
    return ClockTime(hour: parts.hour ?? 0, minute: minute - minute % max(1, step), second: parts.second ?? 0)
  }
}
