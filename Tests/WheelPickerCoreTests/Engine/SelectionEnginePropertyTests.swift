import Testing
import WheelPickerCore
import WheelPickerTestSupport

/// Random models and random operation sequences against the engine's invariants.
@Suite("SelectionEngine properties")
struct SelectionEnginePropertyTests {
  static func randomModel(_ random: inout SeededGenerator) -> NumberWheelsModel {
    var model = NumberWheelsModel()
    model.firstMonth = Int.random(in: 1...12, using: &random)
    model.lastMonth = Int.random(in: model.firstMonth...12, using: &random)
    model.descendingDays = Bool.random(using: &random)
    let disabledCount = Int.random(in: 0...40, using: &random)
    model.disabledDays = Set((0..<disabledCount).map { _ in Int.random(in: 1...31, using: &random) })
    return model
  }

  @Test("invariants hold and values round-trip over 12,000 random operations", arguments: [1, 2, 3])
  func randomOperations(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var engine = SelectionEngine(model: Self.randomModel(&random))
    for step in 0..<TestScale.operations(4_000) {
      let note = Comment(rawValue: "seed \(seed), step \(step)")
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        engine.replaceModel(Self.randomModel(&random))
      case 1...6:
        let wheel = Int.random(in: -1...2, using: &random)
        let before = engine.value
        let change: SelectionChange
        if Bool.random(using: &random) {
          change = engine.selectRow(Int.random(in: -2...33, using: &random), inWheel: wheel)
        } else {
          change = engine.step(Int.random(in: -40...40, using: &random), inWheel: wheel)
        }
        if change.isEmpty || change.moves.allSatisfy({ !$0.isMove }) { #expect(engine.value == before, note) }
        for move in change.moves {
          #expect(move.toRow == engine.selectedRow(inWheel: move.wheel) || move.wheel < 0, note)
          #expect(move.requestedRow != move.toRow, note)
        }
        if let head = change.moves.first { #expect(!change.reloadedWheels.contains(head.wheel), note) }
      default:
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...31, using: &random)
        let before = engine.value
        do {
          try engine.select([month, day])
          #expect(engine.value == [month, day], note)
        } catch {
          #expect(engine.value == before, note)
        }
      }
      #expect(engine.invariantViolations().isEmpty, note)
      // value → selection → value
      let value = engine.value
      var copy = engine
      if engine.model.disabledDays.contains(value[1]) {
        // Only reachable when every day of the month is disabled: the engine keeps a row anyway.
        #expect(
          (1...NumberWheelsModel.lengths[value[0] - 1]).allSatisfy(engine.model.disabledDays.contains), note)
      } else {
        try copy.select(value)
        #expect(copy.value == value, note)
        #expect(copy.selection == engine.selection, note)
      }
    }
  }
}
