import Testing
import WheelPickerCore
import WheelPickerTestSupport

/// Random operation sequences on the engine over ``IndependentWheelsModel``.
@Suite("Independent wheels engine properties")
struct IndependentWheelsEnginePropertyTests {
  @Test(
    "a move in one wheel never moves another, and values round-trip", arguments: [21, 22, 23] as [UInt64])
  func randomOperations(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let comment = Comment(rawValue: "seed \(seed)")
    let wheels = try (0..<Int.random(in: 1...4, using: &random)).map { wheel in
      try IndependentWheelsModel.Wheel(
        items: (0..<Int.random(in: 1...40, using: &random)).map { "w\(wheel)r\($0 % 17)" }, name: "w\(wheel)",
        widthWeight: Double.random(in: 1...300, using: &random))
    }
    let model = try IndependentWheelsModel(wheels)
    var engine = SelectionEngine(model: model)
    for _ in 0..<TestScale.operations(4_000) {
      let before = engine.value
      if Bool.random(using: &random) {
        let wheel = Int.random(in: 0..<model.wheelCount, using: &random)
        let row = Int.random(in: -3...45, using: &random)
        engine.selectRow(row, inWheel: wheel)
        let count = wheels[wheel].list.items.count
        #expect(engine.value.indices[wheel] == min(max(row, 0), count - 1), comment)
        for other in 0..<model.wheelCount where other != wheel {
          #expect(engine.value.indices[other] == before.indices[other], comment)
        }
      } else {
        let texts = wheels.map { $0.list.items.randomElement(using: &random) ?? "" }
        let choices = try model.choices(texts: texts)
        try engine.select(choices)
        #expect(engine.value == choices, comment)
        #expect(engine.value.values == texts, comment)
      }
      #expect(engine.invariantViolations().isEmpty, comment)
    }
  }
}
