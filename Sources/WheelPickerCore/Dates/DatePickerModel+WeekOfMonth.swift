import Foundation

extension DatePickerModel {
  /// How many days a day lies after the start of its week (0…6), weeks starting on the
  /// calendar's ``Foundation/Calendar/firstWeekday``.
  func weekdayOffset(ofDay day: Int) -> Int {
    // Day 0 (2001-01-01) was a Monday, weekday 2 in Foundation's numbering (1 is Sunday).
    let weekday = ((day % 7 + 7) % 7 + 1) % 7 + 1
    return (weekday - configuration.calendar.firstWeekday + 7) % 7
  }

  /// The week of the month a day falls in, 1 first: week 1 runs from the month's 1st (even
  /// where an era makes the span begin later) to the end of that calendar week.
  func weekOfMonth(ofDay day: Int, in month: MonthSpan) -> Int {
    let first = month.firstDay - month.firstDayOfMonth + 1
    return (weekdayOffset(ofDay: first) + day - first) / 7 + 1
  }

  /// The days of a week of the month, clipped to the month, so the weeks partition it.
  func days(ofWeek week: Int, in month: MonthSpan) -> ClosedRange<Int> {
    let first = month.firstDay - month.firstDayOfMonth + 1
    let start = first - weekdayOffset(ofDay: first) + 7 * (week - 1)
    let lower = max(start, month.firstDay)
    return lower...max(lower, min(start + 6, month.lastDay))
  }

  /// The month of a cursor's year that a value's fields name.
  func monthSpan(of fields: DateFields, year: Int) -> MonthSpan? {
    let span = facts.year(era: fields.era ?? era(ofYear: year), year: year)
    return span.months.first { $0.month == fields.month && $0.isLeap == fields.isLeapMonth }
  }

  /// The month span a local day falls in.
  func monthSpan(ofDay day: Int) -> MonthSpan? {
    let parts = facts.fields(ofDay: day)
    return facts.year(era: parts.era, year: parts.year).months.first {
      $0.firstDay <= day && day <= $0.lastDay
    }
  }

  /// A week-of-month row: `第2周`, `Week 2`.
  func weekOfMonthTitle(_ week: Int) -> String {
    PickerWords(locale: configuration.locale).weekOfMonth(week)
  }

  /// A week of a month as a person reads it: `2024年3月第2周`, `Week 2 of March 2024`.
  func weekOfMonthText(_ week: Int, month: MonthSpan) -> String {
    let monthText = labels.format(
      CalendarFacts.date(ofDay: month.firstDay), template: (referenceYear == nil ? yearTemplate : "") + "MMMM"
    )
    return PickerWords(locale: configuration.locale).week(week, of: monthText)
  }
}
