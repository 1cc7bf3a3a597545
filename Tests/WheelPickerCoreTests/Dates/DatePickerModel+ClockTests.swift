import Foundation
import Testing
import WheelPickerCore

@Suite("DatePickerModel values from the clock")
struct DatePickerModelClockTests {
  typealias S = DateTestSupport

  /// 2025-07-25 14:20:05 in Shanghai.
  static let moment = Date(timeIntervalSince1970: 1_753_424_405)

  struct Case: Sendable, CustomTestStringConvertible {
    let columns: DateColumns
    let fields: DateFields
    var testDescription: String { columns.rawValue }
  }

  @Test(
    "a moment gives the fields of each column set",
    arguments: [
      Case(columns: .year, fields: DateFields(year: 2025)),
      Case(columns: .yearMonth, fields: DateFields(year: 2025, month: 7)),
      Case(columns: .yearMonthDay, fields: DateFields(year: 2025, month: 7, day: 25)),
      Case(columns: .monthDay, fields: DateFields(month: 7, day: 25)),
      Case(columns: .yearMonthDayHour, fields: DateFields(year: 2025, month: 7, day: 25, hour: 14)),
      Case(
        columns: .yearMonthDayHourMinute,
        fields: DateFields(year: 2025, month: 7, day: 25, hour: 14, minute: 20)),
      Case(
        columns: .yearMonthDayHourMinuteSecond,
        fields: DateFields(year: 2025, month: 7, day: 25, hour: 14, minute: 20, second: 5)),
      Case(columns: .hourMinute, fields: DateFields(hour: 14, minute: 20)),
      Case(columns: .hourMinuteSecond, fields: DateFields(hour: 14, minute: 20, second: 5)),
      Case(columns: .minuteSecond, fields: DateFields(minute: 20, second: 5)),
      Case(columns: .dateAndTime, fields: DateFields(year: 2025, month: 7, day: 25, hour: 14, minute: 20)),
      Case(columns: .yearWeek, fields: DateFields(weekYear: 2025, week: 30)),
      Case(columns: .yearQuarter, fields: DateFields(year: 2025, quarter: 3)),
    ])
  func columns(_ example: Case) throws {
    let model = try DatePickerModel(S.configuration(example.columns))
    let value = try model.value(at: Self.moment)
    #expect(value == .date(example.fields))
    var engine = SelectionEngine(model: model)
    try engine.select(value)
    #expect(engine.value == value)
  }

  @Test("the Chinese calendar gives its era, year and leap month")
  func chinese() throws {
    let model = try DatePickerModel(S.configuration(.yearMonthDay, calendar: .chinese))
    #expect(
      try model.value(at: Self.moment)
        == .date(DateFields(era: 78, year: 42, month: 6, isLeapMonth: true, day: 1)))
  }

  @Test("a Gregorian wall time becomes a moment; a skipped one is refused with its reason")
  func gregorianWallTime() throws {
    let model = try DatePickerModel(S.configuration(.yearMonthDayHourMinute, zone: "America/New_York"))
    let summer = try model.moment(atGregorian: DateFields(year: 2025, month: 7, day: 25, hour: 2, minute: 20))
    #expect(summer == Date(timeIntervalSince1970: 1_753_424_400))
    do {
      _ = try model.moment(atGregorian: DateFields(year: 2025, month: 3, day: 9, hour: 2, minute: 30))
      Issue.record("02:30 on 2025-03-09 is skipped in New York")
    } catch {
      #expect(error.reason == .skippedTime && error.kind == .valueNotAvailable)
    }
    do {
      _ = try model.moment(atGregorian: DateFields(year: 2025, month: 2, day: 30))
      Issue.record("30 February")
    } catch {
      #expect(error.reason == .nonexistentDate && error.kind == .valueNotAvailable)
    }
  }

  @Test("the two 01:30s of a fall-back night are told apart")
  func repeatedHour() throws {
    let model = try DatePickerModel(S.configuration(.yearMonthDayHourMinute, zone: "America/New_York"))
    let first = try model.moment(atGregorian: DateFields(year: 2025, month: 11, day: 2, hour: 1, minute: 30))
    let second = first.addingTimeInterval(3600)
    let wall = DateFields(year: 2025, month: 11, day: 2, hour: 1, minute: 30)
    var repeated = wall
    repeated.isRepeatedHour = true
    #expect(try model.value(at: first) == .date(wall))
    #expect(try model.value(at: second) == .date(repeated))
    #expect(try model.moment(atGregorian: repeated) == second)
    var engine = SelectionEngine(model: model)
    try engine.select(try model.value(at: second))
    #expect(engine.value == .date(repeated))
  }

  @Test("moments outside the years 1…9999 are refused")
  func outside() throws {
    let model = try DatePickerModel(S.configuration(.yearMonthDay))
    #expect(throws: WheelPickerError.self) { try model.value(at: Date(timeIntervalSince1970: 1e15)) }
  }
}

extension DatePickerModelClockTests {
  @Test("a Gregorian moment needs a year, and an hour can be the repeated one only when clocks fall back")
  func gregorianMoments() throws {
    let model = try DatePickerModel(S.utc(.yearMonthDayHourMinute))
    let noYear = DateFields(month: 3, day: 9, hour: 2)
    #expect(
      kindAndReason { try model.moment(atGregorian: noYear) }
        == KindAndReason(.valueNotAvailable, .missingField))
    // UTC never falls back, so no hour is repeated.
    let repeated = DateFields(year: 2025, month: 11, day: 2, hour: 1, minute: 30, isRepeatedHour: true)
    #expect(
      kindAndReason { try model.moment(atGregorian: repeated) }
        == KindAndReason(.valueNotAvailable, .nonexistentDate))
    let plain = DateFields(year: 2025, month: 11, day: 2, hour: 1, minute: 30)
    #expect(try model.moment(atGregorian: plain) == Date(timeIntervalSince1970: 1_762_047_000))
  }
}
