/// The calendar fields of a ``DateValue``; a field a picker has no wheel for is `nil`.
///
/// Fields are in the picker's calendar (`year` 42 of `era` 78 is 乙巳 in the
/// Chinese calendar). `hour` is always 0–23, also in a 12-hour picker.
public struct DateFields: Codable, Sendable, Hashable {
  /// The era, set only by calendars where the year alone is ambiguous (chinese, dangi, japanese).
  public var era: Int?
  /// The year in the calendar (in its era).
  public var year: Int?
  /// The month number in the calendar.
  public var month: Int?
  /// Whether the month is a leap month (闰六月); `false` in calendars without them.
  public var isLeapMonth: Bool
  /// The day of the month.
  public var day: Int?
  /// The hour, 0–23.
  public var hour: Int?
  /// The minute.
  public var minute: Int?
  /// The second.
  public var second: Int?
  /// Whether the time is the second occurrence of a wall-clock hour repeated when
  /// clocks fall back (01:30 EST after 01:30 EDT).
  public var isRepeatedHour: Bool
  /// The ISO 8601 week-numbering year.
  public var weekYear: Int?
  /// The ISO 8601 week, 1–53.
  public var week: Int?
  /// The quarter, 1–4.
  public var quarter: Int?

  /// Creates fields; omitted ones are `nil`.
  public init(
    era: Int? = nil, year: Int? = nil, month: Int? = nil, isLeapMonth: Bool = false, day: Int? = nil,
    hour: Int? = nil, minute: Int? = nil, second: Int? = nil, isRepeatedHour: Bool = false,
    weekYear: Int? = nil, week: Int? = nil, quarter: Int? = nil
  ) {
    self.era = era
    self.year = year
    self.month = month
    self.isLeapMonth = isLeapMonth
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
    self.isRepeatedHour = isRepeatedHour
    self.weekYear = weekYear
    self.week = week
    self.quarter = quarter
  }
}

extension DateFields {
  private enum CodingKeys: String, CodingKey {
    case era, year, month, isLeapMonth, day, hour, minute, second, isRepeatedHour, weekYear, week, quarter
  }

  /// Decodes fields; absent ones are `nil` (or `false` for the two flags).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      era: try c.decodeIfPresent(Int.self, forKey: .era),
      year: try c.decodeIfPresent(Int.self, forKey: .year),
      month: try c.decodeIfPresent(Int.self, forKey: .month),
      isLeapMonth: try c.decodeIfPresent(Bool.self, forKey: .isLeapMonth) ?? false,
      day: try c.decodeIfPresent(Int.self, forKey: .day),
      hour: try c.decodeIfPresent(Int.self, forKey: .hour),
      minute: try c.decodeIfPresent(Int.self, forKey: .minute),
      second: try c.decodeIfPresent(Int.self, forKey: .second),
      isRepeatedHour: try c.decodeIfPresent(Bool.self, forKey: .isRepeatedHour) ?? false,
      weekYear: try c.decodeIfPresent(Int.self, forKey: .weekYear),
      week: try c.decodeIfPresent(Int.self, forKey: .week),
      quarter: try c.decodeIfPresent(Int.self, forKey: .quarter))
  }
}

extension DateFields: CustomStringConvertible {
  /// The fields that are set, as error messages and logs show them:
  /// `year 2020, month 5, day 15, hour 10, minute 30`, `era 78, year 42, leap month 6, day 1`.
  public var description: String {
    var parts: [String] = []
    func add(_ name: String, _ value: Int?) { if let value { parts.append("\(name) \(value)") } }
    add("era", era)
    add("year", year)
    add(isLeapMonth ? "leap month" : "month", month)
    add("day", day)
    add(isRepeatedHour ? "repeated hour" : "hour", hour)
    add("minute", minute)
    add("second", second)
    add("week year", weekYear)
    add("week", week)
    add("quarter", quarter)
    return parts.isEmpty ? "no fields" : parts.joined(separator: ", ")
  }
}
