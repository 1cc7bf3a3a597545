import Testing

@testable import WheelPickerCore

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

/// Flat arrays that do not describe a breadth-first tree: `validated()` names the first
/// inconsistency.
extension CascadeTreeTests {
  /// A root A with children B and C, as flat arrays.
  struct Arrays {
    var names = ["A", "B", "C"]
    var keys = ["a", "b", "c"]
    var parents: [Int32] = [-1, 0, 0]
    var childStarts: [Int32] = [1, 3, 3]
    var childCounts: [Int32] = [2, 0, 0]
    var depths: [CascadeTree.Depth] = [0, 1, 1]
    var rootCount = 1

    var tree: CascadeTree {
      CascadeTree(
        names: names, keys: keys, titles: Array(repeating: nil, count: names.count),
        hiddenInText: Array(repeating: false, count: names.count), parents: parents, childStarts: childStarts,
        childCounts: childCounts, depths: depths, rootCount: rootCount)
    }
  }

  static func failure(_ change: (inout Arrays) -> Void) -> String? {
    var arrays = Arrays()
    change(&arrays)
    do {
      _ = try arrays.tree.validated()
      return nil
    } catch {
      #expect(error.reason == .inconsistentData && error.kind == .invalidData)
      return error.message
    }
  }

  @Test("validated: consistent arrays are the tree itself")
  func consistent() throws {
    let tree = try Arrays().tree.validated()
    #expect(tree.count == 3 && tree.levelCount == 2)
    #expect(tree.children(of: 0) == 1..<3)
    #expect(
      tree
        == CascadeTree(roots: [
          .init(name: "A", key: "a", children: [.init(name: "B", key: "b"), .init(name: "C", key: "c")])
        ]))
  }

  @Test("validated refuses arrays of different lengths")
  func lengths() {
    #expect(Self.failure { $0.keys = ["a", "b"] } == "cascade tree: arrays differ in length (3 names)")
  }

  @Test("validated refuses a root count past the nodes, or a root with a parent")
  func roots() {
    #expect(Self.failure { $0.rootCount = 4 } == "cascade tree: root count 4 exceeds 3 nodes")
    #expect(Self.failure { $0.rootCount = -1 } == "cascade tree: root count -1 exceeds 3 nodes")
    #expect(
      Self.failure {
        $0.rootCount = 2
        $0.childStarts[0] = 2
      } == "cascade tree: root 1 has a parent")
  }

  @Test(
    "validated refuses a parent after its child, outside the parent's children, or a depth that does not follow"
  )
  func parents() {
    #expect(Self.failure { $0.parents[2] = 2 } == "cascade tree: node 2 has parent 2")
    #expect(
      Self.failure { $0.childCounts[0] = 1 } == "cascade tree: node 2 lies outside its parent's children")
    #expect(Self.failure { $0.depths[2] = 2 } == "cascade tree: node 2 has depth 2")
  }

  @Test("validated refuses a negative child count, children starting elsewhere, children past the nodes")
  func children() {
    #expect(Self.failure { $0.childCounts[1] = -1 } == "cascade tree: node 1 has -1 children")
    #expect(
      Self.failure { $0.childStarts[0] = 2 } == "cascade tree: children of node 0 start at 2, expected 1")
    #expect(
      Self.failure {
        $0.childStarts[1] = 3
        $0.childCounts[1] = 1
      } == "cascade tree: children cover 4 of 3 nodes")
  }
}
