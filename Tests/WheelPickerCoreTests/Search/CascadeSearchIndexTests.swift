import Testing
import WheelPickerCore

@Suite("CascadeSearchIndex")
struct CascadeSearchIndexTests {
  let model: RegionModel

  init() throws { model = RegionModel(dataset: .china) }

  func names(_ query: String, limit: Int? = 50) -> [String] {
    model.search(query, limit: limit).map { model.tree.name(of: $0.node) }
  }

  @Test(
    "the first hit of a query",
    arguments: [
      ("gd", "广东省"), ("guangdong", "广东省"), ("guangdongsheng", "广东省"), ("GD", "广东省"),
      ("cq", "重庆市"), ("xm", "厦门市"), ("xiamen", "厦门市"), ("xiamenshi", "厦门市"), ("厦门", "厦门市"),
      ("广东", "广东省"), ("gx", "广西壮族自治区"), ("guangxi", "广西壮族自治区"), ("xinjiang", "新疆维吾尔自治区"),
      ("shenzhen", "深圳市"), ("sz", "深圳市"), ("ybcxz", "延边朝鲜族自治州"), ("nanshan", "南山区"), ("shanxian", "单县"),
      ("  cs  ", "长沙市"), ("xi'an", "西安市"), ("xi an", "西安市"), ("Guang Dong", "广东省"),
    ])
  func firstHit(query: String, name: String) {
    #expect(names(query).first == name)
  }

