import Foundation

/// Calendar facts of one calendar and time zone, asked of Foundation once and
/// memoised: a year's months, a week-year's weeks, a day's clock.
///
/// Dates are handled as *local day numbers* (days since 2001-01-01 in the
/// picker's calendar) and wall-clock seconds, asked of a GMT copy of the
/// calendar, so that day arithmetic needs no time-zone rules; the real time
/// zone is asked only for a day's clock (``DayClock``).
final class CalendarFacts: Sendable {
  let calendar: Calendar
  let isoCalendar: Calendar
  let timeZone: TimeZone
  /// Years per era for ordinals: 60 for cyclic calendars, so that their years are contiguous.
  let cycle: Int
  private let years = MemoCache<Int, YearSpan>(capacity: 1024)
  private let weekYears = MemoCache<Int, ClosedRange<Int>>(capacity: 1024)
  private let blocks = MemoCache<Int, Block>(capacity: 512)
  private let transitionClocks = MemoCache<Int, DayClock>(capacity: 256)

  init(calendar source: Calendar, timeZone: TimeZone) {
    let gmt = TimeZone(secondsFromGMT: 0) ?? timeZone
    var calendar = source
    calendar.timeZone = gmt
    self.calendar = calendar
    var iso = Calendar(identifier: .iso8601)
    iso.timeZone = gmt
    iso.firstWeekday = 2
    iso.minimumDaysInFirstWeek = 4
    isoCalendar = iso
    self.timeZone = timeZone
    let cyclic: Set<Calendar.Identifier> = [.chinese]
    cycle = cyclic.contains(source.identifier) ? 60 : 100_000
  }

  // MARK: Days

  static func date(ofDay day: Int) -> Date { Date(timeIntervalSinceReferenceDate: Double(day) * 86_400) }

  static func day(of wall: Date) -> Int {
    Int((wall.timeIntervalSinceReferenceDate / 86_400).rounded(.down))
  }

  /// The local day and wall-clock second of a moment.
  func local(_ moment: Date) -> (day: Int, second: Int) {
    let wall = moment.timeIntervalSinceReferenceDate + Double(timeZone.secondsFromGMT(for: moment))
    let day = Int((wall / 86_400).rounded(.down))
    return (day, Int(wall.rounded(.down)) - day * 86_400)
  }

  /// Era, year, month, leap flag and day of a local day.
  func fields(ofDay day: Int) -> (era: Int, year: Int, month: Int, isLeap: Bool, day: Int) {
    let parts = calendar.dateComponents([.era, .year, .month, .day], from: Self.date(ofDay: day))
    return (parts.era ?? 0, parts.year ?? 0, parts.month ?? 0, parts.isLeapMonth ?? false, parts.day ?? 0)
  }

  /// A monotone number for an era-year.
  func ordinal(era: Int, year: Int) -> Int { era * cycle + year - 1 }

  /// The era-year of an ordinal.
  func eraYear(ofOrdinal ordinal: Int) -> (era: Int, year: Int) {
    let era = ordinal >= 0 ? ordinal / cycle : -((-ordinal + cycle - 1) / cycle)
    return (era, ordinal - era * cycle + 1)
  }

  // MARK: Years

  /// The months of an era-year, memoised per era-year.
  func year(era: Int, year: Int) -> YearSpan {
    years.value(for: ordinal(era: era, year: year)) { computeYear(era: era, year: year) }
  }

  private func computeYear(era: Int, year: Int) -> YearSpan {
    var span = YearSpan(era: era, year: year, months: [])
    var anchorParts = DateComponents(era: era, year: year, month: 1, day: 1)
    anchorParts.calendar = nil
    guard let anchor = calendar.date(from: anchorParts),
      let interval = calendar.dateInterval(of: .year, for: anchor)
    else { return span }
    // Eras may begin mid-year (Reiwa 1 on 1 May 2019), so the calendar year around the
    // anchor is scanned and only the days of this era-year kept.
    var start = Self.day(of: interval.start)
    let end = Self.day(of: interval.end) - 1
    var guardCount = 0
    while start <= end, guardCount < 40 {
      guardCount += 1
      guard let month = calendar.dateInterval(of: .month, for: Self.date(ofDay: start)) else { break }
      let monthLast = min(Self.day(of: month.end) - 1, end)
      let first = fields(ofDay: start)
      let last = fields(ofDay: monthLast)
      let firstIn = first.era == era && first.year == year
      let lastIn = last.era == era && last.year == year
      if firstIn && lastIn {
        span.months.append(
          MonthSpan(
            month: first.month, isLeap: first.isLeap, firstDay: start, lastDay: monthLast,
            firstDayOfMonth: first.day))
      } else if firstIn || lastIn {
        let split = firstDayWhere(from: start, to: monthLast) { day in
          let f = self.fields(ofDay: day)
          return (f.era == era && f.year == year) != firstIn
        }
        let lo = firstIn ? start : split
        let hi = firstIn ? split - 1 : monthLast
        let head = fields(ofDay: lo)
        span.months.append(
          MonthSpan(
            month: head.month, isLeap: head.isLeap, firstDay: lo, lastDay: hi, firstDayOfMonth: head.day))
      }
      start = monthLast + 1
    }
    return span
  }

