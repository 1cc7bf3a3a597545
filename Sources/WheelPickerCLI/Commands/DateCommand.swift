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
    ) { options, text throws(WheelPickerError) in
      options.columns = try OptionTable.choice(text, option: "--columns")
    },
    OptionSpec("--from", .value("DATE"), "the earliest date (default: 1900-01-01; 1940-01-01 with --present)")
    {
      options, text throws(WheelPickerError) in
      options.from = try ISODate.parse(text, option: "--from")
    },
    OptionSpec(
      "--to", .value("DATE|now"), "the latest date (default: 2100-12-31; now with --present)",
      completion: .choices(["now"])
    ) { options, text throws(WheelPickerError) in
      options.to = try DateArgument.parse(text, option: "--to", words: .now)
    },
    OptionSpec("--present", .flag, "add a 至今 (present) row after the last year") { options, _ in
      options.hasPresent = true
    },
    OptionSpec(
      "--select", .value("DATE|now|present"), "the starting date (default: now, clamped into the bounds)",
      completion: .choices(["now", "present"])
    ) { options, text throws(WheelPickerError) in
      options.select = try DateArgument.parse(text, option: "--select", words: [.now, .present])
    },
    OptionTable.minuteStep { $0.minuteStep = $1 },
    OptionTable.clock { $0.clock = $1 },
    OptionSpec("--second-step", .value("N"), "seconds go in steps of N (the minute step's rule)") {
      options, text throws(WheelPickerError) in
      options.secondStep = try WholeNumber.parseStep(text, option: "--second-step")
    },
    OptionSpec(
      "--calendar", .value("ID"), "the calendar shown: chinese, japanese, hebrew… (arguments stay Gregorian)",
      completion: .choices(OptionTable.names(CalendarChoice.self))
    ) { options, text throws(WheelPickerError) in
      options.calendar = try OptionTable.choice(text, option: "--calendar")
    },
    OptionSpec(
      "--time-zone", .value("TZ"), "an IANA time zone such as Asia/Shanghai (default: TZ, else the system's)"
    ) { options, text throws(WheelPickerError) in
      options.timeZone = try TimeZoneName.parse(text, option: "--time-zone")
    },
    OptionSpec("--descending", .flag, "newest years first") { options, _ in
      options.isDescending = true
    },
    OptionSpec(
      "--units", .value(unitWords.map(\.word).joined(separator: "|")),
      "unit labels (年 月 日) on every row, beside the centre, or none",
      completion: .choices(unitWords.map(\.word))
    ) { options, text throws(WheelPickerError) in
      guard let placement = unitWords.first(where: { $0.word == text })?.placement else {
        throw UsageError.invalid(
          "--units", text, "must be one of " + unitWords.map(\.word).joined(separator: ", "))
      }
      options.units = placement
    },
    OptionSpec("--weekday", .flag, "show the weekday beside each day") { options, _ in
      options.showsWeekday = true
    },
  ]

  static func validate(_ options: DateOptions, common: CommonOptions) throws(WheelPickerError) {
    try validatePresent(options)
    if options.select == .present, !options.hasPresent {
      throw UsageError.invalid("--select", "present", "needs --present (there is no 至今 row without it)")
    }
  }

  /// `--present` needs a year wheel to follow (date and range).
  ///
  /// - Throws: `WheelPickerError` naming `--columns` when its first wheel is not a year.
  static func validatePresent(_ options: DateOptions) throws(WheelPickerError) {
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
