import Testing
import WheelPickerCore

@Suite("CascadeSearchIndex: pinyin read from the characters")
struct CascadeSearchIndexReadingsTests {
  let list = CascadeSearchIndex(titles: ["北京", "上海", "广州", "深圳"])

  @Test(
    "a list's titles match by characters, whole pinyin, its start and initials",
    arguments: [
      ("深圳", 3, SearchMatchKind.exact),
      ("shenzhen", 3, .exact),
      ("ShenZhen", 3, .exact),
      ("shen", 3, .prefix),
      ("shenzh", 3, .prefix),
      ("shen zhen", 3, .exact),
      ("sz", 3, .initials),
      ("s", 1, .prefix),
      ("sh", 1, .prefix),
      ("bj", 0, .initials),
      ("zhou", 2, .substring),
      ("hai", 1, .substring),
    ])
  func list(query: String, node: Int, match: SearchMatchKind) {
    let first = list.search(query).first
    #expect(first?.node == node)
    #expect(first?.match == match)
  }

  @Test(
    "a query that only reads across characters wrongly finds nothing",
    arguments: ["zs", "henz", "szx", "shenzhenx", "bjs"])
  func noMatch(query: String) {
    #expect(list.search(query).isEmpty)
  }

  @Test(
    "a polyphone matches by every reading, whole and as initials",
    arguments: [
      ("zhongqing", "重庆"), ("chongqing", "重庆"), ("cq", "重庆"), ("zq", "重庆"),
      ("changsha", "长沙"), ("zhangsha", "长沙"), ("zs", "长沙"), ("cs", "长沙"),
      ("yinhang", "银行"), ("yinxing", "银行"), ("yh", "银行"), ("yx", "银行"),
      ("lvse", "绿色"), ("luse", "绿色"),
    ])
  func polyphones(query: String, title: String) {
    let index = CascadeSearchIndex(titles: ["北京", title, "广州"])
    #expect(index.search(query).map(\.node) == [1])
  }

