import WheelPickerCore

extension ISODate {
  /// The forms a DATE may take, quoted in error messages.
  static let forms = "2007, 2007-04, 2007-04-01, 2007-04-01T14:20[:SS], 2020-W53 or 2021-Q1"

  /// Parses an ISO 8601 Gregorian date at any of the supported precisions.
  ///
  /// - Parameters:
  ///   - text: The argument.
  ///   - option: The option it came from, for the error message.
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parse(_ text: String, option: String) throws(UsageError) -> ISODate {
    let date = try parseForm(text, option: option)
    let first = date.firstDay
    guard (first.year, first.month, first.day) >= gregorianStart else {
      throw UsageError.invalid(
        option, text,
        "is before 1582-11-01, where the pickers' Gregorian calendar begins (Foundation's calendar is Julian "
          + "before 1582-10-15 and drops ten days from October 1582); use 1582-11-01 or later")
    }
    return date
  }

  /// The first day of the first whole Gregorian month in Foundation's Gregorian calendar (Julian
  /// before 1582-10-15, October 1582 without its days 5–14): every date argument, wheel, answer
  /// and text is the same proleptic-Gregorian date from here on; earlier dates are refused.
  static let gregorianStart = (1582, 11, 1)

  /// Parses the form alone.
  private static func parseForm(_ text: String, option: String) throws(UsageError) -> ISODate {
    var scanner = ISOScanner(text)
    let formRule = "must be an ISO 8601 date: " + forms
    guard let year = scanner.number(digits: 4) else { throw UsageError.invalid(option, text, formRule) }
    guard year >= 1 else { throw UsageError.invalid(option, text, "year must be from 0001 to 9999") }
    if scanner.isAtEnd { return .year(year) }
    guard scanner.take("-") else { throw UsageError.invalid(option, text, formRule) }
    if scanner.take("W") {
      guard let week = scanner.number(digits: 2), scanner.isAtEnd else {
        throw UsageError.invalid(option, text, "must be an ISO 8601 week such as 2020-W53")
      }
      let weeks = GregorianArithmetic.isoWeeksInYear(year)
      guard (1...weeks).contains(week) else {
        throw UsageError.invalid(
          option, text, "week must be from 01 to \(weeks) (\(year) has \(weeks) ISO weeks)")
      }
      return .week(year: year, week: week)
    }
    if scanner.take("Q") {
      guard let quarter = scanner.number(digits: 1), scanner.isAtEnd else {
        throw UsageError.invalid(option, text, "must be a quarter such as 2021-Q1")
      }
      guard (1...4).contains(quarter) else {
        throw UsageError.invalid(option, text, "quarter must be from 1 to 4")
      }
      return .quarter(year: year, quarter: quarter)
    }
    guard let month = scanner.number(digits: 2) else { throw UsageError.invalid(option, text, formRule) }
    guard (1...12).contains(month) else {
      throw UsageError.invalid(option, text, "month must be from 01 to 12")
    }
    if scanner.isAtEnd { return .month(year: year, month: month) }
    guard scanner.take("-"), let day = scanner.number(digits: 2) else {
      throw UsageError.invalid(option, text, formRule)
    }
    let days = GregorianArithmetic.daysInMonth(month, year: year)
    guard (1...days).contains(day) else {
      throw UsageError.invalid(
        option, text, "day must be from 01 to \(days) (\(year)-\(twoDigits(month)) has \(days) days)")
    }
    if scanner.isAtEnd { return .day(year: year, month: month, day: day) }
    guard scanner.take("T") || scanner.take("t") || scanner.take(" ") else {
      throw UsageError.invalid(option, text, formRule)
    }
    var time = ISODateTime(year: year, month: month, day: day, hour: 0, minute: 0)
    var hourOnly = scanner
    if let hour = hourOnly.number(digits: 2), hourOnly.isAtEnd {
      // ISO 8601's reduced precision: `2024-05-01T14` is 14:00 (an hour wheel's value).
      guard hour < 24 else { throw UsageError.invalid(option, text, "hour must be from 00 to 23") }
      time.hour = hour
      return .dateTime(time)
    }
    try scanner.timeOfDay(into: &time, text: text, option: option)
    guard scanner.isAtEnd else {
      throw UsageError.invalid(option, text, "must end after the time (no time zone here): " + forms)
    }
    return .dateTime(time)
  }

  /// Parses the clock of `--now`: a date, or a date and time with an optional
  /// fraction of a second and UTC offset (`Z`, `+08:00`, `-0500`).
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parseTimestamp(_ text: String, option: String) throws(UsageError) -> ISODateTime {
    let rule = "must be an ISO 8601 date and time such as 2025-07-25T14:20:00+08:00"
    guard let split = text.firstIndex(where: { $0 == "T" || $0 == "t" || $0 == " " }) else {
      guard case .day = try? parseForm(text, option: option) else {
        throw UsageError.invalid(option, text, rule)
      }
      return try parseForm(text, option: option).start
    }
    guard case .day(let year, let month, let day) = try? parseForm(String(text[..<split]), option: option)
    else {
      throw UsageError.invalid(option, text, rule)
    }
    var scanner = ISOScanner(String(text[text.index(after: split)...]))
    var time = ISODateTime(year: year, month: month, day: day, hour: 0, minute: 0)
    try scanner.timeOfDay(into: &time, text: text, option: option)
    if time.second != nil, scanner.take(".") {
      guard let fraction = scanner.digitRun(), fraction.count <= 9 else {
        throw UsageError.invalid(option, text, "a fraction of a second must be 1 to 9 digits")
      }
      time.nanosecond = Int(fraction.padding(toLength: 9, withPad: "0", startingAt: 0)) ?? 0
    }
    if !scanner.isAtEnd {
      guard let offset = scanner.utcOffset(), scanner.isAtEnd else {
        throw UsageError.invalid(option, text, rule)
      }
      guard abs(offset) <= 18 * 3600 else {
        throw UsageError.invalid(option, text, "the UTC offset must be within ±18:00")
      }
      time.utcOffsetSeconds = offset
    }
    return time
  }

  static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
