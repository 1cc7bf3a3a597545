import Testing
import WheelPickerCore

@Suite("Region prominence: equal matches")
struct RegionProminenceTests {
  let model: RegionModel

  init() throws { model = RegionModel(dataset: .china) }

  /// The full paths of the hits, names joined by spaces.
  func paths(_ query: String) -> [String] {
    model.search(query).map { hit in
      model.tree.path(to: hit.node).map { model.tree.name(of: $0) }.joined(separator: " ")
    }
  }

  @Test(
    "equal matches go to the top level, the prominent cities, the municipalities' districts, those of the prominent cities, then the rest",
    arguments: [
      ("nanshan", "广东省 深圳市 南山区"),
      ("南山区", "广东省 深圳市 南山区"),
      ("chaoyang", "北京市 市辖区 朝阳区"),
      ("朝阳", "北京市 市辖区 朝阳区"),
      ("gulou", "江苏省 南京市 鼓楼区"),
      ("hebei", "河北省"),
      ("gd", "广东省"),
      ("cs", "湖南省 长沙市"),
      ("sz", "广东省 深圳市"),
      ("cy", "北京市 市辖区 朝阳区"),
    ])
  func first(query: String, path: String) {
    #expect(paths(query).first == path)
  }

  @Test("the other equal matches follow in the same order, each one next-match away")
  func rest() {
    let chaoyang = paths("chaoyang")
    #expect(
      Array(chaoyang.prefix(4)) == ["北京市 市辖区 朝阳区", "吉林省 长春市 朝阳区", "辽宁省 朝阳市", "辽宁省 朝阳市 朝阳县"])
    let nanshan = paths("nanshan")
    #expect(nanshan.prefix(2) == ["广东省 深圳市 南山区", "黑龙江省 鹤岗市 南山区"])
  }

  @Test("a better match still wins over prominence: the kind of match ranks first")
  func kindFirst() {
    // 朝阳市 is an exact name; 朝阳区 of Beijing only a prefix of 朝阳区 would be worse.
    let hits = model.search("朝阳市")
    #expect(hits.first.map { model.tree.name(of: $0.node) } == "朝阳市")
    #expect(hits.first?.match == .exact)
  }

  @Test("the index exposes each node's class")
  func classes() throws {
    let index = model.data.searchIndex
    func node(_ path: String) throws -> Int {
      try #require(model.search(path).first?.node)
    }
    #expect(index.prominence(of: try node("北京市")) == 0)
    #expect(index.prominence(of: try node("深圳市")) == 1)
    #expect(index.prominence(of: try node("长沙市")) == 2)
    #expect(index.prominence(of: try node("北京 朝阳")) == 3)
    #expect(index.prominence(of: try node("深圳 南山")) == 4)
    #expect(index.prominence(of: try node("长沙 岳麓")) == 5)
    #expect(index.prominence(of: try node("鹤岗 南山")) == 6)
    #expect(index.prominence(of: try node("重庆 石柱")) == 6)
  }

  @Test("a user's tree keeps data order among equal matches; withProminence reorders them")
  func userTree() {
    let tree = CascadeTree(roots: [
      .init(name: "甲", children: [.init(name: "南山")]), .init(name: "乙", children: [.init(name: "南山")]),
    ])
    let index = CascadeSearchIndex(tree: tree)
    #expect(index.search("nanshan").map(\.node) == [2, 3])
    #expect(index.withProminence([0, 0, 1, 0]).search("nanshan").map(\.node) == [3, 2])
    #expect(index.withProminence([0]).search("nanshan").map(\.node) == [2, 3], "a wrong count is ignored")
  }
}
