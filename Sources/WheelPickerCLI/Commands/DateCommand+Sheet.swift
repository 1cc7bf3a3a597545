import Foundation
import WheelPickerCore

extension DateCommand {
  /// The date picker's sheet, on `--select` or now clamped into the bounds.
  ///
  /// - Throws: `UsageError` when the bounds are reversed, the time zone
  ///   is unknown or `--select` lies outside what the picker can show.
  static func prepare(
    _ options: DateOptions, in context: CommandContext
  ) throws(UsageError) -> PreparedSheet<DatePickerModel> {
    let configuration = try configuration(options, in: context)
    let model: DatePickerModel
    do {
      model = try DatePickerModel(configuration)
    } catch {
      if error.reason == .emptyRange, options.fromTime != nil || options.toTime != nil {
        throw UsageError.invalid(
          "--from", options.fromText, "leaves no time on the minute step before --to \(options.toText)",
          refusedBy: error)
      }
      guard error.reason == .boundsReversed else {
        throw UsageError(.core(error.reason), message: "wheelpicker date: " + error.message)
      }
      throw UsageError.invalid(
        "--from", options.fromText,
        "is after --to \(options.toText) (the earliest date must not be later than the latest)",
        refusedBy: error)
    }
    // The model starts on now clamped into the bounds (`--select now` or none).
    var engine = SelectionEngine(model: model)
    if let select = options.select, select != .now {
      let value = try initialValue(select, model: model)
      do {
        try engine.select(value)
      } catch {
        let rule =
          error.kind == .valueNotAvailable ? refusedSelection(error, options: options) : error.message
        throw UsageError.invalid("--select", select.description, rule, refusedBy: error)
      }
    }
    let calendarName = options.calendar == .gregorian ? nil : options.calendar.rawValue
    return PreparedSheet(engine: engine, title: "") { value in
      answer(value, model: model, calendarName: calendarName, columns: options.columns)
    }
  }

  /// Why the picker cannot start on `--select` (shared with `wheelpicker range`): a minute or
  /// second off the step names the step and the nearest times (the core's words, as `time` gives
  /// them); anything else lies outside the bounds.
  static func refusedSelection(_ error: WheelPickerError, options: DateOptions) -> String {
    guard error.reason != .offStep else { return error.message }
    return "is outside what the picker shows (--from \(options.fromText) --to \(options.toText))"
  }

  /// The core's configuration of the date options (shared with `wheelpicker range`).
  ///
  /// - Throws: `UsageError` when the time zone is unknown.
  static func configuration(
    _ options: DateOptions, in context: CommandContext
  ) throws(UsageError) -> DatePickerConfiguration {
    let settings = try DateSettings(timeZone: options.timeZone, context: context)
    // Weeks (ymw's week of the month) start on the first weekday of --locale: Monday in de, en-GB.
    var calendar = Calendar(identifier: options.calendar.identifier)
    calendar.locale = settings.locale
    var configuration = DatePickerConfiguration(
      columns: columns(options.columns), calendar: calendar,
      timeZone: settings.timeZone, locale: settings.locale, now: settings.now,
      minimum: options.fromTime?.bound ?? .gregorian(fields(of: options.earliest, atEnd: false)),
      maximum: options.toTime?.bound ?? bound(options.latest), includesPresent: options.hasPresent)
    configuration.includesAll = options.hasAll
    configuration.wrapsClockWheels = options.wraps
    configuration.descendingYears = options.isDescending
    configuration.minuteStep = options.minuteStep
    configuration.secondStep = options.secondStep
    configuration.uses12HourClock = options.clock.map { $0 == .twelveHour }
    configuration.units = options.units
    configuration.showsWeekday = options.showsWeekday
    return configuration
  }

  private static func bound(_ argument: DateArgument) -> DateBound {
    switch argument {
    // `--to` accepts no time of day (its words are `now` only).
    case .now, .present, .time, .monthDay: .now
    case .date(let date): .gregorian(fields(of: date, atEnd: true))
    }
  }

  /// Gregorian fields of a DATE as a bound: a week or a quarter starts on its
  /// first day (minimum) or ends on its last (maximum); coarser dates extend themselves.
  static func fields(of date: ISODate, atEnd: Bool) -> DateFields {
    switch date {
    case .year(let year): return DateFields(year: year)
    case .month(let year, let month): return DateFields(year: year, month: month)
    case .day(let year, let month, let day): return DateFields(year: year, month: month, day: day)
    case .dateTime(let time):
      return DateFields(
        year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute,
        second: time.second)
    case .week:
      let first = date.firstDay
      guard atEnd else { return DateFields(year: first.year, month: first.month, day: first.day) }
      let sunday = GregorianArithmetic.date(
        daysSinceEpoch: GregorianArithmetic.daysSinceEpoch(
          year: first.year, month: first.month, day: first.day) + 6)
      return DateFields(year: sunday.year, month: sunday.month, day: sunday.day)
    case .quarter(let year, let quarter):
      guard atEnd else { return DateFields(year: year, month: quarter * 3 - 2, day: 1) }
      return DateFields(year: year, month: quarter * 3)
    }
  }

