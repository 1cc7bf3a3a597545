import Foundation
import WheelPickerCore

/// `wheelpicker date`: dates, date-times, weeks and quarters in any calendar.
enum DateCommand: SubcommandDefinition {
  static let name = "date"
  static let summary = "pick a date, a date and time, a week or a quarter"

  /// What `--units` accepts, and the placement each word stands for.
  static let unitWords: [(word: String, placement: DatePickerConfiguration.UnitPlacement)] = [
    ("all", .onEveryRow), ("center", .besideCentre), ("none", .none),
  ]

  static let options: [OptionSpec<DateOptions>] = [
    OptionSpec(
      "--columns", .value("COLUMNS"),
      "which wheels: " + OptionTable.names(DateColumnChoice.self).joined(separator: ", ")
        + " (mdhm: month-day-hour-minute; ymw: year-month-week of the month; default: ymd)",
      completion: .choices(OptionTable.names(DateColumnChoice.self))
    ) { options, text throws(UsageError) in
      options.columns = try OptionTable.choice(text, option: "--columns")
    },
    OptionSpec(
      "--from", .value("DATE|TIME"),
      "the earliest date (default: 1900-01-01; 1940-01-01 with --present); a TIME HH:MM[:SS] for hm and hms"
    ) {
      options, text throws(UsageError) in
      options.fromTime = try ClockTime.parseBound(text, option: "--from")
      options.from = options.fromTime == nil ? try ISODate.parse(text, option: "--from") : nil
    },
    OptionSpec(
      "--to", .value("DATE|TIME|now"),
      "the latest date (default: 2100-12-31; now with --present); a TIME HH:MM[:SS] for hm and hms",
      completion: .choices(["now"])
    ) { options, text throws(UsageError) in
      options.toTime = try ClockTime.parseBound(text, option: "--to")
      options.to = options.toTime == nil ? try DateArgument.parse(text, option: "--to", words: .now) : nil
    },
    OptionSpec("--present", .flag, "add a 至今 (present) row after the last year") { options, _ in
      options.hasPresent = true
    },
    OptionSpec(
      "--any", .flag,
      "add an All (全部) row at the top of the month and day wheels: the whole year or month (--select 2024 picks it)"
    ) { options, _ in
      options.hasAll = true
    },
    OptionSpec(
      "--select", .value("DATE|TIME|MM-DD|now|present"),
      "the starting date (default: now, clamped into the bounds); a TIME HH:MM[:SS] for hm and hms, MM:SS for ms; "
        + "MM-DD or --MM-DD for md, MM-DD HH:MM for mdhm; YYYY-MM-DD HH for ymdh",
      completion: .choices(["now", "present"])
    ) { options, text throws(UsageError) in
      options.select = try DateArgument.parse(
        text, option: "--select", words: [.now, .present, .time, .monthDay])
    },
    OptionTable.minuteStep { $0.minuteStep = $1 },
    OptionTable.clock { $0.clock = $1 },
    OptionSpec("--second-step", .value("N"), "seconds go in steps of N (the minute step's rule)") {
      options, text throws(UsageError) in
      options.secondStep = try WholeNumber.parseStep(text, option: "--second-step")
    },
    OptionSpec(
      "--calendar", .value("ID"), "the calendar shown: chinese, japanese, hebrew… (arguments stay Gregorian)",
      completion: .choices(OptionTable.names(CalendarChoice.self))
    ) { options, text throws(UsageError) in
      options.calendar = try OptionTable.choice(text, option: "--calendar")
    },
    OptionSpec(
      "--time-zone", .value("TZ"), "an IANA time zone such as Asia/Shanghai (default: TZ, else the system's)"
    ) { options, text throws(UsageError) in
      options.timeZone = try TimeZoneName.parse(text, option: "--time-zone")
    },
    OptionSpec("--descending", .flag, "newest years first") { options, _ in
      options.isDescending = true
    },
    OptionSpec(
      "--units", .value(unitWords.map(\.word).joined(separator: "|")),
      "unit labels (年 月 日) on every row, beside the centre, or none",
      completion: .choices(unitWords.map(\.word))
    ) { options, text throws(UsageError) in
      guard let placement = unitWords.first(where: { $0.word == text })?.placement else {
        throw UsageError.invalid(
          "--units", text, "must be one of " + unitWords.map(\.word).joined(separator: ", "))
      }
      options.units = placement
    },
    OptionSpec(
      "--cyclic", .flag, "the hour, minute and second wheels wrap around (default for hm, hms and date-time)"
    ) { options, _ in
      options.wraps = true
    },
    OptionSpec("--no-cyclic", .flag, "every wheel stops at its ends, also in hm, hms and date-time") {
      options, _ in options.wraps = false
    },
    OptionSpec("--weekday", .flag, "show the weekday beside each day") { options, _ in
      options.showsWeekday = true
    },
  ]

