import Testing

@testable import WheelPickerTerminal

@Suite("SheetLayout")
struct SheetLayoutTests {
  @Test("weights share the width in proportion")
  func weights() {
    let (program, state) = Fixtures.lists(
      [["a"], ["b"]], configuration: .init(widthWeights: [0: 90, 1: 210]))
    let layout = SheetLayout(program: program, state: state, size: TerminalSize(columns: 43, lines: 10))
    #expect(layout.columns.map(\.width) == [12, 28])
    #expect(layout.columns.map(\.x) == [1, 14])
  }

  @Test("content wider than the terminal shrinks in proportion, at least 3 columns a wheel")
  func shrink() {
    let long = String(repeating: "x", count: 100)
    let (program, state) = Fixtures.lists([[long], ["ab"]])
    let layout = SheetLayout(program: program, state: state, size: TerminalSize(columns: 30, lines: 10))
    #expect(layout.columns.map(\.width).reduce(0, +) == 27)
    #expect(layout.columns.allSatisfy { $0.width >= 3 })
  }

  @Test("rows shrink to fit a short terminal and stay odd")
  func fewRows() {
    let (program, state) = Fixtures.lists([["a"]], configuration: .init(visibleRows: 9))
    #expect(
      SheetLayout(program: program, state: state, size: TerminalSize(columns: 30, lines: 10)).visibleRows == 7
    )
    #expect(
      SheetLayout(program: program, state: state, size: TerminalSize(columns: 30, lines: 9)).visibleRows == 5)
  }

  @Test("hit testing: buttons, wheels and their row offsets, nothing below 20×6")
  func hits() {
    let (program, state) = Fixtures.lists([["a"], ["b"]])
    let layout = SheetLayout(program: program, state: state, size: TerminalSize(columns: 40, lines: 10))
    #expect(layout.hit(x: 1, y: 0) == .cancelButton)
    #expect(layout.hit(x: 38, y: 0) == .confirmButton)
    #expect(layout.hit(x: 2, y: 2) == .wheel(position: 0, offset: -2))
    #expect(layout.hit(x: 30, y: 6) == .wheel(position: 1, offset: 2))
    #expect(layout.hit(x: 2, y: 7) == .nothing)
    let tiny = SheetLayout(program: program, state: state, size: TerminalSize(columns: 10, lines: 4))
    #expect(tiny.hit(x: 1, y: 0) == .nothing)
  }
}
