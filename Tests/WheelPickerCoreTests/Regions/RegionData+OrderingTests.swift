import Foundation
import Testing

@testable import WheelPickerCore

@Suite("RegionData+Ordering")
struct RegionDataOrderingTests {
  typealias Node = CascadeTree.Node

  static func data(_ roots: [Node]) -> RegionData {
    RegionData(tree: CascadeTree(roots: roots), source: "test")
  }

  static func rootNames(_ data: RegionData) -> [String] {
    data.tree.children(of: nil).map { data.tree.name(of: $0) }
  }

  static let cities = data(["上海", "北京", "广州", "天津", "安徽", "云南"].map { Node(name: $0) })

  @Test(
    "names in a locale's collation: by pinyin in Chinese, by code point in English",
    arguments: [
      (locale: "zh-Hans", names: ["安徽", "北京", "广州", "上海", "天津", "云南"]),
      (locale: "en", names: ["上海", "云南", "北京", "天津", "安徽", "广州"]),
    ])
  func collation(locale: String, names: [String]) {
    #expect(Self.rootNames(Self.cities.ordered(for: Locale(identifier: locale))) == names)
  }

  @Test("Latin names: diacritics and case are secondary, digits go by value")
  func latin() {
    let data = Self.data(
      [
        "Corse", "Île-de-France", "Auvergne-Rhône-Alpes", "Åland", "alpha", "District 10", "District 9",
        "Zulu",
      ]
      .map { Node(name: $0) })
    #expect(
      Self.rootNames(data.ordered(for: Locale(identifier: "en"))) == [
        "Åland", "alpha", "Auvergne-Rhône-Alpes", "Corse", "District 9", "District 10", "Île-de-France",
        "Zulu",
      ])
  }

  @Test("titles of digits go by value; equal values by length")
  func numbers() {
    let data = Self.data(["10", "9", "007", "7", "00501", "99501"].map { Node(name: $0) })
    #expect(
      Self.rootNames(data.ordered(for: Locale(identifier: "en"))) == [
        "7", "007", "9", "10", "00501", "99501",
      ])
  }

  @Test("placeholders sort by the title a wheel shows")
  func titles() {
    let data = Self.data([
      Node(name: "b", title: "Zed"), Node(name: "z", title: "Alpha"),
    ])
    #expect(Self.rootNames(data.ordered(for: Locale(identifier: "en"))) == ["z", "b"])
  }

  @Test("data already in order is returned as it is")
  func identity() {
    let data = Self.data(["a", "b", "c"].map { Node(name: $0) })
    let ordered = data.ordered(for: Locale(identifier: "en"))
    #expect(ordered.tree == data.tree)
    #expect(ordered.searchIndex.estimatedBytes == data.searchIndex.estimatedBytes)
  }

  @Test("search hits name the rows they found after sorting, paths and values included")
  func searchAfterSorting() throws {
    let data = Self.data([
      Node(name: "Wyoming", key: "WY", children: [Node(name: "82001"), Node(name: "82002")]),
      Node(name: "Alaska", key: "AK", children: [Node(name: "99502"), Node(name: "99501")]),
    ]).ordered(for: Locale(identifier: "en"))
    let tree = data.tree
    #expect(Self.rootNames(data) == ["Alaska", "Wyoming"])
    for query in ["Wyoming", "99501", "alas", "82002"] {
      let hit = try #require(data.searchIndex.search(query).first, "\(query)")
      #expect(tree.name(of: hit.node).lowercased().hasPrefix(query.lowercased()), "\(query)")
    }
    let model = RegionModel(data: data)
    let hit = try #require(model.search("99501").first)
    let engine = try SelectionEngine(model: model, value: model.path(toNode: hit.node))
    #expect(engine.value.codes == ["AK", "99501"])
    #expect(engine.selectedRow(inWheel: 1) == 0, "99501 now comes before 99502")
  }

  @Test("aliases and pinyin move with their nodes")
  func aliasesAfterSorting() throws {
    let dataset = RegionDataset(
      identifier: "sample", title: "sample", source: "test", asOf: "2000-01-01", transformation: "",
      licenses: [], defaultLevels: nil, wheelNames: [], siblingOrder: .name,
      encodedTree: "WPR1\t2\t2\n0\tZ\tZeta\t\t\t\tlast,zz\n0\tA\tAlpha\t\t\t\tfirst")
    let data = try dataset.load(for: Locale(identifier: "en"))
    #expect(Self.rootNames(data) == ["Alpha", "Zeta"])
    #expect(data.searchIndex.aliases(of: 0) == ["first"])
    #expect(data.searchIndex.aliases(of: 1) == ["last", "zz"])
    #expect(data.searchIndex.search("zz").map(\.node) == [1])
    #expect(data.searchIndex.search("first").map(\.node) == [0])
    #expect(try Array(dataset.load().tree.names) == ["Zeta", "Alpha"], "load() keeps the shipped order")
  }

  @Test("sorting carries every node's search fields along, as an index built from the sorted tree has them")
  func searchFieldsAfterRandomSorting() {
    let names = ["Alpha", "beta", "Gamma", "delta", "上海", "北京", "广州", "天津", "重庆", "Zürich", "Åland", "82001"]
    for seed in UInt64(1)...40 {
      var generator = SeededGenerator(seed: seed)
      func nodes(_ level: Int) -> [Node] {
        (0..<Int.random(in: 0...(level == 0 ? 7 : 5), using: &generator)).map { _ in
          let name =
            names.randomElement(using: &generator)! + String(Int.random(in: 0...9, using: &generator))
          return Node(name: name, children: level < 2 ? nodes(level + 1) : [])
        }
      }
      let ordered = Self.data(nodes(0)).ordered(for: Locale(identifier: "en"))
      let carried = ordered.searchIndex
      let built = CascadeSearchIndex(tree: ordered.tree)
      #expect(carried.bytes == built.bytes, "seed \(seed)")
      #expect(carried.offsets == built.offsets, "seed \(seed)")
      #expect(carried.stems == built.stems, "seed \(seed)")
      #expect(carried.masks == built.masks, "seed \(seed)")
      #expect(carried.readings.codes == built.readings.codes, "seed \(seed)")
      #expect(carried.readings.offsets == built.readings.offsets, "seed \(seed)")
      #expect(carried.readings.stems == built.readings.stems, "seed \(seed)")
    }
  }

  @Test("an order is cut into the runs of consecutive nodes it holds")
  func runsOfAnOrder() {
    #expect(CascadeSearchIndex.runs(of: []) == [])
    #expect(CascadeSearchIndex.runs(of: [0, 1, 2]) == [0..<3])
    #expect(CascadeSearchIndex.runs(of: [2, 0, 1, 5, 3, 4]) == [2..<3, 0..<2, 5..<6, 3..<5])
  }
}
