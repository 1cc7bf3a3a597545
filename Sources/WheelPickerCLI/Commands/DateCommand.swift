import Foundation
import WheelPickerCore

/// `wheelpicker date`: dates, date-times, weeks and quarters in any calendar.
enum DateCommand {
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
    }
  }

  /// The core's unit placement for `--units`.
  static func units(_ labels: UnitLabels) -> DatePickerConfiguration.UnitPlacement {
    switch labels {
    case .all: .onEveryRow
    case .center: .besideCentre
    case .none: .none
    }
  }

  /// The date picker's sheet, on `--select` or now clamped into the bounds.
  ///
  /// - Throws: `WheelPickerError` when the bounds are reversed, the time zone
  ///   is unknown or `--select` lies outside what the picker can show.
  static func prepare(
    _ options: DateOptions, common: CommonOptions, environment: [String: String]
  ) throws(WheelPickerError) -> PreparedSheet<DatePickerModel> {
    let settings = try DateSettings(timeZone: options.timeZone, common: common, environment: environment)
    var configuration = DatePickerConfiguration(
      columns: columns(options.columns), calendar: Calendar(identifier: options.calendar.identifier),
      timeZone: settings.timeZone, locale: settings.locale, now: settings.now,
      minimum: .gregorian(fields(of: options.from, atEnd: false)),
      maximum: bound(options.to), includesPresent: options.hasPresent)
    configuration.descendingYears = options.isDescending
    configuration.minuteStep = options.minuteStep
    configuration.secondStep = options.secondStep
    configuration.uses12HourClock = options.clock.map { $0 == .twelveHour }
    configuration.units = units(options.units)
    configuration.showsWeekday = options.showsWeekday
    let model: DatePickerModel
    do {
      model = try DatePickerModel(configuration)
    } catch {
      guard error.kind == .invalidConfiguration, error.message.contains("minimum") else {
        throw WheelPickerError(error.kind, "wheelpicker date: " + error.message)
      }
      throw UsageError.invalid(
        "--from", options.from.description,
        "is after --to \(options.to) (the earliest date must not be later than the latest)")
    }
    // The model starts on now clamped into the bounds (`--select now` or none).
    var engine = SelectionEngine(model: model)
    if let select = options.select, select != .now {
      let value =
        select == .present ? DateValue.present : try initialValue(select, model: model, settings: settings)
      do {
        try engine.select(value)
      } catch {
        let rule =
          error.kind == .valueNotAvailable
          ? "is outside what the picker shows (--from \(options.from) --to \(options.to))"
          : error.message
        throw UsageError.invalid("--select", select.description, rule)
      }
    }
    let calendarName = options.calendar == .gregorian ? nil : options.calendar.rawValue
    return PreparedSheet(engine: engine, title: "") { value in
      answer(value, model: model, calendarName: calendarName, columns: options.columns)
    }
  }

  /// Units beside the centre row, by wheel, when `--units center` asks for them.
  static func centreUnits<Model: WheelModel>(_ model: Model) -> [Int: String] {
    var units: [Int: String] = [:]
    for wheel in 0..<model.wheelCount {
      if let unit = model.traits(ofWheel: wheel).unit { units[wheel] = unit }
    }
    return units
  }

  /// Page Up/Down move ten years in a year wheel.
  static func yearPages(_ model: DatePickerModel) -> [Int: Int] {
    var pages: [Int: Int] = [:]
    for wheel in 0..<model.wheelCount where ["year", "week year"].contains(model.traits(ofWheel: wheel).name)
    {
      pages[wheel] = 10
    }
    return pages
  }

  private static func bound(_ argument: DateArgument) -> DateBound {
    switch argument {
    case .now, .present: .now
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
  static func initialValue(
    _ select: DateArgument, model: DatePickerModel, settings: DateSettings
  ) throws(WheelPickerError) -> DateValue {
    guard case .date(let date) = select else { return .present }
    let columns = model.configuration.columns
    if columns == .yearWeek {
      let week: (year: Int, week: Int)
      if case .week(let year, let number) = date {
        week = (year, number)
      } else {
        let day = date.firstDay
        week = GregorianArithmetic.isoWeek(year: day.year, month: day.month, day: day.day)
      }
      return .date(DateFields(weekYear: week.year, week: week.week))
    }
    let start = date.start
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = settings.timeZone
    let components = DateComponents(
      year: start.year, month: start.month, day: start.day, hour: start.hour, minute: start.minute,
      second: start.second ?? 0)
    guard let moment = gregorian.date(from: components) else {
      throw UsageError.invalid(
        "--select", select.description, "is not a date in \(settings.timeZone.identifier)")
    }
    let shown = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: moment)
    if shown.day != start.day || shown.hour != start.hour || shown.minute != start.minute {
      // Foundation moves a time that a daylight-saving change skips; never let it shift silently.
      throw UsageError.invalid(
        "--select", select.description, "does not exist in \(settings.timeZone.identifier) (clocks skip it)")
    }
    var calendar = model.configuration.calendar
    calendar.timeZone = settings.timeZone
    let parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: moment)
    let isLeapMonth = parts.isLeapMonth ?? false
    let era = [.chinese, .japanese].contains(calendar.identifier) ? parts.era : nil
    switch columns {
    case .year: return .date(DateFields(era: era, year: parts.year))
    case .yearMonth:
      return .date(DateFields(era: era, year: parts.year, month: parts.month, isLeapMonth: isLeapMonth))
    case .yearMonthDay, .dateAndTime, .yearMonthDayHour, .yearMonthDayHourMinute,
      .yearMonthDayHourMinuteSecond:
      var fields = DateFields(
        era: era, year: parts.year, month: parts.month, isLeapMonth: isLeapMonth, day: parts.day)
      if columns != .yearMonthDay {
        fields.hour = parts.hour
        if columns != .yearMonthDayHour { fields.minute = parts.minute }
        if columns == .yearMonthDayHourMinuteSecond { fields.second = parts.second }
      }
      return .date(fields)
    case .monthDay: return .date(DateFields(month: parts.month, isLeapMonth: isLeapMonth, day: parts.day))
    case .hourMinute: return .date(DateFields(hour: parts.hour, minute: parts.minute))
    case .hourMinuteSecond:
      return .date(DateFields(hour: parts.hour, minute: parts.minute, second: parts.second))
    case .minuteSecond: return .date(DateFields(minute: parts.minute, second: parts.second))
    case .yearQuarter:
      return .date(DateFields(era: era, year: parts.year, quarter: ((parts.month ?? 1) - 1) / 3 + 1))
    case .yearWeek: return .present
    }
  }

  /// The answer of a confirmed value (issue 4 §2's JSON fields).
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
    answer.hour = fields.hour
    answer.minute = fields.minute
    answer.second = fields.second
    if columns.hasDateAndTime { answer.iso = model.isoString(for: value) }
    return answer.answer
  }
}
