import Foundation

extension DatePickerModel {
  /// The row as a person reads it, in the model's locale: a date row reads the
  /// date up to its wheel (`2007年4月`, `April 2007`; `2007年4月1日 星期日`), a
  /// clock row the time (`14:20`, `2:20 PM`), the 至今 row the present word, a 全部 row its
  /// year or month (`2024年全部`, `All of March 2024`).
  ///
  /// Patterns come from the locale's templates and formatters are cached, as
  /// for titles.
  public func spokenText(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    guard wheel >= 0, wheel < kinds.count else { return "" }
    let kind = kinds[wheel]
    var cursor = cursor(upTo: wheel, given: selection)
    // The 至今 row (and a row of no wheel) reads as its title; a 全部 row names its year or month.
    guard let candidate = candidate(ofRow: row, kind: kind, cursor: cursor) else {
      guard isAllRow(row, kind: kind, cursor: cursor) else {
        return title(ofRow: row, inWheel: wheel, given: selection)
      }
      return PickerWords(locale: configuration.locale).all(of: text(for: value(of: cursor)))
    }
    advance(&cursor, kind: kind, row: row)
    let isYearless = referenceYear != nil
    switch kind {
    case .year:
      guard let year = cursor.year else { return "" }
      return spoken(day: max(year.firstDay, low.day), template: yearTemplate)
    case .month:
      guard let month = cursor.month else { return "" }
      return spoken(day: month.firstDay, template: isYearless ? "MMMM" : yearTemplate + "MMMM")
    case .day, .dayOfRange:
      let template = isYearless ? "MMMMd" : yearTemplate + "MMMMdEEEE"
      let text = labels.format(
        CalendarFacts.date(ofDay: candidate), pattern: spokenPattern(template), days: true)
      return configuration.labelsToday && candidate == today ? "\(text) \(labels.todayLabel)" : text
    case .weekYear:
      let first = facts.weekYearDays(candidate).lowerBound + 7
      return labels.format(
        CalendarFacts.date(ofDay: first), pattern: labels.patterns[kind]?.full ?? "Y", iso: true)
    case .week:
      guard let weekYear = cursor.weekYear else { return "" }
      let first = facts.weekYearDays(weekYear).lowerBound + 7 * (candidate - 1)
      return labels.format(CalendarFacts.date(ofDay: first), pattern: labels.weekPattern, iso: true)
    case .quarter:
      guard let month = cursor.year?.months.first(where: { ($0.month - 1) / 3 + 1 == candidate }) else {
        return ""
      }
      return spoken(day: month.firstDay, template: yearTemplate + "QQQQ")
    case .weekOfMonth:
      guard let month = cursor.month else { return "" }
      return weekOfMonthText(candidate, month: month)
    case .period, .hour, .minute, .second:
      return spokenClock(kind: kind, row: row, cursor: cursor, given: selection, wheel: wheel)
    }
  }

  /// A clock row: the time up to its wheel, with the offset of a repeated hour.
  private func spokenClock(
    kind: DateWheelKind, row: Int, cursor: DateCursor, given selection: WheelSelection, wheel: Int
  ) -> String {
    let hasHour = kinds.contains(.hour)
    switch kind {
    case .period:
      let pattern = labels.patterns[.period]?.full ?? "a"
      return labels.format(clockMoment((cursor.period ?? 0) * 43_200), pattern: pattern)
    case .second where !hasHour:
      guard let minute = cursor.minute, let second = cursor.second else { return "" }
      return labels.format(clockMoment(minute * 60 + second), pattern: "mm:ss")
    default: break
    }
    guard hasHour, let slot = cursor.slot else {
      // A minute of no particular hour (a minute-second picker) reads as its title with its unit.
      let title = title(ofRow: row, inWheel: wheel, given: selection)
      return SpokenText.title(title, unit: labels.patterns[kind]?.unit)
    }
    let seconds = slot.hour * 3600 + (cursor.minute ?? 0) * 60 + (cursor.second ?? 0)
    let clock = uses12Hour ? "h" : "H"
    let template = kind == .second ? "\(clock)ms" : "\(clock)m"
    let text = labels.format(clockMoment(seconds), pattern: labels.pattern(fromTemplate: template))
    let repeated = cursor.clock.index(hour: slot.hour, occurrence: 1 - slot.occurrence) != nil
    return repeated ? "\(text) (\(labels.offsetText(slot.offset)))" : text
  }

  /// The year part of a spoken date: the cyclic year of a lunar calendar, the era where
  /// the range crosses one (a Japanese calendar's template gives its era by itself).
  var yearTemplate: String {
    switch configuration.calendar.identifier {
    case .chinese: "U"
    case .japanese: "y"
    default: showsEra ? "Gy" : "y"
    }
  }

  private func spoken(day: Int, template: String) -> String {
    labels.format(CalendarFacts.date(ofDay: day), pattern: spokenPattern(template))
  }

  /// A template's pattern; a lunar one loses the Gregorian year CLDR puts right before the
  /// cyclic one (`2026丙午年` reads `丙午年`, as the year wheel does; `2026(bing-wu)` stays) and
  /// keeps the weekday apart from the day.
  private func spokenPattern(_ template: String) -> String {
    let pattern = labels.pattern(fromTemplate: template)
    guard configuration.calendar.identifier == .chinese else { return pattern }
    return pattern.replacingOccurrences(of: "rU", with: "U").replacingOccurrences(of: "dE", with: "d E")
  }

  private func clockMoment(_ second: Int) -> Date {
    CalendarFacts.date(ofDay: 0).addingTimeInterval(Double(second))
  }
}