  static func validate(_ options: DateOptions, common: CommonOptions) throws(UsageError) {
    try validatePresent(options)
    try validateAll(options)
    try validateTimeBounds(options)
    if case .time(let time) = options.select { _ = try timeFields(time, columns: columns(options.columns)) }
    if case .monthDay(let day) = options.select {
      _ = try yearlessFields(day, columns: columns(options.columns))
    }
    if options.select == .present, !options.hasPresent {
      throw UsageError.invalid("--select", "present", "needs --present (there is no 至今 row without it)")
    }
  }

  /// Times of day bound only the time-only wheels with hours (hm, hms), without seconds
  /// the wheels lack, and not reversed (date and range).
  ///
  /// - Throws: `UsageError` naming `--from` or `--to` and the rule.
  static func validateTimeBounds(_ options: DateOptions) throws(UsageError) {
    for (option, bound) in [("--from", options.fromTime), ("--to", options.toTime)] {
      guard let bound else { continue }
      switch options.columns {
      case .hm, .hms:
        if options.columns == .hm, bound.second != nil {
          throw UsageError.invalid(
            option, bound.description, "has seconds but --columns hm has no seconds wheel (use --columns hms)"
          )
        }
      default:
        throw UsageError.invalid(
          option, bound.description,
          "is a time of day, which bounds only --columns hm and hms; --columns \(options.columns.rawValue) takes a DATE such as 2007-04-01"
        )
      }
    }
    try ClockTime.checkOrder(from: options.fromTime, to: options.toTime)
  }

  /// `--any` needs a year wheel and a month wheel (date and range).
  ///
  /// - Throws: `UsageError` naming `--columns` when it has no month wheel after a year.
  static func validateAll(_ options: DateOptions) throws(UsageError) {
    guard options.hasAll, ![.ym, .ymd, .ymdh, .ymdhm, .ymdhms, .ymw].contains(options.columns) else { return }
    throw UsageError.invalid(
      "--columns", options.columns.rawValue,
      "has no year and month wheels, which --any needs (its All row is the whole year or month): use ym, ymd, ymdh, ymdhm, ymdhms or ymw"
    )
  }

  /// `--present` needs a year wheel to follow (date and range).
  ///
  /// - Throws: `UsageError` naming `--columns` when its first wheel is not a year.
  static func validatePresent(_ options: DateOptions) throws(UsageError) {
    guard options.hasPresent, !columns(options.columns).hasYearWheel else { return }
    throw UsageError.invalid(
      "--columns", options.columns.rawValue,
      "has no year wheel, which --present needs (its 至今 row follows the last year)")
  }

  /// The core's columns for `--columns`.
  static func columns(_ choice: DateColumnChoice) -> DateColumns {
    switch choice {
    case .y: .year
    case .ym: .yearMonth
    case .ymd: .yearMonthDay
    case .md: .monthDay
    case .ymdh: .yearMonthDayHour
    case .ymdhm: .yearMonthDayHourMinute
    case .ymdhms: .yearMonthDayHourMinuteSecond
    case .hm: .hourMinute
    case .hms: .hourMinuteSecond
    case .ms: .minuteSecond
    case .dateTime: .dateAndTime
    case .week: .yearWeek
    case .quarter: .yearQuarter
    case .mdhm: .monthDayHourMinute
    case .ymw: .yearMonthWeek
    }
  }
}

/// The options of `wheelpicker date`.
struct DateOptions: SubcommandOptions {
  /// Which wheels are shown (`--columns`).
  var columns: DateColumnChoice = .ymd
  /// The earliest selectable date (`--from`), `nil` for ``earliest``'s default.
  var from: ISODate?
  /// The earliest selectable time of day (`--from HH:MM`) of hm and hms.
  var fromTime: ClockTime?
  /// The latest selectable time of day (`--to HH:MM`) of hm and hms.
  var toTime: ClockTime?
  /// The latest selectable date (`--to`), `nil` for ``latest``'s default.
  var to: DateArgument?
  /// Whether a 至今 (“present”) row follows the last year (`--present`).
  var hasPresent = false
  /// Whether the month and day wheels start with an All (全部) row (`--any`).
  var hasAll = false
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
  /// Whether the clock wheels wrap (`--cyclic`, `--no-cyclic`); `nil` wraps them in hm, hms and
  /// date-time, as UIDatePicker's do.
  var wraps: Bool?
  /// Whether day rows show the weekday (`--weekday`).
  var showsWeekday = false

  /// The earliest date: `--from`, else 1940-01-01 with `--present` (a birth-year
  /// range that ends in 至今) and 1900-01-01 without.
  var earliest: ISODate {
    from ?? (hasPresent ? .day(year: 1940, month: 1, day: 1) : .day(year: 1900, month: 1, day: 1))
  }

  /// The latest date: `--to`, else now with `--present` and 2100-12-31 without,
  /// so that a picker without bounds reaches the future, as Apple's does.
  var latest: DateArgument { to ?? (hasPresent ? .now : .date(.day(year: 2100, month: 12, day: 31))) }

  /// The earliest date or time as messages name it.
  var fromText: String { fromTime?.description ?? earliest.description }

  /// The latest date or time as messages name it.
  var toText: String { toTime?.description ?? latest.description }
}
