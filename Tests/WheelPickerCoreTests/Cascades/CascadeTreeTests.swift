import Testing
import WheelPickerCore

@Suite("CascadeTree")
struct CascadeTreeTests {
  /// Counts by walking every child, the slow way the fast count must agree with.
  static func walkedCount(_ tree: CascadeTree, _ node: Int) -> Int {
    tree.children(of: node).reduce(0) { $0 + 1 + walkedCount(tree, $1) }
  }

  @Test("descendant counts agree with a walk, leaves at the ends of a level included")
  func descendantCounts() {
    typealias Node = CascadeTree.Node
    let tree = CascadeTree(roots: [
      Node(
        name: "a",
        children: [
          Node(name: "a1"),
          Node(name: "a2", children: [Node(name: "a2x"), Node(name: "a2y", children: [Node(name: "deep")])]),
          Node(name: "a3", children: [Node(name: "a3x")]),
          Node(name: "a4"),
        ]),
      Node(name: "b"),
      Node(name: "c", children: [Node(name: "c1")]),
    ])
    for node in 0..<tree.count {
      #expect(tree.descendantCount(of: node) == Self.walkedCount(tree, node), "node \(tree.name(of: node))")
    }
    #expect(tree.descendantCount(of: 0) == 8)
  }
}
