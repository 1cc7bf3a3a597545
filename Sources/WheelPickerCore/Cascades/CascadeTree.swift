/// A tree of rows in which any row may have children, stored flat for fast
/// loading and O(1) navigation.
///
/// Nodes are numbered breadth-first, so the children of every node are
/// contiguous and the roots are `0..<rootCount`. Branches may end at
/// different depths (a city with no districts).
///
/// Every node has a `name` (the official text a value carries), a `key` (a
/// code or identifier; the name where the source has none), a `title` (what a
/// wheel shows; the name unless a dataset says otherwise, e.g. `北京市` for
/// the placeholder `市辖区`) and may be *hidden in text* (left out of display
/// text such as `北京市 东城区`).
public struct CascadeTree: Hashable, Sendable {
  /// A node handed to ``init(roots:)``, with its children.
  public struct Node: Hashable, Sendable {
    /// The official name.
    public var name: String
    /// The code or key; defaults to the name.
    public var key: String
    /// What a wheel shows; defaults to the name.
    public var title: String
    /// Whether display text leaves this node out.
    public var isHiddenInText: Bool
    /// Whether the node is shown but cannot be chosen (greyed, skipped).
    public var isDisabled: Bool
    /// The children, in order.
    public var children: [Node]

    /// Creates a node.
    public init(
      name: String, key: String? = nil, title: String? = nil, isHiddenInText: Bool = false,
      isDisabled: Bool = false, children: [Node] = []
    ) {
      self.name = name
      self.key = key ?? name
      self.title = title ?? name
      self.isHiddenInText = isHiddenInText
      self.isDisabled = isDisabled
      self.children = children
    }
  }

  /// A node's position in the tree.
  public typealias NodeIndex = Int

  /// Names of the nodes, breadth-first, in one UTF-8 buffer: a node costs its bytes and 8 more,
  /// not a `String` (16 bytes, and an allocation past 15 bytes).
  private(set) var names: PackedLines
  /// Keys of the nodes; `nil` where every key is the node's name (a dictionary, names alone),
  /// which then costs nothing.
  private(set) var distinctKeys: PackedLines?
  /// Titles of the nodes, `nil` where the title is the name; empty when every title is (most
  /// trees), so they pay nothing for it.
  private(set) var explicitTitles: [String?]
  /// Whether each node is left out of display text; empty when none is.
  private(set) var hidden: [Bool]
  /// Whether each node is disabled; empty when none is (most trees), so they pay nothing for it.
  private(set) var disabled: [Bool]
  /// The parent of each node, -1 for a root.
  private(set) var parents: [Int32]
  /// The index of each node's first child (meaningful when it has children).
  private(set) var childStarts: [Int32]
  /// The number of children of each node.
  private(set) var childCounts: [Int32]
  /// A node's depth as stored: 32 bits, as deep as a tree of `Int32` nodes can be, so that a
  /// tree built from nested nodes keeps every level however deep it is.
  typealias Depth = Int32

  /// The depth of each node; roots are at depth 0.
  private(set) var depths: [Depth]
  /// The number of roots (nodes `0..<rootCount`).
  public private(set) var rootCount: Int
  /// The number of levels: 1 + the greatest depth; 0 for an empty tree.
  public private(set) var levelCount: Int

  /// Builds a tree from nested nodes.
  ///
  /// A node whose children are all disabled is disabled too (see ``isDisabled(_:)``).
  /// - Complexity: O(*n*).
  public init(roots: [Node]) {
    var names: [String] = []
    var keys: [String] = []
    var titles: [String?] = []
    var hidden: [Bool] = []
    var disabled: [Bool] = []
    var parents: [Int32] = []
    var childStarts: [Int32] = []
    var childCounts: [Int32] = []
    var depths: [Depth] = []
    // Breadth-first: a queue of (node, parent index, depth).
    var queue: [(node: Node, parent: Int32, depth: Depth)] = roots.map { ($0, -1, 0) }
    var head = 0
    var next = Int32(roots.count)
    while head < queue.count {
      let (node, parent, depth) = queue[head]
      head += 1
      names.append(node.name)
      keys.append(node.key)
      titles.append(node.title == node.name ? nil : node.title)
      hidden.append(node.isHiddenInText)
      disabled.append(node.isDisabled)
      parents.append(parent)
      depths.append(depth)
      childStarts.append(next)
      childCounts.append(Int32(node.children.count))
      next += Int32(node.children.count)
      let index = Int32(head - 1)
      for child in node.children { queue.append((child, index, depth &+ 1)) }
      queue[head - 1].node.children = []
    }
    self.init(
      names: names, keys: keys, titles: titles, hiddenInText: hidden, parents: parents,
      childStarts: childStarts, childCounts: childCounts, depths: depths, rootCount: roots.count,
      disabled: disabled)
  }

