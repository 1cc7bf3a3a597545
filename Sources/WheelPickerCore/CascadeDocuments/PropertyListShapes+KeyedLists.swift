extension PropertyListShapes {
  /// `{key: [String]}` or, to any depth, `{key: {key: [String]}}`: keys sorted in `order`
  /// on every level, strings in document order.
  ///
  /// Nodes are kept as they are read (``DocumentOrderNodes``), never as nested nodes or a
  /// `String` each; the tree's keys are its names.
  struct KeyedLists: DocumentShapeReader {
    let order: CascadeLoader.KeyOrder
    private var found = DocumentOrderNodes()

    init(order: CascadeLoader.KeyOrder) { self.order = order }

    mutating func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree {
      try nodes(&cursor, at: DocumentPath(), parent: -1, level: 1)
      return found.breadthFirst()
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
        let node = found.append(key, parent: parent, level: level, rank: 0)
        guard seen.insert(Int(node), in: found.names) == nil else {
          throw cursor.failure(
            at: here, "key \(DocumentText.quoted(key)) repeats in \(cursor.dictionaryWord)")
        }
        keys.append(node)
        if cursor.kind == .object {
          try nodes(&cursor, at: here, parent: node, level: level + 1)
        } else {
          try found.strings(&cursor, at: here, parent: node, level: level + 1)
        }
      }
      let names = found.names
      PropertyListShapes.sort(&keys, order: order) { names[Int($0)] }
      for (rank, node) in keys.enumerated() { found.ranks[Int(node)] = Int32(rank) }
    }
  }
}
