import Foundation
import WheelPickerCore

/// The options of `wheelpicker range`: the date options (but `--select`), the range's
/// `--select START..END` and its lengths.
struct RangeOptions: SubcommandOptions {
  /// The wheels, bounds, calendar and clock, as `wheelpicker date` reads them.
  var dates = DateOptions()
  /// The starting range (`--select START..END`), `nil` for now … now.
  var select: (start: DateArgument, end: DateArgument)?
  /// The text `--select` was given, for messages.
  var selectText = ""
  /// The shortest range (`--min-length`).
  var minimumLength: DateRangeLength?
  /// The longest range (`--max-length`).
  var maximumLength: DateRangeLength?

  static func == (lhs: RangeOptions, rhs: RangeOptions) -> Bool {
    lhs.dates == rhs.dates && lhs.selectText == rhs.selectText && lhs.minimumLength == rhs.minimumLength
      && lhs.maximumLength == rhs.maximumLength
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(dates)
    hasher.combine(selectText)
    hasher.combine(minimumLength)
    hasher.combine(maximumLength)
  }
}

/// `wheelpicker range`: a start and an end in one sheet (`2015年9月 — 至今`), the end never
/// before the start, optionally within a minimum and a maximum length.
enum RangeCommand: SubcommandDefinition {
  static let name = "range"
  static let summary = "pick a start and an end (a date range, which may end 至今)"

  /// The units `--min-length` and `--max-length` accept, by suffix.
  static let lengthUnits: [(suffix: String, unit: DateRangeLength.Unit)] = [
    ("min", .minute), ("s", .second), ("h", .hour), ("d", .day), ("w", .week), ("m", .month), ("y", .year),
  ]

  static let options: [OptionSpec<RangeOptions>] =
    DateCommand.options.filter { $0.name != "--select" }.map { spec in
      let descriptor = spec.descriptor
      return OptionSpec(
        descriptor.name, descriptor.arity, descriptor.summary, completion: descriptor.completion,
        isRepeatable: descriptor.isRepeatable
      ) { options, text throws(UsageError) in try spec.apply(&options.dates, text) }
    } + [
      OptionSpec(
        "--select", .value("START..END"),
        "the starting range: DATE|TIME|now .. DATE|TIME|now|present (default: now..now; TIME for hm, hms, ms)"
      ) { options, text throws(UsageError) in
        options.select = try parseRange(text)
        options.selectText = text
      },
      OptionSpec("--min-length", .value("N{d,w,m,y,h,min,s}"), "the shortest range, such as 1d or 3m") {
        options, text throws(UsageError) in
        options.minimumLength = try parseLength(text, option: "--min-length")
      },
      OptionSpec("--max-length", .value("N{d,w,m,y,h,min,s}"), "the longest range, such as 90d or 1y") {
        options, text throws(UsageError) in
        options.maximumLength = try parseLength(text, option: "--max-length")
      },
    ]

  /// `2015-09..present`.
  ///
  /// - Throws: `UsageError` naming the value and the form it must take.
  static func parseRange(_ text: String) throws(UsageError) -> (start: DateArgument, end: DateArgument) {
    let parts = text.components(separatedBy: "..")
    guard parts.count == 2 else {
      throw UsageError.invalid("--select", text, "must be START..END, such as 2015-09..present")
    }
    for (part, name) in zip(parts, ["start", "end"]) where part.isEmpty {
      throw UsageError.invalid("--select", text, "has no \(name): write START..END, such as 2015-09..present")
    }
    if parts[0] == "present" {
      throw UsageError.invalid("--select", text, "starts present: 至今 can only end a range")
    }
    return (
      try DateArgument.parse(parts[0], option: "--select", words: [.now, .time]),
      try DateArgument.parse(parts[1], option: "--select", words: [.now, .present, .time])
    )
  }

  /// `90d`, `3m` (months), `1y`, `2w`, `12h`, `30min`, `45s`.
  ///
  /// - Throws: `UsageError` naming the value and the form it must take.
  static func parseLength(_ text: String, option: String) throws(UsageError) -> DateRangeLength {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    let suffix = text.dropFirst(digits.count)
    guard !digits.isEmpty, digits.count <= 7, let count = Int(digits),
      let unit = lengthUnits.first(where: { $0.suffix == suffix })?.unit
    else {
      throw UsageError.invalid(
        option, text,
        "must be a whole number of up to 7 digits and a unit: d (days), w, m (months), y, h, min or s, such as 90d"
      )
    }
    return DateRangeLength(count, unit)
  }

