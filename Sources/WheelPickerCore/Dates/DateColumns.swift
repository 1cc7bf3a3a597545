/// Which wheels a date picker has, in dependency order (year → month → day →
/// hour → minute → second).
public enum DateColumns: String, Codable, Sendable, Hashable, CaseIterable {
  /// Year.
  case year
  /// Year, month.
  case yearMonth
  /// Year, month, day.
  case yearMonthDay
  /// Month, day, without a year (February has 29 days: a birthday).
  case monthDay
  /// Year, month, day, hour.
  case yearMonthDayHour
  /// Year, month, day, hour, minute.
  case yearMonthDayHourMinute
  /// Year, month, day, hour, minute, second.
  case yearMonthDayHourMinuteSecond
  /// Hour, minute.
  case hourMinute
  /// Hour, minute, second.
  case hourMinuteSecond
  /// Minute, second.
  case minuteSecond
  /// Apple's date-and-time layout: one wheel of days (`Sun Nov 29`), hour, minute (and AM/PM).
  case dateAndTime
  /// ISO 8601 week-numbering year and week (`2020-W53`).
  case yearWeek
  /// Year and quarter (`2021-Q1`).
  case yearQuarter
  /// Month, day, hour, minute, without a year (BRPickerView's MDHM: a yearly reminder;
  /// February has 29 days, and clocks follow no daylight-saving change).
  case monthDayHourMinute
  /// Year, month and week of the month (BRPickerView's YMW): week 1 runs from the 1st to
  /// the day before the calendar's `Calendar.firstWeekday`, the last week ends on
  /// the month's last day, so the weeks of a month partition it.
  case yearMonthWeek

  /// Whether the first wheel is a year wheel, the one a 至今 row can follow
  /// (``DatePickerConfiguration/includesPresent`` needs it).
  public var hasYearWheel: Bool { dateKinds.first == .year }

  /// The wheels before the clock wheels are inserted.
  var dateKinds: [DateWheelKind] {
    switch self {
    case .year: return [.year]
    case .yearMonth: return [.year, .month]
    case .yearMonthDay: return [.year, .month, .day]
    case .monthDay, .monthDayHourMinute: return [.month, .day]
    case .yearMonthDayHour, .yearMonthDayHourMinute, .yearMonthDayHourMinuteSecond:
      return [.year, .month, .day]
    case .hourMinute, .hourMinuteSecond, .minuteSecond: return []
    case .dateAndTime: return [.dayOfRange]
    case .yearWeek: return [.weekYear, .week]
    case .yearQuarter: return [.year, .quarter]
    case .yearMonthWeek: return [.year, .month, .weekOfMonth]
    }
  }

  /// The clock wheels, finest last (the AM/PM wheel is added by the model).
  var clockKinds: [DateWheelKind] {
    switch self {
    case .yearMonthDayHour: return [.hour]
    case .yearMonthDayHourMinute, .hourMinute, .dateAndTime, .monthDayHourMinute: return [.hour, .minute]
    case .yearMonthDayHourMinuteSecond, .hourMinuteSecond: return [.hour, .minute, .second]
    case .minuteSecond: return [.minute, .second]
    default: return []
    }
  }

  /// Whether the time wheels belong to no particular day (a time-of-day picker).
  var isTimeOnly: Bool { dateKinds.isEmpty }

  /// Whether months and days belong to no year (shown in a leap reference year).
  var isYearless: Bool { self == .monthDay || self == .monthDayHourMinute }
}

/// The kind of one wheel of a ``DatePickerModel``.
enum DateWheelKind: String, Sendable, Hashable {
  case year, month, day, dayOfRange, period, hour, minute, second, weekYear, week, quarter, weekOfMonth

  /// The kind faces and the words table see.
  var wheelKind: WheelKind {
    switch self {
    case .year: .year
    case .month: .month
    case .day: .day
    case .dayOfRange: .date
    case .period: .period
    case .hour: .hour
    case .minute: .minute
    case .second: .second
    case .weekYear: .weekYear
    case .week, .weekOfMonth: .week
    case .quarter: .quarter
    }
  }

  /// The stable English name of the wheel (`"week year"`, `"AM/PM"`).
  var name: String {
    switch self {
    case .dayOfRange: "date"
    case .period: "AM/PM"
    case .weekYear: "week year"
    case .weekOfMonth: "week of month"
    default: rawValue
    }
  }

  var isClock: Bool {
    switch self {
    case .period, .hour, .minute, .second: return true
    default: return false
    }
  }
}
