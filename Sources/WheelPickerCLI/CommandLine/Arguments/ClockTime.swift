import WheelPickerCore

/// A time of day given as `HH:MM` or `HH:MM:SS` (hour 0–23).
struct ClockTime: Hashable, Sendable, CustomStringConvertible {
  /// The hour, 0–23.
  var hour: Int
  /// The minute, 0–59.
  var minute: Int
  /// The second, 0–59, `nil` when not written.
  var second: Int?

  /// Creates a time of day; the fields are not checked.
  init(hour: Int, minute: Int, second: Int? = nil) {
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// `14:20` or `14:20:05`.
  var description: String {
    let base = ISODate.twoDigits(hour) + ":" + ISODate.twoDigits(minute)
    guard let second else { return base }
    return base + ":" + ISODate.twoDigits(second)
  }

  /// Parses `H:MM`, `HH:MM` or `HH:MM:SS`.
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parse(_ text: String, option: String) throws(UsageError) -> ClockTime {
    let rule = "must be a time of day HH:MM or HH:MM:SS (24-hour clock)"
    guard let time = scan(text) else { throw UsageError.invalid(option, text, rule) }
    try time.check(option: option, text: text)
    return time
  }

  /// A time-of-day bound (`--from 04:30`), or `nil` when `text` is written as a date (it has a
  /// `-` or a `T`, or no `:`), which the caller then reads as a DATE.
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parseBound(_ text: String, option: String) throws(UsageError) -> ClockTime? {
    guard text.contains(":"), !text.contains("-"), !text.contains("T") else { return nil }
    return try parse(text, option: option)
  }

  /// Refuses time-of-day bounds that are reversed: a time picker's range does not cross
  /// midnight, so `--from` must not be later than `--to`.
  ///
  /// - Throws: `UsageError` naming `--from`, its value and `--to`'s.
  static func checkOrder(from: ClockTime?, to: ClockTime?) throws(UsageError) {
    guard let from, let to, from.seconds > to.seconds else { return }
    throw UsageError.invalid(
      "--from", from.description,
      "is after --to \(to) (a range of times of day does not cross midnight: the earliest time must not be later than the latest)"
    )
  }

  /// Seconds since midnight (seconds 00 when not written).
  var seconds: Int { hour * 3600 + minute * 60 + (second ?? 0) }

  /// The bound a time-of-day option stands for: exactly that time, seconds 00 when not written.
  var bound: DateBound { .time(hour: hour, minute: minute, second: second ?? 0) }

  /// The numbers of `H:MM`, `HH:MM` or `HH:MM:SS`, unchecked; `nil` for any other form.
  static func scan(_ text: String) -> ClockTime? {
    var scanner = ISOScanner(text)
    guard let hour = scanner.shortNumber(), scanner.take(":"), let minute = scanner.number(digits: 2) else {
      return nil
    }
    var time = ClockTime(hour: hour, minute: minute)
    if scanner.take(":") {
      guard let second = scanner.number(digits: 2) else { return nil }
      time.second = second
    }
    return scanner.isAtEnd ? time : nil
  }

  /// Checks the hour (0–23), the minute and the second (00–59).
  ///
  /// - Throws: `UsageError` naming the value, the option and the field out of range.
  func check(option: String, text: String) throws(UsageError) {
    guard hour < 24 else { throw UsageError.invalid(option, text, "hour must be from 0 to 23") }
    guard minute < 60 else { throw UsageError.invalid(option, text, "minute must be from 00 to 59") }
    if let second, second >= 60 {
      throw UsageError.invalid(option, text, "second must be from 00 to 59")
    }
  }
}
