import Foundation

/// One end of a date picker's range, at any precision.
///
/// A bound given by fields covers the whole unit it names: `.day(2021, 2, 3)`
/// as a maximum includes all of 3 February; `.fields(...)` with an hour and
/// minute is exact to the minute. A time-only picker (``DateColumns/hourMinute``,
/// ``DateColumns/hourMinuteSecond``) is bounded by times of day,
/// ``DateBound/time(hour:minute:second:)``:
///
/// <!-- snippet:
/// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 UTC
/// -->
/// ```swift
/// let config = DatePickerConfiguration(
///   columns: .hourMinute, timeZone: .gmt, now: now,
///   minimum: .time(hour: 9, minute: 30), maximum: .time(hour: 20, minute: 0))
/// let engine = SelectionEngine(model: try DatePickerModel(config))
/// engine.value      // .fields(hour: 9, minute: 30); now, 08:00, clamped into the bounds
/// ```
public enum DateBound: Sendable, Hashable {
  /// A moment.
  case moment(Date)
  /// Fields in the picker's calendar and time zone; missing finer fields
  /// extend the bound to the start (minimum) or end (maximum) of the unit.
  case fields(DateFields)
  /// Gregorian fields (whatever the picker's calendar), extended like ``fields(_:)``;
  /// the default bounds 1900 … 2100 are Gregorian years, so they suit every calendar.
  case gregorian(DateFields)
  /// The configuration's ``DatePickerConfiguration/now``.
  case now

  /// A whole Gregorian year.
  public static func year(_ year: Int) -> DateBound { .gregorian(DateFields(year: year)) }

  /// A time of day, exact to the second (seconds 00 unless given): the bound of a time-only
  /// picker, whose hours and minutes before a minimum or after a maximum are not offered.
  /// Pickers with a date wheel read a time-of-day bound as a time of 2001-01-01; bound them
  /// by moments or fields with a day instead.
  public static func time(hour: Int, minute: Int, second: Int = 0) -> DateBound {
    .fields(DateFields(hour: hour, minute: minute, second: second))
  }

  /// A whole Gregorian day.
  public static func day(_ year: Int, _ month: Int, _ day: Int) -> DateBound {
    .gregorian(DateFields(year: year, month: month, day: day))
  }
}

extension DateBound: CustomStringConvertible {
  /// The bound as error messages show it: `2021-02-03 (Gregorian)`, `year 2020, month 5 …`,
  /// `now`, or a moment as a UTC date (safe for any `Date`, even a non-finite one).
  public var description: String {
    switch self {
    case .moment(let moment):
      let seconds = moment.timeIntervalSinceReferenceDate
      guard seconds.isFinite, abs(seconds) < 1e13 else { return "a moment outside the years 1…9999" }
      return "moment \(DatePickerModel.isoText(ofSeconds: seconds))Z"
    case .fields(let fields): return fields.description
    case .gregorian(let fields): return "Gregorian \(fields)"
    case .now: return "now"
    }
  }
}
