import Foundation

extension DatePickerModel {
  /// The wall time a value stands for: its day (the first of its year, month, week or
  /// quarter when it has no day; today in a time picker) and its second of that day.
  func wallTime(of fields: DateFields) throws(WheelPickerError) -> (day: Int, second: Int) {
    try Self.checkRanges(of: fields)
    let columns = configuration.columns
    var day: Int
    if columns.isTimeOnly {
      day = facts.local(configuration.now).day
    } else if let weekYear = fields.weekYear, let week = fields.week {
      day = facts.weekYearDays(weekYear).lowerBound + 7 * (week - 1)
    } else if let year = fields.year ?? (columns.isYearless ? facts.fields(ofDay: today).year : nil) {
      var complete = fields
      complete.year = year
      if columns.isYearless { complete.era = facts.fields(ofDay: today).era }
      if let quarter = fields.quarter {
        let span = facts.year(era: fields.era ?? era(ofYear: year), year: year)
        guard let month = span.months.first(where: { ($0.month - 1) / 3 + 1 == quarter }) else {
          throw WheelPickerError(
            .valueNotAvailable, "value \(fields): quarter \(quarter) does not exist", reason: .fieldOutOfRange
          )
        }
        complete.month = month.month
        complete.day = month.firstDayOfMonth
      }
      if complete.month == nil {
        let span = facts.year(era: complete.era ?? era(ofYear: year), year: year)
        complete.month = span.months.first?.month
        complete.isLeapMonth = span.months.first?.isLeap ?? false
        complete.day = span.months.first?.firstDayOfMonth
      }
      if complete.day == nil { complete.day = 1 }
      if let week = fields.week, columns == .yearMonthWeek, let month = monthSpan(of: complete, year: year) {
        // A week of the month stands for its first day in the month.
        complete.day = days(ofWeek: week, in: month).lowerBound - month.firstDay + month.firstDayOfMonth
      }
      day =
        try columns.isYearless && fields.year == nil
        ? dayNumber(ofYearless: complete) : dayNumber(of: complete)
    } else {
      throw WheelPickerError(.valueNotAvailable, "value \(fields) names no day", reason: .missingField)
    }
    let second = (fields.hour ?? 0) * 3600 + (fields.minute ?? 0) * 60 + (fields.second ?? 0)
    if columns == .minuteSecond { day = facts.local(configuration.now).day }
    return (day, second)
  }

  /// The last moment of a whole year or month (a value its 全部 row gave: a year without a
  /// month, a month without a day), `nil` for any other value.
  func lastWall(ofWhole fields: DateFields) -> WallTime? {
    guard configuration.includesAll, let year = fields.year, fields.month == nil || fields.day == nil else {
      return nil
    }
    let span = facts.year(era: fields.era ?? era(ofYear: year), year: year)
    let last =
      fields.month == nil
      ? span.lastDay
      : span.months.first { $0.month == fields.month && $0.isLeap == fields.isLeapMonth }?.lastDay
    return last.map { WallTime(day: $0, second: 86_399) }
  }

  /// The day of a month-day (a birthday without a year) in the first year from
  /// this one that has it: 29 February falls in the next leap year.
  private func dayNumber(ofYearless fields: DateFields) throws(WheelPickerError) -> Int {
    var candidate = fields
    let first = fields.year ?? 0
    for offset in 1..<9 {
      if let day = try? dayNumber(of: candidate) { return day }
      candidate.year = first + offset
    }
    return try dayNumber(of: fields)
  }

  /// The moment a value stands for, in the picker's calendar and time zone; `nil` for 至今.
  ///
  /// Missing fields take their first value (00:00, the 1st); a time picker's value falls on
  /// the day of ``DatePickerConfiguration/now``. A wall-clock time skipped by a
  /// daylight-saving change is an error, never moved silently; a repeated one is resolved by
  /// ``DateFields/isRepeatedHour``.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` for a day or time that does not exist.
  public func date(for value: DateValue) throws(WheelPickerError) -> Date? {
    guard case .date(let fields) = value else { return nil }
    let wall = try wallTime(of: fields)
    let clock = facts.clock(ofDay: wall.day)
    var second = wall.second
    if fields.hour == nil {
      // A day without a time starts at its first existing moment (00:00, or later after a gap).
      second = clock.slot(0).hour * 3600 + clock.slot(0).lower
    }
    guard let offset = clock.offset(atSecond: second, repeated: fields.isRepeatedHour) else {
      let text = labels.format(
        CalendarFacts.date(ofDay: wall.day).addingTimeInterval(Double(second)), pattern: "yyyy-MM-dd HH:mm:ss"
      )
      let reason =
        fields.isRepeatedHour
        ? "is not repeated (isRepeatedHour is set but clocks do not fall back then)"
        : "does not exist (clocks skip it)"
      throw WheelPickerError(
        .valueNotAvailable, "local time \(text) in \(configuration.timeZone.identifier) \(reason)",
        reason: fields.isRepeatedHour ? .nonexistentDate : .skippedTime)
    }
    return Date(timeIntervalSinceReferenceDate: Double(wall.day * 86_400 + second - offset))
  }

