import WheelPickerCore

/// A date argument in ISO 8601 Gregorian form, at the precision it was written.
///
/// `2007`, `2007-04`, `2007-04-01`, `2007-04-01T14:20[:SS]`, `2020-W53`,
/// `2021-Q1`. Whatever `--calendar` a picker shows, its arguments are
/// Gregorian, so scripts never depend on the calendar on screen.
enum ISODate: Hashable, Sendable, CustomStringConvertible {
  /// A whole year.
  case year(Int)
  /// A month of a year.
  case month(year: Int, month: Int)
  /// A calendar day.
  case day(year: Int, month: Int, day: Int)
  /// A day and a time of day.
  case dateTime(ISODateTime)
  /// An ISO 8601 week of an ISO week-numbering year.
  case week(year: Int, week: Int)
  /// A quarter (1–4) of a year.
  case quarter(year: Int, quarter: Int)

  /// The Gregorian day on which the span starts (a week starts on Monday).
  var firstDay: (year: Int, month: Int, day: Int) {
    switch self {
    case .year(let year): (year, 1, 1)
    case .month(let year, let month): (year, month, 1)
    case .day(let year, let month, let day): (year, month, day)
    case .dateTime(let time): (time.year, time.month, time.day)
    case .week(let year, let week): GregorianArithmetic.mondayOfISOWeek(week, year: year)
    case .quarter(let year, let quarter): (year, quarter * 3 - 2, 1)
    }
  }

  /// The date-time at the start of the span (midnight unless a time was written).
  var start: ISODateTime {
    if case .dateTime(let time) = self { return time }
    let day = firstDay
    return ISODateTime(year: day.year, month: day.month, day: day.day, hour: 0, minute: 0)
  }

  /// The date in the form it was written (`2007-04`, `2020-W53`, `2007-04-01T14:20`).
  var description: String {
    switch self {
    case .year(let year): return Self.fourDigits(year)
    case .month(let year, let month): return Self.fourDigits(year) + "-" + Self.twoDigits(month)
    case .day(let year, let month, let day):
      return Self.fourDigits(year) + "-" + Self.twoDigits(month) + "-" + Self.twoDigits(day)
    case .dateTime(let time):
      let day = ISODate.day(year: time.year, month: time.month, day: time.day).description
      return day + "T" + ClockTime(hour: time.hour, minute: time.minute, second: time.second).description
    case .week(let year, let week): return Self.fourDigits(year) + "-W" + Self.twoDigits(week)
    case .quarter(let year, let quarter): return Self.fourDigits(year) + "-Q\(quarter)"
    }
  }

  static func fourDigits(_ number: Int) -> String {
    String(repeating: "0", count: max(0, 4 - String(number).count)) + String(number)
  }
}
