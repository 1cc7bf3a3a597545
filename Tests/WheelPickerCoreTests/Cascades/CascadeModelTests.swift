import Testing
import WheelPickerCore

@Suite("Cascade model")
struct CascadeModelTests {
  static func regions(_ retention: Retention = .firstRow) throws -> CascadeModel {
    CascadeModel(
      tree: try CascadeFixtures.tree("regions-code-name.json", .nested(.codeNameChildren)),
      childRetention: retention, wheelNames: ["province", "city", "district"])
  }

  @Test("a childless parent (澳门) after a deep selection empties the wheels after it")
  func childlessAfterDeepSelection() throws {
    var engine = SelectionEngine(model: try Self.regions())
    engine.selectRow(1, inWheel: 0)  // 广东省
    engine.selectRow(0, inWheel: 1)  // 广州市
    engine.selectRow(2, inWheel: 2)  // 白云区
    #expect(engine.value.text == "广东省 广州市 白云区")
    let change = engine.selectRow(2, inWheel: 0)
    #expect(engine.value.text == "澳门特别行政区")
    #expect(engine.rowCount(ofWheel: 1) == 0)
    #expect(engine.rowCount(ofWheel: 2) == 0)
    #expect(engine.selectedRow(inWheel: 1) == nil)
    #expect(engine.selectedRow(inWheel: 2) == nil)
    #expect(change.moves.map(\.reason) == [.selected, .emptied, .emptied])
    #expect(engine.invariantViolations().isEmpty)
    #expect(engine.selectRow(3, inWheel: 2) == .none)
  }

  @Test("a parent with fewer children than the child's row moves the child to the first row")
  func fewerChildren() throws {
    var engine = SelectionEngine(model: try Self.regions())
    engine.selectRow(1, inWheel: 0)
    engine.selectRow(2, inWheel: 2)  // 广州市 白云区, row 2
    engine.selectRow(1, inWheel: 1)  // 深圳市 has two districts
    #expect(engine.value.text == "广东省 深圳市 福田区")
    #expect(engine.selectedRow(inWheel: 2) == 0)
    engine.selectRow(2, inWheel: 1)  // 东莞市 has none
    #expect(engine.value.text == "广东省 东莞市")
    #expect(engine.rowCount(ofWheel: 2) == 0)
    #expect(engine.invariantViolations().isEmpty)
  }

  static func namesakes() -> CascadeTree {
    CascadeTree(roots: [
      .init(name: "A", children: [.init(name: "甲"), .init(name: "乙"), .init(name: "丙")]),
      .init(name: "B", children: [.init(name: "丁"), .init(name: "乙")]),
    ])
  }

  @Test(
    "after a parent change children go to the first row, or keep the same name where it exists",
    arguments: [
      (Retention.firstRow, 1, "B 丁"), (.sameValueOrFirst, 1, "B 乙"), (.firstRow, 2, "B 丁"),
      (.sameValueOrFirst, 2, "B 丁"),
    ])
  func childRetention(retention: Retention, childRow: Int, expected: String) throws {
    var engine = SelectionEngine(model: CascadeModel(tree: Self.namesakes(), childRetention: retention))
    engine.selectRow(childRow, inWheel: 1)
    engine.selectRow(1, inWheel: 0)
    #expect(engine.value.text == expected)
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("fewer levels than the tree: the value stops at the last wheel")
  func fewerLevels() throws {
    let tree = try CascadeFixtures.tree("regions-code-name.json", .nested(.codeNameChildren))
    var engine = SelectionEngine(model: CascadeModel(tree: tree, levels: 2))
    engine.selectRow(1, inWheel: 0)
    #expect(engine.wheelCount == 2)
    #expect(engine.value.elements.map(\.key) == ["440000", "440100"])
  }
}
