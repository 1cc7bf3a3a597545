import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

/// A sheet without wheels, and a search given as a function.
@Suite("Sheet updates without wheels; searches given as functions")
struct SheetProgramUpdateCoverageTests {
  @Test("a sheet without wheels still confirms, cancels and interrupts; moves do nothing")
  func noWheels() {
    let (program, state) = Fixtures.lists([])
    #expect(state.focusedWheel == nil)
    let (_, outcomes) = Fixtures.send([.down, .right, .enter, .control("c")], to: program, state)
    #expect(outcomes == [.none, .none, .confirmed, .interrupted])
    #expect(Fixtures.send([.escape], to: program, state).1 == [.cancelled])
    // Ended once: a second Confirm or a Cancel after Confirm reports nothing.
    #expect(Fixtures.send([.enter, .enter, .escape], to: program, state).1 == [.confirmed, .none, .none])
  }

  @Test("a search given as a function answers with what the function finds")
  func functionSearch() {
    let search = AnySheetSearch<ListWheelsModel> { query, engine, focused in
      query == "b" ? [SearchMatch(row: engine.rowCount(ofWheel: focused) - 1, inWheel: focused)] : []
    }
    let engine = SelectionEngine(model: ListWheelsModel([["a", "b", "c"]]))
    #expect(search.matches(for: "b", in: engine, focusedWheel: 0) == [SearchMatch(row: 2, inWheel: 0)])
    #expect(search.matches(for: "x", in: engine, focusedWheel: 0).isEmpty)
  }
}
