import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("ListInput")
struct ListInputTests {
  @Test(
    "lines split on LF, CRLF is one break, a last line without LF counts",
    arguments: [
      ("a\nb\nc\n", ["a", "b", "c"]), ("a\nb", ["a", "b"]), ("a\r\nb\r\n", ["a", "b"]), ("", []),
      ("\n", [""]),
      ("a\n\nb\n", ["a", "", "b"]), ("深圳\n2k以下\n", ["深圳", "2k以下"]), ("x\r", ["x"]),
    ])
  func lines(_ text: String, _ expected: [String]) throws {
    #expect(try Array(PackedLines(splittingLines: Array(text.utf8))) == expected)
  }

  @Test("invalid UTF-8 is repaired, not fatal")
  func invalidUTF8() throws {
    #expect(try Array(PackedLines(splittingLines: [0x61, 0xFF, 0x0A, 0x62])) == ["a\u{FFFD}", "b"])
  }

  @Test("arguments win over stdin; stdin is read only when piped")
  func sources() throws {
    var options = ListOptions()
    options.items = ["x"]
    #expect(try Array(ListInput.items(options, console: RecordingConsole(input: "a\nb\n"))) == ["x"])
    options.items = nil
    #expect(try Array(ListInput.items(options, console: RecordingConsole(input: "a\nb\n"))) == ["a", "b"])
    #expect(
      throws: UsageError(
        .misuse(subject: "list"),
        message:
          "list: no ITEM arguments and stdin is a terminal: give items or pipe lines in")
    ) {
      try ListInput.items(options, console: RecordingConsole(isInputTerminal: true))
    }
    #expect(
      throws: UsageError(
        .misuse(subject: "list"), message: "list: stdin held no lines: give items or pipe lines in")
    ) {
      try ListInput.items(options, console: RecordingConsole(input: ""))
    }
  }
}
