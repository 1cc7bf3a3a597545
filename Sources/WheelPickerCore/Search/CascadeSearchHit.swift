/// One result of a search over a cascade.
public struct CascadeSearchHit: Hashable, Sendable {
  /// The node found, an index into the ``CascadeTree``.
  public var node: CascadeTree.NodeIndex
  /// Its depth (0 for a root).
  public var depth: Int
  /// How it matched.
  public var match: SearchMatchKind

  /// Creates a hit.
  public init(node: CascadeTree.NodeIndex, depth: Int, match: SearchMatchKind) {
    self.node = node
    self.depth = depth
    self.match = match
  }
}
