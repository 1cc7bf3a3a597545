import Testing
import WheelPickerPresentation

@testable import WheelPickerTerminal

@Suite("SheetLayout")
struct SheetLayoutTests {
  @Test("weights share the width in proportion")
  func weights() {
    let (program, state) = Fixtures.lists(
      [["a"], ["b"]], weights: [0: 90, 1: 210], size: TerminalSize(columns: 43, lines: 10))
    let layout = SheetLayout(
      program: program, state: program.update(state, .resized(TerminalSize(columns: 43, lines: 10))).0)
    #expect(layout.columns.map(\.width) == [12, 28])
    #expect(layout.columns.map(\.x) == [1, 14])
  }

  @Test("content wider than the terminal shrinks in proportion, at least 3 columns a wheel")
  func shrink() {
    let long = String(repeating: "x", count: 100)
    let (program, state) = Fixtures.lists([[long], ["ab"]])
    let layout = SheetLayout(
      program: program, state: program.update(state, .resized(TerminalSize(columns: 30, lines: 10))).0)
    #expect(layout.columns.map(\.width).reduce(0, +) == 27)
    #expect(layout.columns.allSatisfy { $0.width >= 3 })
  }

  @Test("rows shrink to fit a short terminal and stay odd")
  func fewRows() {
    let (program, state) = Fixtures.lists([["a"]], configuration: .init(visibleRows: 9))
    #expect(
      SheetLayout(
        program: program, state: program.update(state, .resized(TerminalSize(columns: 30, lines: 10))).0
      ).visibleRows == 7
    )
    #expect(
      SheetLayout(
        program: program, state: program.update(state, .resized(TerminalSize(columns: 30, lines: 9))).0
      ).visibleRows == 5)
  }

  @Test("hit testing: buttons, wheels and their row offsets, nothing below 20×6")
  func hits() {
    let (program, state) = Fixtures.lists([["a"], ["b"]])
    let layout = SheetLayout(
      program: program, state: program.update(state, .resized(TerminalSize(columns: 40, lines: 10))).0)
    #expect(layout.hit(x: 1, y: 0) == .cancelButton)
    #expect(layout.hit(x: 38, y: 0) == .confirmButton)
    #expect(layout.hit(x: 2, y: 2) == .wheel(position: DisplayPosition(0), offset: -2))
    #expect(layout.hit(x: 30, y: 6) == .wheel(position: DisplayPosition(1), offset: 2))
    #expect(layout.hit(x: 2, y: 7) == .nothing)
    let tiny = SheetLayout(
      program: program, state: program.update(state, .resized(TerminalSize(columns: 10, lines: 4))).0)
    #expect(tiny.hit(x: 1, y: 0) == .nothing)
  }
}

@Suite("SheetLayout widths")
struct SheetLayoutWidthTests {
  @Test("widths follow the content: a long name is not cut while other wheels have room (Corse-du-Sud)")
  func followsContent() {
    let (program, state) = Fixtures.lists(
      [
        ["France", "Micronesia, Federated States of"], ["Corse", "Guadeloupe"],
        ["Corse-du-Sud", "Haute-Corse"],
      ],
      size: TerminalSize(columns: 80, lines: 10))
    let widths = SheetLayout(program: program, state: state).columns.map(\.width)
    #expect(widths.reduce(0, +) == 80 - 2 - 2)
    #expect(widths[2] >= "Corse-du-Sud".count + 2)
    #expect(widths[0] >= "Micronesia, Federated States of".count + 2)
  }

  @Test("too wide for the terminal: the widest shrink first, narrow wheels keep their content")
  func widestShrinkFirst() {
    let none: [Double?] = [nil, nil, nil]
    #expect(
      WheelWidths.widths(needs: [40, 8, 30], weights: none, available: 60, isWhole: true) == [26, 8, 26])
    #expect(
      WheelWidths.widths(needs: [40, 8, 30], weights: none, available: 61, isWhole: true) == [27, 8, 26])
    #expect(WheelWidths.widths(needs: [5, 5], weights: [nil, nil], available: 10, isWhole: true) == [5, 5])
    let long = String(repeating: "x", count: 100)
    let (program, state) = Fixtures.lists([[long], ["ab"]], size: TerminalSize(columns: 30, lines: 10))
    #expect(SheetLayout(program: program, state: state).columns.map(\.width) == [23, 4])
  }

  @Test("equal weights say nothing: the content decides")
  func equalWeights() {
    let (weighted, state) = Fixtures.lists(
      [["a"], ["a much longer row"]], weights: [0: 1, 1: 1], size: TerminalSize(columns: 40, lines: 10))
    let (plain, plainState) = Fixtures.lists(
      [["a"], ["a much longer row"]], size: TerminalSize(columns: 40, lines: 10))
    #expect(
      SheetLayout(program: weighted, state: state).columns
        == SheetLayout(program: plain, state: plainState).columns)
  }
}

extension SheetLayoutTests {
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
}
