import Testing
import WheelPickerChinaTowns
import WheelPickerCore

@Suite("RegionDataset.chinaTowns")
struct ChinaTownsDatasetTests {
  let data: RegionData

  init() throws { data = try RegionDataset.chinaTowns.load() }

  @Test("source, dates and both licences are in the API")
  func metadata() {
    let towns = RegionDataset.chinaTowns
    #expect(towns.asOf.contains("2023-06-30"))
    #expect(towns.asOf.contains("2024-12-31"))
    #expect(towns.source.contains("modood/Administrative-divisions-of-China"))
    #expect(
      towns.licenses.map(\.name) == [
        "yescallop-areacodes-CC0-1.0.txt", "modood-Administrative-divisions-of-China-WTFPL.txt",
      ])
    #expect(towns.defaultLevels == 4)
  }

  @Test("node and township counts match the source file")
  func counts() {
    let tree = data.tree
    #expect(tree.count == ChinaTownsExpectedCounts.nodeCount)
    #expect(
      (0..<tree.count).filter { tree.key(of: $0).count == 9 }.count == ChinaTownsExpectedCounts.townshipCount)
    #expect(tree.levelCount == 4)
  }

  @Test(
    "every province has the descendants of the source file",
    arguments: ChinaTownsExpectedCounts.provinceDescendants.keys.sorted())
  func provinceDescendants(code: String) throws {
    let tree = data.tree
    let node = try #require(tree.child(of: nil, matching: code))
    #expect(tree.descendantCount(of: node) == ChinaTownsExpectedCounts.provinceDescendants[code])
  }

  @Test("four wheels by default; townships of 东莞 sit right under the prefecture")
  func model() throws {
    let model = RegionModel(dataset: .chinaTowns)
    #expect(model.wheelCount == 4)
    var engine = try SelectionEngine(model: model, value: model.path(forDefault: "广东 深圳 南山"))
    #expect(engine.value.codes == ["44", "4403", "440305", "440305001"])
    #expect(engine.value.text == "广东省 深圳市 南山区 南头街道")
    try engine.select(model.path(forDefault: "东莞"))
    #expect(engine.value.codes == ["44", "4419", "441900003"])
    #expect(engine.rowCount(ofWheel: 2) == 36)
    #expect(engine.rowCount(ofWheel: 3) == 0)
    try engine.select(model.path(forDefault: "460302"))
    #expect(engine.value.text == "海南省 三沙市 西沙区")
    #expect(engine.rowCount(ofWheel: 3) == 0)
  }

  @Test("search runs over every level, townships included, and selects the path")
  func search() throws {
    let model = RegionModel(dataset: .chinaTowns)
    #expect(model.search("gd").first.map { model.tree.name(of: $0.node) } == "广东省")
    let hit = try #require(model.search("nantoujiedao").first)
    #expect(model.tree.name(of: hit.node) == "南头街道")
    var engine = SelectionEngine(model: model)
    try engine.select(model.path(toNode: hit.node))
    #expect(engine.value.text.hasSuffix("南头街道"))
  }

  @Test("text(separator:) agrees with the display text for every node's path")
  func textAgrees() throws {
    let model = RegionModel(dataset: .chinaTowns)
    var disagreements: [String] = []
    for node in 0..<model.tree.count {
      let path = try model.path(toNode: node)
      if path.text(separator: " ") != path.text { disagreements.append(path.codes.joined(separator: "/")) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
