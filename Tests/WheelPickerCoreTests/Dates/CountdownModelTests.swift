import Foundation
import Testing
import WheelPickerCore

@Suite("CountdownModel")
struct CountdownModelTests {
  @Test("hours 0–23 and minutes on the step", arguments: [1, 5, 15, 30])
  func wheels(_ step: Int) throws {
    let model = try CountdownModel(minuteStep: step, locale: Locale(identifier: "en_US"))
    var engine = SelectionEngine(model: model)
    #expect(engine.rowCount(ofWheel: 0) == 24)
    #expect(engine.rowCount(ofWheel: 1) == 60 / step)
    try engine.select(CountdownValue(hours: 23, minutes: 60 - step))
    #expect(engine.value.seconds == 23 * 3600 + (60 - step) * 60)
    #expect(throws: WheelPickerError.self) { try engine.select(CountdownValue(seconds: 86_400)) }
  }

  @Test("a step that does not divide 60 is refused as a step not allowed")
  func badStep() {
    #expect(
      kindAndReason { try CountdownModel(minuteStep: 7, locale: Locale(identifier: "en_US")) }
        == KindAndReason(.invalidConfiguration, .stepNotAllowed))
  }

  @Test("durations read naturally", arguments: [("zh_Hans", "1小时30分钟"), ("en_US", "1 hr, 30 min")])
  func text(_ locale: String, _ expected: String) throws {
    let model = try CountdownModel(locale: Locale(identifier: locale))
    #expect(model.text(for: CountdownValue(seconds: 5400)) == expected)
  }

  @Test("units beside the centre row")
  func units() throws {
    let model = try CountdownModel(locale: Locale(identifier: "zh_Hans"), units: .besideCentre)
    #expect(model.traits(ofWheel: 0).unit == "小时")
    #expect(model.title(ofRow: 5, inWheel: 0, given: WheelSelection([5, 0])) == "5")
  }

  @Test(
    "rows from outside are clamped, never multiplied into an overflow",
    arguments: [Int.max, Int.min, -1, 1_000])
  func absurdRows(_ row: Int) throws {
    let model = try CountdownModel(minuteStep: 15, locale: Locale(identifier: "en_US"))
    let selection = WheelSelection([row, row])
    let expectedHour = row < 0 ? 0 : 23
    let expectedMinute = row < 0 ? 0 : 45
    #expect(model.key(ofRow: row, inWheel: 1, given: selection) == RowKey(expectedMinute))
    #expect(model.value(of: selection) == CountdownValue(hours: expectedHour, minutes: expectedMinute))
    #expect(throws: WheelPickerError.self) { _ = try model.keys(for: CountdownValue(seconds: Int.min)) }
  }
}
