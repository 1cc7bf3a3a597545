import WheelPickerCore

/// The options of `wheelpicker date`.
struct DateOptions: SubcommandOptions {
  /// Which wheels are shown (`--columns`).
  var columns: DateColumnChoice = .ymd
  /// The earliest selectable date (`--from`), `nil` for ``earliest``'s default.
  var from: ISODate?
  /// The latest selectable date (`--to`), `nil` for ``latest``'s default.
  var to: DateArgument?
  /// Whether a 至今 (“present”) row follows the last year (`--present`).
  var hasPresent = false
  /// The starting selection (`--select`), `nil` for now clamped into the bounds.
  var select: DateArgument?
  /// The minute wheel's step (`--minute-step`).
  var minuteStep = 1
  /// The second wheel's step (`--second-step`).
  var secondStep = 1
  /// The clock (`--clock`), `nil` for the locale's.
  var clock: ClockStyle?
  /// The calendar shown (`--calendar`).
  var calendar: CalendarChoice = .gregorian
  /// The time zone (`--time-zone`), `nil` for the environment's.
  var timeZone: String?
  /// Whether years run newest first (`--descending`).
  var isDescending = false
  /// Where unit labels (年 月 日) appear (`--units`).
  var units: DatePickerConfiguration.UnitPlacement = .onEveryRow
  /// Whether day rows show the weekday (`--weekday`).
  var showsWeekday = false

  /// The earliest date: `--from`, else 1940-01-01 with `--present` (the
  /// seed's range, up to 至今) and 1900-01-01 without.
  var earliest: ISODate {
    from ?? (hasPresent ? .day(year: 1940, month: 1, day: 1) : .day(year: 1900, month: 1, day: 1))
  }

  /// The latest date: `--to`, else now with `--present` and 2100-12-31 without,
  /// so that a picker without bounds reaches the future, as Apple's does.
  var latest: DateArgument { to ?? (hasPresent ? .now : .date(.day(year: 2100, month: 12, day: 31))) }
}
