extension PropertyListShapes {
  /// `{key: [String]}` or, to any depth, `{key: {key: [String]}}`: keys sorted in `order`
  /// on every level, strings in document order.
  ///
  /// Nodes are kept in flat arrays as they are read (a name, a parent, a depth and the place
  /// among its siblings: 28 bytes a node), never as nested nodes, and the tree is laid out
  /// from them breadth-first; its keys share the names' storage. Loading 1,000,000 short
  /// strings (7.5 MiB of JSON) peaks at about 65 MiB, input included.
  struct KeyedLists: DocumentShapeReader {
    let order: CascadeLoader.KeyOrder
    private var names: [String] = []
    private var parents: [Int32] = []
    private var depths: [CascadeTree.Depth] = []
    /// Each node's place among its siblings: sorted for keys, document order for strings.
    private var ranks: [Int32] = []

    init(order: CascadeLoader.KeyOrder) { self.order = order }

    mutating func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree {
      try nodes(&cursor, at: DocumentPath(), parent: -1, level: 1)
      return breadthFirst()
    }

    /// Reads the dictionary here: a key whose value is a dictionary has its keys as children,
    /// one whose value is an array of strings has them as leaves.
    private mutating func nodes<C: DocumentCursor>(
      _ cursor: inout C, at path: DocumentPath, parent: Int32, level: Int
    ) throws(ShapeFailure) {
      guard level <= NestedTreeReader.maximumLevels else {
        throw cursor.failure(
          at: path, "dictionaries nested deeper than \(NestedTreeReader.maximumLevels) levels")
      }
      guard cursor.kind == .object else { throw cursor.mismatch(at: path, expected: cursor.dictionaryWord) }
      var keys: [Int32] = []
      var seen: Set<String> = []
      try cursor.forEachField { cursor, key throws(ShapeFailure) in
        let here = path.appending(.field(key))
        guard seen.insert(key).inserted else {
          throw cursor.failure(
            at: here, "key \(DocumentText.quoted(key)) repeats in \(cursor.dictionaryWord)")
        }
        let node = append(key, parent: parent, level: level, rank: 0)
        keys.append(node)
        if cursor.kind == .object {
          try nodes(&cursor, at: here, parent: node, level: level + 1)
        } else {
          for (index, string) in try strings(&cursor, at: here).enumerated() {
            append(string, parent: node, level: level + 1, rank: index)
          }
        }
      }
      let names = names
      PropertyListShapes.sort(&keys, order: order) { names[Int($0)] }
      for (rank, node) in keys.enumerated() { ranks[Int(node)] = Int32(rank) }
    }

    @discardableResult
    private mutating func append(_ name: String, parent: Int32, level: Int, rank: Int) -> Int32 {
      names.append(name)
      parents.append(parent)
      depths.append(CascadeTree.Depth(level - 1))
      ranks.append(Int32(rank))
      return Int32(names.count - 1)
    }

    /// Reorders `items` so that slot *i* holds what was at `order[i]`, in place: each cycle of
    /// the permutation is followed once (`order` is spent marking the slots done).
    ///
    /// - Complexity: O(*n*) moves, no second array of items.
    static func permute(_ items: inout [String], to order: inout [Int32]) {
      for start in 0..<order.count where order[start] >= 0 {
        let held = items[start]
        var slot = start
        while true {
          let source = Int(order[slot])
          order[slot] = -1
          guard source != start else {
            items[slot] = held
            break
          }
          items[slot] = items[source]
          slot = source
        }
      }
    }

    /// The tree, level by level, each node's children in their ranks' order.
    ///
    /// - Complexity: O(*n*).
    private mutating func breadthFirst() -> CascadeTree {
      let count = names.count
      let levels = Int(depths.max() ?? -1) + 1
      // The nodes grouped by depth (a counting sort), in document order within a depth.
      var levelStarts = [Int](repeating: 0, count: levels + 1)
      for depth in depths { levelStarts[Int(depth) + 1] += 1 }
      for level in 0..<levels { levelStarts[level + 1] += levelStarts[level] }
      var byDepth = [Int32](repeating: 0, count: count)
      var fill = levelStarts
      for node in 0..<count {
        byDepth[fill[Int(depths[node])]] = Int32(node)
        fill[Int(depths[node])] += 1
      }
      var childCounts = [Int32](repeating: 0, count: count)
      for node in 0..<count where parents[node] >= 0 { childCounts[Int(parents[node])] += 1 }
      // A node's slot: its parent's first child's slot plus its rank; a root's is its rank.
      var slots = [Int32](repeating: 0, count: count)
      var order = [Int32](repeating: 0, count: count)
      var firstChild = [Int32](repeating: 0, count: count)
      for level in 0..<levels {
        for position in levelStarts[level]..<levelStarts[level + 1] {
          let node = Int(byDepth[position])
          let parent = Int(parents[node])
          let slot = (parent < 0 ? 0 : firstChild[parent]) + ranks[node]
          slots[node] = slot
          order[Int(slot)] = Int32(node)
        }
        // The next level's children follow this level's nodes in slot order.
        var next = Int32(levelStarts[level + 1])
        for slot in levelStarts[level]..<levelStarts[level + 1] {
          let node = Int(order[slot])
          firstChild[node] = next
          next += childCounts[node]
        }
      }
      byDepth = []
      ranks = []
      // Each array is laid out and the one it came from let go before the next, so the peak is
      // the tree plus a few 4-byte arrays; the names are moved in place, along the cycles of
      // the permutation.
      let laidOutParents = order.map { parents[Int($0)] < 0 ? -1 : slots[Int(parents[Int($0)])] }
      parents = []
      slots = []
      let laidOutDepths = order.map { depths[Int($0)] }
      depths = []
      let childStarts = order.map { firstChild[Int($0)] }
      firstChild = []
      let laidOutCounts = order.map { childCounts[Int($0)] }
      childCounts = []
      Self.permute(&names, to: &order)
      let laidOutNames = names
      names = []
      let rootCount = levels > 0 ? levelStarts[1] : 0
      // Keys are the names: the two arrays share one buffer.
      return CascadeTree(
        names: laidOutNames, keys: laidOutNames, titles: Array(repeating: nil, count: count),
        hiddenInText: Array(repeating: false, count: count), parents: laidOutParents,
        childStarts: childStarts, childCounts: laidOutCounts, depths: laidOutDepths, rootCount: rootCount)
    }
  }
}
