extension PropertyListShapes {
  /// `{key: [String]}` or, to any depth, `{key: {key: [String]}}`: keys sorted in `order`
  /// on every level, strings in document order.
  ///
  /// Nodes are kept in flat arrays as they are read (a name's bytes in one buffer and its
  /// bounds, a parent, a depth and the place among its siblings: its bytes and 20 more), never
  /// as nested nodes or a `String` each, and the tree is laid out from them breadth-first, the
  /// names where they were read; its keys are its names.
  struct KeyedLists: DocumentShapeReader {
    let order: CascadeLoader.KeyOrder
    private var names = PackedLines()
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
      var seen = LineSet()
      try cursor.forEachField { cursor, key throws(ShapeFailure) in
        let here = path.appending(.field(key))
        let node = append(key, parent: parent, level: level, rank: 0)
        guard seen.insert(Int(node), in: names) == nil else {
          throw cursor.failure(
            at: here, "key \(DocumentText.quoted(key)) repeats in \(cursor.dictionaryWord)")
        }
        keys.append(node)
        if cursor.kind == .object {
          try nodes(&cursor, at: here, parent: node, level: level + 1)
        } else {
          try strings(&cursor, at: here, parent: node, level: level + 1)
        }
      }
      let read = names
      PropertyListShapes.sort(&keys, order: order) { read[Int($0)] }
      for (rank, node) in keys.enumerated() { ranks[Int(node)] = Int32(rank) }
    }

    /// Reads an array of strings as the leaves under `parent`, refusing one that repeats.
    private mutating func strings<C: DocumentCursor>(
      _ cursor: inout C, at path: DocumentPath, parent: Int32, level: Int
    ) throws(ShapeFailure) {
      guard cursor.kind == .array else { throw cursor.mismatch(at: path, expected: "an array") }
      let first = names.count
      var seen = LineSet()
      try cursor.forEachElement { cursor, index throws(ShapeFailure) in
        guard cursor.kind == .string else {
          throw cursor.mismatch(at: path.appending(.index(index)), expected: "a string")
        }
        let node = append(cursor.string(), parent: parent, level: level, rank: index)
        if let earlier = seen.insert(Int(node), in: names) {
          throw cursor.failure(
            at: path.appending(.index(index)),
            "\(DocumentText.quoted(names[Int(node)])) repeats \(path.appending(.index(earlier - first)))")
        }
      }
    }

    @discardableResult
    private mutating func append(_ name: String, parent: Int32, level: Int, rank: Int) -> Int32 {
      names.append(name)
      parents.append(parent)
      depths.append(CascadeTree.Depth(level - 1))
      ranks.append(Int32(rank))
      return Int32(names.count - 1)
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
      // From here a node's depth is the level whose range of `levelStarts` holds its slot.
      depths = []
      var childCounts = [Int32](repeating: 0, count: count)
      for node in 0..<count where parents[node] >= 0 { childCounts[Int(parents[node])] += 1 }
      // A node's slot: its parent's first child's slot plus its rank; a root's is its rank. Once
      // read, a rank is spent, and its place holds the slot.
      var order = [Int32](repeating: 0, count: count)
      var firstChild = [Int32](repeating: 0, count: count)
      for level in 0..<levels {
        for position in levelStarts[level]..<levelStarts[level + 1] {
          let node = Int(byDepth[position])
          let parent = Int(parents[node])
          let slot = (parent < 0 ? 0 : firstChild[parent]) + ranks[node]
          ranks[node] = slot
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
      var slots = ranks
      ranks = []
      // Each array is laid out and the one it came from let go before the next, so the peak is
      // the tree plus a few 4-byte arrays; the names' bounds are moved in place, along the
      // cycles of the permutation, and their bytes stay where they were read.
      let laidOutParents = order.map { parents[Int($0)] < 0 ? -1 : slots[Int(parents[Int($0)])] }
      parents = []
      slots = []
      let childStarts = order.map { firstChild[Int($0)] }
      firstChild = []
      let laidOutCounts = order.map { childCounts[Int($0)] }
      childCounts = []
      var laidOutDepths: [CascadeTree.Depth] = []
      laidOutDepths.reserveCapacity(count)
      for level in 0..<levels {
        laidOutDepths.append(
          contentsOf: repeatElement(CascadeTree.Depth(level), count: levelStarts[level + 1] - levelStarts[level]))
      }
      names.permute(to: &order)
      let laidOutNames = names
      names = PackedLines()
      let rootCount = levels > 0 ? levelStarts[1] : 0
      // Keys are the names: the tree stores them once.
      return CascadeTree(
        names: laidOutNames, keys: laidOutNames, parents: laidOutParents, childStarts: childStarts,
        childCounts: laidOutCounts, depths: laidOutDepths, rootCount: rootCount)
    }
  }
}
