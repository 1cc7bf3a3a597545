import Foundation
import Testing

@testable import WheelPickerCore

@Suite("RegionDataset (China, 3 levels)")
struct RegionDatasetTests {
  @Test("source, as-of date and licence are in the API")
  func metadata() throws {
    let china = RegionDataset.china
    #expect(china.asOf == "2024-12-31")
    #expect(china.source.contains("yescallop/areacodes"))
    #expect(china.source.contains("eed219a0678d36bacaa717f62443b10e869f0291"))
    #expect(china.licenses.map(\.name) == ["yescallop-areacodes-CC0-1.0.txt"])
    #expect(china.licenses.first?.text.contains("CC0") == true)
    #expect(china.defaultLevels == 3)
    let data = try china.load()
    #expect(data.asOf == "2024-12-31")
    #expect(data.tree.levelCount == 3)
  }

  @Test("node count matches the source file")
  func nodeCount() throws {
    let tree = try RegionDataset.china.load().tree
    #expect(tree.count == ChinaExpectedCounts.nodeCount)
    #expect(tree.depths.filter { $0 == 2 }.count == ChinaExpectedCounts.countyCount)
    #expect(tree.rootCount == ChinaExpectedCounts.provinces.count)
  }

  @Test(
    "every province has the children and descendants of the source file",
    arguments: ChinaExpectedCounts.provinces.map { $0.code })
  func provinceCounts(code: String) throws {
    let tree = try RegionDataset.china.load().tree
    let expected = try #require(ChinaExpectedCounts.provinces.first { $0.code == code })
    let node = try #require(tree.child(of: nil, matching: code))
    #expect(tree.name(of: node) == expected.name)
    #expect(tree.children(of: node).count == expected.children)
    #expect(tree.descendantCount(of: node) == expected.descendants)
  }

  @Test("every child's code starts with its parent's code")
  func codesNest() throws {
    let tree = try RegionDataset.china.load().tree
    for node in 0..<tree.count {
      guard let parent = tree.parent(of: node) else { continue }
      #expect(
        tree.key(of: node).hasPrefix(tree.key(of: parent)),
        "\(tree.key(of: node)) under \(tree.key(of: parent))")
    }
  }

  @Test("load is cached; decode builds an equal tree afresh")
  func cacheAndDecode() throws {
    let cached = try RegionDataset.china.load()
    let fresh = try RegionDataset.china.decode()
    #expect(cached.tree == fresh.tree)
  }

  @Test(
    "China keeps its official code order in every locale",
    arguments: ["en", "zh-Hans", "fr"])
  func codeOrder(locale: String) throws {
    #expect(RegionDataset.china.siblingOrder == .code)
    let tree = try RegionDataset.china.load(for: Locale(identifier: locale)).tree
    #expect(try tree == RegionDataset.china.load().tree)
    let codes = tree.children(of: nil).map { tree.key(of: $0) }
    #expect(codes == ChinaExpectedCounts.provinces.map(\.code))
    #expect(codes.prefix(3) == ["11", "12", "13"], "北京, 天津, 河北: not 安徽 first as by pinyin")
    for parent in 0..<tree.count {
      let keys = tree.children(of: parent).map { tree.key(of: $0) }
      #expect(keys == keys.sorted(), "children of \(tree.key(of: parent))")
    }
  }
}
