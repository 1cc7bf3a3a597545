import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

@Suite("Sheet header lines")
struct SheetHeaderTests {
  static func program(_ header: [String]) -> (SheetProgram<ListWheelsModel>, SheetState<ListWheelsModel>) {
    var configuration = SheetConfiguration()
    configuration.header = header
    return Fixtures.lists([["a", "b", "c"]], configuration: configuration)
  }

  @Test("header lines sit between the rule and the wheel, sanitised; clicks find the rows below them")
  func drawn() {
    let (program, state) = Self.program(["NAME  SIZE", "evil\u{1B}]0;x\u{07}"])
    let size = TerminalSize(columns: 30, lines: 12)
    let resized = program.update(state, .resized(size)).0
    let frame = program.render(resized)
    #expect(frame.height == 5 + 3 + 2)
    #expect(frame.plainLine(2) == " NAME  SIZE")
    #expect(frame.plainLine(3).hasPrefix(" evil␛]0;x␇"), "\(frame.plainLine(3))")
    #expect(frame.plainLine(6).contains("› ") && frame.plainLine(6).contains("a"))
    let layout = SheetLayout(program: program, state: resized)
    #expect(layout.hit(x: 5, y: 6) == .wheel(position: DisplayPosition(0), offset: 0))
    #expect(layout.hit(x: 5, y: 3) == .nothing)
  }

  @Test("a short terminal keeps one wheel row: the header gives way after the rows")
  func short() {
    let (program, state) = Self.program(["h1", "h2", "h3", "h4"])
    let layout = SheetLayout(
      program: program, state: program.update(state, .resized(TerminalSize(columns: 30, lines: 6))).0)
    #expect(layout.headerLines == 2 && layout.visibleRows == 1)
    #expect(layout.sheetHeight == 6)
  }
}

@Suite("Sheet row styles")
struct SheetRowStylesTests {
  @Test("a row's runs are drawn in their colours over the row's style; NO_COLOR drops the colours")
  func drawn() {
    var configuration = SheetConfiguration()
    configuration.rowStyles = RowStyles(runs: [
      1: [RowStyles.Run(columns: 2..<4, style: Style(foreground: .basic(1)))]
    ])
    let (program, state) = Fixtures.lists([["aaaa", "bbbb", "cccc"]], configuration: configuration)
    let resized = program.update(state, .resized(TerminalSize(columns: 30, lines: 10))).0
    let frame = program.render(resized)
    let line = (0..<frame.height).first { frame.plainLine($0).contains("bbbb") } ?? -1
    let start = frame.plainLine(line).distance(
      from: frame.plainLine(line).startIndex, to: frame.plainLine(line).firstRange(of: "bbbb")!.lowerBound)
    #expect(frame[start + 1, line].style.foreground != .basic(1))
    #expect(frame[start + 2, line].style.foreground == .basic(1))
    #expect(frame[start + 3, line].style.foreground == .basic(1))
    #expect(frame[start + 4, line].style.foreground != .basic(1))
    let other = (0..<frame.height).first { frame.plainLine($0).contains("cccc") } ?? -1
    #expect(!frame.line(other).contains { $0.style.foreground == .basic(1) })
    configuration.usesColor = false
    let (plainProgram, plainState) = Fixtures.lists([["aaaa", "bbbb", "cccc"]], configuration: configuration)
    let plain = plainProgram.render(
      plainProgram.update(plainState, .resized(TerminalSize(columns: 30, lines: 10))).0)
    #expect(!plain.cells.contains { $0.style.foreground == .basic(1) })
  }
}
