import Testing
import WheelPickerCore

@Suite("Cascade defaults")
struct CascadeModelDefaultsTests {
  static func path(_ pairs: [(String, String)]) -> CascadePath {
    CascadePath(pairs.map { .init(key: $0.0, name: $0.1) })
  }

  @Test("by names, continued down the first rows")
  func byNames() throws {
    let model = try CascadeModelTests.regions()
    let value = try model.path(names: ["广东省", "深圳市"])
    #expect(value == Self.path([("440000", "广东省"), ("440300", "深圳市"), ("440304", "福田区")]))
    var engine = SelectionEngine(model: model)
    try engine.select(value)
    #expect(engine.value == value)
  }

  @Test("by a path of codes and by the leaf's code alone")
  func byCodes() throws {
    let model = try CascadeModelTests.regions()
    let expected = Self.path([("440000", "广东省"), ("440300", "深圳市"), ("440305", "南山区")])
    #expect(try model.path(keys: ["440000", "440300", "440305"]) == expected)
    #expect(try model.path(forKey: "440305") == expected)
    #expect(try model.path(forKey: "820000") == Self.path([("820000", "澳门特别行政区")]))
    var engine = SelectionEngine(model: model)
    try engine.select(expected)
    #expect(engine.selectedRow(inWheel: 0) == 1)
    #expect(engine.selectedRow(inWheel: 1) == 1)
    #expect(engine.selectedRow(inWheel: 2) == 1)
  }

  @Test(
    "unknown defaults name what was looked for and where",
    arguments: [
      (["火星"], #"no province with the name "火星""#),
      (["广东省", "杭州市"], #"no city with the name "杭州市" under 广东省"#),
      (["广东省", "广州市", "南山区"], #"no district with the name "南山区" under 广州市"#),
      ([], "an empty path names no row"),
    ])
  func unknownNames(names: [String], message: String) throws {
    let error = thrown {
      try CascadeModelTests.regions().path(names: names)
    }
    #expect(error?.kind == .valueNotAvailable)
    #expect(error?.message == message)
  }

  @Test("unknown and ambiguous keys")
  func unknownKeys() throws {
    let model = try CascadeModelTests.regions()
    #expect(
      kindAndReason {
        try model.path(forKey: "999")
      } == KindAndReason(.valueNotAvailable, .notFound))
    #expect(
      kindAndReason {
        try model.path(keys: ["110000", "440300"])
      } == KindAndReason(.valueNotAvailable, .notFound))
    let named = CascadeModel(tree: try CascadeFixtures.tree("provinces-cities.plist", .provincesCities))
    #expect(
      kindAndReason { try named.path(forKey: "上海") } == KindAndReason(.valueNotAvailable, .ambiguousKey))
    #expect(try named.path(keys: ["上海", "上海"]).text == "上海 上海")
  }

  @Test("a node deeper than the wheels is refused")
  func deeperThanWheels() throws {
    let tree = try CascadeFixtures.tree("regions-code-name.json", .nested(.codeNameChildren))
    let model = CascadeModel(tree: tree, levels: 2)
    #expect(kindAndReason { try model.path(forKey: "440305") } == KindAndReason(.valueNotAvailable, .tooDeep))
  }

  @Test("names read back through a node hidden in text (北京市 东城区)")
  func hiddenNodes() throws {
    let tree = CascadeTree(roots: [
      .init(
        name: "北京市", key: "11",
        children: [
          .init(
            name: "市辖区", key: "1101", title: "北京市", isHiddenInText: true,
            children: [.init(name: "东城区", key: "110101"), .init(name: "西城区", key: "110102")])
        ])
    ])
    let model = CascadeModel(tree: tree)
    let value = try model.path(names: ["北京市", "西城区"])
    #expect(value.elements.map(\.key) == ["11", "1101", "110102"])
    #expect(value.text == "北京市 西城区")
    #expect(try model.path(names: ["北京市", "市辖区", "西城区"]) == value)
  }
}

extension CascadeModelDefaultsTests {
  @Test("a node outside the tree has no path")
  func pathOutsideTree() throws {
    let tree = CascadeTree(roots: [.init(name: "A", children: [.init(name: "B")])])
    let model = CascadeModel(tree: tree)
    #expect(
      kindAndReason {
        try model.path(toNode: 2)
      } == KindAndReason(.valueNotAvailable, .rowOutOfRange))
    #expect(
      kindAndReason {
        try model.path(toNode: -1)
      } == KindAndReason(.valueNotAvailable, .rowOutOfRange))
    #expect(try model.path(toNode: 0).text == "A B")
  }
}
