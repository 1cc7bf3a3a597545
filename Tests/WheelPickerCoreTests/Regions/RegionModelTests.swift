import Foundation
import Testing
import WheelPickerCore

@Suite("RegionModel (China, 3 levels)")
struct RegionModelTests {
  let model: RegionModel

  init() throws { model = RegionModel(dataset: .china) }

  /// An engine showing `codes` (one per level, as many as the value has).
  func engineShowing(_ codes: [String]) throws -> SelectionEngine<RegionModel> {
    var engine = SelectionEngine(model: model)
    var parent: Int?
    for (wheel, code) in codes.enumerated() {
      let node = try #require(model.tree.child(of: parent, matching: code), "no \(code)")
      let row = node - model.tree.children(of: parent).lowerBound
      engine.selectRow(row, inWheel: wheel)
      parent = node
    }
    return engine
  }

  @Test("the value carries code and name of every level and the display text, as JSON too")
  func valueAndJSON() throws {
    let engine = try engineShowing(["44", "4403", "440305"])
    let value = engine.value
    #expect(value.codes == ["44", "4403", "440305"])
    #expect(value.path.map(\.name) == ["广东省", "深圳市", "南山区"])
    #expect(value.text == "广东省 深圳市 南山区")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(value), as: UTF8.self)
    #expect(
      json
        == #"{"path":[{"code":"44","name":"广东省"},{"code":"4403","name":"深圳市"},{"code":"440305","name":"南山区"}],"text":"广东省 深圳市 南山区"}"#
    )
    #expect(try JSONDecoder().decode(RegionPath.self, from: Data(json.utf8)) == value)
  }

  @Test(
    "municipalities keep their 市辖区/县 node in the path, show the city's name, leave it out of the text",
    arguments: [
      (["11", "1101", "110101"], ["北京市", "市辖区", "东城区"], "北京市 东城区", "北京市"),
      (["12", "1201", "120101"], ["天津市", "市辖区", "和平区"], "天津市 和平区", "天津市"),
      (["31", "3101", "310101"], ["上海市", "市辖区", "黄浦区"], "上海市 黄浦区", "上海市"),
      (["50", "5001", "500101"], ["重庆市", "市辖区", "万州区"], "重庆市 万州区", "重庆市"),
      (["50", "5002", "500229"], ["重庆市", "县", "城口县"], "重庆市 城口县", "重庆市（县）"),
    ])
  func municipalities(codes: [String], names: [String], text: String, title: String) throws {
    let engine = try engineShowing(codes)
    #expect(engine.value.codes == codes)
    #expect(engine.value.path.map(\.name) == names)
    #expect(engine.value.text == text)
    #expect(engine.title(ofRow: engine.selectedRow(inWheel: 1) ?? -1, inWheel: 1) == title)
  }

  @Test(
    "province-administered county-level units sit under 省直辖县, shown short, left out of the text",
    arguments: [
      (["42", "4290", "429004"], "湖北省 仙桃市", "省直辖县"),
      (["42", "4290", "429005"], "湖北省 潜江市", "省直辖县"),
      (["42", "4290", "429021"], "湖北省 神农架林区", "省直辖县"),
      (["41", "4190", "419001"], "河南省 济源市", "省直辖县"),
      (["46", "4690", "469001"], "海南省 五指山市", "省直辖县"),
      (["65", "6590", "659001"], "新疆维吾尔自治区 石河子市", "自治区直辖县"),
    ])
  func provinceAdministered(codes: [String], text: String, title: String) throws {
    let engine = try engineShowing(codes)
    #expect(engine.value.codes == codes)
    #expect(engine.value.text == text)
    #expect(engine.value.path[1].name.hasSuffix("直辖县级行政区划"))
    #expect(engine.title(ofRow: engine.selectedRow(inWheel: 1) ?? -1, inWheel: 1) == title)
  }

  @Test(
    "prefecture cities without counties end the value and empty the third wheel",
    arguments: [
      (["44", "4419"], "广东省 东莞市"), (["44", "4420"], "广东省 中山市"), (["46", "4604"], "海南省 儋州市"),
      (["62", "6202"], "甘肃省 嘉峪关市"),
    ])
  func countyless(codes: [String], text: String) throws {
    let engine = try engineShowing(codes)
    #expect(engine.value.codes == codes)
    #expect(engine.value.text == text)
    #expect(engine.rowCount(ofWheel: 2) == 0)
    #expect(engine.selectedRow(inWheel: 2) == nil)
  }

  @Test("台湾, 香港 and 澳门 have no children", arguments: ["71", "81", "82"])
  func noChildren(code: String) throws {
    let engine = try engineShowing([code])
    #expect(engine.value.codes == [code])
    #expect(engine.rowCount(ofWheel: 1) == 0)
    #expect(engine.rowCount(ofWheel: 2) == 0)
  }

  @Test("a parent change takes the children to their first rows and back")
  func parentChange() throws {
    var engine = try engineShowing(["44", "4403", "440305"])
    engine.selectRow(0, inWheel: 0)
    #expect(engine.value.text == "北京市 东城区")
    #expect(engine.selectedRow(inWheel: 1) == 0)
    #expect(engine.selectedRow(inWheel: 2) == 0)
  }

  @Test("1, 2 or 3 wheels", arguments: [1, 2, 3])
  func levels(levels: Int) throws {
    let model = RegionModel(dataset: .china, levels: levels)
    #expect(model.wheelCount == levels)
    let engine = SelectionEngine(model: model)
    #expect(engine.value.path.count == levels)
    #expect(model.traits(ofWheel: levels - 1).name == ["province", "prefecture", "county"][levels - 1])
  }

  @Test(
    "a level count outside the data is clamped to 1 … its depth; checkedLevels refuses it",
    arguments: [(-1, 1), (0, 1), (4, 3), (99, 3)])
  func badLevels(levels: Int, clamped: Int) throws {
    #expect(RegionModel(dataset: .china, levels: levels).wheelCount == clamped)
    let data = try RegionDataset.china.load()
    #expect(
      kindAndReason { try RegionModel.checkedLevels(levels, for: data) }
        == KindAndReason(.invalidConfiguration, .levelsOutOfRange))
    #expect(try RegionModel.checkedLevels(nil, for: data) == 3)
  }

  @Test("round trip path → selection → path for every node of the 3-level data")
  func roundTripEveryNode() throws {
    var engine = SelectionEngine(model: model)
    for node in 0..<model.tree.count {
      let path = try model.path(toNode: node)
      try engine.select(path)
      #expect(engine.value == path, "node \(model.tree.key(of: node))")
      #expect(
        path.codes.prefix(model.tree.path(to: node).count)
          == model.tree.path(to: node).map { model.tree.key(of: $0) }[...])
      let ordinals = try model.keys(for: engine.value).compactMap { key in key?.ordinal }
      #expect(ordinals.contains(node))
    }
  }

  @Test("a value whose code is unknown at some level is an error naming it")
  func unknownValue() {
    let value = RegionPath(
      path: [.init(code: "44", name: "广东省"), .init(code: "4499", name: "火星市")], text: "")
    #expect(throws: WheelPickerError.self) { try model.keys(for: value) }
  }

  @Test("type-to-find in one wheel looks at that wheel's rows only, by name and pinyin")
  func searchInWheel() throws {
    let engine = try engineShowing(["44", "4401", "440103"])
    let names = { (query: String) in
      model.search(query, inWheel: 1, given: engine.selection).map { engine.title(ofRow: $0.row, inWheel: 1) }
    }
    #expect(names("sz").first == "深圳市")
    #expect(names("guangzhou") == ["广州市"])
    #expect(names("xm").isEmpty, "厦门 is in 福建, not in this wheel")
    #expect(names("荔湾") == [], "districts are in the next wheel")
    let districts = model.search("荔湾", inWheel: 2, given: engine.selection)
    #expect(districts.map(\.row) == [engine.selectedRow(inWheel: 2)])
    #expect(model.search("gd", inWheel: 5, given: engine.selection).isEmpty)
  }
}

