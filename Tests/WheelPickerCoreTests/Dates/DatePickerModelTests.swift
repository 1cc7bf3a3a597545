import Foundation
import Testing
import WheelPickerCore

@Suite("DatePickerModel")
struct DatePickerModelTests {
  typealias S = DateTestSupport

  struct ClampCase: CustomTestStringConvertible, Sendable {
    var name: String
    var start: DateValue
    var wheel: Int
    var key: Int
    var expected: DateValue
    var testDescription: String { name }
  }

  @Test(
    "day clamps when the month or year changes",
    arguments: [
      ClampCase(
        name: "Jan 31 → Feb, leap year", start: S.ymd(2024, 1, 31), wheel: 1, key: 4,
        expected: S.ymd(2024, 2, 29)),
      ClampCase(
        name: "Jan 31 → Feb, common year", start: S.ymd(2023, 1, 31), wheel: 1, key: 4,
        expected: S.ymd(2023, 2, 28)),
      ClampCase(
        name: "29 Feb 2024 → 2023", start: S.ymd(2024, 2, 29), wheel: 0, key: 2023 + 99_999,
        expected: S.ymd(2023, 2, 28)),
      ClampCase(
        name: "31 March → April", start: S.ymd(2025, 3, 31), wheel: 1, key: 8, expected: S.ymd(2025, 4, 30)),
      ClampCase(
        name: "December 31 → November", start: S.ymd(2025, 12, 31), wheel: 1, key: 22,
        expected: S.ymd(2025, 11, 30)),
      ClampCase(
        name: "November 30 → December keeps 30", start: S.ymd(2025, 11, 30), wheel: 1, key: 24,
        expected: S.ymd(2025, 12, 30)),
    ])
  func dayClamps(_ test: ClampCase) throws {
    var engine = try S.engine(S.configuration(.yearMonthDay))
    try engine.select(test.start)
    let change = try #require(S.selectKey(test.key, inWheel: test.wheel, &engine))
    #expect(engine.value == test.expected)
    #expect(engine.invariantViolations().isEmpty)
    if test.start.fields?.day != test.expected.fields?.day {
      #expect(change.move(ofWheel: 2)?.reason == .clamped)
    }
  }

  @Test("year-month mode never carries a day (no \"June 31\")")
  func yearMonthHasNoDay() throws {
    var engine = try S.engine(S.configuration(.yearMonth))
    try engine.select(.fields(year: 2025, month: 5))
    S.selectKey(12, inWheel: 1, &engine)
    #expect(engine.value == .fields(year: 2025, month: 6))
    #expect(engine.value.fields?.day == nil)
    #expect(throws: WheelPickerError.self) { try engine.select(S.ymd(2025, 6, 30)) }
  }

  struct BoundsCase: CustomTestStringConvertible, Sendable {
    var name: String
    var minimum: DateBound
    var maximum: DateBound
    var columns: DateColumns
    /// Row counts of each wheel when the engine sits on `value`.
    var value: DateValue
    var counts: [Int]
    var testDescription: String { name }
  }

  @Test(
    "bounds cut the wheels where they say",
    arguments: [
      BoundsCase(
        name: "min and max in the same month and year", minimum: .day(2025, 3, 10),
        maximum: .day(2025, 3, 20),
        columns: .yearMonthDay, value: S.ymd(2025, 3, 15), counts: [1, 1, 11]),
      BoundsCase(
        name: "minute-precision minimum, day maximum",
        minimum: .fields(DateFields(year: 2020, month: 5, day: 15, hour: 10, minute: 30)),
        maximum: .day(2021, 2, 3), columns: .yearMonthDayHourMinute,
        value: .fields(year: 2020, month: 5, day: 15, hour: 10, minute: 30), counts: [2, 8, 17, 14, 30]),
      BoundsCase(
        name: "the last day of the maximum is whole", minimum: .year(2020), maximum: .day(2021, 2, 3),
        columns: .yearMonthDayHourMinute, value: .fields(year: 2021, month: 2, day: 3, hour: 23, minute: 59),
        counts: [2, 2, 3, 24, 60]),
      BoundsCase(
        name: "December edges", minimum: .day(2024, 12, 31), maximum: .day(2025, 1, 1),
        columns: .yearMonthDay,
        value: S.ymd(2024, 12, 31), counts: [2, 1, 1]),
    ])
  func boundsCut(_ test: BoundsCase) throws {
    var config = S.configuration(test.columns, minimum: test.minimum, maximum: test.maximum)
    config.uses12HourClock = false
    var engine = try S.engine(config)
    try engine.select(test.value)
    #expect((0..<engine.wheelCount).map { engine.rowCount(ofWheel: $0) } == test.counts)
  }

