/// The options of `wheelpicker date`.
public struct DateOptions: Hashable, Sendable {
  /// Which wheels are shown (`--columns`).
  public var columns: DateColumnChoice = .ymd
  /// The earliest selectable date (`--from`, default 1940-01-01 as in the seed).
  public var from: ISODate = .day(year: 1940, month: 1, day: 1)
  /// The latest selectable date (`--to`, default now).
  public var to: DateArgument = .now
  /// Whether a 至今 (“present”) row follows the last year (`--present`).
  public var hasPresent = false
  /// The starting selection (`--select`), `nil` for now clamped into the bounds.
  public var select: DateArgument?
  /// The minute wheel's step (`--minute-step`), a divisor of 60.
  public var minuteStep = 1
  /// The second wheel's step (`--second-step`), a divisor of 60.
  public var secondStep = 1
  /// The clock (`--clock`), `nil` for the locale's.
  public var clock: ClockStyle?
  /// The calendar shown (`--calendar`).
  public var calendar: CalendarChoice = .gregorian
  /// The time zone (`--time-zone`), `nil` for the environment's.
  public var timeZone: String?
  /// Whether years run newest first (`--descending`).
  public var isDescending = false
  /// Where unit labels (年 月 日) appear (`--units`).
  public var units: UnitLabels = .all
  /// Whether day rows show the weekday (`--weekday`).
  public var showsWeekday = false

  /// Creates the defaults.
  public init() {}
}