extension RegionModelTests {
  @Test("models of the same data are equal; of other data or depth, not")
  func equality() throws {
    let china = RegionModel(dataset: .china)
    #expect(RegionModel(dataset: .china) == china)
    #expect(RegionModel(dataset: .china, levels: 2) != china)
  }

  @Test("a key is described by the node's official name, as the cascade describes it")
  func describedKey() throws {
    let model = RegionModel(dataset: .china)
    let node = try #require(model.tree.child(of: nil, matching: "44"))
    #expect(model.describe(RowKey(node), inWheel: 0) == "广东省")
    #expect(model.describe(RowKey(node), inWheel: 0) == model.cascade.describe(RowKey(node), inWheel: 0))
  }

  @Test("a search in a wheel without rows (under 台湾) finds nothing")
  func emptyWheelSearch() throws {
    let model = RegionModel(dataset: .china)
    var engine = SelectionEngine(model: model)
    try engine.select(try model.path(forDefault: "台湾"))
    #expect(engine.rowCount(ofWheel: 1) == 0)
    #expect(model.search("台", inWheel: 1, given: engine.selection).isEmpty)
    #expect(!model.search("台", inWheel: 0, given: engine.selection).isEmpty)
  }

  @Test("a region path prints as its names")
  func descriptions() throws {
    let model = RegionModel(dataset: .china)
    let path = try model.path(forDefault: "广东 深圳 南山")
    #expect("\(path)" == "广东省 深圳市 南山区")
  }
}
