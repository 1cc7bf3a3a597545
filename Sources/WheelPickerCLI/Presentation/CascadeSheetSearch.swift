import WheelPickerCore
import WheelPickerPresentation
import WheelPickerTerminal

/// The search of a whole cascade (names, pinyin, initials) for a sheet: a
/// hit selects its path, root first, and focuses its wheel.
struct CascadeSheetSearch<Model: WheelModel>: SheetSearching {
  /// The rows searched.
  let tree: CascadeTree
  /// Their index.
  let index: CascadeSearchIndex
  /// The number of wheels shown; deeper nodes are not searched.
  let wheelCount: Int
  /// The most matches offered (Ctrl-J/Ctrl-K step through them).
  var limit = 50

  func matches(for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int) -> [SearchMatch] {
    index.search(query, maxDepth: wheelCount - 1, limit: limit).map { hit in
      var steps: [SearchMatch.Step] = []
      var parent: CascadeTree.NodeIndex?
      for (wheel, node) in tree.path(to: hit.node).prefix(wheelCount).enumerated() {
        steps.append(SearchMatch.Step(wheel: wheel, row: node - tree.children(of: parent).lowerBound))
        parent = node
      }
      return SearchMatch(steps: steps, focusedWheel: min(hit.depth, wheelCount - 1))
    }
  }
}
