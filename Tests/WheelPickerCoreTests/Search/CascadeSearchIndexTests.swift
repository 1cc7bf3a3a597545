import Testing
import WheelPickerCore

@Suite("CascadeSearchIndex")
struct CascadeSearchIndexTests {
  let model: RegionModel

  init() throws { model = try RegionModel(dataset: .china) }

  func names(_ query: String, limit: Int? = 50) -> [String] {
    model.search(query, limit: limit).map { model.tree.names[$0.node] }
  }

  @Test(
    "the first hit of a query",
    arguments: [
      ("gd", "广东省"), ("guangdong", "广东省"), ("guangdongsheng", "广东省"), ("GD", "广东省"),
      ("cq", "重庆市"), ("xm", "厦门市"), ("xiamen", "厦门市"), ("xiamenshi", "厦门市"), ("厦门", "厦门市"),
      ("广东", "广东省"), ("gx", "广西壮族自治区"), ("guangxi", "广西壮族自治区"), ("xinjiang", "新疆维吾尔自治区"),
      ("shenzhen", "深圳市"), ("sz", "朔州市"), ("ybcxz", "延边朝鲜族自治州"), ("nanshan", "南山区"), ("shanxian", "单县"),
      ("  cs  ", "长沙市"), ("xi'an", "西安市"), ("xi an", "西安市"), ("Guang Dong", "广东省"),
    ])
  func firstHit(query: String, name: String) {
    #expect(names(query).first == name)
  }

  @Test("ranking: exact, prefix, initials, substring; ties to the shallower level, then data order")
  func ranking() throws {
    let gd = model.search("gd", limit: nil)
    let names = gd.map { model.tree.names[$0.node] }
    let province = try #require(names.firstIndex(of: "广东省"))
    let county = try #require(names.firstIndex(of: "广德市"))
    #expect(province < county)
    #expect(gd.map(\.match) == gd.map(\.match).sorted())
    for (a, b) in zip(gd, gd.dropFirst()) where a.match == b.match {
      #expect(a.depth < b.depth || (a.depth == b.depth && a.node < b.node))
    }
    let chang = model.search("chang", limit: nil)
    #expect(chang.prefix(2).map { model.tree.names[$0.node] } == ["长治市", "长春市"])
    #expect(chang.first?.match == .prefix)
    let ca = self.names("ca", limit: nil)
    #expect(ca.contains("长安区"))
    #expect(
      model.search("ca", limit: nil).first { model.tree.names[$0.node] == "长安区" }?.match
        == .initials)
    let men = model.search("门", limit: nil)
    #expect(men.contains { model.tree.names[$0.node] == "厦门市" && $0.match == .substring })
  }

  @Test("a search among some nodes finds only them; a range past the tree is clamped")
  func among() throws {
    let tree = model.tree
    let xuancheng = try #require(tree.child(of: tree.child(of: nil, matching: "34"), matching: "3418"))
    let hits = model.data.searchIndex.search("gd", among: tree.children(of: xuancheng))
    #expect(hits.map { tree.names[$0.node] } == ["广德市", "旌德县"], "initials, then jingde as a substring")
    #expect(hits.map(\.match) == [.initials, .substring])
    #expect(model.data.searchIndex.search("gd", among: tree.count..<(tree.count + 10)).isEmpty)
  }

  @Test("the limit keeps the best hits")
  func limit() {
    let all = model.search("s", limit: nil)
    let five = model.search("s", limit: 5)
    #expect(five == Array(all.prefix(5)))
    #expect(model.search("", limit: nil).isEmpty)
    #expect(model.search("s", limit: 0).isEmpty)
  }

  @Test("placeholders are not hits; a hit deep in the tree selects the whole path to it")
  func selectHit() throws {
    #expect(model.search("市辖区").isEmpty)
    let hit = try #require(model.search("xiantao").first)
    var engine = SelectionEngine(model: model)
    try engine.select(model.path(toNode: hit.node))
    #expect(engine.value.text == "湖北省 仙桃市")
    #expect(engine.value.codes == ["42", "4290", "429004"])
    let city = try #require(model.search("shenzhen").first)
    try engine.select(model.path(toNode: city.node))
    #expect(engine.value.codes == ["44", "4403", "440303"])
  }

  @Test("a shallower picker does not find deeper rows")
  func maxDepth() throws {
    let provinces = try RegionModel(dataset: .china, levels: 1)
    #expect(provinces.search("nanshan").isEmpty)
    #expect(provinces.search("gd").map(\.depth) == [0])
  }

  @Test("a tree without pinyin matches names by prefix and substring, any case")
  func userTree() {
    let tree = CascadeTree(roots: [
      .init(name: "United Kingdom", children: [.init(name: "London"), .init(name: "Londonderry")]),
      .init(name: "France", children: [.init(name: "Île-de-France")]),
    ])
    let index = CascadeSearchIndex(tree: tree)
    #expect(index.search("lon").map(\.node) == [2, 3])
    #expect(index.search("LONDON").map(\.match) == [.exact, .prefix])
    #expect(index.search("france").map(\.node) == [1, 4])
    #expect(index.search("france").map(\.match) == [.exact, .substring])
    #expect(index.search("île").map(\.node) == [4])
    #expect(index.romanization(of: 0) == "")
  }
}
