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
}
