extension CascadeTree {
  /// The tree with the children of every node, and the roots, in the order
  /// `areInIncreasingOrder` gives.
  ///
  /// Every node keeps its name, key, title, hidden and disabled flags; only its index
  /// changes, as the breadth-first arrays are rebuilt. The sort is stable:
  /// siblings the predicate leaves unordered keep their order.
  ///
  /// <!-- snippet:
  /// let tree = try RegionDataset.china.load().tree
  /// -->
  /// ```swift
  /// let byName = tree.sortingSiblings { tree.name(of: $0) < tree.name(of: $1) }
  /// ```
  ///
  /// - Parameter areInIncreasingOrder: whether the first node should come
  ///   before the second; both are indices into this tree and siblings.
  /// - Returns: the sorted tree; the tree itself when no siblings move.
  /// - Complexity: O(*n* log *k*) calls of the predicate, *k* the largest
  ///   number of siblings; O(*n*) when the siblings are in order already.
  public func sortingSiblings(
    by areInIncreasingOrder: (NodeIndex, NodeIndex) throws -> Bool
  ) rethrows -> CascadeTree {
    reordered(breadthFirst: try siblingOrder(by: areInIncreasingOrder))
  }

  /// The nodes in breadth-first order once every group of siblings is sorted:
  /// entry *i* is the node that becomes node *i*.
  ///
  /// `roughOrder`, when given, sorts each group first: a cheap order that
  /// mostly agrees with `areInIncreasingOrder` leaves the standard library's
  /// sort, which finds runs already in order, close to one comparison a node,
  /// and the exact predicate (a locale's collation) is what costs.
  func siblingOrder(
    by areInIncreasingOrder: (NodeIndex, NodeIndex) throws -> Bool,
    roughOrder: ((NodeIndex, NodeIndex) -> Bool)? = nil
  ) rethrows -> [NodeIndex] {
    var order: [NodeIndex] = []
    order.reserveCapacity(count)
    var group: [NodeIndex] = []
    var parent: NodeIndex? = nil
    var head = 0
    while true {
      let range = children(of: parent)
      if range.count < 2 {
        order.append(contentsOf: range)
      } else {
        group.removeAll(keepingCapacity: true)
        group.append(contentsOf: range)
        if let roughOrder { group.sort(by: roughOrder) }
        try group.sort(by: areInIncreasingOrder)
        order.append(contentsOf: group)
      }
      guard head < order.count else { break }
      parent = order[head]
      head += 1
    }
    return order
  }

  /// The tree with its nodes renumbered: node *i* of the result is node
  /// `order[i]` of this tree.
  ///
  /// `order` must list every node once, breadth-first, the children of each
  /// node together and in the order of their parents, as ``siblingOrder(by:roughOrder:)`` does.
  /// - Complexity: O(*n*).
  func reordered(breadthFirst order: [NodeIndex]) -> CascadeTree {
    if order.elementsEqual(0..<count) { return self }
    var newIndex = [Int32](repeating: -1, count: count)
    for (new, old) in order.enumerated() { newIndex[old] = Int32(new) }
    var childStarts: [Int32] = []
    childStarts.reserveCapacity(count)
    var next = Int32(rootCount)
    for old in order {
      childStarts.append(next)
      next += childCounts[old]
    }
    let names = names.reordered(order)
    return CascadeTree(
      names: names, keys: distinctKeys.map { $0.reordered(order) } ?? names,
      titles: explicitTitles.isEmpty ? [] : order.map { explicitTitles[$0] },
      hiddenInText: hidden.isEmpty ? [] : order.map { hidden[$0] },
      parents: order.map { parents[$0] < 0 ? -1 : newIndex[Int(parents[$0])] },
      childStarts: childStarts, childCounts: order.map { childCounts[$0] }, depths: order.map { depths[$0] },
      rootCount: rootCount, disabled: disabled.isEmpty ? [] : order.map { disabled[$0] })
  }
}
