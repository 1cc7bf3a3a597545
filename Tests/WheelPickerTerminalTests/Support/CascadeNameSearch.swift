import WheelPickerCore
import WheelPickerPresentation
import WheelPickerTerminal

/// A cascade-wide search as a region search would be: every node whose name
/// contains the query, as the path of rows from a root, focusing the node's wheel.
struct CascadeNameSearch: SheetSearching {
  func matches(
    for query: String, in engine: SelectionEngine<CascadeModel>, focusedWheel: Int
  ) -> [SearchMatch] {
    let tree = engine.model.tree
    return (0..<tree.count).filter { tree.name(of: $0).contains(query) }.map { node in
      let path = tree.path(to: node)
      let steps = path.enumerated().map { level, index in
        SearchMatch.Step(wheel: level, row: index - tree.children(of: tree.parent(of: index)).lowerBound)
      }
      return SearchMatch(steps: steps, focusedWheel: path.count - 1)
    }
  }
}