  /// Builds a tree from its flat arrays, as a loader of a compact resource does.
  ///
  /// The arrays must describe a breadth-first tree: see the stored properties.
  /// Use ``validated()`` on data that did not come from ``init(roots:)``. `disabled` is empty
  /// when no node is disabled; a node whose children are all disabled is disabled too.
  init(
    names: [String], keys: [String], titles: [String?], hiddenInText: [Bool], parents: [Int32],
    childStarts: [Int32], childCounts: [Int32], depths: [Depth], rootCount: Int, disabled: [Bool] = []
  ) {
    let packed = PackedLines(names)
    self.init(
      names: packed, keys: keys == names ? packed : PackedLines(keys), titles: titles,
      hiddenInText: hiddenInText,
      parents: parents, childStarts: childStarts, childCounts: childCounts, depths: depths,
      rootCount: rootCount,
      disabled: disabled)
  }

  /// Builds a tree from its flat arrays with the names and keys packed, as the document readers do.
  ///
  /// `titles` and `hiddenInText` are empty when no node has a title of its own or is hidden;
  /// keys equal to the names are stored once.
  init(
    names: PackedLines, keys: PackedLines, titles: [String?] = [], hiddenInText: [Bool] = [],
    parents: [Int32], childStarts: [Int32], childCounts: [Int32], depths: [Depth], rootCount: Int,
    disabled: [Bool] = []
  ) {
    self.names = names
    self.distinctKeys = keys == names ? nil : keys
    self.explicitTitles = titles.contains { $0 != nil } ? titles : []
    self.hidden = hiddenInText.contains(true) ? hiddenInText : []
    self.parents = parents
    self.childStarts = childStarts
    self.childCounts = childCounts
    self.depths = depths
    self.rootCount = rootCount
    self.levelCount = depths.isEmpty ? 0 : Int(depths.max() ?? 0) + 1
    self.disabled = Self.closingDisabled(disabled, childStarts: childStarts, childCounts: childCounts)
  }

  /// `disabled` with every parent whose children are all disabled disabled too, from the
  /// deepest level up (children follow their parents breadth-first); empty when no node is.
  ///
  /// - Complexity: O(*n*).
  private static func closingDisabled(
    _ disabled: [Bool], childStarts: [Int32], childCounts: [Int32]
  ) -> [Bool] {
    guard disabled.contains(true), disabled.count == childCounts.count else { return [] }
    var closed = disabled
    for node in closed.indices.reversed() where !closed[node] && childCounts[node] > 0 {
      let start = Int(childStarts[node])
      let end = start + Int(childCounts[node])
      guard start >= 0, end <= closed.count, start > node else { continue }
      closed[node] = closed[start..<end].allSatisfy { $0 }
    }
    return closed
  }

  /// The tree itself when its arrays are consistent.
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming the first inconsistency.
  /// - Complexity: O(*n*).
  public func validated() throws(WheelPickerError) -> CascadeTree {
    let n = names.count
    func fail(_ message: String) -> WheelPickerError {
      WheelPickerError(.invalidData, "cascade tree: \(message)", reason: .inconsistentData)
    }
    guard keys.count == n, explicitTitles.isEmpty || explicitTitles.count == n,
      hidden.isEmpty || hidden.count == n,
      parents.count == n,
      childStarts.count == n, childCounts.count == n, depths.count == n
    else { throw fail("arrays differ in length (\(n) names)") }
    guard rootCount >= 0, rootCount <= n else { throw fail("root count \(rootCount) exceeds \(n) nodes") }
    var expected = rootCount
    for node in 0..<n {
      if node < rootCount {
        guard parents[node] == -1, depths[node] == 0 else { throw fail("root \(node) has a parent") }
      } else {
        let parent = Int(parents[node])
        guard parent >= 0, parent < node else { throw fail("node \(node) has parent \(parent)") }
        let start = Int(childStarts[parent])
        guard node >= start, node < start + Int(childCounts[parent]) else {
          throw fail("node \(node) lies outside its parent's children")
        }
        guard depths[node] == depths[parent] &+ 1 else {
          throw fail("node \(node) has depth \(depths[node])")
        }
      }
      let count = Int(childCounts[node])
      guard count >= 0 else { throw fail("node \(node) has \(count) children") }
      if count > 0 {
        guard Int(childStarts[node]) == expected else {
          throw fail("children of node \(node) start at \(childStarts[node]), expected \(expected)")
        }
        expected += count
      }
    }
    guard expected == n else { throw fail("children cover \(expected) of \(n) nodes") }
    return self
  }

  /// A node's official name.
  ///
  /// Like the other accessors that take a ``NodeIndex``, it requires an index below ``count``
  /// (Array's precondition: an index out of range is a programming error and traps); values
  /// from outside are checked where they enter (``CascadeModel/path(matching:)``, the loaders).
  public func name(of node: NodeIndex) -> String { names[node] }

