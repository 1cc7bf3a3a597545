import Foundation
import WheelPickerCore

/// `wheelpicker time`: a time of day (S3), optionally with seconds, steps and wrapping wheels.
enum TimeCommand {
  /// The time picker's sheet, on `--select` or now.
  ///
  /// - Throws: `WheelPickerError` when `--select` is not on the minute step.
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
    let model = options.isCyclic ? CyclicModel(base) : CyclicModel(base, wheels: [])
    // Without --select the model starts on now, on the nearest minute step.
    var engine = SelectionEngine(model: model)
    if let select = options.select {
      do {
        let fields = DateFields(
          hour: select.hour, minute: select.minute, second: options.hasSeconds ? select.second ?? 0 : nil)
        try engine.select(.date(fields))
      } catch {
        throw UsageError.invalid("--select", select.description, error.message)
      }
    }
    return PreparedSheet(engine: engine, title: "") { value in
      DateCommand.answer(value, model: base, calendarName: nil, columns: options.hasSeconds ? .hms : .hm)
    }
  }
}
