import Foundation
import WheelPickerCore

/// `wheelpicker countdown`: a duration in hours and minutes (the system picker's countdown mode).
enum CountdownCommand: SubcommandDefinition {
  static let name = "countdown"
  static let summary = "pick a duration in hours and minutes"

  static let options: [OptionSpec<CountdownOptions>] = [
    OptionSpec("--select", .value("DURATION"), "the starting duration: 1h30m, 90m or 1:30 (default: 0)") {
      options, text throws(UsageError) in
      options.selectSeconds = try DurationArgument.parse(text, option: "--select")
    },
    OptionTable.minuteStep { $0.minuteStep = $1 },
  ]

  /// The countdown's sheet, on `--select` or 0.
  ///
  /// - Throws: `UsageError` when `--select` is not a whole number of minute steps.
  static func prepare(
    _ options: CountdownOptions, in context: CommandContext
  ) throws(UsageError) -> PreparedSheet<CountdownModel> {
    let model = try UsageError.forwarding(
      CountdownModel(minuteStep: options.minuteStep, locale: Locale(identifier: context.locale.identifier)))
    var engine = SelectionEngine(model: model)
    let seconds = options.selectSeconds
    if seconds % 60 != 0 || (seconds / 60) % options.minuteStep != 0 {
      let hours = seconds / 3600
      let minutes = seconds % 3600 / 60
      let written = "\(hours)h\(minutes)m" + (seconds % 60 == 0 ? "" : "\(seconds % 60)s")
      throw UsageError.invalid(
        "--select", written,
        "must be whole minutes in steps of \(options.minuteStep) (the minute wheel's rows)")
    }
    do {
      try engine.select(CountdownValue(seconds: seconds))
    } catch {
      throw UsageError.invalid("--select", "\(seconds)s", error.message, refusedBy: error)
    }
    return PreparedSheet(engine: engine, title: "") { value in
      PickerAnswer.countdown(seconds: value.seconds, text: model.text(for: value))
    }
  }
}

/// The options of `wheelpicker countdown`.
struct CountdownOptions: SubcommandOptions {
  /// The starting duration in seconds (`--select`, default 0).
  var selectSeconds = 0
  /// The minute wheel's step (`--minute-step`), a divisor of 60.
  var minuteStep = 1

}