  /// The first day in `lo...hi` where `flipped` holds (it holds from there on), by bisection.
  private func firstDayWhere(from lo: Int, to hi: Int, _ flipped: (Int) -> Bool) -> Int {
    var low = lo
    var high = hi
    while low < high {
      // Day numbers before 2001 are negative: halve the distance, not the sum.
      let mid = low + (high - low) / 2
      if flipped(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The era segments between two days: one per era met.
  func eraSegments(from firstDay: Int, to lastDay: Int) -> [EraSegment] {
    var segments: [EraSegment] = []
    var day = firstDay
    while day <= lastDay, segments.count < 1000 {
      let head = fields(ofDay: day)
      let tail = fields(ofDay: lastDay)
      var segmentEnd = lastDay
      if tail.era != head.era {
        segmentEnd = firstDayWhere(from: day, to: lastDay) { self.fields(ofDay: $0).era != head.era } - 1
      }
      let end = fields(ofDay: segmentEnd)
      segments.append(EraSegment(era: head.era, firstYear: head.year, lastYear: end.year))
      day = segmentEnd + 1
    }
    return segments
  }

  // MARK: ISO weeks

  /// The ISO week-year of a day.
  func weekYear(ofDay day: Int) -> (weekYear: Int, week: Int) {
    let parts = isoCalendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: Self.date(ofDay: day))
    return (parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
  }

  /// The days of an ISO week-year (Monday of week 1 … Sunday of its last week), memoised.
  func weekYearDays(_ weekYear: Int) -> ClosedRange<Int> {
    weekYears.value(for: weekYear) {
      let first = isoCalendar.date(
        from: DateComponents(weekday: 2, weekOfYear: 1, yearForWeekOfYear: weekYear))
      let next = isoCalendar.date(
        from: DateComponents(weekday: 2, weekOfYear: 1, yearForWeekOfYear: weekYear + 1))
      guard let first, let next else { return 0...0 }
      return Self.day(of: first)...(Self.day(of: next) - 1)
    }
  }

  // MARK: Clock

  /// A change of UTC offset.
  struct Transition: Sendable, Hashable {
    var moment: Int
    var offsetBefore: Int
    var offsetAfter: Int
  }

  /// The offset at the start of a block of 256 days and the changes within it (and a margin).
  struct Block: Sendable, Hashable {
    var initialOffset: Int
    var transitions: [Transition]
  }

  private func block(_ index: Int) -> Block {
    blocks.value(for: index) {
      let start = Double(index * 256 - 2) * 86_400
      let end = Double(index * 256 + 258) * 86_400
      var cursor = Date(timeIntervalSinceReferenceDate: start)
      var result = Block(initialOffset: timeZone.secondsFromGMT(for: cursor), transitions: [])
      while result.transitions.count < 64,
        let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
        next.timeIntervalSinceReferenceDate < end
      {
        let before = timeZone.secondsFromGMT(for: next.addingTimeInterval(-1))
        let after = timeZone.secondsFromGMT(for: next)
        if before != after {
          result.transitions.append(
            Transition(
              moment: Int(next.timeIntervalSinceReferenceDate.rounded(.down)), offsetBefore: before,
              offsetAfter: after))
        }
        cursor = next
      }
      return result
    }
  }

  /// The clock of a local day: its hours, with gaps and repeats where the offset changes.
  func clock(ofDay day: Int) -> DayClock {
    let index = day >= 0 ? day / 256 : -((-day + 255) / 256)
    let block = self.block(index)
    let dayStart = day * 86_400
    var offset = block.initialOffset
    for transition in block.transitions {
      let a = transition.moment + transition.offsetBefore
      let b = transition.moment + transition.offsetAfter
      // A transition touches this day when its wall time before or after falls inside it.
      if max(a, b) >= dayStart && min(a, b) < dayStart + 86_400 {
        return transitionClocks.value(for: day) {
          DayClock(day: day, initialOffset: block.initialOffset, transitions: block.transitions)
        }
      }
      if a < dayStart { offset = transition.offsetAfter }
    }
    return .regular(offset: offset)
  }
}

extension CalendarFacts {
  /// The era a year given without one falls back to: the era of 2001-01-01 (the Gregorian era
  /// AD, Heisei, the Chinese cycle 78). Pickers first try the eras of their own range.
  func defaultEra(ofYear year: Int) -> Int {
    fields(ofDay: 0).era
  }
}
