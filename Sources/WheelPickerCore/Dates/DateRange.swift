/// What a range picker shows: a start and an end, the end never before the start.
///
/// The end may be 至今 (``DateValue/present``); the start never is.
///
/// ```swift
/// let range = DateRange(start: .fields(year: 2015, month: 9), end: .present)
/// // JSON: {"start":{"year":2015,"month":9},"end":{"present":true}}
/// ```
public struct DateRange: Codable, Hashable, Sendable {
  /// The first value of the range.
  public var start: DateValue
  /// The last value of the range, or 至今.
  public var end: DateValue

  /// Creates a range.
  public init(start: DateValue, end: DateValue) {
    self.start = start
    self.end = end
  }
}

extension DateRange: CustomStringConvertible {
  /// `year 2015, month 9 … present (至今)`.
  public var description: String { "\(start) … \(end)" }
}

/// The length of a range as a number of calendar units (`90d`, `3m`, `1y`).
///
/// Days, weeks and clock units are exact; months and years follow the calendar
/// (31 January + 1 month is the last day of February).
public struct DateRangeLength: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A calendar unit.
  public enum Unit: String, Hashable, Sendable, Codable, CaseIterable {
    /// Seconds.
    case second
    /// Minutes.
    case minute
    /// Hours.
    case hour
    /// Days.
    case day
    /// Weeks (seven days).
    case week
    /// Calendar months.
    case month
    /// Calendar years.
    case year

    /// Whether the unit has a fixed number of seconds (everything but months and years).
    var isExact: Bool { self != .month && self != .year }
  }

  /// How many units; zero or more.
  public var count: Int
  /// The unit.
  public var unit: Unit

  /// Creates a length.
  public init(_ count: Int, _ unit: Unit) {
    self.count = count
    self.unit = unit
  }

  /// `90 days`, `1 month`: the unit in the plural for any count but 1.
  public var description: String { "\(count) \(unit.rawValue)\(count == 1 ? "" : "s")" }

  /// The length in seconds (exact units) or months (months and years).
  var magnitude: Int {
    switch unit {
    case .second: count
    case .minute: count * 60
    case .hour: count * 3600
    case .day: count * 86_400
    case .week: count * 604_800
    case .month: count
    case .year: count * 12
    }
  }
}