  /// The value `--select` names, in the picker's calendar and with the fields of its columns.
  ///
  /// - Throws: `UsageError` when the time does not exist in the picker's time zone.
  static func initialValue(
    _ select: DateArgument, model: DatePickerModel
  ) throws(UsageError) -> DateValue {
    if case .time(let time) = select {
      return .date(try timeFields(time, columns: model.configuration.columns))
    }
    if case .monthDay(let day) = select {
      return .date(try yearlessFields(day, columns: model.configuration.columns))
    }
    guard case .date(let date) = select else { return .present }
    if model.configuration.columns == .yearWeek, case .week(let year, let week) = date {
      return .date(DateFields(weekYear: year, week: week))
    }
    let start = date.start
    var wall = DateFields(year: start.year, month: start.month, day: start.day)
    if case .dateTime(let time) = date {
      // Only a written time can be skipped: a day starts at its first moment, 00:00 or later.
      wall.hour = time.hour
      wall.minute = time.minute
      wall.second = time.second ?? 0
    }
    let zone = model.configuration.timeZone.identifier
    do {
      let value = try model.value(at: try model.moment(atGregorian: wall))
      // With All rows, a year or a month names the whole of it (`2024`: 2024年 全部).
      guard model.configuration.includesAll, case .date(var fields) = value else { return value }
      switch date {
      case .year: fields = DateFields(era: fields.era, year: fields.year)
      case .month:
        fields = DateFields(
          era: fields.era, year: fields.year, month: fields.month, isLeapMonth: fields.isLeapMonth)
      default: return value
      }
      return .date(fields)
    } catch {
      switch error.reason {
      case .skippedTime:
        throw UsageError.invalid(
          "--select", select.description, "does not exist in \(zone) (clocks skip it)", refusedBy: error)
      default:
        throw UsageError.invalid(
          "--select", select.description, "is not a date in \(zone) (\(error.message))", refusedBy: error)
      }
    }
  }

  /// The fields of a time of day given for time-only wheels: `HH:MM` (or `HH:MM:SS`) for hour and
  /// minute wheels (seconds 00 when not written), `MM:SS` for minute and second wheels.
  ///
  /// - Throws: `UsageError` naming the time and the rule: a date is needed (wheels with a
  ///   day), a seconds part the wheels lack, or a field out of range.
  static func timeFields(_ time: ClockTime, columns: DateColumns) throws(UsageError) -> DateFields {
    let text = time.description
    let choice = DateColumnChoice.allCases.first { Self.columns($0) == columns }
    let name = choice?.rawValue ?? columns.rawValue
    switch columns {
    case .hourMinute, .hourMinuteSecond:
      try time.check(option: "--select", text: text)
      if columns == .hourMinute, time.second != nil {
        throw UsageError.invalid(
          "--select", text, "has seconds but --columns hm has no seconds wheel (use --columns hms)")
      }
      return DateFields(
        hour: time.hour, minute: time.minute, second: columns == .hourMinuteSecond ? time.second ?? 0 : nil)
    case .minuteSecond:
      guard time.second == nil else {
        throw UsageError.invalid(
          "--select", text, "must be MM:SS with --columns ms (its wheels are minutes and seconds)")
      }
      guard time.hour < 60, time.minute < 60 else {
        throw UsageError.invalid("--select", text, "minutes and seconds must be from 00 to 59 (MM:SS)")
      }
      return DateFields(minute: time.hour, second: time.minute)
    default:
      let example = choice?.hasTime == true ? "2007-04-01T\(text)" : "2007-04-01"
      throw UsageError.invalid(
        "--select", text,
        "is a time of day, but --columns \(name) has a date: write a DATE such as \(example)")
    }
  }

  /// The fields of a day without a year given for the yearless wheels: month and day for md,
  /// and the time (00:00 when not written) for mdhm.
  ///
  /// - Throws: `UsageError` naming the value and the rule: a year is needed (wheels with a
  ///   year), a time the wheels lack, or seconds.
  static func yearlessFields(_ day: MonthDay, columns: DateColumns) throws(UsageError) -> DateFields {
    let text = day.description
    let name = DateColumnChoice.allCases.first { Self.columns($0) == columns }?.rawValue ?? columns.rawValue
    switch columns {
    case .monthDay:
      guard day.time == nil else {
        throw UsageError.invalid(
          "--select", text, "has a time but --columns md has no clock wheels (use --columns mdhm)")
      }
      return DateFields(month: day.month, day: day.day)
    case .monthDayHourMinute:
      guard day.time?.second == nil else {
        throw UsageError.invalid(
          "--select", text, "has seconds but --columns mdhm has no seconds wheel")
      }
      return DateFields(
        month: day.month, day: day.day, hour: day.time?.hour ?? 0, minute: day.time?.minute ?? 0)
    default:
      throw UsageError.invalid(
        "--select", text,
        "has no year, but --columns \(name) has a year wheel: write a DATE such as 2007-\(ISODate.twoDigits(day.month))-\(ISODate.twoDigits(day.day))"
      )
    }
  }

  /// The answer of a confirmed value: its text, and as JSON the fields its columns have.
  static func answer(
    _ value: DateValue, model: DatePickerModel, calendarName: String?, columns: DateColumnChoice
  ) -> PickerAnswer {
    guard case .date(let fields) = value else { return PickerAnswer.present(text: model.text(for: value)) }
    var answer = DateAnswer(text: model.text(for: value))
    answer.calendar = calendarName
    if calendarName != nil { answer.era = fields.era }
    answer.year = fields.weekYear ?? fields.year
    answer.month = fields.month
    answer.week = fields.week
    answer.quarter = fields.quarter
    answer.day = fields.day
    if calendarName != nil, fields.month != nil { answer.isLeapMonth = fields.isLeapMonth }
    if calendarName != nil, fields.day != nil { answer.gregorian = model.gregorianDate(for: value) }
    if let days = model.gregorianDays(of: value) {
      answer.first = days.first
      answer.last = days.last
    }
    answer.hour = fields.hour
    answer.minute = fields.minute
    answer.second = fields.second
    if columns.hasDateAndTime { answer.iso = model.isoString(for: value) }
    return answer.answer
  }
}
