import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("AnySheetSearch")
struct SheetSearchingTests {
  @Test("a search given as a function answers with what the function finds")
  func functionSearch() throws {
    let search = AnySheetSearch<ListModel> { query, engine, focused in
      query == "b" ? [SearchMatch(row: engine.rowCount(ofWheel: focused) - 1, inWheel: focused)] : []
    }
    let engine = SelectionEngine(model: ListModel(["a", "b", "c"]))
    #expect(search.matches(for: "b", in: engine, focusedWheel: 0) == [SearchMatch(row: 2, inWheel: 0)])
    #expect(search.matches(for: "x", in: engine, focusedWheel: 0).isEmpty)
  }
}
