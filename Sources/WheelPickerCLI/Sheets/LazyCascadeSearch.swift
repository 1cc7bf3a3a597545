import WheelPickerCore
import WheelPickerPresentation

/// The search of a whole cascade read from a document, its index built when the first query is
/// typed: a sheet confirmed or cancelled without a search never holds the index, whose buffers
/// take more bytes than the tree's. A tree of a million nodes or more is not indexed at all
/// (`CascadeSearchIndex(tree:)`): each query folds its names as it goes.
struct LazyCascadeSearch: SheetSearching {
  /// The rows searched.
  let tree: CascadeTree
  /// The number of wheels shown; deeper nodes are not searched.
  let wheelCount: Int
  /// The most matches one query offers.
  let limit: Int
  /// The search, made on the first query and shared by copies.
  private let search = LazyValue<CascadeSheetSearch<CascadeModel>>()

  init(tree: CascadeTree, wheelCount: Int, limit: Int = 50) {
    self.tree = tree
    self.wheelCount = wheelCount
    self.limit = limit
  }

  /// Whether the index has been built (a query has been typed).
  var isIndexBuilt: Bool { search.isComputed }

  func matches(
    for query: String, in engine: SelectionEngine<CascadeModel>, focusedWheel: Int
  ) -> [SearchMatch] {
    matches(for: query, in: engine, focusedWheel: focusedWheel, cancellation: .never)
  }

  /// Every node of the tree: the search scans the whole tree.
  func scannedRows(in engine: SelectionEngine<CascadeModel>, focusedWheel: Int) -> Int { tree.count }

  func matches(
    for query: String, in engine: SelectionEngine<CascadeModel>, focusedWheel: Int,
    cancellation: SearchCancellation
  ) -> [SearchMatch] {
    search.value {
      CascadeSheetSearch(
        tree: tree, index: CascadeSearchIndex(tree: tree), wheelCount: wheelCount, limit: limit)
    }
    .matches(for: query, in: engine, focusedWheel: focusedWheel, cancellation: cancellation)
  }
}
