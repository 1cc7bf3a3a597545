import Foundation

extension DatePickerModel {
  /// The wall time a bound stands for: the start of its unit for a minimum, the end for a maximum.
  static func resolve(
    _ bound: DateBound, upper: Bool, facts: CalendarFacts, now: Date, name: String
  ) throws(WheelPickerError) -> WallTime {
    if case .moment(let moment) = bound { try checkMoment(moment, name: name) }
    switch bound {
    case .moment(let moment):
      let local = facts.local(moment)
      return WallTime(day: local.day, second: local.second)
    case .now:
      let local = facts.local(now)
      return WallTime(day: local.day, second: local.second)
    case .fields(let fields), .gregorian(let fields):
      do {
        try checkRanges(of: fields)
      } catch {
        throw WheelPickerError(.invalidConfiguration, "\(name): \(error.message)")
      }
      var second: Int
      if upper {
        if fields.hour == nil && fields.minute == nil && fields.second == nil {
          second = 86_399
        } else {
          second = (fields.hour ?? 0) * 3600 + (fields.minute ?? 59) * 60 + (fields.second ?? 59)
          if fields.minute == nil { second = (fields.hour ?? 0) * 3600 + 3599 }
        }
      } else {
        second = (fields.hour ?? 0) * 3600 + (fields.minute ?? 0) * 60 + (fields.second ?? 0)
      }
      guard second >= 0, second < 86_400, (fields.minute ?? 0) < 60, (fields.second ?? 0) < 60 else {
        throw WheelPickerError(
          .invalidConfiguration, "\(name) \(fields) has a time outside 00:00:00 … 23:59:59")
      }
      guard let year = fields.year else {
        // A time-of-day bound: only time pickers read it.
        return WallTime(day: 0, second: second)
      }
      if case .gregorian = bound {
        return WallTime(
          day: try gregorianDay(fields, year: year, upper: upper, facts: facts, name: name), second: second)
      }
      let era = fields.era ?? facts.defaultEra(ofYear: year)
      let span = facts.year(era: era, year: year)
      guard !span.months.isEmpty else {
        throw WheelPickerError(.invalidConfiguration, "\(name) year \(year) does not exist in the calendar")
      }
      guard let month = fields.month else {
        return WallTime(day: upper ? span.lastDay : span.firstDay, second: second)
      }
      guard let monthSpan = span.months.first(where: { $0.month == month && $0.isLeap == fields.isLeapMonth })
      else {
        throw WheelPickerError(
          .invalidConfiguration, "\(name) month \(month) does not exist in year \(year) of the calendar")
      }
      guard let day = fields.day else {
        return WallTime(day: upper ? monthSpan.lastDay : monthSpan.firstDay, second: second)
      }
      let number = monthSpan.firstDay + day - monthSpan.firstDayOfMonth
      guard number >= monthSpan.firstDay, number <= monthSpan.lastDay else {
        throw WheelPickerError(
          .invalidConfiguration,
          "\(name) day \(day) does not exist in month \(month) of year \(year) (it has days \(monthSpan.firstDayOfMonth)…\(monthSpan.firstDayOfMonth + monthSpan.lastDay - monthSpan.firstDay))",
          reason: .nonexistentDate)
      }
      return WallTime(day: number, second: second)
    }
  }
}

extension DatePickerModel {
  /// Refuses moments outside years 1…9999 (or not finite) before any arithmetic on them.
  static func checkMoment(_ moment: Date, name: String) throws(WheelPickerError) {
    let seconds = moment.timeIntervalSinceReferenceDate
    guard seconds.isFinite, seconds > -63_000_000_000, seconds < 252_000_000_000 else {
      throw WheelPickerError(
        .invalidConfiguration, "\(name) \(seconds) s since 2001 lies outside the years 1…9999")
    }
  }

  /// The local day of Gregorian fields: the first (minimum) or last (maximum) day they cover.
  static func gregorianDay(
    _ fields: DateFields, year: Int, upper: Bool, facts: CalendarFacts, name: String
  ) throws(WheelPickerError) -> Int {
    let calendar = facts.isoCalendar
    let month = fields.month ?? (upper ? 12 : 1)
    guard month >= 1, month <= 12,
      let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
      let length = calendar.range(of: .day, in: .month, for: first)?.count
    else {
      throw WheelPickerError(
        .invalidConfiguration, "\(name) \(fields) names no Gregorian month (months are 1…12)")
    }
    let day = fields.day ?? (upper ? length : 1)
    guard day >= 1, day <= length else {
      throw WheelPickerError(
        .invalidConfiguration,
        "\(name) day \(day) does not exist in \(year)-\(month) (it has \(length) days)",
        reason: .nonexistentDate)
    }
    return CalendarFacts.day(of: first) + day - 1
  }
}