  /// The value's Gregorian date (`2025-07-25` for 乙巳年闰六月初一), when it names a day.
  public func gregorianDate(for value: DateValue) -> String? {
    guard case .date(let fields) = value, fields.day != nil || fields.week != nil,
      let wall = try? wallTime(of: fields)
    else { return nil }
    return labels.format(CalendarFacts.date(ofDay: wall.day), pattern: "yyyy-MM-dd", iso: true)
  }

  /// ISO 8601 text: `2025-03-09T03:30:00-04:00` for a date and time, `2025-07-25` for a date,
  /// `2020-W53` for a week, `2021-Q1` for a quarter, `14:20:00` for a time; `nil` for 至今.
  public func isoString(for value: DateValue) -> String? {
    guard case .date(let fields) = value, (try? Self.checkRanges(of: fields)) != nil else { return nil }
    if let weekYear = fields.weekYear, let week = fields.week {
      return "\(Self.padded(weekYear, 4))-W\(Self.padded(week, 2))"
    }
    if let year = fields.year, let quarter = fields.quarter, fields.month == nil {
      let gregorian = gregorianYear(of: fields) ?? year
      return "\(Self.padded(gregorian, 4))-Q\(quarter)"
    }
    let time = fields.hour.map { hour in
      "\(Self.padded(hour, 2)):\(Self.padded(fields.minute ?? 0, 2)):\(Self.padded(fields.second ?? 0, 2))"
    }
    if configuration.columns.isTimeOnly || fields.day == nil {
      if let time, configuration.columns.isTimeOnly { return time }
      guard let year = fields.year else { return nil }
      let gregorian = gregorianYear(of: fields) ?? year
      guard let month = fields.month, facts.calendar.identifier == .gregorian else {
        return Self.padded(gregorian, 4)
      }
      return "\(Self.padded(gregorian, 4))-\(Self.padded(month, 2))"
    }
    guard let day = gregorianDate(for: value) else { return nil }
    guard let time, let moment = try? date(for: value) else { return day }
    let offset = configuration.timeZone.secondsFromGMT(for: moment)
    let sign = offset < 0 ? "-" : "+"
    return
      "\(day)T\(time)\(sign)\(Self.padded(abs(offset) / 3600, 2)):\(Self.padded(abs(offset) % 3600 / 60, 2))"
  }

  private func gregorianYear(of fields: DateFields) -> Int? {
    guard let wall = try? wallTime(of: fields) else { return nil }
    return facts.isoCalendar.component(.year, from: CalendarFacts.date(ofDay: wall.day))
  }

  static func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number.magnitude)
    return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// The value as a person reads it, built with the locale's date templates:
  /// `2007年4月1日`, `April 1, 2007`, `乙巳年闰六月初一`, `14:20`, `至今`.
  public func text(for value: DateValue) -> String {
    guard case .date(let fields) = value else { return labels.presentLabel }
    guard (try? Self.checkRanges(of: fields)) != nil else { return "" }
    if let week = fields.week, fields.weekYear == nil, let year = fields.year,
      let month = monthSpan(of: fields, year: year)
    {
      return weekOfMonthText(week, month: month)
    }
    if fields.week != nil || (fields.quarter != nil && fields.month == nil) {
      guard let wall = try? wallTime(of: fields) else { return isoString(for: value) ?? "" }
      if fields.week != nil {
        return labels.format(CalendarFacts.date(ofDay: wall.day), pattern: labels.weekPattern, iso: true)
      }
      return labels.format(CalendarFacts.date(ofDay: wall.day), template: "yQQQ")
    }
    guard let wall = try? wallTime(of: fields) else { return "" }
    let hour = uses12Hour ? "h" : "H"
    var template = ""
    let lunar = facts.calendar.identifier == .chinese
    if fields.year != nil { template += lunar ? "U" : "y" }
    if fields.month != nil { template += "MMMM" }
    if fields.day != nil { template += "d" }
    if fields.hour != nil { template += hour }
    if fields.minute != nil { template += "mm" }
    if fields.second != nil { template += "ss" }
    let moment = CalendarFacts.date(ofDay: wall.day).addingTimeInterval(Double(wall.second))
    var pattern = labels.pattern(fromTemplate: template)
    if lunar { pattern = pattern.replacingOccurrences(of: "rU", with: "U") }
    return labels.format(moment, pattern: pattern, days: lunar)
  }
}
