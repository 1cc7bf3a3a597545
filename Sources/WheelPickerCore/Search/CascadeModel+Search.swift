extension CascadeModel {
  /// The value that shows `node` and, below it, the first row of every wheel
  /// left: what a search hit selects (the whole path to it).
  ///
  /// A node deeper than the picker's wheels is cut at the last wheel; an
  /// index outside the tree gives an empty path.
  ///
  /// - Complexity: O(wheel count).
  public func path(throughNode node: CascadeTree.NodeIndex) -> CascadePath {
    guard node >= 0, node < tree.count else { return CascadePath([]) }
    var nodes = Array(tree.path(to: node).prefix(wheelCount))
    while nodes.count < wheelCount, let last = nodes.last, tree.childCounts[last] > 0 {
      nodes.append(Int(tree.childStarts[last]))
    }
    return CascadePath(
      nodes.map { .init(key: tree.keys[$0], name: tree.names[$0], isHiddenInText: tree.hiddenInText[$0]) })
  }

  /// The rows every wheel must show to select `node` (see ``path(throughNode:)``).
  ///
  /// - Complexity: O(wheel count).
  public func keys(throughNode node: CascadeTree.NodeIndex) -> [RowKey?] {
    var keys: [RowKey?] = Array(repeating: nil, count: wheelCount)
    guard node >= 0, node < tree.count else { return keys }
    var nodes = Array(tree.path(to: node).prefix(wheelCount))
    while nodes.count < wheelCount, let last = nodes.last, tree.childCounts[last] > 0 {
      nodes.append(Int(tree.childStarts[last]))
    }
    for (wheel, node) in nodes.enumerated() { keys[wheel] = RowKey(node) }
    return keys
  }
}
