import Testing
import WheelPickerCore

/// `step`, `selectRow(_:inWheel:skipping:)`, scroll-back reports and `reloadedWheels`: what
/// every face (arrow keys, VoiceOver increment, a wheel under the finger) relies on.
@Suite("SelectionEngine stepping and reports")
struct SelectionEngineSteppingTests {
  static func days(disabled: Set<Int> = []) -> NumberWheelsModel {
    var model = NumberWheelsModel()
    model.disabledDays = disabled
    return model
  }

  struct StepCase: CustomTestStringConvertible, Sendable {
    let name: String
    let disabled: Set<Int>
    let cyclic: Bool
    let start: [Int]
    let wheel: Int
    let delta: Int
    let expected: [Int]
    var testDescription: String { name }
  }

  @Test(
    "step moves by n rows, stops at the ends or wraps, and skips disabled rows in its direction",
    arguments: [
      StepCase(
        name: "forward", disabled: [], cyclic: false, start: [1, 10], wheel: 1, delta: 5, expected: [1, 15]),
      StepCase(
        name: "stops at the last row", disabled: [], cyclic: false, start: [1, 29], wheel: 1, delta: 9,
        expected: [1, 31]),
      StepCase(
        name: "stops at the first row", disabled: [], cyclic: false, start: [1, 3], wheel: 1, delta: -9,
        expected: [1, 1]),
      StepCase(
        name: "wraps forward when cyclic", disabled: [], cyclic: true, start: [1, 31], wheel: 1, delta: 1,
        expected: [1, 1]),
      StepCase(
        name: "wraps backward when cyclic", disabled: [], cyclic: true, start: [1, 1], wheel: 1, delta: -1,
        expected: [1, 31]),
      StepCase(
        name: "a huge delta wraps without overflow", disabled: [], cyclic: true, start: [1, 1], wheel: 0,
        delta: Int.max, expected: [8, 1]),
      StepCase(
        name: "skips disabled rows forward", disabled: [15, 16], cyclic: false, start: [1, 14], wheel: 1,
        delta: 1, expected: [1, 17]),
      StepCase(
        name: "skips disabled rows backward", disabled: [15, 16], cyclic: false, start: [1, 17], wheel: 1,
        delta: -1, expected: [1, 14]),
      StepCase(
        name: "skips across the wrap when cyclic", disabled: [31, 1], cyclic: true, start: [1, 30], wheel: 1,
        delta: 1, expected: [1, 2]),
      StepCase(
        name: "month step re-derives the day", disabled: [], cyclic: false, start: [1, 31], wheel: 0,
        delta: 1, expected: [2, 28]),
    ])
  func step(_ testCase: StepCase) throws {
    let model = Self.days(disabled: testCase.disabled)
    if testCase.cyclic {
      var engine = try SelectionEngine(model: CyclicModel(model), value: testCase.start)
      engine.step(testCase.delta, inWheel: testCase.wheel)
      #expect(engine.value == testCase.expected)
    } else {
      var engine = try SelectionEngine(model: model, value: testCase.start)
      engine.step(testCase.delta, inWheel: testCase.wheel)
      #expect(engine.value == testCase.expected)
    }
  }

  @Test("a step that skips a disabled row says which row was asked for")
  func skipReported() throws {
    var engine = try SelectionEngine(model: Self.days(disabled: [15]), value: [1, 14])
    let change = engine.step(1, inWheel: 1)
    let move = try #require(change.move(ofWheel: 1))
    #expect(move.reason == .skippedDisabled)
    #expect(move.requestedRow == 14)  // day 15
    #expect(move.toRow == 15)  // day 16
    #expect(change.scrollBacks == [move])
  }

