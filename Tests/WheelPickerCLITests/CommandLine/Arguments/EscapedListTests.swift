import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("EscapedList")
struct EscapedListTests {
  @Test(
    "commas split, \\, and \\\\ escape",
    arguments: [
      ("a,b,c", ["a", "b", "c"]),
      ("a", ["a"]),
      (#"1\,000,2\,000"#, ["1,000", "2,000"]),
      (#"back\\slash,x"#, [#"back\slash"#, "x"]),
      (#"a\b"#, [#"a\b"#]),
      (#"trailing\"#, [#"trailing\"#]),
      (" a , b ", [" a ", " b "]),
      ("2k以下,2k-5k", ["2k以下", "2k-5k"]),
      // A combining mark after a comma joins it into one character; the comma still separates.
      ("e,\u{0301}x", ["e", "\u{0301}x"]),
      (#"e\,"# + "\u{0301}", ["e,\u{0301}"]),
    ])
  func splits(_ text: String, _ items: [String]) throws {
    #expect(try EscapedList.parse(text, option: "--wheel") == items)
  }

  @Test("empty items only where allowed")
  func emptyItems() throws {
    #expect(try EscapedList.parse(",y", option: "--select", allowEmptyItems: true) == ["", "y"])
    #expect(
      throws: UsageError(
        .invalidValue(option: "--wheel", value: "a,,b"),
        message: #"--wheel a,,b: item 2 is empty (write \, for a comma inside an item)"#)
    ) {
      try EscapedList.parse("a,,b", option: "--wheel")
    }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--wheel", value: "a,"),
        message: #"--wheel a,: item 2 is empty (write \, for a comma inside an item)"#)
    ) {
      try EscapedList.parse("a,", option: "--wheel")
    }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--wheel", value: ""),
        message: "--wheel '': must list at least one item, separated by commas")
    ) {
      try EscapedList.parse("", option: "--wheel")
    }
  }

  @Test(
    "a list prints back as an argument that reads as the same items",
    arguments: [["a", "b"], ["1,000", #"back\slash"#], ["e", "\u{0301}x"], [",\u{0301}", "\\\u{0301}"]])
  func printsBack(_ items: [String]) throws {
    let written = EscapedList.written(items)
    #expect(try EscapedList.parse(written, option: "--wheel") == items, "\(items) as \(written)")
  }
}