  static func validate(_ options: RangeOptions, common: CommonOptions) throws(UsageError) {
    try DateCommand.validatePresent(options.dates)
    try DateCommand.validateAll(options.dates)
    try DateCommand.validateTimeBounds(options.dates)
    for case .time(let time) in [options.select?.start, options.select?.end] {
      _ = try DateCommand.timeFields(time, columns: DateCommand.columns(options.dates.columns))
    }
    if options.select?.end == .present, !options.dates.hasPresent {
      throw UsageError.invalid("--select", options.selectText, "ends present, which needs --present")
    }
  }

  /// The range's sheet, on `--select` or now … now clamped into the bounds.
  ///
  /// - Throws: `UsageError` when the bounds are reversed, a length cannot be met, or
  ///   `--select` ends before it starts or lies outside the bounds or the lengths.
  static func prepare(
    _ options: RangeOptions, in context: CommandContext
  ) throws(UsageError) -> PreparedSheet<DateRangeModel> {
    let dates = options.dates
    let configuration = try DateCommand.configuration(dates, in: context)
    let model: DateRangeModel
    do {
      model = try DateRangeModel(
        configuration, minimumLength: options.minimumLength, maximumLength: options.maximumLength)
    } catch {
      throw refusal(error, options: options)
    }
    var engine = SelectionEngine(model: model)
    if let select = options.select {
      let value = DateRange(
        start: try value(select.start, model: model), end: try value(select.end, model: model))
      do {
        _ = try model.keys(for: value)
        try engine.select(value)
      } catch {
        let rule: String
        if error.reason == .endBeforeStart {
          rule = "the end \(select.end) precedes the start \(select.start) (the end must not be earlier)"
        } else if options.minimumLength != nil || options.maximumLength != nil,
          (try? SelectionEngine(model: DateRangeModel(configuration), value: value)) != nil
        {
          rule = "is outside the lengths (\(lengthText(options)))"
        } else {
          rule = DateCommand.refusedSelection(error, options: dates)
        }
        throw UsageError.invalid("--select", options.selectText, rule, refusedBy: error)
      }
    }
    let calendarName = dates.calendar == .gregorian ? nil : dates.calendar.rawValue
    return PreparedSheet(engine: engine, title: "") { value in
      answer(value, model: model, calendarName: calendarName, columns: dates.columns)
    }
  }

  private static func value(
    _ argument: DateArgument, model: DateRangeModel
  ) throws(UsageError) -> DateValue {
    if argument == .now { return try UsageError.forwarding(model.dates.value(at: model.configuration.now)) }
    return try DateCommand.initialValue(argument, model: model.dates)
  }

  /// The model's refusal as a usage error naming the option and the rule.
  private static func refusal(_ error: WheelPickerError, options: RangeOptions) -> UsageError {
    if error.reason == .boundsReversed {
      return UsageError.invalid(
        "--from", options.dates.fromText,
        "is after --to \(options.dates.toText) (the earliest date must not be later than the latest)",
        refusedBy: error)
    }
    if error.reason == .lengthNotAllowed {
      let option = options.minimumLength != nil ? "--min-length" : "--max-length"
      let value = (options.minimumLength ?? options.maximumLength).map(lengthArgument) ?? ""
      return UsageError.invalid(option, value, error.message, refusedBy: error)
    }
    return UsageError(.core(error.reason), message: "wheelpicker range: " + error.message)
  }

  private static func lengthArgument(_ length: DateRangeLength) -> String {
    "\(length.count)" + (lengthUnits.first { $0.unit == length.unit }?.suffix ?? "")
  }

  private static func lengthText(_ options: RangeOptions) -> String {
    [
      options.minimumLength.map { "--min-length \(lengthArgument($0))" },
      options.maximumLength.map { "--max-length \(lengthArgument($0))" },
    ].compactMap { $0 }.joined(separator: " ")
  }

  /// `{"start":{…},"end":{…},"text":"2015年9月 — 至今"}`: each half as `wheelpicker date` answers
  /// it, less its text.
  static func answer(
    _ value: DateRange, model: DateRangeModel, calendarName: String?, columns: DateColumnChoice
  ) -> PickerAnswer {
    func half(_ value: DateValue) -> JSONValue {
      let json = DateCommand.answer(value, model: model.dates, calendarName: calendarName, columns: columns)
        .json
      guard case .object(let members) = json else { return json }
      return .object(members.filter { $0.0 != "text" })
    }
    let text = PickerAnswer.scriptText(model.text(for: value))
    return PickerAnswer(
      text: text,
      json: .object([("start", half(value.start)), ("end", half(value.end)), ("text", .string(text))]))
  }
}
