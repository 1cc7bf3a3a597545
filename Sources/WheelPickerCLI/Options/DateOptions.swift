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

/// The wheels of a date picker (`--columns`).
public enum DateColumnChoice: String, CaseIterable, Hashable, Sendable {
  /// Year.
  case y
  /// Year, month.
  case ym
  /// Year, month, day.
  case ymd
  /// Month, day (a birthday: 29 February always exists).
  case md
  /// Year, month, day, hour.
  case ymdh
  /// Year, month, day, hour, minute.
  case ymdhm
  /// Year, month, day, hour, minute, second.
  case ymdhms
  /// Hour, minute.
  case hm
  /// Hour, minute, second.
  case hms
  /// Minute, second.
  case ms
  /// One wheel of days (“Mon 1 Apr”), then hour and minute, like iOS.
  case dateTime = "date-time"
  /// ISO week-numbering year, week.
  case week
  /// Year, quarter.
  case quarter

  /// Whether the columns hold a full date and a time of day (then JSON has `iso`).
  public var hasDateAndTime: Bool { [.ymdh, .ymdhm, .ymdhms, .dateTime].contains(self) }

  /// Whether the columns hold a time of day.
  public var hasTime: Bool { hasDateAndTime || [.hm, .hms, .ms].contains(self) }
}

/// A 12- or 24-hour clock (`--clock 12|24`).
public enum ClockStyle: String, CaseIterable, Hashable, Sendable {
  /// Hours 1–12 with an AM/PM wheel.
  case twelveHour = "12"
  /// Hours 0–23.
  case twentyFourHour = "24"
}

/// Where unit labels appear (`--units`).
public enum UnitLabels: String, CaseIterable, Hashable, Sendable {
  /// On every row (`2007年`).
  case all
  /// Once, beside the selection indicator, as iOS does.
  case center
  /// Nowhere.
  case none
}