  @Test(
    "ranking: exact, prefix, initials, substring; ties to the more prominent, then the shallower, then data order"
  )
  func ranking() throws {
    let gd = model.search("gd", limit: nil)
    let names = gd.map { model.tree.name(of: $0.node) }
    let province = try #require(names.firstIndex(of: "广东省"))
    let county = try #require(names.firstIndex(of: "广德市"))
    #expect(province < county)
    #expect(gd.map(\.match) == gd.map(\.match).sorted())
    let index = model.data.searchIndex
    for (a, b) in zip(gd, gd.dropFirst()) where a.match == b.match {
      let first = (index.prominence(of: a.node), a.depth, a.node)
      #expect(first < (index.prominence(of: b.node), b.depth, b.node))
    }
    let chang = model.search("chang", limit: nil)
    // A sub-provincial city, a capital, then a municipality's district before other prefectures.
    #expect(chang.prefix(3).map { model.tree.name(of: $0.node) } == ["长春市", "长沙市", "昌平区"])
    #expect(chang.first?.match == .prefix)
    let ca = self.names("ca", limit: nil)
    #expect(ca.contains("长安区"))
    #expect(
      model.search("ca", limit: nil).first { model.tree.name(of: $0.node) == "长安区" }?.match
        == .initials)
    let men = model.search("门", limit: nil)
    #expect(men.contains { model.tree.name(of: $0.node) == "厦门市" && $0.match == .substring })
  }

  @Test("a search among some nodes finds only them; a range past the tree is clamped")
  func among() throws {
    let tree = model.tree
    let xuancheng = try #require(tree.child(of: tree.child(of: nil, matching: "34"), matching: "3418"))
    let hits = model.data.searchIndex.search("gd", among: tree.children(of: xuancheng))
    #expect(hits.map { tree.name(of: $0.node) } == ["广德市", "旌德县"], "initials, then jingde as a substring")
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
    let provinces = RegionModel(dataset: .china, levels: 1)
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

  @Test("names match without their accents, by title, path and alongside pinyin")
  func accents() {
    let tree = CascadeTree(roots: [
      .init(name: "Schweiz", children: [.init(name: "Zürich"), .init(name: "Genève")]),
      .init(name: "Brasil", children: [.init(name: "São Paulo"), .init(name: "Paraná")]),
    ])
    let index = CascadeSearchIndex(tree: tree)
    #expect(index.search("zurich").map(\.node) == [2])
    #expect(index.search("ZÜRICH").map(\.match) == [.exact])
    #expect(index.search("geneve").map(\.node) == [3])
    #expect(index.search("sao paulo").map(\.node) == [4])
    #expect(index.search("parana").map(\.match) == [.exact])
    #expect(index.search("schweiz zurich").first?.node == 2)
    let titles = CascadeSearchIndex(titles: ["Zürich", "深圳", "Ávila", "a"])
    #expect(titles.search("zur").map(\.node) == [0])
    #expect(titles.search("a").map(\.node) == [3, 2])
    #expect(titles.search("sz").map(\.node) == [1])
  }

  /// The 34 provincial-level divisions by their English names, as a reader would type them.
  static let englishNames = [
    ("Beijing", "北京市"), ("Tianjin", "天津市"), ("Hebei", "河北省"), ("Shanxi", "山西省"),
    ("Inner Mongolia", "内蒙古自治区"), ("Liaoning", "辽宁省"), ("Jilin", "吉林省"), ("Heilongjiang", "黑龙江省"),
    ("Shanghai", "上海市"), ("Jiangsu", "江苏省"), ("Zhejiang", "浙江省"), ("Anhui", "安徽省"), ("Fujian", "福建省"),
    ("Jiangxi", "江西省"), ("Shandong", "山东省"), ("Henan", "河南省"), ("Hubei", "湖北省"), ("Hunan", "湖南省"),
    ("Guangdong", "广东省"), ("Guangxi", "广西壮族自治区"), ("Hainan", "海南省"), ("Chongqing", "重庆市"),
    ("Sichuan", "四川省"), ("Guizhou", "贵州省"), ("Yunnan", "云南省"), ("Tibet", "西藏自治区"), ("Shaanxi", "陕西省"),
    ("Gansu", "甘肃省"), ("Qinghai", "青海省"), ("Ningxia", "宁夏回族自治区"), ("Xinjiang", "新疆维吾尔自治区"),
    ("Taiwan", "台湾省"), ("Hong Kong", "香港特别行政区"), ("Macau", "澳门特别行政区"),
  ]

  @Test(
    "every provincial-level division is found first, exactly, by its English name", arguments: englishNames)
  func englishName(english: String, name: String) {
    #expect(Self.englishNames.count == 34)
    let first = model.search(english).first
    #expect(first.map { model.tree.name(of: $0.node) } == name)
    #expect(first?.match == .exact)
  }

  @Test(
    "aliases rank like a full pinyin name",
    arguments: [
      (query: "hongkong", name: "香港特别行政区", match: SearchMatchKind.exact),
      (query: "hk", name: "香港特别行政区", match: .exact),
      (query: "Hong Kong", name: "香港特别行政区", match: .exact),
      (query: "HONG KONG", name: "香港特别行政区", match: .exact),
      (query: "hksar", name: "香港特别行政区", match: .exact),
      (query: "hongk", name: "香港特别行政区", match: .prefix),
      (query: "macau", name: "澳门特别行政区", match: .exact),
      (query: "Macao", name: "澳门特别行政区", match: .exact),
      (query: "mo", name: "澳门特别行政区", match: .exact),
      (query: "xizang", name: "西藏自治区", match: .exact),
      (query: "nei mongol", name: "内蒙古自治区", match: .exact),
      (query: "tw", name: "台湾省", match: .initials),
    ])
  func alias(query: String, name: String, match: SearchMatchKind) {
    let first = model.search(query).first
    #expect(first.map { model.tree.name(of: $0.node) } == name)
    #expect(first?.match == match)
  }

  @Test("an alias outranks initials and prefixes of other nodes, which stay in the results")
  func aliasRanking() throws {
    let hk = model.search("hk", limit: nil)
    #expect(hk.first.map { model.tree.name(of: $0.node) } == "香港特别行政区")
    let haikou = try #require(hk.first { model.tree.name(of: $0.node) == "海口市" })
    #expect(haikou.match == .initials)
    #expect(hk.filter { model.tree.name(of: $0.node) == "香港特别行政区" }.count == 1, "one hit a node")
    #expect(hk.map(\.match) == hk.map(\.match).sorted())
    let kong = model.search("kong", limit: nil)
    #expect(
      kong.contains { model.tree.name(of: $0.node) == "香港特别行政区" && $0.match == .substring },
      "inside an alias")
  }

  @Test("aliases are shipped folded, without those the pinyin already gives")
  func aliasesOfNodes() throws {
    let tree = model.tree
    let index = model.data.searchIndex
    let hongKong = try #require(tree.child(of: nil, matching: "81"))
    #expect(index.aliases(of: hongKong) == ["hongkong", "hk", "hksar"])
    #expect(index.aliases(of: try #require(tree.child(of: nil, matching: "11"))) == [])
    #expect(index.aliases(of: try #require(tree.child(of: nil, matching: "61"))) == ["shaanxi"])
    #expect(index.aliases(of: tree.count) == [])
  }

  @Test("a wheel's own search finds a row by its alias")
  func aliasInWheel() throws {
    let engine = SelectionEngine(model: model)
    let rows = model.search("hk", inWheel: 0, given: engine.selection)
    let first = try #require(rows.first)
    #expect(model.title(ofRow: first.row, inWheel: 0, given: engine.selection) == "香港特别行政区")
    #expect(first.kind == .exact)
  }
}
