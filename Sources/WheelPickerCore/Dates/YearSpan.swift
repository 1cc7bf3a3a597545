/// One month of an era-year, as local day numbers (days since 2001-01-01).
struct MonthSpan: Sendable, Hashable {
  var month: Int
  var isLeap: Bool
  var firstDay: Int
  var lastDay: Int
  /// The day of the month of `firstDay` (1, except where an era begins mid-month).
  var firstDayOfMonth: Int

  /// Month keys order leap months right after their ordinary month: 闰六月 falls back to 六月.
  var key: Int { month * 2 + (isLeap ? 1 : 0) }
}

/// The months of one era-year (Reiwa 1 runs May–December; 2025 乙巳 has 13 months).
struct YearSpan: Sendable, Hashable {
  var era: Int
  var year: Int
  var months: [MonthSpan]
  var firstDay: Int { months.first?.firstDay ?? 0 }
  var lastDay: Int { months.last?.lastDay ?? -1 }
}

/// A stretch of consecutive years of one era inside the picker's range.
struct EraSegment: Sendable, Hashable {
  var era: Int
  var firstYear: Int
  var lastYear: Int
  var count: Int { abs(lastYear - firstYear) + 1 }
  func year(at offset: Int) -> Int { firstYear <= lastYear ? firstYear + offset : firstYear - offset }
  func offset(of year: Int) -> Int? {
    let offset = firstYear <= lastYear ? year - firstYear : firstYear - year
    return offset >= 0 && offset < count ? offset : nil
  }
}
