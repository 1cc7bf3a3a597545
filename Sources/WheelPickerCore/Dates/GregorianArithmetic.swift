/// Calendar facts of the proleptic Gregorian calendar by plain arithmetic, so
/// that checking a date typed by a person needs neither `Calendar` nor ICU.
///
/// ```swift
/// GregorianArithmetic.isoWeek(year: 2021, month: 1, day: 3)   // (year: 2020, week: 53)
/// GregorianArithmetic.mondayOfISOWeek(53, year: 2020)         // (year: 2020, month: 12, day: 28)
/// ```
public enum GregorianArithmetic {
  /// Whether `year` has a 29 February.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days of a month (1–12) of a year.
  public static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
  public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` after 1970-01-01 (`civil_from_days`).
  public static func date(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The ISO weekday (1 = Monday … 7 = Sunday) of a date.
  public static func isoWeekday(year: Int, month: Int, day: Int) -> Int {
    let days = daysSinceEpoch(year: year, month: month, day: day)
    // 1970-01-01 was a Thursday (ISO 4).
    return ((days % 7) + 7 + 3) % 7 + 1
  }

  /// The number of ISO 8601 weeks (52 or 53) of an ISO week-numbering year.
  public static func isoWeeksInYear(_ year: Int) -> Int {
    let januaryFirst = isoWeekday(year: year, month: 1, day: 1)
    if januaryFirst == 4 || (januaryFirst == 3 && isLeapYear(year)) { return 53 }
    return 52
  }

  /// The Monday that starts ISO week `week` of `year`.
  public static func mondayOfISOWeek(_ week: Int, year: Int) -> (year: Int, month: Int, day: Int) {
    // Week 1 holds 4 January.
    let fourth = daysSinceEpoch(year: year, month: 1, day: 4)
    let weekday = isoWeekday(year: year, month: 1, day: 4)
    return date(daysSinceEpoch: fourth - (weekday - 1) + (week - 1) * 7)
  }

  /// The ISO 8601 week-numbering year and week of a date: the week of its Thursday.
  public static func isoWeek(year: Int, month: Int, day: Int) -> (year: Int, week: Int) {
    let days = daysSinceEpoch(year: year, month: month, day: day)
    let thursday = days + 4 - isoWeekday(year: year, month: month, day: day)
    let weekYear = date(daysSinceEpoch: thursday).year
    let dayOfYear = thursday - daysSinceEpoch(year: weekYear, month: 1, day: 1)
    return (weekYear, dayOfYear / 7 + 1)
  }
}
