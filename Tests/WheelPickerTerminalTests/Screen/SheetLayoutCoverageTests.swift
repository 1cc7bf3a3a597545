import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

/// Width weights that leave a wheel narrower than its content, and display positions.
@Suite("Sheet layout: weights that leave a wheel short; display positions")
struct SheetLayoutCoverageTests {
  @Test("a light wheel narrower than its content takes room from the heavy one, and the sum stays the room")
  func weightedDonor() {
    // 43 columns leave 40 for two wheels and their gap. Weights 10 : 290 give 3 and 38 columns
    // (one too many); "abcdefgh" needs 8 + 2, so the heavy wheel gives 7, then 1 back to fit.
    let (program, state) = Fixtures.lists(
      [["abcdefgh"], ["b"]], weights: [0: 10, 1: 290], size: TerminalSize(columns: 43, lines: 10))
    let layout = SheetLayout(
      program: program, state: program.update(state, .resized(TerminalSize(columns: 43, lines: 10))).0)
    #expect(layout.columns.map(\.width) == [10, 30])
  }

  @Test("positions order left to right and print as their place")
  func positions() {
    #expect(DisplayPosition(0) < DisplayPosition(2))
    #expect(!(DisplayPosition(2) < DisplayPosition(2)))
    #expect([DisplayPosition(3), DisplayPosition(1)].sorted() == [DisplayPosition(1), DisplayPosition(3)])
    #expect("\(DisplayPosition(2))" == "position 2")
  }
}
