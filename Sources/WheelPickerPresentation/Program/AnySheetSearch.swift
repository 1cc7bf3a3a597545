import WheelPickerCore

/// A search whose type is erased, as a sheet program stores it.
public struct AnySheetSearch<Model: WheelModel>: Sendable {
  private let find: @Sendable (String, SelectionEngine<Model>, Int, SearchCancellation) -> [SearchMatch]
  private let rows: @Sendable (SelectionEngine<Model>, Int) -> Int

  /// Wraps a search.
  public init<Search: SheetSearching>(_ search: Search) where Search.Model == Model {
    find = { search.matches(for: $0, in: $1, focusedWheel: $2, cancellation: $3) }
    rows = { search.scannedRows(in: $0, focusedWheel: $1) }
  }

  /// Wraps a function, which scans the rows of the focused wheel and runs to its end.
  public init(_ find: @escaping @Sendable (String, SelectionEngine<Model>, Int) -> [SearchMatch]) {
    self.find = { query, engine, wheel, _ in find(query, engine, wheel) }
    rows = { $0.rowCount(ofWheel: $1) }
  }

  /// The matches of `query`, best first.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int
  ) -> [SearchMatch] {
    find(query, engine, focusedWheel, .never)
  }

  /// The matches of `query`, best first, or those found before `cancellation` stopped the search.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int, cancellation: SearchCancellation
  ) -> [SearchMatch] {
    find(query, engine, focusedWheel, cancellation)
  }

  /// How many rows a search scans (``SheetSearching/scannedRows(in:focusedWheel:)``).
  public func scannedRows(in engine: SelectionEngine<Model>, focusedWheel: Int) -> Int {
    rows(engine, focusedWheel)
  }
}