  @Test("every combination of readings of several polyphones matches (no cap on combinations)")
  func combinations() {
    // 长 zhang/chang, 重 zhong/chong/tong, 行 xing/hang/heng, 乐 le/yue/…: 2 × 3 × 3 readings at least.
    let index = CascadeSearchIndex(titles: ["长重行乐"])
    for first in ["zhang", "chang"] {
      for second in ["zhong", "chong", "tong"] {
        for third in ["xing", "hang", "heng"] {
          for fourth in ["le", "yue"] {
            #expect(
              index.search(first + second + third + fourth).first?.match == .exact,
              "\(first)\(second)\(third)\(fourth)")
          }
        }
      }
    }
  }

  @Test("the administrative suffix may be left off, in pinyin and initials")
  func suffixes() {
    let index = CascadeSearchIndex(titles: ["余杭区", "杭州市"])
    #expect(index.search("yuhang").map(\.match) == [.exact])
    #expect(index.search("yuhangqu").map(\.match) == [.exact])
    #expect(index.search("yh").map(\.node) == [0])
    #expect(index.search("yh").map(\.match) == [.initials])
    #expect(index.search("yhq").map(\.match) == [.initials])
    #expect(index.search("hangzhou").map(\.node) == [1])
    #expect(index.search("hangzhou").map(\.match) == [.exact])
  }

  @Test("letters and digits in a name are read as themselves; spaces are skipped")
  func mixed() {
    let index = CascadeSearchIndex(titles: ["3号楼", "A座 大堂", "Café 北", "Ω 北"])
    #expect(index.search("3haolou").map(\.node) == [0])
    #expect(index.search("3hl").map(\.node) == [0])
    #expect(index.search("azuodatang").map(\.node) == [1])
    #expect(index.search("azdt").map(\.node) == [1])
    // An accented Latin letter reads as its letter; a character without a reading stops a pinyin match.
    #expect(index.search("cafebei").map(\.node) == [2])
    #expect(index.search("ωbei").isEmpty)
    #expect(index.search("bei").map(\.node) == [2, 3])
  }

  @Test("aliases of titles match like names")
  func aliases() {
    let index = CascadeSearchIndex(titles: ["一月", "四月"]) { $0 == 1 ? "4,april" : nil }
    #expect(index.search("4").map(\.node) == [1])
    #expect(index.search("apr").map(\.node) == [1])
    #expect(index.search("siyue").map(\.node) == [1])
  }

  /// The full path of a hit, names joined by spaces.
  func path(_ tree: CascadeTree, _ node: Int) -> String {
    tree.path(to: node).map { tree.name(of: $0) }.joined(separator: " ")
  }

  @Test(
    "paths work in any cascade: whole names, pinyin or initials, then any match",
    arguments: [
      ("zj yh", "浙江省 杭州市 余杭区", SearchMatchKind.initials),
      ("zjyh", "浙江省 杭州市 余杭区", .initials),
      ("hz yh", "浙江省 杭州市 余杭区", .initials),
      ("zhejiang yuhang", "浙江省 杭州市 余杭区", .exact),
      ("杭州 yuhang", "浙江省 杭州市 余杭区", .exact),
      ("hangzhou yuh", "浙江省 杭州市 余杭区", .prefix),
      ("sz ns", "广东省 深圳市 南山区", .initials),
      ("cq yz", "重庆市 渝中区", .initials),
      ("zq yz", "重庆市 渝中区", .initials),
      ("yh", "浙江省 杭州市 余杭区", .initials),
    ])
  func paths(query: String, expected: String, match: SearchMatchKind) {
    let tree = CascadeTree(roots: [
      .init(name: "浙江省", children: [.init(name: "杭州市", children: [.init(name: "西湖区"), .init(name: "余杭区")])]),
      .init(name: "广东省", children: [.init(name: "深圳市", children: [.init(name: "福田区"), .init(name: "南山区")])]),
      .init(name: "重庆市", children: [.init(name: "渝中区")]),
    ])
    let index = CascadeSearchIndex(tree: tree)
    let first = index.search(query).first
    #expect(first.map { path(tree, $0.node) } == expected)
    #expect(first?.match == match)
  }

  @Test("the readings follow the nodes when siblings are reordered")
  func reordered() {
    let tree = CascadeTree(roots: [.init(name: "重庆"), .init(name: "上海"), .init(name: "北京")])
    let data = RegionData(tree: tree, source: "test")
    let sorted = data.ordered(for: .init(identifier: "en"))
    for (query, name) in [("cq", "重庆"), ("shanghai", "上海"), ("bj", "北京")] {
      let hit = sorted.searchIndex.search(query).first
      #expect(hit.map { sorted.tree.name(of: $0.node) } == name)
    }
  }

  @Test("a seeded random set of titles finds each title by its first readings and initials")
  func randomTitles() {
    var generator = SeededGenerator(seed: 20_261_203)
    let characters = Array("北京上海广州深圳南山朝阳重庆长沙银行余杭区市县省东西中华人民")
    var titles: [String] = []
    for _ in 0..<300 {
      let length = Int.random(in: 1...5, using: &generator)
      titles.append(
        String((0..<length).map { _ in characters[Int.random(in: 0..<characters.count, using: &generator)] }))
    }
    let index = CascadeSearchIndex(titles: titles)
    for (row, title) in titles.enumerated() {
      let readings = PinyinReadings.readings(ofCharactersIn: title)
      let whole = readings.map { $0.first ?? "" }.joined()
      let initials = readings.map { String($0.first?.prefix(1) ?? "") }.joined()
      let nodes = index.search(whole, limit: nil).map(\.node)
      #expect(nodes.contains(row), "seed 20261203: \(title) by \(whole)")
      #expect(
        index.search(initials, limit: nil).map(\.node).contains(row), "seed 20261203: \(title) by \(initials)"
      )
    }
  }
}
