import WheelPickerCore

/// The default search: the titles of the focused wheel, case-insensitively
/// (`WheelSearch` of the core): the row whose title is the query, then rows
/// whose title starts with it, then rows that contain it, each in row order
/// (`2007` in the year wheel; `4` or `apr` in the month wheel).
public struct FocusedWheelSearch<Model: WheelModel>: SheetSearching {
  /// The most matches kept; the rest are dropped to bound memory on huge lists.
  public var limit: Int

  /// Creates the search.
  public init(limit: Int = 100_000) { self.limit = max(1, limit) }

  /// The matching rows of the focused wheel.
  ///
  /// - Complexity: O(*n*) titles of the focused wheel, none kept.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int
  ) -> [SearchMatch] {
    WheelSearch.rankedMatches(query, inWheel: focusedWheel, of: engine, limit: limit)
      .map { SearchMatch(row: $0.row, inWheel: focusedWheel) }
  }
}
