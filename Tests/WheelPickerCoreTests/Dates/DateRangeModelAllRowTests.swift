import Foundation
import Testing
import WheelPickerCore

@Suite("全部 / All rows at both ends of a range")
struct DateRangeModelAllRowTests {
  typealias S = DateTestSupport

  static func model(locale: String = "zh_Hans") throws -> DateRangeModel {
    var config = S.configuration(
      .yearMonthDay, zone: "UTC", locale: locale, minimum: .year(2020), maximum: .year(2026))
    config.includesAll = true
    return try DateRangeModel(config)
  }

  @Test(
    "whole years and months at either end read as the picker writes them",
    arguments: [
      (DateRange(start: .fields(year: 2024), end: .fields(year: 2024, month: 6)), "2024年 — 2024年6月"),
      (DateRange(start: .fields(year: 2024, month: 3), end: .fields(year: 2025)), "2024年3月 — 2025年"),
      (DateRange(start: S.ymd(2024, 3, 15), end: .fields(year: 2024)), "2024年3月15日 — 2024年"),
    ])
  func wholeEnds(_ range: DateRange, _ text: String) throws {
    let model = try Self.model()
    var engine = SelectionEngine(model: model)
    try engine.select(range)
    #expect(engine.value == range)
    #expect(model.text(for: engine.value) == text)
  }

  @Test("the end's 全部 row follows the start's year; an end year before the start is refused")
  func endFollowsStart() throws {
    let model = try Self.model()
    var engine = try SelectionEngine(
      model: model, value: DateRange(start: S.ymd(2024, 3, 15), end: S.ymd(2024, 5, 1)))
    // The end's month wheel: 全部, then March … December of 2024.
    #expect(engine.rowCount(ofWheel: 4) == 11)
    #expect(model.title(ofRow: 0, inWheel: 4, given: engine.selection) == "全部")
    engine.selectRow(0, inWheel: 4)
    #expect(engine.value.end == .fields(year: 2024))
    #expect(engine.rowCount(ofWheel: 5) == 0)
    #expect(throws: WheelPickerError.self) {
      try engine.select(DateRange(start: S.ymd(2024, 3, 15), end: .fields(year: 2023)))
    }
    #expect(throws: WheelPickerError.self) {
      try engine.select(DateRange(start: S.ymd(2024, 3, 15), end: .fields(year: 2024, month: 2)))
    }
    // 全部 on the start's month: the whole of 2024 starts on 1 January.
    engine.selectRow(0, inWheel: 1)
    #expect(engine.value.start == .fields(year: 2024))
    #expect(engine.rowCount(ofWheel: 4) == 13)
  }
}