  @Test("a step into a disabled end keeps the selection and asks the face to scroll back")
  func blockedAtEnd() throws {
    var engine = try SelectionEngine(model: Self.days(disabled: [31]), value: [1, 30])
    let change = engine.step(1, inWheel: 1)
    #expect(engine.value == [1, 30])
    let move = try #require(change.scrollBacks.first)
    #expect(move.fromRow == 29 && move.toRow == 29 && move.requestedRow == 30)
    #expect(!move.isMove)
    #expect(change.reloadedWheels.isEmpty)
  }

  @Test("selecting a disabled row whose nearest enabled row is the current one reports a scroll back")
  func fallbackToCurrentRow() throws {
    var engine = try SelectionEngine(model: Self.days(disabled: [15]), value: [1, 14])
    let change = engine.selectRow(14, inWheel: 1)  // day 15: 14 and 16 tie → 14, where it already is
    #expect(engine.value == [1, 14])
    #expect(!change.isEmpty)
    #expect(
      change.moves == [
        SelectionMove(
          wheel: 1, fromRow: 13, toRow: 13, fromKey: RowKey(14), toKey: RowKey(14), reason: .skippedDisabled,
          requestedRow: 14)
      ])
  }

  @Test("a row out of range is clamped and reported as asked for")
  func outOfRange() throws {
    var engine = try SelectionEngine(model: Self.days(), value: [4, 1])
    let change = engine.selectRow(40, inWheel: 1)
    #expect(engine.value == [4, 30])
    #expect(change.move(ofWheel: 1)?.requestedRow == 40)
    #expect(engine.selectRow(29, inWheel: 1) == .none)
  }

  @Test("Home and End skip disabled rows inward")
  func homeAndEnd() throws {
    var engine = try SelectionEngine(model: Self.days(disabled: [1, 2, 31]), value: [1, 10])
    engine.selectRow(0, inWheel: 1, skipping: .forward)
    #expect(engine.value == [1, 3])
    engine.selectRow(30, inWheel: 1, skipping: .backward)
    #expect(engine.value == [1, 30])
  }

  @Test("a wheel whose every row that way is disabled stays put")
  func nothingEnabledThatWay() throws {
    var engine = try SelectionEngine(model: Self.days(disabled: Set(20...31)), value: [1, 10])
    let change = engine.selectRow(25, inWheel: 1, skipping: .forward)
    #expect(engine.value == [1, 10])
    #expect(change.scrollBacks.first?.requestedRow == 25)
  }

  @Test("reloadedWheels names the wheels whose rows changed, never the one moved")
  func reloadedWheels() throws {
    var engine = try SelectionEngine(model: Self.days(), value: [1, 31])
    #expect(engine.selectRow(1, inWheel: 0).reloadedWheels == [1])
    #expect(engine.selectRow(3, inWheel: 1).reloadedWheels == [])
    #expect(try engine.select([6, 5]).reloadedWheels == [1])
    #expect(try engine.select([6, 9]).reloadedWheels == [])
    #expect(engine.replaceModel(Self.days(disabled: [9])).reloadedWheels == [0, 1])
  }

  @Test("independent wheels never reload each other")
  func independentWheels() throws {
    let model = try IndependentWheelsModel([
      .init(items: ["white", "wheat", "rye"], name: "bread"),
      .init(items: ["ham", "turkey", "tofu"], name: "filling"),
    ])
    var engine = SelectionEngine(model: model)
    let change = engine.selectRow(2, inWheel: 0)
    #expect(change.reloadedWheels == [])
    #expect(change.rederivedWheels == 0..<2)
    #expect(model.traits(ofWheel: 1).dependsOnEarlierWheels == false)
  }

  @Test("engines are equal when model and selection are")
  func equality() throws {
    let first = try SelectionEngine(model: Self.days(), value: [3, 3])
    var second = try SelectionEngine(model: Self.days(), value: [3, 3])
    #expect(first == second)
    second.step(1, inWheel: 1)
    #expect(first != second)
    second.step(-1, inWheel: 1)
    #expect(first == second)
    #expect(first != (try SelectionEngine(model: Self.days(disabled: [1]), value: [3, 3])))
  }
}
