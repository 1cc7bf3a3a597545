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

extension CascadeModelTests {
  @Test("a cascade path deeper than the wheels is refused; keys(forPath:) matches keys or names")
  func cascadePaths() throws {
    let tree = CascadeTree(roots: [
      .init(name: "Guangdong", key: "44", children: [.init(name: "Shenzhen", key: "4403")]),
      .init(name: "Beijing", key: "11", children: [.init(name: "Dongcheng", key: "1101")]),
    ])
    let model = CascadeModel(tree: tree, levels: 1, wheelNames: ["province"])
    #expect(
      kindAndReason {
        try model.keys(
          for: CascadePath([.init(key: "44", name: "Guangdong"), .init(key: "4403", name: "Shenzhen")]))
      } == KindAndReason(.valueNotAvailable, .tooDeep))
    let full = CascadeModel(tree: tree, wheelNames: ["province", "city"])
    let byKey = try full.keys(forPath: ["11", "1101"])
    let byName = try full.keys(forPath: ["Beijing", "Dongcheng"])
    #expect(byKey == byName && byKey.count == 2 && byKey.allSatisfy { $0 != nil })
    let path = CascadePath([.init(key: "11", name: "Beijing"), .init(key: "1101", name: "Dongcheng")])
    #expect("\(path)" == "Beijing Dongcheng")
  }

  @Test("a key used in two branches is found under the parent the path names")
  func ambiguousKeys() throws {
    let tree = CascadeTree(roots: [
      .init(
        name: "North", key: "n",
        children: [.init(name: "Centre N", key: "c"), .init(name: "Edge N", key: "e")]),
      .init(
        name: "South", key: "s",
        children: [.init(name: "Edge S", key: "e"), .init(name: "Centre S", key: "c")]),
    ])
    let model = CascadeModel(tree: tree, wheelNames: ["half", "part"])
    var engine = SelectionEngine(model: model)
    try engine.select(CascadePath([.init(key: "s", name: "South"), .init(key: "c", name: "Centre S")]))
    #expect(engine.value.text == "South Centre S" && engine.selection.rows == [1, 1])
    try engine.select(CascadePath([.init(key: "n", name: "North"), .init(key: "e", name: "Edge N")]))
    #expect(engine.value.text == "North Edge N" && engine.selection.rows == [0, 1])
  }
}
