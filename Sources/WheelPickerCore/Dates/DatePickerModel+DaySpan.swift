import Foundation

extension DatePickerModel {
  /// The first and last Gregorian days (`2024-03-11`, `2024-03-17`) of a value that stands
  /// for several days: an ISO week (Monday to Sunday) of ``DateColumns/yearWeek``, a week of
  /// the month of ``DateColumns/yearMonthWeek`` (clipped to its month, so the weeks of a
  /// month partition it), or a quarter of ``DateColumns/yearQuarter`` (its first month's
  /// first day to its last month's last day, leap months included). The span is the
  /// calendar's, whatever the picker's bounds. `nil` for any other value and for 至今.
  ///
  /// <!-- snippet:
  /// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 UTC
  /// -->
  /// ```swift
  /// let weeks = try DatePickerModel(DatePickerConfiguration(columns: .yearWeek, timeZone: .gmt, now: now))
  /// weeks.gregorianDays(of: .date(DateFields(weekYear: 2024, week: 11)))?.first   // "2024-03-11"
  /// weeks.gregorianDays(of: .date(DateFields(weekYear: 2024, week: 11)))?.last    // "2024-03-17"
  /// ```
  public func gregorianDays(of value: DateValue) -> (first: String, last: String)? {
    guard let span = daySpan(of: value) else { return nil }
    func text(_ day: Int) -> String {
      labels.format(CalendarFacts.date(ofDay: day), pattern: "yyyy-MM-dd", iso: true)
    }
    return (text(span.lowerBound), text(span.upperBound))
  }

  /// The local days of a week, a week of the month or a quarter value.
  func daySpan(of value: DateValue) -> ClosedRange<Int>? {
    guard case .date(let fields) = value, let first = try? wallTime(of: fields).day else { return nil }
    switch configuration.columns {
    case .yearWeek:
      guard fields.weekYear != nil, fields.week != nil else { return nil }
      return first...(first + 6)
    case .yearMonthWeek:
      guard let week = fields.week, let year = fields.year, let month = monthSpan(of: fields, year: year)
      else { return nil }
      return days(ofWeek: week, in: month)
    case .yearQuarter:
      guard let quarter = fields.quarter, let year = fields.year else { return nil }
      let months = facts.year(era: fields.era ?? era(ofYear: year), year: year).months
        .filter { ($0.month - 1) / 3 + 1 == quarter }
      guard let last = months.last?.lastDay else { return nil }
      return first...last
    default:
      return nil
    }
  }
}
