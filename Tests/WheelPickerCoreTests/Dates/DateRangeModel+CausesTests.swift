import Foundation
import Testing

@testable import WheelPickerCore

/// The causes a range gives for an end that moved by itself: a month's length, 至今 refused.
@Suite("DateRangeModel: the causes of an end's moves")
struct DateRangeModelCausesTests {
  typealias S = DateTestSupport

  /// Selects the row of a wheel whose key the model describes as `words`.
  @discardableResult
  static func selectDescribed(
    _ words: String, inWheel wheel: Int, _ engine: inout SelectionEngine<DateRangeModel>
  ) throws -> SelectionChange {
    let row = try #require(
      (0..<engine.rowCount(ofWheel: wheel)).first {
        engine.model.describe(
          engine.model.key(ofRow: $0, inWheel: wheel, given: engine.selection), inWheel: wheel)
          == words
      }, "no row \(words) in wheel \(wheel)")
    return engine.selectRow(row, inWheel: wheel)
  }

  @Test("an end day past its new month's end is clamped, and the range says the month is shorter")
  func endMonthLength() throws {
    let model = try DateRangeModel(DateRangeModelTests.configuration(.yearMonthDay))
    var engine = try SelectionEngine(
      model: model, value: DateRange(start: S.ymd(2020, 1, 10), end: S.ymd(2020, 3, 31)))
    let change = try Self.selectDescribed("4", inWheel: 4, &engine)
    #expect(engine.value.end == S.ymd(2020, 4, 30))
    let move = try #require(change.move(ofWheel: 5))
    #expect(move.reason == .clamped && move.fromKey?.ordinal == 31 && move.toKey?.ordinal == 30)
    guard case .monthLength(_, let lastDay)? = model.cause(of: move, given: engine.selection) else {
      Issue.record("no month-length cause for \(move)")
      return
    }
    #expect(lastDay == 30)
  }

  @Test("至今 refused because the start moved past now: the end cannot precede the start")
  func presentBeforeStart() throws {
    // Now is 2026-11-29; a start in 2030 leaves 至今 before it.
    let model = try DateRangeModel(DateRangeModelTests.configuration(.yearMonth, present: true))
    var engine = try SelectionEngine(
      model: model, value: DateRange(start: .fields(year: 2015, month: 9), end: .present))
    let change = try Self.selectDescribed("2030", inWheel: 0, &engine)
    #expect(engine.value.start == .fields(year: 2030, month: 9))
    #expect(!engine.value.end.isPresent)
    let move = try #require(change.move(ofWheel: 2))
    #expect(move.fromKey == DatePickerModel.presentKey && move.reason == .clamped)
    let end = model.dates.text(for: engine.value.end)
    #expect(model.cause(of: move, given: engine.selection) == .endBeforeStart(end: end))
  }

  @Test("至今 refused because now is closer to the start than the minimum length: the length moved it")
  func presentTooSoon() throws {
    let model = try DateRangeModel(
      DateRangeModelTests.configuration(.yearMonth, present: true), minimumLength: DateRangeLength(1, .year))
    var engine = try SelectionEngine(
      model: model, value: DateRange(start: .fields(year: 2015, month: 3), end: .present))
    // A start in March 2026 needs an end in March 2027 or later; now (November 2026) is too soon.
    let change = try Self.selectDescribed("2026", inWheel: 0, &engine)
    #expect(engine.value.start == .fields(year: 2026, month: 3))
    #expect(!engine.value.end.isPresent)
    let move = try #require(change.move(ofWheel: 2))
    #expect(move.fromKey == DatePickerModel.presentKey && move.reason == .clamped)
    let end = model.dates.text(for: engine.value.end)
    #expect(model.cause(of: move, given: engine.selection) == .rangeLength(end: end))
  }
}
