import Foundation
import Testing
import WheelPickerCore

@Suite("Independent wheels")
struct IndependentWheelsModelTests {
  static func sandwich() throws -> IndependentWheelsModel {
    try IndependentWheelsModel([
      .init(items: ["white", "wheat", "rye", "sourdough"], name: "bread", widthWeight: 90),
      .init(items: ["ham", "turkey", "tofu"], name: "filling", widthWeight: 210),
    ])
  }

  @Test("defaults by texts; one wheel moves without touching the other")
  func independent() throws {
    let model = try Self.sandwich()
    var engine = try SelectionEngine(model: model, value: model.choices(texts: ["wheat", "turkey"]))
    #expect(engine.value == ListChoices(indices: [1, 1], values: ["wheat", "turkey"]))
    let change = engine.selectRow(3, inWheel: 0)
    #expect(change.moves.map(\.wheel) == [0])
    #expect(engine.value == ListChoices(indices: [3, 1], values: ["sourdough", "turkey"]))
    engine.selectRow(2, inWheel: 1)
    #expect(engine.value == ListChoices(indices: [3, 2], values: ["sourdough", "tofu"]))
    try engine.select(model.choices(indices: [0, 0]))
    #expect(engine.value.text() == "white ham")
  }

  @Test("width weights 90 and 210 give 30% and 70%")
  func widths() throws {
    let fractions = try Self.sandwich().widthFractions
    #expect(abs(fractions[0] - 0.3) < 1e-12)
    #expect(abs(fractions[1] - 0.7) < 1e-12)
    let huge = try IndependentWheelsModel([
      .init(items: ["a"], name: "left", widthWeight: .greatestFiniteMagnitude),
      .init(items: ["b"], name: "right", widthWeight: .greatestFiniteMagnitude),
    ])
    #expect(huge.widthFractions == [0.5, 0.5], "weights near the largest Double do not overflow")
  }

  @Test("the value encodes as indices and values")
  func encoding() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try encoder.encode(ListChoices(indices: [0, 1], values: ["a", "y"]))
    #expect(String(decoding: json, as: UTF8.self) == #"{"indices":[0,1],"values":["a","y"]}"#)
  }

  @Test("bad configurations and defaults are errors naming the wheel")
  func errors() throws {
    let model = try Self.sandwich()
    #expect(
      kindAndReason {
        try model.choices(texts: ["rye", "beef"])
      } == KindAndReason(.valueNotAvailable, .notFound))
    #expect(
      kindAndReason {
        try model.choices(texts: ["rye"])
      } == KindAndReason(.valueNotAvailable, .wrongComponentCount))
    #expect(
      kindAndReason {
        try model.choices(indices: [0, 3])
      } == KindAndReason(.valueNotAvailable, .rowOutOfRange))
    #expect(
      kindAndReason { try IndependentWheelsModel.Wheel(items: ["a"], name: "bread", widthWeight: 0) }
        == KindAndReason(.invalidConfiguration, .widthWeightNotPositive))
    #expect(kindAndReason { try IndependentWheelsModel([]) } == KindAndReason(.invalidConfiguration, .noRows))
    var engine = SelectionEngine(model: model)
    #expect(throws: WheelPickerError.self) {
      try engine.select(ListChoices(indices: [0], values: ["white"]))
    }
  }
}

extension IndependentWheelsModelTests {
  @Test("independent wheels: one index per wheel, else a message counting both")
  func wrongIndexCount() throws {
    let model = try IndependentWheelsModel([
      .init(items: ["rye", "wheat"], name: "bread"), .init(items: ["ham", "tofu"], name: "filling"),
    ])
    #expect(
      kindAndReason {
        try model.choices(indices: [1])
      } == KindAndReason(.valueNotAvailable, .wrongComponentCount))
    #expect(try model.choices(indices: [1, 0]).values == ["wheat", "ham"])
  }

  @Test("a list of choices prints as its texts, joined by a space or the separator given")
  func choicesText() {
    let choices = ListChoices(indices: [1, 0], values: ["turkey", "wheat"])
    #expect("\(choices)" == "turkey wheat")
    #expect(choices.text(separator: "/") == "turkey/wheat")
  }
}
