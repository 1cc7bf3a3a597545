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
        .nothingToChoose(source: "stdin"), message: "list: stdin held no lines: give items or pipe lines in")
    ) {
      try ListInput.items(options, console: RecordingConsole(input: ""))
    }
  }

  @Test(
    "--read0: items end at NUL and keep line feeds and CRs; a last NUL ends the last item",
    arguments: [
      ("a\nb\0c\0\0d\0", ["a\nb", "c", "", "d"]), ("a\0b", ["a", "b"]), ("\0", [""]), ("x\r\n\0", ["x\r\n"]),
    ])
  func read0(_ input: String, _ expected: [String]) throws {
    var options = ListOptions()
    options.shape.readsNul = true
    #expect(try Array(ListInput.items(options, console: RecordingConsole(input: input))) == expected)
  }

  @Test("--read0 counts items against the limits and says items")
  func read0Limits() {
    #expect(
      throws: UsageError(
        .overLimit(subject: "stdin"), message: "stdin: item 2 is 4 bytes long (limit 3 bytes an item)")
    ) {
      try ListInput.checkLines(
        of: Array("ab\0abcd\0".utf8), source: "stdin", maximumLineBytes: 3, separator: 0)
    }
  }
}
