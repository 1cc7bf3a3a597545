import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerTerminal

@Suite("DisplayWidth")
struct DisplayWidthTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let width: Int
    var testDescription: String { name }
  }

  static let graphemes: [Case] = [
    Case(name: "ASCII letter", text: "a", width: 1),
    Case(name: "CJK ideograph", text: "中", width: 2),
    Case(name: "Hangul syllable", text: "한", width: 2),
    Case(name: "fullwidth letter", text: "Ａ", width: 2),
    Case(name: "halfwidth katakana", text: "ｱ", width: 1),
    Case(name: "emoji", text: "😀", width: 2),
    Case(name: "emoji ZWJ family", text: "👨‍👩‍👧", width: 2),
    Case(name: "emoji with skin tone", text: "👍🏽", width: 2),
    Case(name: "flag", text: "🇨🇳", width: 2),
    Case(name: "heart with VS16", text: "❤️", width: 2),
    Case(name: "heart in text style", text: "❤", width: 1),
    Case(name: "keycap seven (ASCII + VS16 + enclosing keycap)", text: "7️⃣", width: 2),
    Case(name: "digit in text style", text: "7", width: 1),
    Case(name: "e with combining acute", text: "e\u{301}", width: 1),
    Case(name: "Latin with accent", text: "é", width: 1),
    Case(name: "Greek", text: "λ", width: 1),
    Case(name: "CJK extension B", text: "𠀀", width: 2),
    Case(name: "ideographic space", text: "\u{3000}", width: 2),
  ]

  @Test("one grapheme", arguments: graphemes)
  func grapheme(_ c: Case) throws {
    let character = try #require(c.text.first)
    #expect(c.text.count == 1)
    #expect(DisplayWidth.of(character) == c.width)
  }

  @Test(
    "strings add up their graphemes",
    arguments: [
      ("广东省 深圳市", 13), ("abc", 3), ("中文abc", 7), ("👨‍👩‍👧x", 3), ("", 0), ("Zürich", 6),
    ])
  func strings(_ text: String, _ width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  static let cuts: [(String, Int, String)] = [
    ("abcdef", 4, "abc…"),
    ("abcd", 4, "abcd"),
    ("abcde", 1, "…"),
    ("中文字符", 8, "中文字符"),
    ("中文字符", 7, "中文字…"),
    ("中文字符", 6, "中文…"),
    ("中文字符", 4, "中…"),
    ("中文字符", 2, "…"),
    ("a中文", 4, "a中…"),
    ("👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"),
    ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
    ("anything", 0, ""),
  ]

  @Test("truncation ends with … and never splits a wide glyph", arguments: cuts)
  func truncation(_ text: String, _ width: Int, _ expected: String) {
    #expect(DisplayWidth.truncate(text, toWidth: width) == expected)
  }

  @Test("truncated text always fits and keeps a prefix")
  func truncationProperty() {
    let seed: UInt64 = 20_261_129
    var generator = SeededGenerator(seed: seed)
    let alphabet: [String] = ["a", "Z", "中", "文", "😀", "👨‍👩‍👧", "e\u{301}", "🇨🇳", " ", "ｱ", "↑", "한", "カ", "─"]
    for _ in 0..<TestScale.operations(500) {
      let length = Int.random(in: 0..<12, using: &generator)
      let text = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
      let width = Int.random(in: 0..<16, using: &generator)
      let cut = DisplayWidth.truncate(text, toWidth: width)
      #expect(DisplayWidth.of(cut) <= width, Comment(rawValue: "seed \(seed): \(text) to \(width)"))
      if DisplayWidth.of(text) <= width {
        #expect(cut == text, Comment(rawValue: "seed \(seed)"))
      } else {
        #expect(cut.hasSuffix("…") || width == 0, Comment(rawValue: "seed \(seed)"))
        #expect(text.hasPrefix(String(cut.dropLast())), Comment(rawValue: "seed \(seed)"))
      }
      // Whichever path it takes, the cut is the one made grapheme by grapheme.
      var kept = ""
      var used = 0
      for character in text {
        used += DisplayWidth.of(character)
        if used > width - 1 { break }
        kept.append(character)
      }
      let byGrapheme = width <= 0 ? "" : DisplayWidth.of(text) <= width ? text : kept + "…"
      #expect(cut == byGrapheme, Comment(rawValue: "seed \(seed): \(text) to \(width)"))
    }
  }

  @Test("the generated table is sorted, disjoint and covers the CJK blocks")
  func tableShape() {
    for table in [DisplayWidthTable.wide, DisplayWidthTable.zero] {
      #expect(table.count % 2 == 0)
      for index in stride(from: 0, to: table.count, by: 2) {
        #expect(table[index] <= table[index + 1])
        if index + 2 < table.count { #expect(table[index + 1] < table[index + 2]) }
      }
    }
    #expect(DisplayWidth.isWide(0x4E00) && DisplayWidth.isWide(0x9FFF) && DisplayWidth.isWide(0xAC00))
    #expect(!DisplayWidth.isWide(0x0378))
  }
}
