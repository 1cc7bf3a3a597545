/// What a date, time, week or quarter picker shows: `present` (至今) or the
/// calendar fields its wheels hold.
///
/// `present` is a value of its own, never a date: a résumé's "至今" is not
/// the year after this one.
///
/// ```swift
/// let birthday = DateValue.date(DateFields(year: 2007, month: 4, day: 1))
/// ```
public enum DateValue: Codable, Sendable, Hashable {
  /// The 至今 / Present row.
  case present
  /// The fields the picker's wheels hold.
  case date(DateFields)

  /// The fields, or `nil` for ``present``.
  public var fields: DateFields? {
    if case .date(let fields) = self { return fields }
    return nil
  }

  /// Whether this is the 至今 / Present value.
  public var isPresent: Bool { self == .present }

  private enum CodingKeys: String, CodingKey { case present }

  /// Decodes `{"present":true}` or the fields themselves (`{"year":2007,"month":4,"day":1}`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if try container.decodeIfPresent(Bool.self, forKey: .present) == true {
      self = .present
    } else {
      self = .date(try DateFields(from: decoder))
    }
  }

  /// Encodes `{"present":true}` or the fields themselves, flat.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .present:
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(true, forKey: .present)
    case .date(let fields):
      try fields.encode(to: encoder)
    }
  }
}

extension DateValue {
  /// A date value from its fields.
  ///
  /// - Parameters: see ``DateFields/init(era:year:month:isLeapMonth:day:hour:minute:second:isRepeatedHour:weekYear:week:quarter:)``.
  public static func fields(
    era: Int? = nil, year: Int? = nil, month: Int? = nil, isLeapMonth: Bool = false, day: Int? = nil,
    hour: Int? = nil, minute: Int? = nil, second: Int? = nil, isRepeatedHour: Bool = false
  ) -> DateValue {
    .date(
      DateFields(
        era: era, year: year, month: month, isLeapMonth: isLeapMonth, day: day, hour: hour,
        minute: minute, second: second, isRepeatedHour: isRepeatedHour))
  }
}

extension DateValue: CustomStringConvertible {
  /// `present` or the fields (`year 2007, month 4, day 1`).
  public var description: String {
    switch self {
    case .present: return "present (至今)"
    case .date(let fields): return fields.description
    }
  }
}
