import Foundation
import Testing

@testable import WheelPickerCore

/// A tree too large to index is searched by folding its names as the search goes: the same
/// nodes in the same order as its index finds, with no memory a node.
@Suite("CascadeSearchIndex scan")
struct CascadeSearchIndexScanTests {
  /// Pieces names are made of: Chinese characters (polyphones among them), administrative
  /// suffixes, accented and upper-case Latin letters, spaces and hyphens.
  static let pieces = [
    "北", "京", "上", "海", "广", "东", "深", "圳", "南", "山", "朝", "阳", "重", "庆", "长", "沙", "银", "行", "余", "杭",
    "省", "市", "区", "县", "自治州", "Zü", "rich", "São", " Paulo", "Île", "-de-", "France", "ab", "AB", "x", "ny",
    "new", " York", "é", "ß", "Ω",
  ]

  /// Queries besides fragments of names: pinyin whole and as initials, paths and accents.
  static let queries = [
    "bei", "beijing", "bj", "sz", "shenzhen", "nanshan", "chongqing", "zhongqing", "cq", "yh", "zurich",
    "sao",
    "ile de", "new york", "sz ns", "深圳南山", "shenzhen nanshan", "bj cy", "a", "x", "zhang", "hang", "ab x",
    "深圳 nanshan", "zhou", "zzz",
  ]

  /// A random tree of about `count` nodes, three levels deep, some placeholders hidden in text.
  static func randomTree(count: Int, using generator: inout SeededGenerator) -> CascadeTree {
    func name() -> String {
      (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      .joined()
    }
    var made = 0
    func node(depth: Int) -> CascadeTree.Node {
      made += 1
      let children =
        depth == 2 || made >= count
        ? [] : (0..<Int.random(in: 0...20, using: &generator)).map { _ in node(depth: depth + 1) }
      return CascadeTree.Node(
        name: name(), isHiddenInText: Int.random(in: 0..<40, using: &generator) == 0, children: children)
    }
    var roots: [CascadeTree.Node] = []
    while made < count { roots.append(node(depth: 0)) }
    return CascadeTree(roots: roots)
  }

  @Test("scanning a random tree finds what its index finds, in the same order, whatever the query")
  func scanMatchesIndex() {
    let seed: UInt64 = 20_261_207
    var generator = SeededGenerator(seed: seed)
    let tree = Self.randomTree(count: 2 * CascadeSearchIndex.scanBlockCount + 500, using: &generator)
    #expect(tree.count > 2 * CascadeSearchIndex.scanBlockCount)
    let index = CascadeSearchIndex(tree: tree, scanning: false)
    let scan = CascadeSearchIndex(tree: tree, scanning: true)
    var compared = 0
    for round in 0..<60 {
      let query: String
      if round < Self.queries.count {
        query = Self.queries[round]
      } else {
        let name = Array(tree.name(of: Int.random(in: 0..<tree.count, using: &generator)))
        let start = Int.random(in: 0..<name.count, using: &generator)
        query = String(name[start..<Int.random(in: (start + 1)...name.count, using: &generator)])
      }
      let node = Int.random(in: 0..<tree.rootCount, using: &generator)
      let cases: [(among: Range<Int>?, maxDepth: Int?, limit: Int?)] = [
        (nil, nil, nil), (nil, nil, 5), (nil, 1, 50), (tree.children(of: node), nil, nil), (nil, 0, nil),
      ]
      for (among, maxDepth, limit) in cases {
        let expected = index.search(query, among: among, maxDepth: maxDepth, limit: limit)
        let found = scan.search(query, among: among, maxDepth: maxDepth, limit: limit)
        #expect(
          found == expected,
          "seed \(seed): \(query) among \(String(describing: among)), depth \(String(describing: maxDepth))")
        if !expected.isEmpty { compared += 1 }
      }
    }
    // The comparison means something only when queries find nodes.
    #expect(compared > 100, "seed \(seed): \(compared) searches found anything")
  }

  @Test("a tree of a million nodes keeps no index: under a byte a node, and a search still finds a name")
  func largeTreeIsScanned() {
    let count = CascadeSearchIndex.scanningNodeCount
    #expect(count == 1_048_576, "the count the documentation of init(tree:) and README give")
    let names = PackedLines(byteStrings: (0..<count).lazy.map { Array("n\($0)".utf8) })
    // Ten roots, each with the tenth of the rest as children.
    let roots = 10
    let perRoot = (count - roots) / roots
    var childStarts: [Int32] = []
    var childCounts: [Int32] = []
    var parents: [Int32] = []
    var depths: [CascadeTree.Depth] = []
    for node in 0..<count {
      let isRoot = node < roots
      let children = isRoot ? (node == roots - 1 ? count - roots - perRoot * (roots - 1) : perRoot) : 0
      childStarts.append(Int32(isRoot ? roots + perRoot * node : count))
      childCounts.append(Int32(children))
      parents.append(isRoot ? -1 : Int32(min((node - roots) / perRoot, roots - 1)))
      depths.append(isRoot ? 0 : 1)
    }
    let tree = CascadeTree(
      names: names, keys: names, parents: parents, childStarts: childStarts, childCounts: childCounts,
      depths: depths, rootCount: roots)
    let index = CascadeSearchIndex(tree: tree)
    // An index came to the names' bytes and 46 more a node.
    #expect(index.estimatedBytes < count, "\(index.estimatedBytes) bytes for \(count) nodes")
    let wanted = count - 7
    #expect(index.search("N\(wanted)", limit: 1).first?.node == wanted)
  }
}
