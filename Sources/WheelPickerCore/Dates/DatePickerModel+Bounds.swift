import Foundation

extension DatePickerModel {
  /// The wall time a bound stands for: the start of its unit for a minimum, the end for a maximum.
  static func resolve(
    _ bound: DateBound, upper: Bool, facts: CalendarFacts, now: Date, name: String
  ) throws(WheelPickerError) -> WallTime {
    if case .moment(let moment) = bound { try checkMoment(moment, name: name, in: facts.timeZone) }
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
        throw WheelPickerError(.invalidConfiguration, "\(name): \(error.message)", reason: error.reason)
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
          .invalidConfiguration, "\(name) \(fields) has a time outside 00:00:00 … 23:59:59",
          reason: .fieldOutOfRange)
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
        throw WheelPickerError(
          .invalidConfiguration, "\(name) year \(year) does not exist in the calendar",
          reason: .nonexistentDate)
      }
      guard let month = fields.month else {
        return WallTime(day: upper ? span.lastDay : span.firstDay, second: second)
      }
      guard let monthSpan = span.months.first(where: { $0.month == month && $0.isLeap == fields.isLeapMonth })
      else {
        throw WheelPickerError(
          .invalidConfiguration, "\(name) month \(month) does not exist in year \(year) of the calendar",
          reason: .nonexistentDate)
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
  /// The first wall-clock second of year 1 in Foundation's Gregorian calendar
  /// (Julian before 1582: 1 January 1 is 30 December 0 proleptic), since 2001.
  static let firstWallSecond = -63_114_076_800.0
  /// The first wall-clock second of year 10000, since 2001.
  static let endWallSecond = 252_423_993_600.0

  /// Refuses a moment whose wall-clock time in `zone` lies outside the years
  /// 1…9999 (or that is not finite), as every date picker does for its "now",
  /// its moment bounds and ``value(at:)``; every other moment Foundation can
  /// represent is accepted, up to the last second of 9999 in the zone.
  ///
  /// <!-- snippet:
  /// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  /// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
  /// -->
  /// ```swift
  /// try DatePickerModel.checkMoment(now, name: "--now", in: zone)
  /// // --now 10000-01-01T11:59:59Z is 10000-01-01T11:59:59 in GMT, outside the years 1…9999
  /// ```
  ///
  /// - Parameters:
  ///   - moment: the moment to check.
  ///   - name: what the moment is, first in the message.
  ///   - zone: the time zone its date is read in.
  /// - Throws: ``WheelPickerError/Kind/invalidConfiguration`` naming the
  ///   moment as a UTC date and as a wall-clock date in the zone (never raw seconds).
  public static func checkMoment(_ moment: Date, name: String, in zone: TimeZone) throws(WheelPickerError) {
    let seconds = moment.timeIntervalSinceReferenceDate
    guard seconds.isFinite else {
      throw WheelPickerError(
        .invalidConfiguration, "\(name) is not a finite moment", reason: .fieldOutOfRange)
    }
    // Far away the zone is not asked: its offset there means nothing.
    guard abs(seconds) < 1e13 else {
      throw WheelPickerError(
        .invalidConfiguration,
        "\(name) lies more than 300,000 years \(seconds < 0 ? "before" : "after") 2001, outside the years 1…9999",
        reason: .fieldOutOfRange)
    }
    let wall = seconds + Double(zone.secondsFromGMT(for: moment))
    guard wall >= firstWallSecond, wall < endWallSecond else {
      throw WheelPickerError(
        .invalidConfiguration,
        "\(name) \(isoText(ofSeconds: seconds))Z is \(isoText(ofSeconds: wall)) in \(zone.identifier), "
          + "outside the years 1…9999", reason: .fieldOutOfRange)
    }
  }

  /// `2001-01-01T00:00:00` (proleptic Gregorian, as ISO 8601 writes it): the
  /// date and time `seconds` after 2001-01-01T00:00:00, for messages.
  ///
  /// - Precondition: `seconds` is finite and less than 10¹³ in magnitude.
  static func isoText(ofSeconds seconds: Double) -> String {
    let whole = Int(seconds.rounded(.down))
    let dayOffset = (whole >= 0 ? whole : whole - 86_399) / 86_400
    let second = whole - dayOffset * 86_400
    let date = GregorianArithmetic.date(daysSinceEpoch: dayOffset + 11_323)
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(abs(value))
      return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(date.year, 4))-\(padded(date.month, 2))-\(padded(date.day, 2))T"
      + "\(padded(second / 3600, 2)):\(padded(second % 3600 / 60, 2)):\(padded(second % 60, 2))"
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
        .invalidConfiguration, "\(name) \(fields) names no Gregorian month (months are 1…12)",
        reason: .fieldOutOfRange)
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
