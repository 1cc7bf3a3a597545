import Foundation
import Testing
import WheelPickerCore

@Suite("RegionDataset names in the reader's language")
struct RegionDataNamesTests {
  static func dataset(names: [String: String], order: RegionDataset.SiblingOrder = .name) -> RegionDataset {
    RegionDataset(
      identifier: "names-\(names.values.joined().hashValue)-\(order)", title: "sample", source: "test",
      asOf: "2000-01-01", transformation: "", licenses: [], defaultLevels: nil, wheelNames: [],
      siblingOrder: order, localizedNames: names,
      encodedTree: "WPR1\t3\t2\n1\tZ\tZeta\t\t\t\tzz\n0\tA\tAlpha\t\t\t\n0\t+1\tZeta One\t\t\t")
  }

  @Test("a reader of the language sees its names, sorted in its collation; the rest keep the source's")
  func renamed() throws {
    let dataset = Self.dataset(names: ["ja": "ゼータ\nアルファ\n", "zh-Hans": "\n\n泽塔一"])
    #expect(dataset.nameLanguages == [.simplifiedChinese, .japanese])
    let ja = try dataset.load(for: Locale(identifier: "ja-JP"))
    #expect(ja.tree.children(of: nil).map(ja.tree.name(of:)) == ["アルファ", "ゼータ"])
    #expect(ja.tree.name(of: 2) == "Zeta One", "an empty line keeps the source's name")
    // The search index moved with the tree and still finds the source's names and aliases.
    #expect(ja.searchIndex.search("zeta").first.map { ja.tree.key(of: $0.node) } == "Z")
    #expect(ja.searchIndex.search("zz").first.map { ja.tree.key(of: $0.node) } == "Z")
    let zh = try dataset.load(for: Locale(identifier: "zh-CN"))
    #expect(zh.tree.name(of: 2) == "泽塔一")
    let en = try dataset.load(for: Locale(identifier: "en"))
    #expect(en.tree.children(of: nil).map(en.tree.name(of:)) == ["Alpha", "Zeta"])
  }

  @Test("ranks before the names give the sort a rough order; the collation still decides")
  func ranks() throws {
    // Ranks that say the opposite of the collation do not change the result.
    for ranks in [("1", "0"), ("0", "1")] {
      let dataset = Self.dataset(names: ["ja": "\(ranks.0)\tゼータ\n\(ranks.1)\tアルファ\n0\t"])
      let ja = try dataset.load(for: Locale(identifier: "ja"))
      #expect(ja.tree.children(of: nil).map(ja.tree.name(of:)) == ["アルファ", "ゼータ"])
      #expect(ja.tree.name(of: 2) == "Zeta One")
    }
  }

  @Test("data in code order is renamed and not sorted")
  func codeOrder() throws {
    let data = try Self.dataset(names: ["ja": "ゼータ\nアルファ\n"], order: .code).load(
      for: Locale(identifier: "ja"))
    #expect(data.tree.children(of: nil).map(data.tree.name(of:)) == ["ゼータ", "アルファ"])
  }

  @Test(
    "names that do not match the nodes one for one, lack a rank or hold a control character are corrupt data",
    arguments: [
      (
        names: "ゼータ\nアルファ",
        message: "dataset names-, names in ja: 2 lines for 3 nodes; there must be one a node"
      ),
      (
        names: "ゼータ\nア\u{1B}[2J\n",
        message: "dataset names-, names in ja, line 2: a name holds a control character"
      ),
      (
        names: "0\tゼータ\nアルファ\n0\t",
        message: "dataset names-, names in ja, line 2: expected a rank and a tab before the name"
      ),
    ])
  func corrupt(names: String, message: String) throws {
    let dataset = Self.dataset(names: ["ja": names])
    do {
      _ = try dataset.load(for: Locale(identifier: "ja"))
      Issue.record("corrupt names were accepted")
    } catch {
      let expected = message.replacingOccurrences(of: "names-,", with: "\(dataset.identifier),")
      #expect(error.message == expected)
      #expect(error.kind == .invalidData)
    }
  }
}
