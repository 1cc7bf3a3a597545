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

/// One search result: rows to select, in order, and the wheel to focus.
public struct SearchMatch: Hashable, Sendable {
  /// A row to select in a wheel (dependency order).
  public struct Step: Hashable, Sendable {
    /// The wheel.
    public var wheel: Int
    /// The row.
    public var row: Int

    /// Creates a step.
    public init(wheel: Int, row: Int) {
      self.wheel = wheel
      self.row = row
    }
  }

  /// Rows to select, applied in order (a cascade path goes root first, since
  /// each selection re-derives the wheels after it).
  public var steps: [Step]
  /// The wheel to focus afterwards, in dependency order.
  public var focusedWheel: Int
  /// Why the match matched when its rows do not say it, shown beside the
  /// query (`formerly 蓟县 (1981–2016)` for 蓟州区 found by `jixian`); `nil` for most.
  public var note: String?

  /// Creates a match.
  public init(steps: [Step], focusedWheel: Int, note: String? = nil) {
    self.steps = steps
    self.focusedWheel = focusedWheel
    self.note = note
  }

  /// A match of one row in one wheel, which is also focused.
  public init(row: Int, inWheel wheel: Int) {
    self.init(steps: [Step(wheel: wheel, row: row)], focusedWheel: wheel)
  }
}

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
