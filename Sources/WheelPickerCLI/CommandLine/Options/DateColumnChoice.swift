/// The wheels of a date picker (`--columns`).
enum DateColumnChoice: String, CaseIterable, Hashable, Sendable {
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
  /// Month, day, hour, minute, without a year (29 February always exists).
  case mdhm
  /// Year, month, week of the month (week 1 starts on the 1st).
  case ymw

  /// Whether the columns hold a full date and a time of day (then JSON has `iso`).
  var hasDateAndTime: Bool { [.ymdh, .ymdhm, .ymdhms, .dateTime].contains(self) }

  /// Whether the columns hold a time of day.
  var hasTime: Bool { hasDateAndTime || [.hm, .hms, .ms, .mdhm].contains(self) }
}
