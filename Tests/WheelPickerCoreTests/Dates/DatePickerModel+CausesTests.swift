import Foundation
import Testing
import WheelPickerCore

/// The causes a date picker gives for a clamp, and where it has none.
@Suite("DatePickerModel: the causes of a clamp")
struct DatePickerModelCausesTests {
  typealias S = DateTestSupport

  @Test("a clamp to the earliest or latest time of a clock says which, formatted as a time")
  func timeBounds() throws {
    let configuration = S.utc(
      .hourMinute, minimum: .fields(DateFields(hour: 9, minute: 30)),
      maximum: .fields(DateFields(hour: 17, minute: 15)))
    var engine = try S.engine(configuration)
    try engine.select(.fields(hour: 10, minute: 10))
    let earlier = try #require(S.selectKey(18, inWheel: 0, &engine))  // hour 9: minutes 30…59
    #expect(engine.value == .fields(hour: 9, minute: 30))
    let early = try #require(earlier.move(ofWheel: 1))
    #expect(engine.model.cause(of: early, given: engine.selection) == .earliestTime("09:30"))
    let later = try #require(S.selectKey(34, inWheel: 0, &engine))  // hour 17: minutes 0…15
    #expect(engine.value == .fields(hour: 17, minute: 15))
    let late = try #require(later.move(ofWheel: 1))
    #expect(engine.model.cause(of: late, given: engine.selection) == .latestTime("17:15"))
  }

  @Test("a day clamped past a disabled day has no cause to give")
  func filteredClamp() throws {
    var configuration = S.utc(.yearMonthDay)
    configuration.isEnabled = { value, _ in value != S.ymd(2026, 4, 15) }
    var engine = try S.engine(configuration)
    try engine.select(S.ymd(2026, 3, 15))
    let change = try #require(S.selectKey(8, inWheel: 1, &engine))  // April
    #expect(engine.value == S.ymd(2026, 4, 14))
    let move = try #require(change.move(ofWheel: 2))
    #expect(move.reason == .clamped)
    #expect(engine.model.cause(of: move, given: engine.selection) == nil)
  }

  @Test("a year wheel clamped by new bounds names the latest year")
  func yearClampedByNewBounds() throws {
    var engine = try SelectionEngine(model: try DatePickerModel(S.utc(.year)), value: .fields(year: 2030))
    let change = engine.replaceModel(try DatePickerModel(S.utc(.year, maximum: .year(2025))))
    #expect(engine.value == .fields(year: 2025))
    let move = try #require(change.move(ofWheel: 0))
    #expect(move.reason == .clamped)
    #expect(engine.model.cause(of: move, given: engine.selection) == .latestDate("2025"))
  }
}
