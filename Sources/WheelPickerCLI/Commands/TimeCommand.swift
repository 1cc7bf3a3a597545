import Foundation
import WheelPickerCore

/// `wheelpicker time`: a time of day, optionally with seconds, steps and wrapping wheels.
enum TimeCommand: SubcommandDefinition {
  static let name = "time"
  static let summary = "pick a time of day"

  static let options: [OptionSpec<TimeOptions>] = [
    OptionSpec("--select", .value("HH:MM[:SS]"), "the starting time (default: now)") {
      options, text throws(UsageError) in
      options.select = try ClockTime.parse(text, option: "--select")
    },
    OptionSpec("--from", .value("HH:MM[:SS]"), "the earliest time (default: 00:00)") {
      options, text throws(UsageError) in
      options.from = try ClockTime.parse(text, option: "--from")
    },
    OptionSpec("--to", .value("HH:MM[:SS]"), "the latest time, not before --from (default: 23:59)") {
      options, text throws(UsageError) in
      options.to = try ClockTime.parse(text, option: "--to")
    },
    OptionSpec("--seconds", .flag, "add a seconds wheel") { options, _ in options.hasSeconds = true },
    OptionSpec("--cyclic", .flag, "the hour and minute wheels wrap around (the default, as UIDatePicker's)") {
      options, _ in options.wraps = true
    },
    OptionSpec("--no-cyclic", .flag, "the wheels stop at their ends (00 and 23, 00 and 59)") { options, _ in
      options.wraps = false
    },
    OptionTable.minuteStep { $0.minuteStep = $1 },
    OptionTable.clock { $0.clock = $1 },
  ]

  static func validate(_ options: TimeOptions, common: CommonOptions) throws(UsageError) {
    for (option, time) in [("--select", options.select), ("--from", options.from), ("--to", options.to)] {
      if let time, time.second != nil, !options.hasSeconds {
        throw UsageError.invalid(
          option, time.description, "has seconds but there is no seconds wheel (add --seconds)")
      }
    }
    try ClockTime.checkOrder(from: options.from, to: options.to)
  }

  /// The time picker's sheet, on `--select` or now.
  ///
  /// - Throws: `UsageError` when `--select` is not on the minute step.
  static func prepare(
    _ options: TimeOptions, in context: CommandContext
  ) throws(UsageError) -> PreparedSheet<CyclicModel<DatePickerModel>> {
    let settings = try DateSettings(timeZone: nil, context: context)
    var configuration = DatePickerConfiguration(
      columns: options.hasSeconds ? .hourMinuteSecond : .hourMinute, timeZone: settings.timeZone,
      locale: settings.locale, now: settings.now)
    if let from = options.from { configuration.minimum = from.bound }
    if let to = options.to { configuration.maximum = to.bound }
    configuration.minuteStep = options.minuteStep
    configuration.uses12HourClock = options.clock.map { $0 == .twelveHour }
    configuration.wrapsClockWheels = options.wraps
    let base: DatePickerModel
    do {
      base = try DatePickerModel(configuration)
    } catch {
      guard error.reason == .emptyRange else { throw UsageError(error) }
      throw UsageError.invalid(
        "--from", options.from?.description ?? "00:00",
        "leaves no time on the minute step before --to \(options.to?.description ?? "23:59")",
        refusedBy: error)
    }
    // The model itself wraps the clock wheels (not AM/PM, which the hour wheel carries into).
    let model = CyclicModel(base, wheels: [])
    // Without --select the model starts on now, on the nearest minute step.
    var engine = SelectionEngine(model: model)
    if let select = options.select {
      do {
        let fields = DateFields(
          hour: select.hour, minute: select.minute, second: options.hasSeconds ? select.second ?? 0 : nil)
        try engine.select(.date(fields))
      } catch {
        let outside = error.kind == .valueNotAvailable && error.reason != .offStep
        let bounds =
          "--from \(options.from?.description ?? "00:00") --to \(options.to?.description ?? "23:59")"
        let rule =
          outside && (options.from != nil || options.to != nil) ? "is outside \(bounds)" : error.message
        throw UsageError.invalid("--select", select.description, rule, refusedBy: error)
      }
    }
    return PreparedSheet(engine: engine, title: "") { value in
      DateCommand.answer(value, model: base, calendarName: nil, columns: options.hasSeconds ? .hms : .hm)
    }
  }
}

/// The options of `wheelpicker time`.
struct TimeOptions: SubcommandOptions {
  /// The starting time (`--select`), `nil` for now.
  var select: ClockTime?
  /// The earliest time (`--from`), `nil` for 00:00.
  var from: ClockTime?
  /// The latest time (`--to`), `nil` for 23:59 (23:59:59 with seconds).
  var to: ClockTime?
  /// Whether a seconds wheel is shown (`--seconds`).
  var hasSeconds = false
  /// The minute wheel's step (`--minute-step`), a divisor of 60.
  var minuteStep = 1
  /// The clock (`--clock`), `nil` for the locale's.
  var clock: ClockStyle?
  /// Whether the clock wheels wrap around: `--cyclic` (the default) or `--no-cyclic`.
  var wraps = true

}
