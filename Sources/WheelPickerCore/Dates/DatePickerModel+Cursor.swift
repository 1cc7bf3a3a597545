import Foundation

/// What the selected rows of the wheels before one wheel mean, decoded in
/// dependency order.
struct DateCursor: Sendable {
  var isBroken = false
  var isPresent = false
  /// A 全部 row is selected: the wheels after it are empty.
  var isAll = false
  var year: YearSpan?
  var monthIndex: Int?
  var day: Int?
  var weekYear: Int?
  var week: Int?
  var quarter: Int?
  var period: Int?
  var clock: DayClock = .regular(offset: 0)
  var slot: HourSlot?
  var minute: Int?
  var second: Int?

  var month: MonthSpan? {
    guard let year, let monthIndex, monthIndex >= 0, monthIndex < year.months.count else { return nil }
    return year.months[monthIndex]
  }
}

/// The candidates a wheel offers (inclusive), before rows are mapped onto them.
struct CandidateRange: Sendable, Hashable {
  var lower: Int
  var upper: Int
  var step = 1
  var count: Int { upper < lower ? 0 : (upper - lower) / step + 1 }
}

extension DatePickerModel {
  /// The cursor after the wheels `0..<wheel`.
  func cursor(upTo wheel: Int, given selection: WheelSelection) -> DateCursor {
    var cursor = DateCursor()
    if configuration.columns.isTimeOnly {
      cursor.day = 0
    } else if let referenceYear {
      cursor.year = referenceYear
    }
    var index = 0
    while index < min(wheel, kinds.count) {
      guard let row = selection[index], !cursor.isBroken, !cursor.isPresent, !cursor.isAll else {
        cursor.isBroken = true
        return cursor
      }
      advance(&cursor, kind: kinds[index], row: row)
      index += 1
    }
    return cursor
  }

  /// Moves the cursor past one wheel's selected row.
  func advance(_ cursor: inout DateCursor, kind: DateWheelKind, row: Int) {
    guard let candidate = candidate(ofRow: row, kind: kind, cursor: cursor) else {
      if kind == .year && configuration.includesPresent && row == presentRow {
        cursor.isPresent = true
      } else if isAllRow(row, kind: kind, cursor: cursor) {
        cursor.isAll = true
      } else {
        cursor.isBroken = true
      }
      return
    }
    switch kind {
    case .year:
      let (era, year) = eraYear(atIndex: candidate)
      cursor.year = facts.year(era: era, year: year)
    case .month: cursor.monthIndex = candidate
    case .day, .dayOfRange:
      cursor.day = candidate
      // A yearless day has no daylight-saving change of its own: every hour exists once.
      cursor.clock = configuration.columns.isYearless ? .regular(offset: 0) : facts.clock(ofDay: candidate)
    case .weekYear: cursor.weekYear = candidate
    case .week, .weekOfMonth: cursor.week = candidate
    case .quarter: cursor.quarter = candidate
    case .period: cursor.period = candidate
    case .hour: cursor.slot = cursor.clock.slot(candidate)
    case .minute: cursor.minute = candidate
    case .second: cursor.second = candidate
    }
  }

  // MARK: Candidates

  /// The row of 至今: after the years, or first when years descend.
  var presentRow: Int { configuration.descendingYears ? 0 : yearCount }

  /// Whether a wheel starts with a 全部 row (row 0, before its first candidate) whenever it has rows.
  func hasAllRow(_ kind: DateWheelKind) -> Bool {
    configuration.includesAll && (kind == .month || kind == .day) && kinds.contains(.year)
  }

  /// The candidate (year index, month index, day number, slot index, minute…) of a row.
  func candidate(ofRow row: Int, kind: DateWheelKind, cursor: DateCursor) -> Int? {
    guard let range = candidates(kind: kind, cursor: cursor), row >= 0 else { return nil }
    switch kind {
    case .year, .weekYear:
      var offset = row
      if kind == .year && configuration.includesPresent && configuration.descendingYears { offset -= 1 }
      guard offset >= 0, offset < range.count else { return nil }
      return configuration.descendingYears ? range.upper - offset : range.lower + offset
    default:
      let offset = hasAllRow(kind) ? row - 1 : row
      guard offset >= 0, offset < range.count else { return nil }
      return range.lower + offset * range.step
    }
  }

  /// The row of a candidate, `nil` when the wheel does not offer it.
  func row(ofCandidate candidate: Int, kind: DateWheelKind, cursor: DateCursor) -> Int? {
    guard let range = candidates(kind: kind, cursor: cursor), candidate >= range.lower,
      candidate <= range.upper, (candidate - range.lower) % range.step == 0
    else { return nil }
    switch kind {
    case .year, .weekYear:
      let offset = configuration.descendingYears ? range.upper - candidate : candidate - range.lower
      return kind == .year && configuration.includesPresent && configuration.descendingYears
        ? offset + 1 : offset
    default:
      return (candidate - range.lower) / range.step + (hasAllRow(kind) ? 1 : 0)
    }
  }

