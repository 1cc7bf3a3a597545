import Foundation
import Testing
import WheelPickerCore

@Suite("SelectionEngine")
struct SelectionEngineTests {
  @Test("day 31 clamps to 30 in April and the change says so")
  func clampReported() throws {
    var engine = try SelectionEngine(model: NumberWheelsModel(), value: [1, 31])
    let change = engine.selectRow(3, inWheel: 0)
    #expect(engine.value == [4, 30])
    #expect(change.rederivedWheels == 0..<2)
    #expect(change.moves.map(\.wheel) == [0, 1])
    let move = try #require(change.move(ofWheel: 1))
    #expect(move.reason == .clamped)
    #expect(move.describe(with: engine.model) == "day clamped 31 → 30")
  }

  @Test("the same value is kept when it exists")
  func sameValueKept() throws {
    var engine = try SelectionEngine(model: NumberWheelsModel(), value: [1, 15])
    let change = engine.selectRow(1, inWheel: 0)
    #expect(engine.value == [2, 15])
    #expect(change.move(ofWheel: 1) == nil)
  }

  @Test("nearest skips disabled rows, ties go to the earlier value")
  func nearestSkipsDisabled() throws {
    var model = NumberWheelsModel()
    model.disabledDays = [29, 30]
    var engine = try SelectionEngine(model: model, value: [1, 31])
    engine.selectRow(3, inWheel: 0)  // April: 30 disabled, 29 disabled → 28
    #expect(engine.value == [4, 28])
    model.disabledDays = [15]
    engine = try SelectionEngine(model: model, value: [1, 14])
    engine.selectRow(14, inWheel: 1)  // day 15 disabled: 14 and 16 tie → 14
    #expect(engine.value == [1, 14])
    engine.selectRow(20, inWheel: 1)
    engine.selectRow(14, inWheel: 1)
    #expect(engine.value == [1, 14])
  }

  @Test("descending rows find the nearest value too")
  func descending() throws {
    var model = NumberWheelsModel()
    model.descendingDays = true
    var engine = try SelectionEngine(model: model, value: [3, 31])
    #expect(engine.selectedRow(inWheel: 1) == 0)
    engine.selectRow(1, inWheel: 0)
    #expect(engine.value == [2, 28])
  }

  @Test("a value outside the model is an error and leaves the selection alone")
  func unavailableValue() throws {
    var engine = try SelectionEngine(model: NumberWheelsModel(), value: [5, 5])
    #expect(throws: WheelPickerError.self) { try engine.select([2, 30]) }
    #expect(engine.value == [5, 5])
  }

  @Test("replacing the model keeps the value where it still exists")
  func replaceModel() throws {
    var engine = try SelectionEngine(model: NumberWheelsModel(), value: [5, 31])
    var narrower = NumberWheelsModel()
    narrower.firstMonth = 6
    let change = engine.replaceModel(narrower)
    #expect(engine.value == [6, 30])
    #expect(change.move(ofWheel: 0)?.reason == .clamped)
    engine.replaceModel(NumberWheelsModel())
    #expect(engine.value == [6, 30])
  }

  @Test("rows out of range are clamped; unknown wheels are ignored")
  func outOfRange() throws {
    var engine = SelectionEngine(model: NumberWheelsModel())
    engine.selectRow(99, inWheel: 0)
    #expect(engine.value == [12, 1])
    #expect(engine.selectRow(0, inWheel: 7) == .none)
    #expect(engine.title(ofRow: 40, inWheel: 1) == "")
  }
}

@Suite("SelectionEngine.replaceModel with other wheels")
struct SelectionEngineReplaceTests {
  @Test("a 12-hour clock becoming a 24-hour one keeps 15:45", arguments: [true, false])
  func keepsValueAcrossWheelCounts(startsWith12Hour: Bool) throws {
    var config = DateTestSupport.configuration(.hourMinute, locale: "en_US")
    config.uses12HourClock = startsWith12Hour
    var engine = try SelectionEngine(model: DatePickerModel(config), value: .fields(hour: 15, minute: 45))
    config.uses12HourClock = !startsWith12Hour
    let change = engine.replaceModel(try DatePickerModel(config))
    #expect(engine.wheelCount == (startsWith12Hour ? 2 : 3))
    #expect(engine.value == .fields(hour: 15, minute: 45))
    #expect(change.rederivedWheels == 0..<engine.wheelCount)
    #expect(engine.invariantViolations().isEmpty)
  }
}

/// Values a model cannot show: refused with a message naming the value and the rule, the
/// selection left as it was.
extension SelectionEngineTests {
  @Test("a model answering two keys for a one-wheel value is refused, counting both")
  func wrongKeyCount() {
    var engine = SelectionEngine(model: TensModel(extraKey: true))
    #expect(
      kindAndReason {
        try engine.select([20])
      } == KindAndReason(.valueNotAvailable, .wrongComponentCount))
    #expect(engine.selection[0] == 0)
  }

  @Test("a value whose row exists but is disabled is refused by wheel and key, the selection kept")
  func disabledRow() {
    // Every row is disabled: the nearest enabled row to key 20 does not exist, so the engine lands
    // on the row of 20 itself, shows the value asked for, and must still refuse it.
    var engine = SelectionEngine(model: TensModel(allDisabled: true))
    #expect(engine.selection[0] == 0)
    #expect(
      kindAndReason {
        try engine.select([20])
      } == KindAndReason(.valueNotAvailable, .disabled))
    #expect(engine.selection[0] == 0)
  }

  @Test("selecting with skipping in a wheel that does not exist changes nothing")
  func skippingUnknownWheel() {
    var engine = SelectionEngine(model: TensModel())
    #expect(engine.selectRow(1, inWheel: 1, skipping: .forward) == .none)
    #expect(engine.selectRow(1, inWheel: -1, skipping: .backward) == .none)
    #expect(engine.selection[0] == 0)
  }

  @Test("a disabled date is refused by name, with the nearest that is not, and the selection stays")
  func disabledValue() throws {
    var configuration = DateTestSupport.configuration(.yearMonthDay, zone: "UTC", locale: "en_US")
    configuration.isEnabled = { value, _ in value.fields?.day != 15 }
    var engine = try DateTestSupport.engine(configuration)
    try engine.select(DateTestSupport.ymd(2026, 4, 10))
    let before = engine.selection
    #expect(
      kindAndReason { try engine.select(DateTestSupport.ymd(2026, 4, 15)) }
        == KindAndReason(.valueNotAvailable, .notOffered))
    #expect(engine.selection == before)
  }
}
