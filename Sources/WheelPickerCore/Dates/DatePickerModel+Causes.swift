import Foundation

extension DatePickerModel: MoveExplaining {
  /// Why the engine clamped a wheel: a day past the end of the new month
  /// (`April has 30 days`), or a value outside the bounds (the earliest or
  /// latest date or time, formatted in the model's locale); `nil` otherwise
  /// (a skipped daylight-saving hour, a leap month, a filter).
  public func cause(of move: SelectionMove, given selection: WheelSelection) -> MoveCause? {
    let wheel = move.wheel
    guard move.reason == .clamped, wheel >= 0, wheel < kinds.count, let row = move.toRow,
      let from = move.fromKey, let to = move.toKey, Self.isPlausible(from), Self.isPlausible(to),
      from != Self.presentKey, to != Self.presentKey, from != Self.allKey, to != Self.allKey
    else { return nil }
    let kind = kinds[wheel]
    var cursor = cursor(upTo: wheel, given: selection)
    if kind == .day, let month = cursor.month {
      let lastDay = month.firstDayOfMonth + month.lastDay - month.firstDay
      if from.ordinal > lastDay && to.ordinal == lastDay {
        let name = labels.patterns[.month].map {
          labels.format(CalendarFacts.date(ofDay: month.firstDay), pattern: $0.full)
        }
        return .monthLength(month: name ?? String(month.month), lastDay: lastDay)
      }
    }
    guard candidate(ofRow: row, kind: kind, cursor: cursor) != nil else { return nil }
    advance(&cursor, kind: kind, row: row)
    guard let days = days(of: kind, cursor: cursor) else { return nil }
    let isTime = configuration.columns.isTimeOnly
    if to.ordinal > from.ordinal && days.contains(low.day) {
      let text = boundText(low)
      return isTime ? .earliestTime(text) : .earliestDate(text)
    }
    if to.ordinal < from.ordinal && days.contains(high.day) {
      let text = boundText(high)
      return isTime ? .latestTime(text) : .latestDate(text)
    }
    return nil
  }

  /// The days a cursor's last wheel covers: a bound can have moved it only if one lies among them.
  private func days(of kind: DateWheelKind, cursor: DateCursor) -> ClosedRange<Int>? {
    switch kind {
    case .year: return cursor.year.map { $0.firstDay...$0.lastDay }
    case .month: return cursor.month.map { $0.firstDay...$0.lastDay }
    case .quarter:
      let months = cursor.year?.months.filter { ($0.month - 1) / 3 + 1 == cursor.quarter } ?? []
      guard let first = months.first, let last = months.last else { return nil }
      return first.firstDay...last.lastDay
    case .weekYear, .week:
      guard let weekYear = cursor.weekYear else { return nil }
      let days = facts.weekYearDays(weekYear)
      guard let week = cursor.week else { return days }
      let first = days.lowerBound + 7 * (week - 1)
      return first...(first + 6)
    case .weekOfMonth:
      guard let month = cursor.month, let week = cursor.week else { return nil }
      return days(ofWeek: week, in: month)
    case .day, .dayOfRange, .period, .hour, .minute, .second:
      return cursor.day.map { $0...$0 }
    }
  }

  /// A bound at the precision of the picker's finest wheel (`Jan 1, 1940`, `1940年1月1日 09:30`).
  private func boundText(_ bound: WallTime) -> String {
    let moment = CalendarFacts.date(ofDay: bound.day).addingTimeInterval(Double(bound.second))
    if kinds.contains(.week) { return labels.format(moment, pattern: labels.weekPattern, iso: true) }
    var template = ""
    if kinds.contains(.year) || kinds.contains(.dayOfRange) { template += yearTemplate }
    if kinds.contains(.quarter) { template += "QQQ" }
    if kinds.contains(.month) || kinds.contains(.dayOfRange) { template += "MMM" }
    if kinds.contains(.day) || kinds.contains(.dayOfRange) { template += "d" }
    if kinds.contains(.hour) { template += uses12Hour ? "h" : "H" }
    if kinds.contains(.minute) { template += "m" }
    if kinds.contains(.second) { template += "s" }
    return labels.format(moment, pattern: labels.pattern(fromTemplate: template))
  }
}