  /// The candidates a wheel offers under a cursor; `nil` when it is empty.
  func candidates(kind: DateWheelKind, cursor: DateCursor) -> CandidateRange? {
    if cursor.isBroken || cursor.isPresent || cursor.isAll { return nil }
    let range: CandidateRange
    switch kind {
    case .year: range = CandidateRange(lower: 0, upper: yearCount - 1)
    case .weekYear: range = CandidateRange(lower: weekYears.lowerBound, upper: weekYears.upperBound)
    case .month:
      guard let year = cursor.year else { return nil }
      let months = year.months
      var lower = 0
      while lower < months.count && months[lower].lastDay < low.day { lower += 1 }
      var upper = months.count - 1
      while upper >= 0 && months[upper].firstDay > high.day { upper -= 1 }
      range = CandidateRange(lower: lower, upper: upper)
    case .day:
      guard let month = cursor.month else { return nil }
      range = CandidateRange(lower: max(month.firstDay, low.day), upper: min(month.lastDay, high.day))
    case .dayOfRange: range = CandidateRange(lower: low.day, upper: high.day)
    case .week:
      guard let weekYear = cursor.weekYear else { return nil }
      let days = facts.weekYearDays(weekYear)
      let weeks = (days.upperBound - days.lowerBound + 1) / 7
      let first = Self.floorDiv(low.day - days.lowerBound, 7) + 1
      let last = Self.floorDiv(high.day - days.lowerBound, 7) + 1
      range = CandidateRange(lower: max(1, first), upper: min(weeks, last))
    case .weekOfMonth:
      guard let month = cursor.month, low.day <= month.lastDay, high.day >= month.firstDay else { return nil }
      range = CandidateRange(
        lower: weekOfMonth(ofDay: max(month.firstDay, low.day), in: month),
        upper: weekOfMonth(ofDay: min(month.lastDay, high.day), in: month))
    case .quarter:
      guard let year = cursor.year else { return nil }
      var lower = 5
      var upper = 0
      for month in year.months where month.lastDay >= low.day && month.firstDay <= high.day {
        let quarter = (month.month - 1) / 3 + 1
        lower = min(lower, quarter)
        upper = max(upper, quarter)
      }
      range = CandidateRange(lower: lower, upper: upper)
    case .period:
      guard let slots = slotRange(cursor) else { return nil }
      range = CandidateRange(
        lower: cursor.clock.slot(slots.lower).hour / 12, upper: cursor.clock.slot(slots.upper).hour / 12)
    case .hour:
      guard var slots = slotRange(cursor) else { return nil }
      if let period = cursor.period {
        while slots.lower <= slots.upper && cursor.clock.slot(slots.lower).hour / 12 < period {
          slots.lower += 1
        }
        while slots.upper >= slots.lower && cursor.clock.slot(slots.upper).hour / 12 > period {
          slots.upper -= 1
        }
      }
      range = slots
    case .minute:
      guard let window = secondsWindow(cursor) else { return nil }
      let step = configuration.minuteStep
      if window.lower == 0 && window.upper == 3599 {
        range = CandidateRange(lower: 0, upper: 60 - step, step: step)
      } else {
        var lower = 0
        while lower < 60 && !minuteOffered(lower, window) { lower += step }
        var upper = 60 - step
        while upper >= lower && !minuteOffered(upper, window) { upper -= step }
        range = CandidateRange(lower: lower, upper: upper, step: step)
      }
    case .second:
      guard let window = secondsWindow(cursor), let minute = cursor.minute else { return nil }
      let step = configuration.secondStep
      let first = max(0, window.lower - minute * 60)
      let last = min(59, window.upper - minute * 60)
      range = CandidateRange(
        lower: (first + step - 1) / step * step, upper: last < 0 ? -1 : last / step * step, step: step)
    }
    return range.count > 0 ? range : nil
  }

  /// The hour slots of the cursor's day inside the bounds.
  private func slotRange(_ cursor: DateCursor) -> CandidateRange? {
    guard let day = cursor.day else { return nil }
    let clock = cursor.clock
    var lower = 0
    var upper = clock.count - 1
    if day == low.day {
      while lower <= upper {
        let slot = clock.slot(lower)
        if slot.hour * 3600 + slot.upper - 1 >= low.second { break }
        lower += 1
      }
    }
    if day == high.day {
      while upper >= lower {
        let slot = clock.slot(upper)
        if slot.hour * 3600 + slot.lower <= high.second { break }
        upper -= 1
      }
    }
    return upper >= lower ? CandidateRange(lower: lower, upper: upper) : nil
  }

  /// The selectable seconds of the cursor's hour (`0...3599` unless a bound or an offset change cuts it).
  private func secondsWindow(_ cursor: DateCursor) -> CandidateRange? {
    guard let day = cursor.day else { return nil }
    let slot: HourSlot
    if kinds.contains(.hour) {
      guard let selected = cursor.slot else { return nil }
      slot = selected
    } else {
      slot = HourSlot(hour: 0, occurrence: 0, lower: 0, upper: 3600, offset: 0)
    }
    var lower = slot.lower
    var upper = slot.upper - 1
    let start = slot.hour * 3600
    if day == low.day { lower = max(lower, low.second - start) }
    if day == high.day { upper = min(upper, high.second - start) }
    return upper >= lower ? CandidateRange(lower: lower, upper: upper) : nil
  }

  private func minuteOffered(_ minute: Int, _ window: CandidateRange) -> Bool {
    let start = minute * 60
    guard kinds.contains(.second) else { return start >= window.lower && start <= window.upper }
    let step = configuration.secondStep
    let first = max(window.lower, start)
    let point = start + (first - start + step - 1) / step * step
    return point < start + 60 && point <= window.upper
  }

  /// The era and year at a global year index.
  func eraYear(atIndex index: Int) -> (era: Int, year: Int) {
    var rest = index
    for segment in segments {
      if rest < segment.count { return (segment.era, segment.year(at: rest)) }
      rest -= segment.count
    }
    return (segments.last?.era ?? 0, segments.last?.lastYear ?? 0)
  }

  /// The global year index of an era-year, `nil` outside the range.
  func yearIndex(era: Int, year: Int) -> Int? {
    var base = 0
    for segment in segments {
      if segment.era == era, let offset = segment.offset(of: year) { return base + offset }
      base += segment.count
    }
    return nil
  }

  static func floorDiv(_ a: Int, _ b: Int) -> Int { a.floorDivided(by: b) }
}
