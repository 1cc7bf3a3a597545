import WheelPickerCore

/// The search of a whole cascade — names, pinyin, initials and path queries (`sz ns`), through
/// the core's `CascadeSearchIndex` — for any face's sheet: a hit selects its path, root first,
/// and focuses its wheel. The terminal and the Apple faces' hardware keyboards search alike.
///
/// <!-- snippet:
/// let model = RegionModel(dataset: .china)
/// let words = PickerWords(language: .simplifiedChinese)
/// let metrics = SheetMetrics.points(style: SheetStyle(words: words), geometry: SheetGeometry())
/// -->
/// ```swift
/// let sheet = PickerSheet<RegionModel>(
///   words: words, search: AnySheetSearch(CascadeSheetSearch(regions: model)), metrics: metrics)
/// ```
public struct CascadeSheetSearch<Model: WheelModel>: SheetSearching {
  /// The rows searched.
  public let tree: CascadeTree
  /// Their index.
  public let index: CascadeSearchIndex
  /// The number of wheels shown; deeper nodes are not searched.
  public let wheelCount: Int
  /// The most matches offered (stepped through with next and previous match).
  public var limit: Int
  /// The note a hit shows beside the query (``SearchMatch/note``), given the
  /// node found and the query; `nil` for none.
  public var note: (@Sendable (_ node: CascadeTree.NodeIndex, _ query: String) -> String?)?

  /// Creates the search of a tree shown in `wheelCount` wheels.
  public init(tree: CascadeTree, index: CascadeSearchIndex, wheelCount: Int, limit: Int = 50) {
    self.tree = tree
    self.index = index
    self.wheelCount = wheelCount
    self.limit = max(1, limit)
  }

  /// The hits of the index as paths to select, best first.
  ///
  /// - Complexity: O(size of the index) plus O(depth) a hit.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int
  ) -> [SearchMatch] {
    matches(for: query, in: engine, focusedWheel: focusedWheel, cancellation: .never)
  }

  /// The hits of the index as paths to select, or those found before `cancellation` stopped the
  /// scan.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int, cancellation: SearchCancellation
  ) -> [SearchMatch] {
    index.search(query, maxDepth: wheelCount - 1, limit: limit, cancellation: cancellation).map { hit in
      var steps: [SearchMatch.Step] = []
      var parent: CascadeTree.NodeIndex?
      for (wheel, node) in tree.path(to: hit.node).prefix(wheelCount).enumerated() {
        steps.append(SearchMatch.Step(wheel: wheel, row: node - tree.children(of: parent).lowerBound))
        parent = node
      }
      return SearchMatch(
        steps: steps, focusedWheel: min(hit.depth, wheelCount - 1), note: note?(hit.node, query))
    }
  }

  /// Every node of the tree: the search scans the whole tree, whichever wheel is focused.
  public func scannedRows(in engine: SelectionEngine<Model>, focusedWheel: Int) -> Int { tree.count }
}

extension CascadeSheetSearch where Model == RegionModel {
  /// The search of a region picker's data: names, pinyin, initials, aliases.
  public init(regions model: RegionModel, limit: Int = 50) {
    self.init(tree: model.tree, index: model.data.searchIndex, wheelCount: model.wheelCount, limit: limit)
  }
}

extension AnySheetSearch {
  /// The search a face's sheet offers for a model: a region picker's names, pinyin and initials
  /// (``CascadeSheetSearch``), the focused wheel's titles for every other model.
  public static func standard(for model: Model) -> AnySheetSearch<Model> {
    if let regions = model as? RegionModel {
      return AnySheetSearch(
        CascadeSheetSearch<Model>(
          tree: regions.tree, index: regions.data.searchIndex, wheelCount: regions.wheelCount))
    }
    return AnySheetSearch(FocusedWheelSearch<Model>())
  }
}
