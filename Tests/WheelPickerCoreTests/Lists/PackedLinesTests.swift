import Testing

@testable import WheelPickerCore

@Suite("PackedLines")
struct PackedLinesTests {
  @Test(
    "splitting keeps every line, drops the CR of CRLF, and counts a last line without LF",
    arguments: [
      ("no break", "a", ["a"]), ("LF", "a\nb\n", ["a", "b"]), ("CRLF", "a\r\nb\r\n", ["a", "b"]),
      ("empty lines", "\n\nx\n", ["", "", "x"]), ("nothing", "", []), ("wide", "深圳\n🍒\n", ["深圳", "🍒"]),
    ])
  func splitting(_ name: String, _ text: String, _ expected: [String]) throws {
    let lines = try PackedLines(splittingLines: Array(text.utf8))
    #expect(Array(lines) == expected, Comment(rawValue: name))
    #expect(Array(PackedLines(expected)) == expected, Comment(rawValue: name))
  }

  @Test(
    "a count of lines given to the split changes nothing but the table's first size",
    arguments: [0, 1, 3, 4, 1_000])
  func expectedLines(_ expected: Int) throws {
    let bytes = Array("北京\r\nshanghai\n\nlast".utf8)
    let lines = try PackedLines(splittingLines: bytes, expectedLines: expected)
    #expect(Array(lines) == ["北京", "shanghai", "", "last"])
  }

  @Test("lookups compare bytes without making strings")
  func lookups() {
    let lines = PackedLines(["2k以下", "2k-5k", "", "2k-5k"])
    #expect(lines.firstLine(equalTo: "2k-5k") == 1)
    #expect(lines.firstLine(equalTo: "") == 2)
    #expect(lines.firstLine(equalTo: "2k") == nil)
    #expect(lines.line(0, equals: "2k以下"))
    #expect(!lines.line(0, equals: "2k以"))
    #expect(lines.withUTF8(ofLine: 0) { $0.count } == "2k以下".utf8.count)
  }

  @Test("a list of packed lines finds texts by index once it has built one")
  func listLookups() throws {
    let texts = (0..<5_000).map { "item-\($0)" } + ["item-7"]
    let model = ListModel(lines: PackedLines(texts))
    for _ in 0..<3 {  // the first lookup scans, later ones use the index
      #expect(model.firstRow(ofText: "item-7") == 7)
      #expect(model.firstRow(ofText: "item-4999") == 4_999)
      #expect(model.firstRow(ofText: "item-5000") == nil)
    }
    let empty = ListModel(lines: PackedLines([String]()))
    #expect(empty.items.isEmpty && empty.firstRow(ofText: "item-7") == nil, "no lines: a wheel without rows")
  }

  @Test("a UTF-8 byte order mark at the start is no part of the first line; elsewhere it stays")
  func byteOrderMark() throws {
    let lines = try PackedLines(splittingLines: Array("\u{FEFF}a\r\n\u{FEFF}b\n".utf8))
    #expect(Array(lines) == ["a", "\u{FEFF}b"])
    #expect(try PackedLines(splittingLines: Array("\u{FEFF}".utf8)).isEmpty)
  }

  @Test("lines are equal and hash alike by their texts, wherever their bytes lie; reordering moves bounds")
  func equalityByText() throws {
    let split = try PackedLines(splittingLines: Array("a\r\nbc\n".utf8))
    let packed = PackedLines(["a", "bc"])
    #expect(split == packed)
    #expect(split.hashValue == packed.hashValue)
    #expect(packed != PackedLines(["a", "b", "c"]))
    #expect(PackedLines(["ab", ""]) != PackedLines(["a", "b"]))
    var renamed = PackedLines(["x", "bc"])
    renamed.replace(line: 0, with: "a")
    #expect(renamed == packed)
    let reversed = packed.reordered([1, 0])
    #expect(Array(reversed) == ["bc", "a"])
    var inPlace = packed
    var order: [Int32] = [1, 0]
    inPlace.permute(to: &order)
    #expect(inPlace == reversed)
    #expect(order == [-1, -1])
  }
}