  @Test("values outside the bounds are refused and never offered")
  func outsideBounds() throws {
    var engine = try S.engine(
      S.configuration(.yearMonthDay, minimum: .day(2020, 5, 15), maximum: .day(2021, 2, 3)))
    #expect(throws: WheelPickerError.self) { try engine.select(S.ymd(2020, 5, 14)) }
    #expect(throws: WheelPickerError.self) { try engine.select(S.ymd(2021, 2, 4)) }
    try engine.select(S.ymd(2021, 1, 31))
    S.selectKey(2020 + 99_999, inWheel: 0, &engine)
    #expect(engine.value == S.ymd(2020, 5, 31))
  }

  @Test("bounds changed after first use take effect through replaceModel")
  func boundsChangedAfterFirstUse() throws {
    var engine = try S.engine(S.configuration(.yearMonthDay, minimum: .year(2000), maximum: .year(2030)))
    try engine.select(S.ymd(2025, 8, 20))
    let narrower = try DatePickerModel(
      S.configuration(.yearMonthDay, minimum: .day(2025, 1, 1), maximum: .day(2025, 6, 10)))
    let change = engine.replaceModel(narrower)
    #expect(engine.value == S.ymd(2025, 6, 10))
    #expect(change.move(ofWheel: 1)?.reason == .clamped)
    #expect(engine.rowCount(ofWheel: 0) == 1)
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test(
    "00:00 can be preselected (12 AM on a 12-hour clock)",
    arguments: [DateColumns.hourMinute, .yearMonthDayHourMinute, .dateAndTime], [false, true])
  func midnight(_ columns: DateColumns, _ twelveHour: Bool) throws {
    var config = S.configuration(columns, locale: "en_US", minimum: .year(2025), maximum: .year(2026))
    config.uses12HourClock = twelveHour
    let value: DateValue =
      columns == .hourMinute
      ? .fields(hour: 0, minute: 0) : .fields(year: 2025, month: 3, day: 1, hour: 0, minute: 0)
    config.initialValue = value
    let engine = try S.engine(config)
    #expect(engine.value == value)
    let hourWheel = try #require(
      (0..<engine.wheelCount).first { engine.model.traits(ofWheel: $0).name == "hour" })
    #expect(
      engine.title(ofRow: engine.selectedRow(inWheel: hourWheel) ?? -1, inWheel: hourWheel)
        == (twelveHour ? "12" : "00"))
  }

  @Test("至今 empties the other wheels; a year brings them back on their rows")
  func presentAndBack() throws {
    var config = S.configuration(.yearMonthDay, minimum: .year(1940), maximum: .now)
    config.includesPresent = true
    var engine = try S.engine(config)
    try engine.select(S.ymd(2007, 4, 1))
    try engine.select(.present)
    #expect(engine.value == .present)
    #expect(engine.rowCount(ofWheel: 1) == 0 && engine.rowCount(ofWheel: 2) == 0)
    #expect(engine.selectedRow(inWheel: 1) == nil)
    #expect(engine.title(ofRow: engine.rowCount(ofWheel: 0) - 1, inWheel: 0) == "至今")
    let change = S.selectKey(2007 + 99_999, inWheel: 0, &engine)
    #expect(engine.value == S.ymd(2007, 4, 1))
    #expect(change?.move(ofWheel: 1)?.reason == .restored)
  }

  @Test("an engine that starts on 至今 comes back on now, clamped into the bounds")
  func presentFirst() throws {
    var config = S.configuration(.yearMonthDay, minimum: .year(1940), maximum: .day(2026, 6, 30))
    config.includesPresent = true
    config.descendingYears = true
    config.initialValue = .present
    var engine = try S.engine(config)
    #expect(engine.selectedRow(inWheel: 0) == 0)
    engine.selectRow(1, inWheel: 0)
    #expect(engine.value == S.ymd(2026, 6, 30))
  }

  @Test("weekday after the day, today's label, and a filter that skips weekends")
  func weekdayTodayFilter() throws {
    var config = S.configuration(.yearMonthDay, minimum: .year(2026), maximum: .year(2026))
    config.showsWeekday = true
    config.labelsToday = true
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = S.zone("Asia/Shanghai")
    let weekdays = calendar
    config.isEnabled = { value, moment in
      value.fields?.day == nil || !weekdays.isDateInWeekend(moment)
    }
    var engine = try S.engine(config)
    try engine.select(S.ymd(2026, 11, 27))  // a Friday
    #expect(engine.title(ofRow: 0, inWheel: 2) == "1日 周日")
    #expect(engine.title(ofRow: 28, inWheel: 2) == "29日 周日 今天")
    engine.selectRow(28, inWheel: 2)  // Sunday 29th: disabled, nearest enabled is Monday 30th or Friday 27th
    #expect(engine.value == S.ymd(2026, 11, 30))
    #expect(throws: WheelPickerError.self) { try engine.select(S.ymd(2026, 11, 28)) }
  }

  @Test(
    "a disabled row is skipped to the nearest enabled one, ties to the earlier value",
    arguments: [
      ("Wednesday 25 → Tuesday 24 (tie with Thursday 26)", 25, 24),
      ("Wednesday 4 → Tuesday 3 (tie with Thursday 5)", 4, 3),
      ("Tuesday 24 stays", 24, 24),
    ])
  func disabledTiesGoEarlier(_ name: String, _ day: Int, _ expected: Int) throws {
    var config = S.configuration(.yearMonthDay, minimum: .year(2026), maximum: .year(2026))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = S.zone("Asia/Shanghai")
    let weekdays = calendar
    // Wednesdays are disabled (weekday 4); November 2026 has Wednesdays on the 4th, 11th, 18th, 25th.
    config.isEnabled = { value, moment in
      value.fields?.day == nil || weekdays.component(.weekday, from: moment) != 4
    }
    var engine = try S.engine(config)
    try engine.select(S.ymd(2026, 11, 10))
    let change = engine.selectRow(day - 1, inWheel: 2)
    #expect(engine.value == S.ymd(2026, 11, expected), "\(name)")
    if day != expected { #expect(change.moves.first?.reason == .skippedDisabled) }
    // Re-deriving skips too: 2 December 2026 is a Wednesday, so day 2 carried from November to
    // December lands on the 1st (a tie between the 1st and the 3rd).
    try engine.select(S.ymd(2026, 11, 2))
    S.selectKey(24, inWheel: 1, &engine)
    #expect(engine.value == S.ymd(2026, 12, 1))
  }

  @Test("minute steps and the 12-hour clock with the AM/PM wheel where the locale puts it")
  func stepsAndPeriod() throws {
    var config = S.configuration(.hourMinute, locale: "en_US")
    config.minuteStep = 15
    var engine = try S.engine(config)
    #expect(engine.rowCount(ofWheel: 2) == 4)
    try engine.select(.fields(hour: 3, minute: 45))
    engine.selectRow(1, inWheel: 0)  // PM
    #expect(engine.value == .fields(hour: 15, minute: 45))
    #expect(engine.model.displayOrder == [1, 2, 0])
    config.locale = Locale(identifier: "zh_Hans")
    config.uses12HourClock = true
    #expect(try DatePickerModel(config).displayOrder == [0, 1, 2])
  }

  @Test("a time zone other than the process's: now and conversions follow it")
  func otherTimeZone() throws {
    var config = S.configuration(
      .dateAndTime, zone: "Pacific/Kiritimati", minimum: .year(2026), maximum: .year(2026))
    config.uses12HourClock = false
    let engine = try S.engine(config)
    // 12:00 UTC is 02:00 next day at UTC+14.
    #expect(engine.value == .fields(year: 2026, month: 11, day: 30, hour: 2, minute: 0))
    #expect(try engine.model.date(for: engine.value) == S.now)
    #expect(engine.model.isoString(for: engine.value) == "2026-11-30T02:00:00+14:00")
  }

  @Test(
    "ISO week years around New Year",
    arguments: [("2020-12-31", 2020, 53), ("2021-01-03", 2020, 53), ("2024-12-30", 2025, 1)])
  func isoWeeks(_ day: String, _ weekYear: Int, _ week: Int) throws {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    var config = S.configuration(.yearWeek, minimum: .year(2019), maximum: .year(2026))
    config.initialValue = nil
    config.now = try #require(
      Calendar(identifier: .gregorian).date(
        from: DateComponents(
          timeZone: S.zone("Asia/Shanghai"), year: parts[0], month: parts[1], day: parts[2], hour: 12)))
    let engine = try S.engine(config)
    #expect(engine.value == .date(DateFields(weekYear: weekYear, week: week)))
    #expect(engine.model.isoString(for: engine.value) == "\(weekYear)-W\(week < 10 ? "0" : "")\(week)")
    #expect(engine.model.text(for: engine.value) == "\(weekYear)年第\(week)周")
  }

  @Test(
    "week text reads naturally in each language, ISO elsewhere",
    arguments: [
      ("zh_Hans", "2020年第53周"), ("zh_Hant", "2020年第53週"), ("ja_JP", "2020年第53週"),
      ("en_US", "Week 53, 2020"), ("de_DE", "2020-W53"),
    ])
  func weekText(locale: String, expected: String) throws {
    let config = S.configuration(.yearWeek, locale: locale, minimum: .year(2019), maximum: .year(2026))
    let model = try DatePickerModel(config)
    #expect(model.text(for: .date(DateFields(weekYear: 2020, week: 53))) == expected)
  }

  @Test("quarters")
  func quarters() throws {
    var engine = try S.engine(
      S.configuration(.yearQuarter, locale: "en_US", minimum: .day(2020, 5, 1), maximum: .year(2021)))
    try engine.select(.date(DateFields(year: 2021, quarter: 1)))
    #expect(engine.model.isoString(for: engine.value) == "2021-Q1")
    S.selectKey(2020 + 99_999, inWheel: 0, &engine)
    #expect(engine.value == .date(DateFields(year: 2020, quarter: 2)))
    #expect(engine.rowCount(ofWheel: 1) == 3)
  }

  @Test(
    "time pickers start on now in the picker's time zone", arguments: [DateColumns.hourMinute, .minuteSecond])
  func startsOnNow(_ columns: DateColumns) throws {
    var config = S.configuration(columns, zone: "Asia/Kolkata")
    config.uses12HourClock = false
    let engine = try S.engine(config)
    // 12:00 UTC is 17:30 in Kolkata.
    let expected: DateValue =
      columns == .hourMinute ? .fields(hour: 17, minute: 30) : .fields(minute: 30, second: 0)
    #expect(engine.value == expected)
  }

  @Test(
    "a picker with a minute step starts on the step nearest to now (ties to the earlier)",
    arguments: [(7, 5), (8, 10), (2, 0), (58, 55)])
  func startsOnNearestStep(nowMinute: Int, expected: Int) throws {
    var config = S.configuration(.hourMinute)
    config.minuteStep = 5
    config.now = S.now.addingTimeInterval(Double(nowMinute * 60))  // 20:mm in Shanghai
    let engine = try S.engine(config)
    #expect(engine.value == .fields(hour: 20, minute: expected))
  }

  @Test("month-day: February has 29 rows, and days show no weekday of some year")
  func monthDay() throws {
    var config = S.configuration(.monthDay)
    config.showsWeekday = true
    var engine = try S.engine(config)
    #expect(engine.value == .fields(month: 11, day: 29), "starts on today's month and day")
    try engine.select(.fields(month: 2, day: 29))
    #expect(engine.rowCount(ofWheel: 1) == 29)
    #expect(engine.value == .fields(month: 2, day: 29))
    #expect(engine.title(ofRow: 28, inWheel: 1) == "29日")
    // "now" is in 2026, not a leap year: 29 February reads and converts in the next leap year.
    #expect(engine.model.text(for: engine.value) == "2月29日")
    let moment = try #require(try engine.model.date(for: engine.value))
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = S.zone("Asia/Shanghai")
    #expect(
      gregorian.dateComponents([.year, .month, .day], from: moment)
        == DateComponents(year: 2028, month: 2, day: 29))
  }

  @Test("the date-and-time layout: a wheel of days, Apple style")
  func dateAndTime() throws {
    var config = S.configuration(.dateAndTime, locale: "zh_Hans", minimum: .year(2026), maximum: .year(2026))
    config.labelsToday = true
    var engine = try S.engine(config)
    #expect(engine.rowCount(ofWheel: 0) == 365)
    #expect(engine.title(ofRow: engine.selectedRow(inWheel: 0) ?? 0, inWheel: 0) == "今天")
    engine.selectRow(0, inWheel: 0)
    #expect(engine.title(ofRow: 0, inWheel: 0) == "1月1日 周四")
    config.locale = Locale(identifier: "en_US")
    engine = try S.engine(config)
    #expect(engine.title(ofRow: 0, inWheel: 0).contains("Jan 1"))
    #expect(engine.model.displayOrder == [0, 2, 3, 1])
    let change = engine.selectRow(58, inWheel: 0)
    #expect(change.moves.first?.describe(with: engine.model) == "date selected 2026-02-28")
  }
}

extension DatePickerModelTests {
  @Test("a display order the caller gives is kept when it is a permutation")
  func givenOrder() throws {
    var configuration = S.utc(.yearMonthDay)
    configuration.displayOrder = [2, 0, 1]
    #expect(try DatePickerModel(configuration).displayOrder == [2, 0, 1])
  }
}
