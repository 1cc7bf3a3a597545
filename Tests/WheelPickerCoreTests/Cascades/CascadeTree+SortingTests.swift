import Testing

@testable import WheelPickerCore

@Suite("CascadeTree+Sorting")
struct CascadeTreeSortingTests {
  typealias Node = CascadeTree.Node

  /// Roots and children deliberately out of order, with keys, a title and a hidden node to carry along.
  static let tree = CascadeTree(roots: [
    Node(
      name: "c", key: "3",
      children: [
        Node(
          name: "c2", key: "32", children: [Node(name: "c2b", key: "322"), Node(name: "c2a", key: "321")]),
        Node(name: "c1", key: "31", title: "C one", isHiddenInText: true),
      ]),
    Node(name: "a", key: "1", children: [Node(name: "a1", key: "11")]),
    Node(name: "b", key: "2"),
  ])

  /// Every node as its path of names, root first, in breadth-first order.
  static func paths(_ tree: CascadeTree) -> [String] {
    (0..<tree.count).map { node in tree.path(to: node).map { tree.name(of: $0) }.joined(separator: "/") }
  }

  @Test("siblings sorted at every level; keys, titles, hidden flags and parents carried along")
  func sorts() throws {
    let tree = Self.tree
    let sorted = try tree.sortingSiblings { tree.name(of: $0) < tree.name(of: $1) }.validated()
    #expect(
      Self.paths(sorted) == ["a", "b", "c", "a/a1", "c/c1", "c/c2", "c/c2/c2a", "c/c2/c2b"])
    #expect(Array(sorted.keys) == ["1", "2", "3", "11", "31", "32", "321", "322"])
    let c1 = try #require(sorted.child(of: sorted.child(of: nil, matching: "3"), matching: "31"))
    #expect(sorted.title(of: c1) == "C one")
    #expect(sorted.hiddenInText[c1])
    #expect(sorted.hiddenInText.filter { $0 }.count == 1)
    #expect(sorted.levelCount == tree.levelCount)
    for node in 0..<tree.count {
      let twin = try #require(sorted.keys.firstIndex(of: tree.key(of: node)))
      #expect(
        sorted.descendantCount(of: twin) == tree.descendantCount(of: node), "node \(tree.name(of: node))")
    }
  }

  @Test("the sort is stable, and a tree already in order is returned as it is")
  func stableAndIdentity() throws {
    let tree = Self.tree
    let unordered = tree.sortingSiblings { _, _ in false }
    #expect(unordered == tree)
    let byLength = tree.sortingSiblings { tree.name(of: $0).count < tree.name(of: $1).count }
    #expect(Self.paths(byLength) == Self.paths(tree), "equal lengths keep the data order")
    let reversed = try tree.sortingSiblings { tree.name(of: $0) > tree.name(of: $1) }.validated()
    #expect(Self.paths(reversed) == ["c", "b", "a", "c/c2", "c/c1", "a/a1", "c/c2/c2b", "c/c2/c2a"])
  }

  @Test("a rough order first gives the same result as the exact order alone")
  func roughOrder() {
    let tree = Self.tree
    let exact: (Int, Int) -> Bool = { tree.name(of: $0) < tree.name(of: $1) }
    let misleading: (Int, Int) -> Bool = { tree.name(of: $0) > tree.name(of: $1) }
    #expect(tree.siblingOrder(by: exact, roughOrder: misleading) == tree.siblingOrder(by: exact))
  }

  @Test("an empty tree and a tree of roots only")
  func small() {
    let empty = CascadeTree(roots: [])
    #expect(empty.sortingSiblings { _, _ in true } == empty)
    let roots = CascadeTree(roots: [Node(name: "z"), Node(name: "y")])
    #expect(Array(roots.sortingSiblings { roots.names[$0] < roots.names[$1] }.names) == ["y", "z"])
  }
}