  /// A node's key (its name where the source has none).
  public func key(of node: NodeIndex) -> String { keys[node] }

  /// The keys of the nodes (the names where the source has none).
  var keys: PackedLines { distinctKeys ?? names }

  /// Whether display text leaves the node out (a placeholder such as `市辖区`).
  public func isHiddenInText(_ node: NodeIndex) -> Bool { !hidden.isEmpty && hidden[node] }

  /// Whether each node is left out of display text, for a tree rebuilt from this one.
  var hiddenInText: [Bool] { hidden.isEmpty ? Array(repeating: false, count: count) : hidden }

  /// Each node's title where it is not the name, for a tree rebuilt from this one.
  var titles: [String?] { explicitTitles.isEmpty ? Array(repeating: nil, count: count) : explicitTitles }

  /// A node's title when the source gave it one other than its name.
  func explicitTitle(of node: NodeIndex) -> String? { explicitTitles.isEmpty ? nil : explicitTitles[node] }

  /// The bytes the tree's arrays hold: a deterministic measure of its memory, for tests and
  /// benchmarks.
  package var storedByteCount: Int {
    names.storedByteCount + (distinctKeys?.storedByteCount ?? 0)
      + explicitTitles.count * MemoryLayout<String?>.stride
      + explicitTitles.reduce(0) { $0 + ($1.map { $0.utf8.count > 15 ? $0.utf8.count : 0 } ?? 0) }
      + hidden.count + disabled.count
      + (parents.count + childStarts.count + childCounts.count) * MemoryLayout<Int32>.size
      + depths.count * MemoryLayout<Depth>.size
  }

  /// Whether the node is shown but cannot be chosen: its document marked it
  /// `disabled`, or every one of its children is disabled.
  public func isDisabled(_ node: NodeIndex) -> Bool { !disabled.isEmpty && disabled[node] }

  /// Whether any node is disabled.
  public var hasDisabledNodes: Bool { !disabled.isEmpty }

  /// A node's depth; roots are at depth 0.
  public func depth(of node: NodeIndex) -> Int { Int(depths[node]) }

  /// The number of nodes.
  public var count: Int { names.count }

  /// The title a wheel shows for a node.
  public func title(of node: NodeIndex) -> String { explicitTitle(of: node) ?? names[node] }

  /// The children of a node, or the roots for `nil`.
  public func children(of node: NodeIndex?) -> Range<Int> {
    guard let node else { return 0..<rootCount }
    let start = Int(childStarts[node])
    return start..<(start + Int(childCounts[node]))
  }

  /// The number of nodes below `node`, at every depth.
  ///
  /// Nodes are stored breadth-first, so a subtree's nodes at each depth form
  /// one contiguous range, from the first child of the level above to its last.
  /// - Complexity: O(depth), plus the childless nodes at the ends of each level.
  public func descendantCount(of node: NodeIndex) -> Int {
    var level = node..<(node + 1)
    var total = 0
    while let first = level.first(where: { childCounts[$0] > 0 }),
      let last = level.last(where: { childCounts[$0] > 0 })
    {
      level = Int(childStarts[first])..<(Int(childStarts[last]) + Int(childCounts[last]))
      total += level.count
    }
    return total
  }

  /// The parent of a node, `nil` for a root.
  public func parent(of node: NodeIndex) -> NodeIndex? {
    parents[node] < 0 ? nil : Int(parents[node])
  }

  /// The nodes from a root down to `node`, inclusive.
  ///
  /// - Complexity: O(depth).
  public func path(to node: NodeIndex) -> [NodeIndex] {
    var path = [node]
    var current = node
    while let parent = parent(of: current) {
      path.append(parent)
      current = parent
    }
    return path.reversed()
  }

  /// The child of `parent` (a root for `nil`) whose key or else name is `text`.
  ///
  /// - Complexity: O(children).
  public func child(of parent: NodeIndex?, matching text: String) -> NodeIndex? {
    let range = children(of: parent)
    let keys = keys
    return range.first { keys.line($0, equals: text) } ?? range.first { names.line($0, equals: text) }
  }
}

extension CascadeTree {
  /// Whether some root can be chosen: a tree whose roots are all disabled
  /// offers nothing to pick (an empty tree neither).
  public var hasEnabledRoot: Bool { children(of: nil).contains { !isDisabled($0) } }

  /// Refuses a tree that offers nothing to pick because every root is disabled.
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming `source`.
  public func checkHasEnabledRoot(source: String) throws(WheelPickerError) {
    guard rootCount == 0 || hasEnabledRoot else {
      throw WheelPickerError(
        .invalidData, "\(source): every option is disabled, so nothing can be chosen", reason: .nothingEnabled
      )
    }
  }
}
