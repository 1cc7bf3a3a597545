extension CascadeModel {
  /// The value that selects `node`, continued down the first enabled rows to a
  /// leaf or to the last wheel, as the picker would show it.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` when the node is
  ///   not in the tree or lies deeper than the picker's wheels.
  /// - Complexity: O(depth).
  public func path(toNode node: CascadeTree.NodeIndex) throws(WheelPickerError) -> CascadePath {
    guard node >= 0, node < tree.count else {
      throw WheelPickerError(
        .valueNotAvailable, "node \(node) is not in the tree of \(tree.count) nodes", reason: .rowOutOfRange)
    }
    var nodes = tree.path(to: node)
    guard nodes.count <= wheelCount else {
      throw WheelPickerError(
        .valueNotAvailable,
        "\(tree.names[node]) is at level \(nodes.count), deeper than the picker's \(wheelCount) wheels",
        reason: .tooDeep)
    }
    var last = node
    while nodes.count < wheelCount, tree.childCounts[last] > 0 {
      let children = tree.children(of: last)
      last = children.first { !tree.isDisabled($0) } ?? children.lowerBound
      nodes.append(last)
    }
    return CascadePath(
      nodes.map { .init(key: tree.keys[$0], name: tree.names[$0], isHiddenInText: tree.isHiddenInText($0)) })
  }

  /// The value for a default given by names, root first (`["广东省", "深圳市"]`).
  ///
  /// Each name matches a node's name or title. A name that matches no child
  /// may match a grandchild through a child hidden in text (`["北京市",
  /// "东城区"]` passes over `市辖区`), so display text reads back. Wheels after
  /// the last name start on their first row.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` naming the first
  ///   name that matches nothing and where it was looked for.
  /// - Complexity: O(names × children).
  public func path(names: [String]) throws(WheelPickerError) -> CascadePath {
    var parent: CascadeTree.NodeIndex?
    for name in names {
      let range = tree.children(of: parent)
      if let node = range.first(where: { tree.names[$0] == name || tree.title(of: $0) == name }) {
        parent = node
        continue
      }
      let bridge = range.lazy.filter { self.tree.isHiddenInText($0) }.compactMap { hidden in
        self.tree.children(of: hidden).first {
          self.tree.names[$0] == name || self.tree.title(of: $0) == name
        }
      }.first
      guard let node = bridge else { throw notFound(name, under: parent, by: "name") }
      parent = node
    }
    guard let parent else {
      throw WheelPickerError(.valueNotAvailable, "an empty path names no row", reason: .emptyPath)
    }
    return try path(toNode: parent)
  }

  /// The value for a default given by keys or codes, root first (`["44", "4403"]`).
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` naming the first
  ///   key that matches nothing and where it was looked for.
  /// - Complexity: O(keys) where keys are unique in the tree, else O(keys × children).
  public func path(keys: [String]) throws(WheelPickerError) -> CascadePath {
    var parent: CascadeTree.NodeIndex?
    for key in keys {
      let range = tree.children(of: parent)
      let node: Int?
      switch keyIndex.match(key) {
      case .none: node = nil
      case .unique(let found): node = range.contains(found) ? found : nil
      case .ambiguous: node = range.first { tree.keys[$0] == key }
      }
      guard let node else { throw notFound(key, under: parent, by: "key") }
      parent = node
    }
    guard let parent else {
      throw WheelPickerError(.valueNotAvailable, "an empty path names no row", reason: .emptyPath)
    }
    return try path(toNode: parent)
  }

  /// The value for a default given by the key of one node alone (a leaf's
  /// code, `440305`), with all its ancestors.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` when no node or
  ///   several nodes have the key.
  /// - Complexity: O(depth) once the ``keyIndex`` is built.
  public func path(forKey key: String) throws(WheelPickerError) -> CascadePath {
    switch keyIndex.match(key) {
    case .unique(let node):
      return try path(toNode: node)
    case .none:
      throw WheelPickerError(.valueNotAvailable, "no row has the key \"\(key)\"", reason: .notFound)
    case .ambiguous:
      let holders = (0..<tree.count).filter { tree.keys[$0] == key }.prefix(3)
      let paths = holders.map { tree.path(to: $0).map { tree.names[$0] }.joined(separator: " ") }
      throw WheelPickerError(
        .valueNotAvailable,
        "the key \"\(key)\" belongs to several rows (\(paths.joined(separator: "; "))); give a path",
        reason: .ambiguousKey)
    }
  }

  private func notFound(
    _ text: String, under parent: CascadeTree.NodeIndex?, by what: String
  )
    -> WheelPickerError
  {
    let level = parent.map { Int(tree.depths[$0]) + 1 } ?? 0
    let place = parent.map { " under \(tree.names[$0])" } ?? ""
    return WheelPickerError(
      .valueNotAvailable, "no \(traits(ofWheel: level).name) with the \(what) \"\(text)\"\(place)",
      reason: .notFound)
  }
}
