extension RegionData {
  /// The data with the names of `lines` (one a line in the tree's
  /// breadth-first order; an empty line keeps a node's name) and the same
  /// keys, shape and search index.
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming `origin` when the
  ///   lines do not match the nodes one for one or a name holds a control character.
  /// - Complexity: O(*n*).
  func renamed(byLines lines: String, origin: String) throws(WheelPickerError) -> RegionData {
    let pieces = lines.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard pieces.count == tree.count else {
      throw WheelPickerError(
        .invalidData, "\(origin): \(pieces.count) lines for \(tree.count) nodes; there must be one a node")
    }
    var names = tree.names
    for (node, line) in pieces.enumerated() where !line.isEmpty {
      guard !line.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
        throw WheelPickerError(.invalidData, "\(origin), line \(node + 1): a name holds a control character")
      }
      names[node] = String(decoding: line, as: UTF8.self)
    }
    let renamed = CascadeTree(
      names: names, keys: tree.keys, titles: tree.titles, hiddenInText: tree.hiddenInText,
      parents: tree.parents, childStarts: tree.childStarts, childCounts: tree.childCounts,
      depths: tree.depths,
      rootCount: tree.rootCount)
    return RegionData(
      tree: renamed, searchIndex: searchIndex, source: source, asOf: asOf, defaultLevels: defaultLevels,
      wheelNames: wheelNames, title: title)
  }
}
