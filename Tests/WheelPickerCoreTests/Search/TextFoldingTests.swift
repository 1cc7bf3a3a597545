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
    ])
  func matching(_ name: String, _ title: String, _ query: String, _ expected: SearchMatchKind?) {
    let kind = TextFolding.match(TextFolding.folded(query), in: TextFolding.folded(title))
    #expect(kind == expected, Comment(rawValue: name))
  }

  @Test("folding reuses its buffer and equals lowercased UTF-8")
  func folding() {
    var buffer: [UInt8] = []
    for text in ["ABC", "Straße", "İstanbul", "深圳", ""] {
      TextFolding.fold(text, into: &buffer)
      #expect(buffer == Array(text.lowercased().utf8), Comment(rawValue: text))
    }
  }
}
