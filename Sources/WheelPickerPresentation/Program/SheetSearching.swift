import WheelPickerCore

/// Finds what a typed query means in a picker, best match first.
///
/// A cascade (regions, lists of lists) supplies a search of the whole tree
/// that returns the path to select and the wheel to focus; other pickers use
/// ``FocusedWheelSearch``, which looks at the titles of the focused wheel.
public protocol SheetSearching<Model>: Sendable {
  /// The model searched.
  associatedtype Model: WheelModel

  /// The matches of `query` (never empty when called), best first.
  ///
  /// - Parameters:
  ///   - query: what the user typed.
  ///   - engine: the picker as it is now.
  ///   - focusedWheel: the focused wheel, in dependency order.
  func matches(for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int) -> [SearchMatch]

  /// The matches of `query`, best first, or what was found so far once `cancellation` says the
  /// search is no longer wanted (an answer a newer query made stale). By default the search runs
  /// to its end, as ``matches(for:in:focusedWheel:)``.
  func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int, cancellation: SearchCancellation
  ) -> [SearchMatch]

  /// How many rows a search of the picker scans: what decides whether a face runs it away from its
  /// input loop (``PickerSheet/deferredSearchRows``). By default the rows of the focused wheel; a
  /// search of a whole tree scans every node.
  func scannedRows(in engine: SelectionEngine<Model>, focusedWheel: Int) -> Int
}

extension SheetSearching {
  /// Runs the whole search: ``matches(for:in:focusedWheel:)``, never cancelled.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int, cancellation: SearchCancellation
  ) -> [SearchMatch] {
    matches(for: query, in: engine, focusedWheel: focusedWheel)
  }

  /// The rows of the focused wheel.
  public func scannedRows(in engine: SelectionEngine<Model>, focusedWheel: Int) -> Int {
    engine.rowCount(ofWheel: focusedWheel)
  }
}
