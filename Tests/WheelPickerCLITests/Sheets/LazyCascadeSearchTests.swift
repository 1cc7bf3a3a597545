import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerCLI

@Suite("LazyCascadeSearch")
struct LazyCascadeSearchTests {
  typealias Node = CascadeTree.Node

  static let tree = CascadeTree(roots: [
    Node(name: "浙江省", children: [Node(name: "杭州市", children: [Node(name: "余杭区"), Node(name: "西湖区")])]),
    Node(name: "广东省", children: [Node(name: "深圳市", children: [Node(name: "南山区")])]),
  ])

  @Test("the index is built on the first query, and finds what the index built at once finds")
  func indexOnFirstQuery() {
    let model = CascadeModel(tree: Self.tree)
    let engine = SelectionEngine(model: model)
    let lazy = LazyCascadeSearch(tree: Self.tree, wheelCount: model.wheelCount)
    #expect(!lazy.isIndexBuilt)
    let eager = CascadeSheetSearch<CascadeModel>(
      tree: Self.tree, index: CascadeSearchIndex(tree: Self.tree), wheelCount: model.wheelCount)
    for query in ["yh", "深圳", "nanshan", "zj xh"] {
      let found = lazy.matches(for: query, in: engine, focusedWheel: 0)
      #expect(found == eager.matches(for: query, in: engine, focusedWheel: 0), "\(query)")
      #expect(!found.isEmpty, "\(query)")
    }
    #expect(lazy.isIndexBuilt)
    // Copies share the index built once.
    let copy = lazy
    #expect(copy.isIndexBuilt)
  }
}
