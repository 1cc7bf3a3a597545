import WheelPickerCore

/// A search whose type is erased, as a sheet program stores it.
public struct AnySheetSearch<Model: WheelModel>: Sendable {
  private let find: @Sendable (String, SelectionEngine<Model>, Int) -> [SearchMatch]

  /// Wraps a search.
  public init<Search: SheetSearching>(_ search: Search) where Search.Model == Model {
    find = { search.matches(for: $0, in: $1, focusedWheel: $2) }
  }

  /// Wraps a function.
  public init(_ find: @escaping @Sendable (String, SelectionEngine<Model>, Int) -> [SearchMatch]) {
    self.find = find
  }

  /// The matches of `query`, best first.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int
  ) -> [SearchMatch] {
    find(query, engine, focusedWheel)
  }
}
