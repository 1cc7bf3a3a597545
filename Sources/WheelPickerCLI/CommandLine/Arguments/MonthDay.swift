import WheelPickerCore

/// A day of no particular year, for the yearless columns (`md`, `mdhm`): `10-30`, ISO 8601's
/// reduced `--10-30`, and with a time of day `10-30 14:20` or `--10-30T14:20`. 29 February
/// always exists: a birthday or a yearly reminder needs no leap year.
struct MonthDay: Hashable, Sendable, CustomStringConvertible {
  /// The month, 1–12.
  var month: Int
  /// The day of the month, 1–29 in February.
  var day: Int
  /// The time of day, when one was written.
  var time: ClockTime?

  /// `10-30` or `10-30 14:20`.
  var description: String {
    let date = ISODate.twoDigits(month) + "-" + ISODate.twoDigits(day)
    return time.map { date + " " + $0.description } ?? date
  }

  /// The most days a month has in any year (29 for February).
  static func longestMonth(_ month: Int) -> Int {
    month == 2 ? 29 : [4, 6, 9, 11].contains(month) ? 30 : 31
  }

  /// Whether `text` is written as a day without a year: `--` first, or two digits and a `-`
  /// (a DATE's year has four).
  static func looksYearless(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    if bytes.starts(with: [0x2D, 0x2D]) { return true }
    return bytes.count >= 3 && bytes[2] == 0x2D && bytes[0...1].allSatisfy { (0x30...0x39).contains($0) }
  }

  /// Parses `MM-DD`, `--MM-DD`, each optionally followed by ` HH:MM[:SS]` or `THH:MM[:SS]`.
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parse(_ text: String, option: String) throws(UsageError) -> MonthDay {
    let rule =
      "must be a day without a year: MM-DD or --MM-DD (ISO 8601), then optionally HH:MM, such as 10-30 14:20"
    var scanner = ISOScanner(text)
    _ = scanner.take("-") && scanner.take("-")
    guard let month = scanner.number(digits: 2), scanner.take("-"), let day = scanner.number(digits: 2) else {
      throw UsageError.invalid(option, text, rule)
    }
    guard (1...12).contains(month) else {
      throw UsageError.invalid(option, text, "month must be from 01 to 12")
    }
    let days = longestMonth(month)
    guard (1...days).contains(day) else {
      throw UsageError.invalid(
        option, text,
        "day must be from 01 to \(days) (month \(ISODate.twoDigits(month)) has at most \(days) days)")
    }
    var value = MonthDay(month: month, day: day)
    if scanner.isAtEnd { return value }
    guard scanner.take(" ") || scanner.take("T") else { throw UsageError.invalid(option, text, rule) }
    guard let time = ClockTime.scan(scanner.rest) else { throw UsageError.invalid(option, text, rule) }
    try time.check(option: option, text: text)
    value.time = time
    return value
  }
}
