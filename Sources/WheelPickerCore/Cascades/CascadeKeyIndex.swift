/// Finds a node of a ``CascadeTree`` by its key in O(1), for defaults given
/// by a code alone (`440305`) and for selecting values quickly.
public struct CascadeKeyIndex: Sendable {
  /// Each key's node; keys held by several nodes map to -1.
  private let nodes: [String: Int32]

  /// Indexes every node of `tree`.
  ///
  /// - Complexity: O(*n*).
  public init(tree: CascadeTree) {
    var nodes: [String: Int32] = [:]
    nodes.reserveCapacity(tree.count)
    for node in 0..<tree.count {
      let key = tree.keys[node]
      if nodes.updateValue(Int32(node), forKey: key) != nil { nodes[key] = -1 }
    }
    self.nodes = nodes
  }

  /// The result of looking a key up.
  public enum Match: Hashable, Sendable {
    /// No node has the key.
    case none
    /// Exactly one node has the key.
    case unique(CascadeTree.NodeIndex)
    /// Several nodes have the key (keys that are names, such as `市辖区`).
    case ambiguous
  }

  /// Which nodes hold `key`.
  public func match(_ key: String) -> Match {
    switch nodes[key] {
    case nil: return .none
    case let node? where node < 0: return .ambiguous
    case let node?: return .unique(Int(node))
    }
  }
}
