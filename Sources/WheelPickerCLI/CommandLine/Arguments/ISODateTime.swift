import WheelPickerCore

/// A Gregorian date and time of day written in ISO 8601, with an optional
/// UTC offset (`2007-04-01T14:20`, `2025-07-25T10:00:00+08:00`).
struct ISODateTime: Hashable, Sendable {
  /// The year (1–9999).
  var year: Int
  /// The month (1–12).
  var month: Int
  /// The day of the month.
  var day: Int
  /// The hour (0–23).
  var hour: Int
  /// The minute (0–59).
  var minute: Int
  /// The second (0–59), `nil` when the text gave none.
  var second: Int?
  /// Nanoseconds of a decimal fraction of the second, 0 when none was given.
  var nanosecond: Int
  /// The UTC offset in seconds (`Z` is 0), `nil` when the text gave none.
  var utcOffsetSeconds: Int?

  /// Creates a date-time; the fields are not checked (the parser checks them).
  init(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int? = nil, nanosecond: Int = 0,
    utcOffsetSeconds: Int? = nil
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
    self.nanosecond = nanosecond
    self.utcOffsetSeconds = utcOffsetSeconds
  }

  /// Seconds since 1970-01-01T00:00:00Z when the offset is known, else `nil`.
  ///
  /// Plain arithmetic: the clock for `--now` is known without a calendar.
  var secondsSinceEpoch: Double? {
    guard let offset = utcOffsetSeconds else { return nil }
    let days = GregorianArithmetic.daysSinceEpoch(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + (second ?? 0) - offset
    return Double(seconds) + Double(nanosecond) / 1_000_000_000
  }
}
