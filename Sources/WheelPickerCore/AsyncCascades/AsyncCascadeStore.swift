/// The children that arrived for an on-demand cascade, by node: every node a load was asked for
/// gets a number (the roots' parent is 0), known from its parent's number and its key, so a
/// look-up along a path costs one hash of a short key per level instead of a hash of the whole
/// path, and a node keeps its number after its children are evicted and loaded again.
struct AsyncCascadeStore: Sendable {
  /// A node, by its parent's number and its key.
  struct Step: Hashable, Sendable {
    var parent: Int
    var key: String
  }

  /// The number of the node a step leads to.
  private(set) var numbers: [Step: Int] = [:]
  /// Each number's parent (-1 for the roots' parent), node and depth (the wheel its children fill).
  private(set) var parents: [Int] = [-1]
  private(set) var nodes: [AsyncCascadeNode] = [AsyncCascadeNode(key: "", name: "")]
  private(set) var depths: [Int] = [0]
  /// The children that arrived, by node number.
  var children: [Int: AsyncCascadeChildren] = [:]

  /// The number of the roots' parent.
  static let roots = 0

  /// The number of `node` under `parent`, made when it has none.
  mutating func number(of node: AsyncCascadeNode, under parent: Int) -> Int {
    let step = Step(parent: parent, key: node.key)
    if let number = numbers[step] { return number }
    let number = parents.count
    numbers[step] = number
    parents.append(parent)
    nodes.append(node)
    depths.append(depths[parent] + 1)
    return number
  }

  /// The number of the node with `key` under `parent`, if a load was ever asked for it.
  func number(ofKey key: String, under parent: Int) -> Int? { numbers[Step(parent: parent, key: key)] }

  /// The number of the node at a path of keys, if a load was ever asked for it.
  func number(ofPath keys: [String]) -> Int? {
    var number = Self.roots
    for key in keys {
      guard let next = numbers[Step(parent: number, key: key)] else { return nil }
      number = next
    }
    return number
  }

  /// The depth of a node: the wheel its children fill.
  func depth(of number: Int) -> Int { depths[number] }

  /// The nodes of the path to a node, root first.
  ///
  /// - Complexity: O(depth).
  func path(to number: Int) -> [AsyncCascadeNode] {
    var path: [AsyncCascadeNode] = []
    var current = number
    while current > Self.roots {
      path.append(nodes[current])
      current = parents[current]
    }
    return path.reversed()
  }

  /// The children by the keys of their parent's path.
  ///
  /// - Complexity: O(nodes × depth).
  var childrenByPath: [[String]: AsyncCascadeChildren] {
    Dictionary(uniqueKeysWithValues: children.map { (path(to: $0.key).map(\.key), $0.value) })
  }

  /// A store of children given by the keys of their parent's path.
  init(_ byPath: [[String]: AsyncCascadeChildren] = [:]) {
    for (keys, value) in byPath {
      var number = Self.roots
      for key in keys { number = self.number(of: AsyncCascadeNode(key: key, name: key), under: number) }
      children[number] = value
    }
  }
}
