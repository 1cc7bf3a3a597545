import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("ShapedList: header, order, shown and printed text")
struct ShapedListTests {
  static func shaped(_ lines: [String], _ configure: (inout ListShape) -> Void) throws -> ShapedList {
    var shape = ListShape()
    configure(&shape)
    return try ShapedList(PackedLines(lines), shape: shape, source: "stdin")
  }

  @Test("the header is the first lines as read; --tac reverses only the items after it")
  func headerAndTac() throws {
    let list = try Self.shaped(["h1", "h2", "a", "b", "c"]) {
      $0.headerLines = 2
      $0.isReversed = true
    }
    #expect(list.header == ["h1", "h2"])
    #expect(Array(list.items) == ["c", "b", "a"])
    #expect(Array(list.shown) == ["c", "b", "a"])
    #expect(list.printed(0) == Array("c".utf8))
  }

  @Test("--with-nth shapes what is shown (header too); --accept-nth what is printed, from the item as read")
  func fields() throws {
    let list = try Self.shaped(["name:size", "a.txt:10", "b.txt:20"]) {
      $0.delimiter = .literal([0x3A])
      $0.headerLines = 1
      $0.shownFields = try? FieldSelection.parse("2", option: "--with-nth")
      $0.printedFields = try? FieldSelection.parse("1..", option: "--accept-nth")
    }
    #expect(list.header == ["size"])
    #expect(Array(list.shown) == ["10", "20"])
    #expect(list.printed(1) == Array("b.txt:20".utf8))
  }

  @Test("--ansi shows, searches and prints the visible text; without it the bytes are kept")
  func ansi() throws {
    let coloured = "\u{1B}[31mred\u{1B}[0m x"
    let list = try Self.shaped([coloured]) { $0.readsANSI = true }
    #expect(Array(list.shown) == ["red x"])
    #expect(list.printed(0) == Array("red x".utf8))
    let raw = try Self.shaped([coloured]) { _ in }
    #expect(Array(raw.shown) == [coloured])
    #expect(raw.printed(0) == Array(coloured.utf8))
  }

  @Test("no item left is nothing to choose, named so, whether stdin was empty or held only the header")
  func nothingToChoose() {
    #expect(
      throws: UsageError(
        .nothingToChoose(source: "stdin"), message: "list: stdin held no lines: give items or pipe lines in")
    ) { try Self.shaped([]) { _ in } }
    #expect(
      throws: UsageError(
        .nothingToChoose(source: "stdin"),
        message: "list: stdin held only the 2 header lines: nothing to choose")
    ) { try Self.shaped(["h1", "h2"]) { $0.headerLines = 5 } }
  }

  @Test("--print0 ends the answer with NUL in text and JSON alike")
  func print0() {
    var shape = ListShape()
    shape.printsNul = true
    var answer = PickerAnswer.list(index: 0, value: "a\nb", bytes: Array("a\nb".utf8))
    answer.terminator = shape.terminator
    #expect(answer.output(for: .text, isTerminal: false) == Array("a\nb".utf8) + [0])
    #expect(answer.output(for: .json, isTerminal: false) == Array(#"{"index":0,"value":"a\nb"}"#.utf8) + [0])
  }
}
