import Testing
import WheelPickerCore

@Suite("CascadeSearchIndex: paths")
struct CascadeSearchIndexPathTests {
  let model: RegionModel

  init() throws { model = RegionModel(dataset: .china) }

  /// The full path (names joined by spaces) of the first hit.
  func firstPath(_ query: String) -> String? {
    model.search(query).first.map { hit in
      model.tree.path(to: hit.node).map { model.tree.name(of: $0) }.joined(separator: " ")
    }
  }

  @Test(
    "a query naming a path finds its deepest node first",
    arguments: [
      ("深圳南山", "广东省 深圳市 南山区", SearchMatchKind.exact),
      ("深圳市南山区", "广东省 深圳市 南山区", .exact),
      ("shenzhen nanshan", "广东省 深圳市 南山区", .exact),
      ("shenzhennanshan", "广东省 深圳市 南山区", .exact),
      ("Shenzhen Nanshan", "广东省 深圳市 南山区", .exact),
      ("sz ns", "广东省 深圳市 南山区", .initials),
      ("szns", "广东省 深圳市 南山区", .initials),
      ("广东南山", "广东省 深圳市 南山区", .exact),
      ("广东 南山", "广东省 深圳市 南山区", .exact),
      ("深圳 nanshan", "广东省 深圳市 南山区", .exact),
      ("sz nanshan", "广东省 深圳市 南山区", .initials),
      ("广东深圳南山", "广东省 深圳市 南山区", .exact),
      ("guangdong shenzhen nanshan", "广东省 深圳市 南山区", .exact),
      ("gd sz ns", "广东省 深圳市 南山区", .initials),
      ("北京朝阳", "北京市 市辖区 朝阳区", .exact),
      ("bj cy", "北京市 市辖区 朝阳区", .initials),
      ("厦门 思明", "福建省 厦门市 思明区", .exact),
      ("xmsm", "福建省 厦门市 思明区", .initials),
      ("鹤岗 nanshan", "黑龙江省 鹤岗市 南山区", .exact),
    ])
  func path(query: String, path: String, match: SearchMatchKind) {
    #expect(firstPath(query) == path)
    #expect(model.search(query).first?.match == match)
  }

  @Test("a path being typed finds what its last term begins", arguments: ["深圳南", "shenzhen nan", "sz n"])
  func typing(query: String) {
    let names = model.search(query, limit: nil).map { model.tree.name(of: $0.node) }
    #expect(names.first == "南山区")
    #expect(model.search(query).first?.match == (query == "sz n" ? .initials : .prefix))
  }

  @Test("a single name matching better than a path still comes first")
  func singleNameFirst() {
    // 西区 (攀枝花) has no child beginning an; 西安 is whole pinyin.
    #expect(firstPath("xi an") == "陕西省 西安市")
    #expect(firstPath("shenzhen") == "广东省 深圳市")
    #expect(firstPath("nanshan").map { $0.hasSuffix("南山区") } == true)
    #expect(firstPath("sz") == "广东省 深圳市")
    #expect(firstPath("gd") == "广东省")
  }

  @Test("paths rank above single names matching as well, and each node is one hit")
  func ranking() throws {
    let hits = model.search("sz ns", limit: nil)
    #expect(hits.map(\.match) == hits.map(\.match).sorted())
    #expect(Set(hits.map(\.node)).count == hits.count)
    let nanshan = model.search("广东 南山", limit: nil)
    let names = nanshan.map { model.tree.path(to: $0.node).map { model.tree.name(of: $0) }.joined() }
    #expect(names.first == "广东省深圳市南山区")
    #expect(!names.contains("黑龙江省鹤岗市南山区"), "鹤岗 is not in 广东")
  }

  @Test("terms go down the tree, never up or across")
  func order() {
    #expect(firstPath("南山深圳") == nil)
    #expect(firstPath("深圳 鹤岗") == nil)
    #expect(model.search("ns sz").allSatisfy { model.tree.name(of: $0.node) != "南山区" })
  }

  @Test("a search of one wheel's rows and a shallower picker look for no path")
  func scope() throws {
    let provinces = RegionModel(dataset: .china, levels: 1)
    #expect(provinces.search("广东南山").isEmpty)
    let tree = model.tree
    let guangdong = try #require(tree.child(of: nil, matching: "44"))
    #expect(model.data.searchIndex.search("深圳南山", among: tree.children(of: guangdong)).isEmpty)
    let twoLevels = RegionModel(dataset: .china, levels: 2)
    #expect(twoLevels.search("广东深圳").first.map { tree.name(of: $0.node) } == "深圳市")
  }

  @Test("a user's tree without pinyin finds paths by name")
  func userTree() {
    let tree = CascadeTree(roots: [
      .init(name: "United Kingdom", children: [.init(name: "London"), .init(name: "Leeds")]),
      .init(name: "Canada", children: [.init(name: "London")]),
    ])
    let index = CascadeSearchIndex(tree: tree)
    #expect(index.search("canada london").map(\.node) == [4])
    #expect(index.search("canada london").first?.match == .exact)
    #expect(index.search("canadalon").map(\.node) == [4])
  }
}
