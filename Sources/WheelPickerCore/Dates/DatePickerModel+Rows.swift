import Foundation

extension DatePickerModel {
  /// The key of 至今: larger than every year's, so the year wheel stays ordered.
  static let presentKey = RowKey(Int.max / 4)
  /// The key of 全部: smaller than every month's and day's, so its wheel stays ordered.
  static let allKey = RowKey(-(Int.max / 4))

  /// Whether a key could come from a date wheel (至今, or an ordinal far inside `Int`): keys are
  /// public, and arithmetic on `RowKey(Int.min)` from a caller must answer "no row", not trap.
  static func isPlausible(_ key: RowKey) -> Bool {
    key == presentKey || key == allKey || (key.ordinal > -(1 << 40) && key.ordinal < 1 << 40)
  }

  /// The number of rows of a wheel (with its 至今 or 全部 row); zero after a selected 至今 or 全部.
  ///
  /// - Complexity: O(wheel), from memoised calendar facts.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    guard wheel >= 0, wheel < kinds.count else { return 0 }
    let kind = kinds[wheel]
    let cursor = cursor(upTo: wheel, given: selection)
    let count = candidates(kind: kind, cursor: cursor)?.count ?? 0
    if hasAllRow(kind) && count > 0 { return count + 1 }
    return kind == .year && configuration.includesPresent && !cursor.isBroken ? count + 1 : count
  }

  /// The key of a row: the era-year's ordinal, month × 2 + leap, the day of the month, the
  /// day number (date wheel), hour × 2 + repeat (hour of the period in a 12-hour clock), minute…
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    guard wheel >= 0, wheel < kinds.count else { return RowKey(0) }
    let cursor = cursor(upTo: wheel, given: selection)
    return key(ofRow: row, kind: kinds[wheel], cursor: cursor) ?? RowKey(0)
  }

  func key(ofRow row: Int, kind: DateWheelKind, cursor: DateCursor) -> RowKey? {
    guard let candidate = candidate(ofRow: row, kind: kind, cursor: cursor) else {
      if kind == .year && configuration.includesPresent && row == presentRow && !cursor.isBroken {
        return Self.presentKey
      }
      return isAllRow(row, kind: kind, cursor: cursor) ? Self.allKey : nil
    }
    return key(ofCandidate: candidate, kind: kind, cursor: cursor)
  }

  func key(ofCandidate candidate: Int, kind: DateWheelKind, cursor: DateCursor) -> RowKey {
    switch kind {
    case .year:
      let (era, year) = eraYear(atIndex: candidate)
      return RowKey(facts.ordinal(era: era, year: year))
    case .month: return RowKey(cursor.year.map { $0.months[candidate].key } ?? 0)
    case .day:
      guard let month = cursor.month else { return RowKey(0) }
      return RowKey(candidate - month.firstDay + month.firstDayOfMonth)
    case .hour:
      let slot = cursor.clock.slot(candidate)
      return RowKey((uses12Hour ? slot.hour % 12 : slot.hour) * 2 + slot.occurrence)
    default: return RowKey(candidate)
    }
  }

  /// The row holding a key.
  ///
  /// - Complexity: O(1) (a month or hour wheel scans its at most 25 rows).
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    guard wheel >= 0, wheel < kinds.count, Self.isPlausible(key) else { return nil }
    let cursor = cursor(upTo: wheel, given: selection)
    return row(for: key, kind: kinds[wheel], cursor: cursor)
  }

  func row(for key: RowKey, kind: DateWheelKind, cursor: DateCursor) -> Int? {
    if cursor.isBroken || cursor.isPresent { return nil }
    if key == Self.presentKey {
      return kind == .year && configuration.includesPresent ? presentRow : nil
    }
    if key == Self.allKey { return isAllRow(0, kind: kind, cursor: cursor) ? 0 : nil }
    let candidate: Int?
    switch kind {
    case .year:
      let (era, year) = facts.eraYear(ofOrdinal: key.ordinal)
      candidate = yearIndex(era: era, year: year)
    case .month:
      candidate = cursor.year?.months.firstIndex { $0.key == key.ordinal }
    case .day:
      candidate = cursor.month.map { key.ordinal - $0.firstDayOfMonth + $0.firstDay }
    case .hour:
      let hour = key.ordinal / 2
      let occurrence = key.ordinal % 2
      if uses12Hour {
        guard let period = cursor.period, hour < 12 else { return nil }
        candidate = cursor.clock.index(hour: period * 12 + hour, occurrence: occurrence)
      } else {
        candidate = cursor.clock.index(hour: hour, occurrence: occurrence)
      }
    default: candidate = key.ordinal
    }
    guard let candidate else { return nil }
    return row(ofCandidate: candidate, kind: kind, cursor: cursor)
  }

  /// A month row also answers to its number (`4` finds April, 四月 and 闰四月).
  public func searchAlias(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String? {
    guard wheel >= 0, wheel < kinds.count, kinds[wheel] == .month else { return nil }
    let key = key(ofRow: row, inWheel: wheel, given: selection)
    return key == Self.presentKey || key == Self.allKey ? nil : String(key.ordinal / 2)
  }

  /// The row's title, with or without its unit as configured; "Today" on today's row when asked.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    guard wheel >= 0, wheel < kinds.count else { return "" }
    let kind = kinds[wheel]
    let cursor = cursor(upTo: wheel, given: selection)
    guard let candidate = candidate(ofRow: row, kind: kind, cursor: cursor) else {
      if isAllRow(row, kind: kind, cursor: cursor) { return labels.allLabel }
      return kind == .year && configuration.includesPresent && row == presentRow ? labels.presentLabel : ""
    }
    if kind == .weekOfMonth { return weekOfMonthTitle(candidate) }
    guard let pattern = labels.patterns[kind] else { return "" }
    let text = pattern.text(for: configuration.units)
    switch kind {
    case .year:
      let (era, year) = eraYear(atIndex: candidate)
      let span = facts.year(era: era, year: year)
      return labels.format(CalendarFacts.date(ofDay: max(span.firstDay, low.day)), pattern: text)
    case .month:
      guard let month = cursor.year?.months[candidate] else { return "" }
      return labels.format(CalendarFacts.date(ofDay: month.firstDay), pattern: text)
    case .day, .dayOfRange:
      if kind == .dayOfRange && configuration.labelsToday && candidate == today { return labels.todayLabel }
      let title = labels.format(CalendarFacts.date(ofDay: candidate), pattern: text, days: kind == .day)
      return configuration.labelsToday && candidate == today ? "\(title) \(labels.todayLabel)" : title
    case .weekYear:
      let days = facts.weekYearDays(candidate)
      return labels.format(CalendarFacts.date(ofDay: days.lowerBound + 7), pattern: text, iso: true)
    case .week:
      guard let weekYear = cursor.weekYear else { return "" }
      let days = facts.weekYearDays(weekYear)
      return labels.format(
        CalendarFacts.date(ofDay: days.lowerBound + 7 * (candidate - 1)), pattern: text, iso: true)
    case .quarter:
      guard let month = cursor.year?.months.first(where: { ($0.month - 1) / 3 + 1 == candidate }) else {
        return ""
      }
      return labels.format(CalendarFacts.date(ofDay: month.firstDay), pattern: text)
    case .weekOfMonth: return weekOfMonthTitle(candidate)
    case .period:
      return labels.format(
        CalendarFacts.date(ofDay: 0).addingTimeInterval(Double(candidate * 43_200)), pattern: text)
    case .hour:
      let slot = cursor.clock.slot(candidate)
      let title = labels.format(
        CalendarFacts.date(ofDay: 0).addingTimeInterval(Double(slot.hour * 3600)), pattern: text)
      // A repeated hour shows its offset on both rows, so that the two can be told apart.
      let repeated = cursor.clock.index(hour: slot.hour, occurrence: 1 - slot.occurrence) != nil
      return repeated ? "\(title) (\(labels.offsetText(slot.offset)))" : title
    case .minute:
      return labels.format(
        CalendarFacts.date(ofDay: 0).addingTimeInterval(Double(candidate * 60)), pattern: text)
    case .second:
      return labels.format(CalendarFacts.date(ofDay: 0).addingTimeInterval(Double(candidate)), pattern: text)
    }
  }

  /// Whether a day or time row can be chosen: not a day the time zone skips whole (its clocks
  /// jump over it, as Pacific/Apia's over 2011-12-30: no moment to answer, so like a skipped hour
  /// it is never chosen), and whatever the configuration's filter allows.
  public func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    guard wheel >= 0, wheel < kinds.count else { return true }
    let kind = kinds[wheel]
    guard kind == .day || kind == .dayOfRange || kind.isClock else { return true }
    var cursor = cursor(upTo: wheel, given: selection)
    guard candidate(ofRow: row, kind: kind, cursor: cursor) != nil else { return true }
    advance(&cursor, kind: kind, row: row)
    if kind == .day || kind == .dayOfRange, !configuration.columns.isTimeOnly, let day = cursor.day,
      case .shifted(let slots) = facts.clock(ofDay: day), slots.isEmpty
    {
      return false
    }
    guard let filter = configuration.isEnabled else { return true }
    let value = value(of: cursor)
    return filter(value, firstMoment(of: cursor))
  }

  /// Whether a row is the 全部 row of a wheel that has rows.
  func isAllRow(_ row: Int, kind: DateWheelKind, cursor: DateCursor) -> Bool {
    row == 0 && hasAllRow(kind) && candidates(kind: kind, cursor: cursor) != nil
  }

  /// Same value, else the nearest (the engine's rule).
  public func retention(ofWheel wheel: Int) -> Retention { .sameValueOrNearest }

  /// The row of "now" clamped into the bounds (or of the initial value), else the nearest one.
  public func preferredRow(inWheel wheel: Int, given selection: WheelSelection) -> Int {
    guard wheel >= 0, wheel < kinds.count, wheel < targetKeys.count, let key = targetKeys[wheel] else {
      return 0
    }
    let kind = kinds[wheel]
    let cursor = cursor(upTo: wheel, given: selection)
    if let row = row(for: key, kind: kind, cursor: cursor) { return row }
    guard let range = candidates(kind: kind, cursor: cursor), range.count > 0 else { return 0 }
    // Keys are monotone over rows (全部's is the least): bisect for the nearest.
    let count = range.count + (hasAllRow(kind) ? 1 : 0)
    let first = self.key(ofRow: 0, kind: kind, cursor: cursor)?.ordinal ?? 0
    let last = self.key(ofRow: count - 1, kind: kind, cursor: cursor)?.ordinal ?? 0
    let ascending = first <= last
    var lowRow = 0
    var highRow = count - 1
    while lowRow < highRow {
      let mid = (lowRow + highRow) / 2
      let ordinal = self.key(ofRow: mid, kind: kind, cursor: cursor)?.ordinal ?? 0
      if ascending ? ordinal < key.ordinal : ordinal > key.ordinal { lowRow = mid + 1 } else { highRow = mid }
    }
    // The nearest of the rows either side of the key; ties to the earlier value.
    guard lowRow > 0 else { return lowRow }
    let after = self.key(ofRow: lowRow, kind: kind, cursor: cursor)?.ordinal ?? 0
    let before = self.key(ofRow: lowRow - 1, kind: kind, cursor: cursor)?.ordinal ?? 0
    let (distanceAfter, distanceBefore) = (abs(after - key.ordinal), abs(before - key.ordinal))
    if distanceAfter != distanceBefore { return distanceAfter < distanceBefore ? lowRow : lowRow - 1 }
    return after < before ? lowRow : lowRow - 1
  }

  /// The words for a key in change descriptions (`"31"`, `"1940"`, `"至今"`).
  public func describe(_ key: RowKey, inWheel wheel: Int) -> String {
    guard key != Self.presentKey else { return labels.presentLabel }
    guard key != Self.allKey else { return labels.allLabel }
    guard wheel >= 0, wheel < kinds.count, Self.isPlausible(key) else { return String(key.ordinal) }
    switch kinds[wheel] {
    case .year:
      let (era, year) = facts.eraYear(ofOrdinal: key.ordinal)
      return showsEra ? "\(era)-\(year)" : String(year)
    case .month: return key.ordinal % 2 == 1 ? "leap \(key.ordinal / 2)" : String(key.ordinal / 2)
    case .hour: return key.ordinal % 2 == 1 ? "\(key.ordinal / 2) (repeated)" : String(key.ordinal / 2)
    case .period: return key.ordinal == 0 ? "AM" : "PM"
    case .dayOfRange:
      return labels.format(CalendarFacts.date(ofDay: key.ordinal), pattern: "yyyy-MM-dd", iso: true)
    default: return String(key.ordinal)
    }
  }
}
