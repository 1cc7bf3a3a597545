import Foundation
import Testing
import WheelPickerCore

@Suite("List model")
struct ListModelTests {
  static let salaries = ["2k以下", "2k-5k", "5k-10k", "10k-20k", "20k-50k", "50k以上"]

  @Test("a default by text or by index; the value is the index and the text")
  func defaults() throws {
    let model = ListModel(Self.salaries, name: "salary")
    var engine = try SelectionEngine(model: model, value: model.choice(text: "5k-10k"))
    #expect(engine.value == ListChoice(index: 2, value: "5k-10k"))
    try engine.select(model.choice(at: 5))
    #expect(engine.value == ListChoice(index: 5, value: "50k以上"))
    let change = engine.selectRow(1, inWheel: 0)
    #expect(change.moves.first?.describe(with: model) == "salary selected 2k-5k")
    #expect(SelectionEngine(model: model).value == ListChoice(index: 0, value: "2k以下"))
  }

  @Test("the value encodes as index and value")
  func encoding() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try encoder.encode(ListChoice(index: 0, value: "2k以下"))
    #expect(String(decoding: json, as: UTF8.self) == #"{"index":0,"value":"2k以下"}"#)
    #expect(try JSONDecoder().decode(ListChoice.self, from: json) == ListChoice(index: 0, value: "2k以下"))
  }

  @Test("a repeated text is found at its first row, by the first scan and by the index after it")
  func repeatedText() throws {
    let model = ListModel(["a", "b", "a", "c"])
    #expect(model.firstRow(ofText: "a") == 0)
    #expect(model.firstRow(ofText: "c") == 3)
    #expect(model.firstRow(ofText: "z") == nil)
    #expect(model.firstRow(ofText: "a") == 0)
    #expect(model.firstRow(ofText: "b") == 1)
    var engine = try SelectionEngine(model: model, value: model.choice(at: 2))
    #expect(engine.value == ListChoice(index: 2, value: "a"))
    engine.selectRow(3, inWheel: 0)
    #expect(engine.value.value == "c")
  }

  @Test(
    "bad defaults name the text or row",
    arguments: [
      (ListChoice(index: 0, value: "2k-5k"), #"row 0 of the salary list is "2k以下", not "2k-5k""#),
      (ListChoice(index: 6, value: "x"), "row 6 is outside the salary list of 6 rows"),
      (ListChoice(index: -1, value: "x"), "row -1 is outside the salary list of 6 rows"),
    ])
  func badValues(value: ListChoice, message: String) throws {
    var engine = SelectionEngine(model: ListModel(Self.salaries, name: "salary"))
    let error = thrown { try engine.select(value) }
    #expect(error?.kind == .valueNotAvailable)
    #expect(error?.message == message)
    #expect(engine.value.index == 0)
  }

  @Test("unknown texts and rows, and an empty list, are errors")
  func errors() throws {
    let model = ListModel(Self.salaries, name: "salary")
    #expect(
      kindAndReason {
        try model.choice(text: "100k")
      } == KindAndReason(.valueNotAvailable, .notFound))
    #expect(
      kindAndReason {
        try model.choice(at: 9)
      } == KindAndReason(.valueNotAvailable, .rowOutOfRange))
  }

  @Test("an empty list is a wheel without rows: its value is ListChoice.none, and no text is a choice")
  func empty() {
    let model = ListModel([], name: "salary")
    let engine = SelectionEngine(model: model)
    #expect(engine.rowCount(ofWheel: 0) == 0)
    #expect(engine.selectedRow(inWheel: 0) == nil)
    #expect(engine.value == ListChoice.none)
    #expect(model.firstRow(ofText: "") == nil)
    #expect(kindAndReason { try model.choice(at: 0) } == KindAndReason(.valueNotAvailable, .rowOutOfRange))
  }

  @Test("200,000 rows: a default by text, titles and moves")
  func large() throws {
    let items = (0..<200_000).map { "item \($0)" } + ["item 7"]
    let model = ListModel(items)
    var engine = try SelectionEngine(model: model, value: model.choice(text: "item 199999"))
    #expect(engine.value == ListChoice(index: 199_999, value: "item 199999"))
    #expect(engine.rowCount(ofWheel: 0) == 200_001)
    #expect(engine.title(ofRow: 123_456, inWheel: 0) == "item 123456")
    #expect(try model.choice(text: "item 7").index == 7)
    engine.selectRow(500_000, inWheel: 0)
    #expect(engine.value == ListChoice(index: 200_000, value: "item 7"))
  }
}
