import Foundation

/// Everything a ``DatePickerModel`` needs: its wheels, calendar, time zone,
/// locale, "now", bounds and options. Nothing is read from the process.
///
/// A picker of the years 1940 … now, with 至今, is one line:
///
/// <!-- snippet:
/// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
/// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
/// -->
/// ```swift
/// let config = DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now, minimum: .year(1940), maximum: .now, includesPresent: true)
/// ```
public struct DatePickerConfiguration: Sendable, Equatable {
  /// The wheels.
  public var columns: DateColumns
  /// The calendar of every wheel (gregorian, chinese, japanese…).
  public var calendar: Calendar
  /// The time zone of wall-clock times.
  public var timeZone: TimeZone
  /// The locale of titles and the display order.
  public var locale: Locale
  /// "Now": today's row, the preferred rows, ``DateBound/now``.
  public var now: Date
  /// The earliest selectable moment, at any precision.
  public var minimum: DateBound
  /// The latest selectable moment, at any precision (a day bound includes the whole day).
  public var maximum: DateBound
  /// Whether the year wheel ends with a 至今 / Present row.
  public var includesPresent: Bool
  /// Whether the month and day wheels start with a 全部 / All row: the whole year
  /// (`{"year":2024}`, `2024年`) or the whole month (`2024年3月`). Choosing it empties
  /// the wheels after it, as 至今 does; needs a year wheel followed by a month wheel.
  public var includesAll: Bool
  /// Whether years run from the latest to the earliest.
  public var descendingYears: Bool
  /// The step of the minute wheel; must divide 60.
  public var minuteStep: Int
  /// The step of the second wheel; must divide 60.
  public var secondStep: Int
  /// 12- or 24-hour clock; `nil` follows the locale.
  public var uses12HourClock: Bool?
  /// Whether the hour, minute and second wheels wrap around (`…58, 59, 00, 01…`), as
  /// UIDatePicker's do. `nil`, the default, wraps them in the system-style time modes —
  /// ``DateColumns/hourMinute``, ``DateColumns/hourMinuteSecond`` and
  /// ``DateColumns/dateAndTime`` — and nowhere else; `false` stops every wheel at its ends,
  /// `true` wraps the clock wheels of any columns. The AM/PM wheel never wraps: a wrapping
  /// hour wheel flips it when it crosses 11 ↔ 12 (11:59 AM plus an hour is 12:59 PM).
  public var wrapsClockWheels: Bool?
  /// Where unit words (`年`, `月`, `时`) appear.
  public var units: UnitPlacement
  /// Whether today's row reads "Today" / "今天" / "今日": alone in the day wheel of
  /// ``DateColumns/dateAndTime`` (as UIDatePicker's), after the day elsewhere (`29日 今天`).
  /// A label only: the value is the date, and a screen reader says the date and the word.
  /// The initialiser turns it on for ``DateColumns/dateAndTime`` and off for other columns.
  public var labelsToday: Bool
  /// Whether day rows show the weekday (`1日 周日`); ignored by ``DateColumns/monthDay``, whose
  /// days belong to no year.
  public var showsWeekday: Bool
  /// Disables rows: called with a row's partial value (the wheels up to it) and its first
  /// moment; `false` disables the row. Asked for day and time rows only.
  public var isEnabled: (@Sendable (DateValue, Date) -> Bool)?
  /// The value the picker starts on; `nil` starts on "now" clamped into the bounds.
  public var initialValue: DateValue?
  /// The display order of the wheels (indices in dependency order); `nil` follows the locale.
  public var displayOrder: [Int]?

  /// Creates a configuration; every option has the usual default.
  ///
  /// - Parameters:
  ///   - columns: the wheels.
  ///   - calendar: the calendar (its own time zone is ignored: `timeZone` applies).
  ///   - timeZone: the time zone of wall-clock times.
  ///   - locale: the locale of titles.
  ///   - now: the current moment, passed in by the caller.
  ///   - minimum: the earliest selectable moment (default 1900-01-01).
  ///   - maximum: the latest selectable moment (default 2100-12-31).
  ///   - includesPresent: whether to offer 至今 / Present.
  public init(
    columns: DateColumns, calendar: Calendar = Calendar(identifier: .gregorian), timeZone: TimeZone,
    locale: Locale = Locale(identifier: "en_US_POSIX"), now: Date,
    minimum: DateBound = .year(1900), maximum: DateBound = .year(2100), includesPresent: Bool = false
  ) {
    self.columns = columns
    self.calendar = calendar
    self.timeZone = timeZone
    self.locale = locale
    self.now = now
    self.minimum = minimum
    self.maximum = maximum
    self.includesPresent = includesPresent
    includesAll = false
    descendingYears = false
    minuteStep = 1
    secondStep = 1
    uses12HourClock = nil
    wrapsClockWheels = nil
    units = .onEveryRow
    labelsToday = columns == .dateAndTime
    showsWeekday = false
    isEnabled = nil
    initialValue = nil
    displayOrder = nil
  }

  /// Creates a configuration from identifiers (`"chinese"`, `"Asia/Shanghai"`, `"zh_Hans"`).
  ///
  /// - Throws: ``WheelPickerError/Kind/unknownIdentifier`` naming the identifier that is not known.
  public init(
    columns: DateColumns, calendarIdentifier: String, timeZoneIdentifier: String,
    localeIdentifier: String, now: Date, minimum: DateBound = .year(1900),
    maximum: DateBound = .year(2100), includesPresent: Bool = false
  ) throws(WheelPickerError) {
    self.init(
      columns: columns, calendar: try Self.calendar(calendarIdentifier),
      timeZone: try Self.timeZone(timeZoneIdentifier), locale: try Self.locale(localeIdentifier),
      now: now, minimum: minimum, maximum: maximum, includesPresent: includesPresent)
  }

  /// Whether two configurations describe the same picker.
  ///
  /// Filters (``isEnabled``) are code and cannot be compared: configurations
  /// that both have one compare equal when everything else is equal, so a
  /// new filter must come with a new configuration value to be seen as a change.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.columns == rhs.columns && lhs.calendar == rhs.calendar && lhs.timeZone == rhs.timeZone
      && lhs.locale == rhs.locale && lhs.now == rhs.now && lhs.minimum == rhs.minimum
      && lhs.maximum == rhs.maximum && lhs.includesPresent == rhs.includesPresent
      && lhs.includesAll == rhs.includesAll
      && lhs.descendingYears == rhs.descendingYears && lhs.minuteStep == rhs.minuteStep
      && lhs.secondStep == rhs.secondStep && lhs.uses12HourClock == rhs.uses12HourClock
      && lhs.wrapsClockWheels == rhs.wrapsClockWheels
      && lhs.units == rhs.units && lhs.labelsToday == rhs.labelsToday && lhs.showsWeekday == rhs.showsWeekday
      && (lhs.isEnabled == nil) == (rhs.isEnabled == nil) && lhs.initialValue == rhs.initialValue
      && lhs.displayOrder == rhs.displayOrder
  }

  /// Where unit words appear.
  public enum UnitPlacement: String, Codable, Sendable, Hashable {
    /// On every row (`2007年`).
    case onEveryRow
    /// Beside the centre row only: titles have no unit, ``WheelTraits/unit`` gives it.
    case besideCentre
    /// Nowhere.
    case none
  }
}
