import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("TerminalSize parsing (--size)")
struct TerminalSizeParsingTests {
  @Test(
    "WxH parses",
    arguments: [
      ("80x24", TerminalSize(columns: 80, lines: 24)), ("20x6", TerminalSize(columns: 20, lines: 6)),
      ("120×40", TerminalSize(columns: 120, lines: 40)),
      ("1000x500", TerminalSize(columns: 1000, lines: 500)),
    ])
  func parses(_ text: String, _ size: TerminalSize) throws {
    #expect(try TerminalSize.parse(text, option: "--size") == size)
  }

  @Test(
    "bad sizes name the rule",
    arguments: [
      ("19x6", "--size 19x6: must be at least 20x6 (the smallest sheet)"),
      ("20x5", "--size 20x5: must be at least 20x6 (the smallest sheet)"),
      ("1001x24", "--size 1001x24: must be at most 1000x500"),
      ("80", "--size 80: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("80x", "--size 80x: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("x24", "--size x24: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("80X24", "--size 80X24: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("-80x24", "--size -80x24: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("99999999999x1", "--size 99999999999x1: must be WIDTHxHEIGHT in cells, such as 80x24"),
    ])
  func rejects(_ text: String, _ message: String) {
    #expect(throws: UsageError(.invalidValue(option: "--size", value: text), message: message)) {
      try TerminalSize.parse(text, option: "--size")
    }
  }
}
