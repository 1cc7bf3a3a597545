import Foundation
import Testing
import WheelPickerCore

/// Bounds that name something the calendar does not have, moments far outside the years
/// 1…9999, and the clamps a bound causes in the week, quarter and week-of-month wheels.
@Suite("DatePickerModel bounds: what is refused and what a bound explains")
struct DatePickerModelBoundsTests {
  typealias S = DateTestSupport

  static func refusal(_ configuration: DatePickerConfiguration) -> WheelPickerError? {
    do {
      _ = try DatePickerModel(configuration)
      return nil
    } catch {
      return error
    }
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let minimum: DateBound
    let calendar: Calendar.Identifier
    let words: [String]
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "a day the month does not have", minimum: .fields(DateFields(year: 2021, month: 2, day: 30)),
      calendar: .gregorian, words: ["minimum", "day 30 does not exist in month 2 of year 2021", "1…28"]),
    Refusal(
      name: "a month the year does not have", minimum: .fields(DateFields(year: 2021, month: 14)),
      calendar: .gregorian, words: ["minimum", "month 14 does not exist in year 2021"]),
    Refusal(
      name: "a leap month the Chinese year does not have",
      minimum: .fields(DateFields(era: 78, year: 43, month: 3, isLeapMonth: true)), calendar: .chinese,
      words: ["minimum", "month 3 does not exist in year 43"]),
    Refusal(
      name: "a Gregorian month past December", minimum: .gregorian(DateFields(year: 2021, month: 13)),
      calendar: .buddhist, words: ["minimum", "names no Gregorian month (months are 1…12)"]),
    Refusal(
      name: "a field out of its range", minimum: .fields(DateFields(year: 2021, month: 1, day: 41)),
      calendar: .gregorian, words: ["minimum", "day 41 is outside 1…40"]),
    Refusal(
      name: "a moment 600,000 years before 2001",
      minimum: .moment(Date(timeIntervalSinceReferenceDate: -2e13)), calendar: .gregorian,
      words: ["minimum", "more than 300,000 years before 2001"]),
    Refusal(
      name: "a moment in year −218", minimum: .moment(Date(timeIntervalSinceReferenceDate: -7e10)),
      calendar: .gregorian,
      words: ["minimum -0218-10-15T19:33:20Z is -0218-10-15T19:33:20 in", "outside the years 1…9999"]),
  ]

  @Test(
    "a bound naming what the calendar lacks is refused, naming the bound and the rule", arguments: refusals)
  func refused(_ refusal: Refusal) throws {
    let configuration = S.configuration(
      .yearMonthDay, zone: "UTC", minimum: refusal.minimum, calendar: refusal.calendar)
    let error = try #require(Self.refusal(configuration), "\(refusal.name) was accepted")
    #expect(error.kind == .invalidConfiguration)
    for word in refusal.words {
      #expect(error.message.contains(word), "\(error.message)")
    }
  }

  @Test("a maximum of an hour alone reaches the end of that hour; of a minute alone, its last second")
  func partialTimes() throws {
    let hour = S.configuration(.hourMinuteSecond, zone: "UTC", maximum: .fields(DateFields(hour: 18)))
    var engine = try S.engine(hour)
    try engine.select(.fields(hour: 18, minute: 59, second: 59))
    #expect(engine.value == .fields(hour: 18, minute: 59, second: 59))
    let minute = S.configuration(.minuteSecond, zone: "UTC", maximum: .fields(DateFields(minute: 30)))
    var minutes = try S.engine(minute)
    try minutes.select(.fields(minute: 30, second: 59))
    #expect(minutes.value == .fields(minute: 30, second: 59))
  }

  @Test(
    "a week, a quarter and a week of the month clamped by the earliest date say so",
    arguments: [DateColumns.yearWeek, .yearQuarter, .yearMonthWeek, .yearMonth])
  func boundClamps(_ columns: DateColumns) throws {
    let configuration = S.configuration(
      columns, zone: "UTC", locale: "en_US", minimum: .fields(DateFields(year: 2020, month: 8, day: 20)))
    var engine = try S.engine(configuration)
    // The first row of every wheel in the next year, then back to the first year: what was held
    // lies before the minimum, so the wheels below the year are clamped up to it.
    engine.selectRow(1, inWheel: 0)
    for wheel in 1..<engine.wheelCount { engine.selectRow(0, inWheel: wheel) }
    let change = engine.selectRow(0, inWheel: 0)
    let sentence = PickerWords(language: .english).announcement(for: change, in: engine)
    #expect(
      sentence?.contains("the earliest date is") == true,
      "\(columns): \(sentence ?? "nothing"), \(change.moves)")
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("a minimum of a year alone starts on its first day; a maximum of a month alone ends on its last")
  func partialBounds() throws {
    let configuration = S.utc(
      .yearMonthDay, minimum: .fields(DateFields(year: 2021)),
      maximum: .fields(DateFields(year: 2021, month: 3)))
    var engine = try S.engine(configuration)
    try engine.select(S.ymd(2021, 1, 1))
    try engine.select(S.ymd(2021, 3, 31))
    #expect(engine.rowCount(ofWheel: 0) == 1 && engine.rowCount(ofWheel: 1) == 3)
    #expect(throws: WheelPickerError.self) { try engine.select(S.ymd(2021, 4, 1)) }
    #expect(throws: WheelPickerError.self) { try engine.select(S.ymd(2020, 12, 31)) }
  }

  @Test("a bound in an era-year the calendar does not have is refused")
  func missingEraYear() throws {
    // Heisei (era 235) ended in its 31st year, 2019: its 40th year does not exist.
    let configuration = S.utc(
      .yearMonthDay, minimum: .fields(DateFields(era: 235, year: 40)), maximum: .year(2100),
      calendar: .japanese)
    #expect(
      kindAndReason {
        _ = try DatePickerModel(configuration)
      } == KindAndReason(.invalidConfiguration, .nonexistentDate))
  }

}
