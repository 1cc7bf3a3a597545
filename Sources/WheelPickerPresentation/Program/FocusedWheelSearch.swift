import WheelPickerCore

/// The default search: the rows of the focused wheel, by their titles
/// ignoring case and the accents of Latin letters (`zurich` finds Zürich), by
/// the pinyin of the Chinese characters in them (every reading of a
/// polyphone) and its initials, and by the model's search
/// aliases (`4` → April): the row whose title is the query, then rows whose
/// title starts with it, then initials, then rows that contain it; equal
/// matches in row order (`2007` in the year wheel; `shen` or `sz` → 深圳 in a
/// list of cities).
///
/// The focused wheel's rows are indexed once (``/WheelPickerCore/CascadeSearchIndex/init(titles:aliases:)``)
/// and the index is kept while the model, the wheel and, for a wheel whose
/// rows depend on earlier wheels, their selection stay the same: typing
/// searches the index, not the titles again.
public struct FocusedWheelSearch<Model: WheelModel>: SheetSearching {
  /// The most matches kept; the rest are dropped to bound memory on huge lists.
  public var limit: Int
  private let cache = FocusedWheelIndexCache<Model>()

  /// Creates the search.
  public init(limit: Int = 100_000) { self.limit = max(1, limit) }

  /// The matching rows of the focused wheel.
  ///
  /// - Complexity: O(*n*) titles of the focused wheel to index it the first
  ///   time, then O(size of the index) a query.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int
  ) -> [SearchMatch] {
    matches(for: query, in: engine, focusedWheel: focusedWheel, cancellation: .never)
  }

  /// The matching rows of the focused wheel, or those found before `cancellation` stopped the
  /// scan. The wheel's index is built whole either way: the query that cancelled the search
  /// needs it too.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int, cancellation: SearchCancellation
  ) -> [SearchMatch] {
    let index = cache.index(ofWheel: focusedWheel, in: engine)
    return index.search(query, among: 0..<index.count, limit: limit, cancellation: cancellation).map {
      SearchMatch(row: $0.node, inWheel: focusedWheel)
    }
  }
}

/// The index of the wheel searched last, shared by the copies of one search.
final class FocusedWheelIndexCache<Model: WheelModel>: @unchecked Sendable {
  /// What the index was made from: the model, the wheel and the selection of the wheels before it.
  private struct Key: Equatable {
    var model: Model
    var wheel: Int
    var earlierRows: [Int?]
  }

  private let lock = Lock()
  // Guarded by `lock`.
  private var entry: (key: Key, index: CascadeSearchIndex)?

  /// The index of a wheel's rows under the engine's selection, made when it is not kept.
  func index(ofWheel wheel: Int, in engine: SelectionEngine<Model>) -> CascadeSearchIndex {
    let dependsOnEarlier = engine.model.traits(ofWheel: wheel).dependsOnEarlierWheels
    let key = Key(
      model: engine.model, wheel: wheel,
      earlierRows: dependsOnEarlier ? Array(engine.selection.rows.prefix(wheel)) : [])
    lock.lock()
    if let entry, entry.key == key {
      lock.unlock()
      return entry.index
    }
    lock.unlock()
    let model = engine.model
    let selection = engine.selection
    let titles = (0..<engine.rowCount(ofWheel: wheel)).lazy.map { engine.title(ofRow: $0, inWheel: wheel) }
    let index = CascadeSearchIndex(titles: titles) {
      model.searchAlias(ofRow: $0, inWheel: wheel, given: selection)
    }
    lock.lock()
    entry = (key, index)
    lock.unlock()
    return index
  }
}
