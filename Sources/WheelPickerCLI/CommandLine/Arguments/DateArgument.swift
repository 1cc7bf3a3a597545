import WheelPickerCore

/// A DATE argument, or one of the words some options accept instead.
enum DateArgument: Hashable, Sendable, CustomStringConvertible {
  /// A Gregorian date at some precision.
  case date(ISODate)
  /// The clock (`--now`, else the system clock).
  case now
  /// The 至今 (“present”) row of a date picker that has one.
  case present
  /// A time of day as written (`09:00`, `09:00:30`; `MM:SS` for minute-second wheels), its
  /// numbers checked against the wheels once they are known.
  case time(ClockTime)
  /// A day without a year (`10-30`, `--10-30`, `10-30 14:20`), for the yearless columns.
  case monthDay(MonthDay)

  /// The argument as written: `now`, `present` or the DATE.
  var description: String {
    switch self {
    case .date(let date): date.description
    case .now: "now"
    case .present: "present"
    case .time(let time): time.description
    case .monthDay(let day): day.description
    }
  }

  /// The words an option may accept besides a DATE.
  struct Words: OptionSet, Hashable, Sendable {
    /// The raw bits.
    var rawValue: Int
    /// Creates a set from raw bits.
    init(rawValue: Int) { self.rawValue = rawValue }
    /// `now`.
    static let now = Words(rawValue: 1)
    /// `present`.
    static let present = Words(rawValue: 2)
    /// A time of day (`HH:MM[:SS]`), for time-only wheels.
    static let time = Words(rawValue: 4)
    /// A day without a year (`MM-DD`, `--MM-DD`, optionally with a time), for md and mdhm.
    static let monthDay = Words(rawValue: 8)
  }

  /// Parses a DATE, or `now`/`present` where `words` allows them.
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parse(
    _ text: String, option: String, words: Words
  ) throws(UsageError) -> DateArgument {
    if words.contains(.now), text == "now" || text == "today" { return .now }
    if words.contains(.present), text == "present" { return .present }
    if words.contains(.time), !text.contains("-"), !text.contains("T"), text.contains(":") {
      guard let time = ClockTime.scan(text) else {
        throw UsageError.invalid(option, text, "must be a time of day HH:MM or HH:MM:SS (24-hour clock)")
      }
      return .time(time)
    }
    if words.contains(.monthDay), MonthDay.looksYearless(text) {
      return .monthDay(try MonthDay.parse(text, option: option))
    }
    if let first = text.utf8.first, !(0x30...0x39).contains(first) {
      var accepted = ["an ISO 8601 date (" + ISODate.forms + ")"]
      if words.contains(.time) { accepted.append("a time HH:MM[:SS] (time-only --columns)") }
      if words.contains(.monthDay) { accepted.append("a day without a year MM-DD (md, mdhm)") }
      if words.contains(.now) { accepted.append("now") }
      if words.contains(.present) { accepted.append("present") }
      throw UsageError.invalid(option, text, "must be " + accepted.joined(separator: ", or "))
    }
    return .date(try ISODate.parse(text, option: option))
  }
}
