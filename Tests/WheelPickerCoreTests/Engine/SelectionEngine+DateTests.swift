import Foundation
import Testing
import WheelPickerCore

private typealias S = DateTestSupport

/// `SelectionEngine(model:date:)`, `select(date:)` and `date`: a `Date` in and out, clamped into
/// the bounds as `UIDatePicker` clamps its `date`.
@Suite("SelectionEngine over a Date")
struct SelectionEngineDateTests {
  /// Seconds since 1970 of a UTC wall time.
  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = S.zone("UTC")
    let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    return calendar.date(from: components) ?? .distantPast
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let date: Date
    let shown: DateValue
    var testDescription: String { name }
  }

  static let bounded = S.utc(.yearMonthDay, minimum: .day(2020, 3, 10), maximum: .day(2024, 8, 20))

  @Test(
    "a Date inside the bounds shows its day; one outside shows the nearer bound",
    arguments: [
      Case(name: "inside", date: utc(2022, 5, 17, 13, 45), shown: S.ymd(2022, 5, 17)),
      Case(name: "before the minimum", date: utc(1999, 1, 1), shown: S.ymd(2020, 3, 10)),
      Case(name: "after the maximum", date: utc(2030, 12, 31), shown: S.ymd(2024, 8, 20)),
      Case(name: "the maximum's last second", date: utc(2024, 8, 20, 23, 59), shown: S.ymd(2024, 8, 20)),
      Case(
        name: "not finite", date: Date(timeIntervalSinceReferenceDate: .infinity), shown: S.ymd(2024, 8, 20)),
      Case(
        name: "before the year 1", date: Date(timeIntervalSinceReferenceDate: -1e14),
        shown: S.ymd(2020, 3, 10)),
    ])
  func clamps(_ test: Case) throws {
    let model = try DatePickerModel(Self.bounded)
    let engine = SelectionEngine(model: model, date: test.date)
    #expect(engine.value == test.shown)
    #expect(engine.date == (try model.date(for: test.shown)))
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("select(date:) reports the moves it made and keeps the engine valid after any start")
  func selectMoves() throws {
    var engine = try S.engine(Self.bounded)
    let change = engine.select(date: Self.utc(2021, 2, 28))
    #expect(engine.value == S.ymd(2021, 2, 28))
    #expect(!change.moves.isEmpty)
    #expect(engine.select(date: Self.utc(2021, 2, 28, 9)).moves.isEmpty, "the same day again moves nothing")
  }

  @Test(
    "a minute off the step selects the nearest minute on it; a time picker's date falls on the day of now")
  func stepsAndTimes() throws {
    var configuration = S.utc(.hourMinute)
    configuration.minuteStep = 15
    let engine = SelectionEngine(model: try DatePickerModel(configuration), date: Self.utc(2001, 1, 1, 9, 50))
    #expect(engine.value == .fields(hour: 9, minute: 45))
    let day = Calendar(identifier: .gregorian).dateComponents(in: S.zone("UTC"), from: S.now)
    #expect(
      engine.date == Self.utc(day.year ?? 0, day.month ?? 0, day.day ?? 0, 9, 45), "on the day of `now`")
  }

  @Test("至今 has no Date: date is nil and the value says .present")
  func present() throws {
    var configuration = S.utc(.yearMonth)
    configuration.includesPresent = true
    var engine = try S.engine(configuration)
    try engine.select(.present)
    #expect(engine.date == nil)
    engine.select(date: Self.utc(2010, 6, 1))
    #expect(engine.value == .fields(year: 2010, month: 6))
    #expect(engine.date == Self.utc(2010, 6, 1))
  }
}
