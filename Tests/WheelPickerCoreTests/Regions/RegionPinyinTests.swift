import Foundation
import Testing

@testable import WheelPickerCore

/// The pinyin shipped with the China data, checked for place-name polyphones
/// and against the committed overrides table (`Scripts/pinyin-overrides.tsv`).
@Suite("Region pinyin")
struct RegionPinyinTests {
  let data: RegionData

  init() throws { data = try RegionDataset.china.load() }

  func node(named name: String) -> Int? { data.tree.names.firstIndex(of: name) }

  @Test(
    "polyphones in place names read as the place is called",
    arguments: [
      ("长沙市", "changshashi", "css"), ("厦门市", "xiamenshi", "xms"), ("蚌埠市", "bengbushi", "bbs"),
      ("六安市", "luanshi", "las"), ("重庆市", "chongqingshi", "cqs"), ("乐清市", "yueqingshi", "yqs"),
      ("丽水市", "lishuishi", "lss"), ("番禺区", "panyuqu", "pyq"), ("单县", "shanxian", "sx"),
      ("长治市", "changzhishi", "czs"), ("长子县", "zhangzixian", "zzx"), ("洪洞县", "hongtongxian", "htx"),
      ("宁都县", "ningduxian", "ndx"), ("成都市", "chengdushi", "cds"), ("珲春市", "hunchunshi", "hcs"),
      ("朝阳市", "chaoyangshi", "cys"), ("乐亭县", "laotingxian", "ltx"), ("六合区", "luhequ", "lhq"),
      ("铅山县", "yanshanxian", "ysx"), ("盱眙县", "xuyixian", "xyx"), ("蔚县", "yuxian", "yx"),
      ("歙县", "shexian", "sx"), ("筠连县", "junlianxian", "jlx"), ("浚县", "xunxian", "xx"),
      ("覃塘区", "qintangqu", "qtq"), ("繁峙县", "fanshixian", "fsx"), ("长安区", "changanqu", "caq"),
    ])
  func polyphones(name: String, pinyin: String, initials: String) throws {
    let node = try #require(self.node(named: name))
    #expect(data.searchIndex.romanization(of: node) == pinyin)
    #expect(data.searchIndex.initials(of: node) == initials)
  }

  /// The rows of the overrides table: (kind, text, syllables).
  static func overrides() throws -> [(kind: String, text: String, syllables: [String])] {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scripts/pinyin-overrides.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return (String(fields[0]), String(fields[1]), fields[2].split(separator: " ").map(String.init))
    }
  }

  @Test("every phrase override of the table is in the shipped pinyin of every name containing it")
  func overridesApplied() throws {
    let rows = try Self.overrides().filter { $0.kind == "phrase" }
    #expect(rows.count >= 30)
    for row in rows {
      #expect(row.syllables.count == row.text.count, "\(row.text)")
      let nodes = data.tree.names.indices.filter { data.tree.name(of: $0).contains(row.text) }
      for node in nodes where !data.tree.isHiddenInText(node) {
        #expect(
          data.searchIndex.romanization(of: node).contains(row.syllables.joined()),
          "\(data.tree.name(of: node)) should read \(row.syllables.joined())")
      }
    }
  }
}
