import Foundation
import Testing

@testable import WheelPickerCore

@Suite("TextFolding")
struct TextFoldingTests {
  @Test(
    "titles match case-insensitively as exact, prefix or substring",
    arguments: [
      ("ASCII exact", "April", "april", SearchMatchKind?.some(.exact)),
      ("ASCII prefix", "April", "AP", .prefix),
      ("ASCII inside", "2007年", "07", .substring),
      ("CJK prefix", "深圳市", "深圳", .prefix),
      ("accented capitals fold", "ÉCOLE Ωmega", "école ω", .prefix),
      ("emoji inside", "go 🍒 now", "🍒", .substring),
      ("longer than the title", "May", "mayday", nil),
      ("absent", "June", "jy", nil),
      ("accents ignored", "Zürich", "zurich", .exact),
      ("accents typed", "Zurich", "ZÜRICH", .exact),
      ("a finds á", "á", "a", .exact),
      ("two words", "São Paulo", "sao paulo", .exact),
      ("letters without a decomposition", "Łódź", "lodz", .exact),
      ("Vietnamese stacked marks", "Hà Nội", "ha noi", .exact),
      ("decomposed title", "Zu\u{308}rich", "zür", .prefix),
      ("kana keep their voicing marks", "ブドウ", "フ", nil),
    ])
  func matching(_ name: String, _ title: String, _ query: String, _ expected: SearchMatchKind?) {
    let kind = TextFolding.match(TextFolding.folded(query), in: TextFolding.folded(title))
    #expect(kind == expected, Comment(rawValue: name))
  }

  @Test("folding reuses its buffer and equals lowercased UTF-8 where there is no Latin accent")
  func folding() {
    var buffer: [UInt8] = []
    for text in ["ABC", "Straße", "ΩMEGA", "Москва", "深圳", ""] {
      TextFolding.fold(text, into: &buffer)
      #expect(buffer == Array(text.lowercased().utf8), Comment(rawValue: text))
    }
    for (text, folded) in [
      ("İstanbul", "istanbul"), ("ÀÉÎÕÜ", "aeiou"), ("Ωméga", "ωmega"), ("Æsir", "æsir"),
    ] {
      TextFolding.fold(text, into: &buffer)
      #expect(buffer == Array(folded.utf8), Comment(rawValue: text))
    }
  }

  @Test("folding Latin letters with combining accents equals folding their precomposed form (seeded)")
  func decomposedEqualsPrecomposed() {
    let seed: UInt64 = 20_261_207
    var generator = SeededGenerator(seed: seed)
    let bases = Array("aAcCeEiInNoOuUyYzZsSgGhHlLrRwWjJkK")
    // Accents that compose with many Latin letters: grave, acute, circumflex, tilde, macron, breve,
    // dot, diaeresis, ring, double acute, caron, cedilla, ogonek, dot below.
    let marks: [UInt32] = [
      0x300, 0x301, 0x302, 0x303, 0x304, 0x306, 0x307, 0x308, 0x30A, 0x30B, 0x30C, 0x327, 0x328, 0x323,
    ]
    for round in 0..<2_000 {
      var decomposed = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        decomposed.append(contentsOf: String(bases.randomElement(using: &generator)!).unicodeScalars)
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
          decomposed.append(Unicode.Scalar(marks.randomElement(using: &generator)!)!)
        }
      }
      let text = String(decomposed)
      let precomposed = text.precomposedStringWithCanonicalMapping
      let bare = String(String.UnicodeScalarView(decomposed.filter { !(0x300...0x36F).contains($0.value) }))
      #expect(
        TextFolding.folded(precomposed) == TextFolding.folded(text),
        "seed \(seed), round \(round): \(precomposed.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(
        TextFolding.folded(text) == Array(bare.lowercased().utf8),
        "seed \(seed), round \(round): the accents of \(text) are dropped")
    }
  }
}
