import Foundation

extension DatePickerModel {
  /// The same wheels between other bounds: how a range's end follows its start.
  ///
  /// Eras stay as the whole range shows them, so start and end read alike.
  /// - Complexity: O(eras crossed).
  func rebounded(low: WallTime, high: WallTime) -> DatePickerModel {
    var copy = self
    copy.low = low
    copy.high = high
    if kinds.contains(.year) || kinds.contains(.dayOfRange) {
      copy.segments = facts.eraSegments(from: low.day, to: high.day)
      copy.yearCount = copy.segments.reduce(0) { $0 + $1.count }
    }
    if kinds.contains(.weekYear) {
      copy.weekYears = facts.weekYear(ofDay: low.day).weekYear...facts.weekYear(ofDay: high.day).weekYear
    }
    return copy
  }

  /// The finest wheel's grid, to which bounds are rounded.
  var grid: Grid {
    Grid(kinds: kinds, minuteStep: configuration.minuteStep, secondStep: configuration.secondStep)
  }

  /// The first moment a complete cursor stands for, as the bounds count: the first day of
  /// its year, month, quarter or week (never before the lower bound), its hour, minute, second.
  func firstWall(of cursor: DateCursor) -> WallTime {
    var day: Int
    if configuration.columns.isTimeOnly {
      day = 0
    } else if let chosen = cursor.day {
      day = chosen
    } else if let month = cursor.month {
      day = cursor.week.map { days(ofWeek: $0, in: month).lowerBound } ?? month.firstDay
    } else if let weekYear = cursor.weekYear {
      day = facts.weekYearDays(weekYear).lowerBound + 7 * ((cursor.week ?? 1) - 1)
    } else if let year = cursor.year {
      let quarter = year.months.first { ($0.month - 1) / 3 + 1 == cursor.quarter }
      day = quarter?.firstDay ?? year.firstDay
    } else {
      day = low.day
    }
    var second = (cursor.slot?.hour ?? 0) * 3600 + (cursor.minute ?? 0) * 60 + (cursor.second ?? 0)
    if configuration.columns == .minuteSecond { second %= 3600 }
    return max(WallTime(day: day, second: second), low)
  }

  /// A wall time moved by a length, forwards or backwards, in the picker's calendar.
  func moved(_ time: WallTime, by length: DateRangeLength, forwards: Bool) -> WallTime {
    let sign = forwards ? 1 : -1
    guard length.unit.isExact else {
      let months = length.magnitude * sign
      let start = CalendarFacts.date(ofDay: time.day)
      let moved = facts.calendar.date(byAdding: .month, value: months, to: start) ?? start
      return WallTime(day: CalendarFacts.day(of: moved), second: time.second)
    }
    let total = time.second + length.magnitude * sign
    let days = Self.floorDiv(total, 86_400)
    return WallTime(day: time.day + days, second: total - days * 86_400)
  }
}
