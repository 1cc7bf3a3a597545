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

  /// Random text of line feeds, CRs, byte order marks and letters, lines of 0 to about 80 bytes.
  static func text(_ generator: inout SeededGenerator) -> [UInt8] {
    let pieces: [[UInt8]] = [
      [0x0A], [0x0D], [0x0D, 0x0A], [0xEF, 0xBB, 0xBF], [0x61], [0x62, 0x63], [0xE6, 0xB7, 0xB1],
    ]
    return (0..<Int.random(in: 0...300, using: &generator)).flatMap { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &generator)]
    }
  }

  /// The lines of `bytes` by the rule the split documents, one byte at a time.
  static func expectedLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var rest = bytes[...]
    if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    var lines: [[UInt8]] = []
    while !rest.isEmpty {
      var line = Array(rest.prefix { $0 != 0x0A })
      rest = rest.dropFirst(line.count + 1)
      if line.last == 0x0D { line.removeLast() }
      lines.append(line)
    }
    return lines
  }

  @Test("the split and the count agree with the rule on random text, whatever count it is given")
  func randomText() throws {
    for seed in UInt64(1)...300 {
      var generator = SeededGenerator(seed: seed)
      let bytes = Self.text(&generator)
      let expected = Self.expectedLines(bytes)
      let isOnlyMark = bytes == [0xEF, 0xBB, 0xBF]
      #expect(PackedLines.lineCount(of: bytes) == expected.count + (isOnlyMark ? 1 : 0), "seed \(seed)")
      let hint = Int.random(in: 0...(expected.count + 2), using: &generator)
      let lines = try PackedLines(splittingLines: bytes, expectedLines: hint)
      #expect(lines.indices.map(lines.bytes(ofLine:)) == expected, "seed \(seed), hint \(hint)")
    }
  }

  @Test("line feeds are counted in long and short lines, and only line feeds")
  func longCount() {
    for (length, every) in [
      (31, 1), (32, 1), (33, 2), (8_161, 1), (8_192, 1), (100_003, 7), (300_000, 300_000),
    ] {
      var bytes = [UInt8](repeating: 0x61, count: length)
      for index in stride(from: every - 1, to: length, by: every) { bytes[index] = 0x0A }
      let lineFeeds = length / every
      let expected = lineFeeds + (bytes.last == 0x0A ? 0 : 1)
      #expect(PackedLines.lineCount(of: bytes) == expected, "\(length) bytes, a line feed every \(every)")
    }
    // Only 0x0A counts: not the bytes a bit away from it, nor zero, nor a byte with every bit set.
    let neighbours: [UInt8] = [0x0A, 0x8A, 0x0B, 0x09, 0x00, 0xFF, 0x2A, 0x0A, 0x1A, 0x0E]
    for repeats in [1, 3, 40] {
      let bytes: [UInt8] = Array(repeating: neighbours, count: repeats).flatMap { $0 } + [0x61]
      #expect(PackedLines.lineCount(of: bytes) == 2 * repeats + 1, "\(repeats) repeats")
    }
  }

  @Test(
    "a line longer than the limit is refused by its number and length, a CR and a first line's mark counted")
  func lineLimit() throws {
    #expect(try PackedLines(splittingLines: Array("abc\nde\r\n".utf8), maximumLineBytes: 3).count == 2)
    for (text, line, length) in [
      ("abc\nde\r\nfghi\nxxxxxxx", 3, 4), ("ab\nabc\r\n", 2, 4), ("\u{FEFF}ab\nabc", 1, 5), ("a\nabcd", 2, 4),
    ] {
      do throws(WheelPickerError) {
        _ = try PackedLines(
          splittingLines: Array(text.utf8), source: "t", expectedLines: 1, maximumLineBytes: 3)
        Issue.record("\(text.debugDescription) was not refused")
      } catch {
        #expect(error.reason == .tooLarge)
        #expect(error.message == "t: line \(line) is \(length) bytes long (limit 3 bytes a line)")
      }
    }
  }
}
