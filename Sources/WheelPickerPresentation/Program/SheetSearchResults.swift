/// The answer to a ``SheetSearchRequest``: its matches, and what to show when there are none.
public struct SheetSearchResults: Hashable, Sendable {
  /// The request answered (``SheetSearchRequest/generation``).
  public var generation: Int
  /// The matches of the query, best first.
  public var matches: [SearchMatch]
  /// When ``matches`` is empty: the first match of the longest query that has one among those
  /// the request keeps (``SheetSearchRequest/keptCharacters``), `nil` for none.
  public var fallback: SearchMatch?

  /// Creates an answer.
  public init(generation: Int, matches: [SearchMatch], fallback: SearchMatch? = nil) {
    self.generation = generation
    self.matches = matches
    self.fallback = fallback
  }
}
