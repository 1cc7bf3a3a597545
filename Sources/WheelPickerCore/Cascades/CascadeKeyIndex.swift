/// Finds a node of a ``CascadeTree`` by its key in O(1), for defaults given
/// by a code alone (`440305`) and for selecting values quickly.
public struct CascadeKeyIndex: Sendable {
  private let keys: PackedLines
  private let index: TextIndex?

  /// Indexes every node of `tree`.
  ///
  /// - Complexity: O(*n*) expected.
  public init(tree: CascadeTree) {
    keys = tree.keys
    index = keys.count <= TextIndex.maximumCount ? TextIndex(keys) : nil
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
  ///
  /// - Complexity: O(1) expected.
  public func match(_ key: String) -> Match {
    guard let index else {
      // Only for trees past two billion nodes: scan.
      guard let first = keys.firstIndex(of: key) else { return .none }
      return keys[(first + 1)...].contains(key) ? .ambiguous : .unique(first)
    }
    guard let (node, isRepeated) = index.lookup(key, in: keys) else { return .none }
    return isRepeated ? .ambiguous : .unique(node)
  }
}
