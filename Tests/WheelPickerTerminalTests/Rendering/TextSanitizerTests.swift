import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerTerminal

@Suite("TextSanitizer")
struct TextSanitizerTests {
  static let hostile: [(String, String, String)] = [
    ("clear screen", "\u{1B}[2J", "␛[2J"),
    ("window title (OSC 0)", "\u{1B}]0;pwned\u{07}x", "␛]0;pwned␇x"),
    ("hyperlink (OSC 8)", "\u{1B}]8;;http://evil\u{1B}\\a", "␛]8;;http://evil␛\\a"),
    ("DCS", "\u{1B}Pq#0\u{1B}\\", "␛Pq#0␛\\"),
    ("C1 CSI", "\u{9B}31mred", "\u{FFFD}31mred"),
    ("C1 OSC", "\u{9D}0;x\u{9C}", "\u{FFFD}0;x\u{FFFD}"),
    ("cursor up", "a\u{1B}[1Ab", "a␛[1Ab"),
    ("carriage return", "safe\rEVIL", "safe␍EVIL"),
    ("CRLF grapheme", "a\r\nb", "a␍␊b"),
    ("tab and NUL", "a\tb\u{0}", "a␉b␀"),
    ("DEL", "a\u{7F}", "a␡"),
    ("bidi override", "abc\u{202E}fed", "abc\u{FFFD}fed"),
    ("bidi isolate", "\u{2067}x\u{2069}", "\u{FFFD}x\u{FFFD}"),
    ("line separator", "a\u{2028}b", "a\u{FFFD}b"),
    ("leading combining mark", "\u{301}x", "\u{25CC}\u{301}x"),
    ("mark after a control rides on its picture", "\u{1B}\u{301}", "␛\u{301}"),
    ("plain CJK untouched", "广东省", "广东省"),
    ("emoji ZWJ untouched", "👨‍👩‍👧", "👨‍👩‍👧"),
  ]

  @Test("hostile text is made visible", arguments: hostile)
  func hostileText(_ name: String, _ input: String, _ expected: String) {
    #expect(TextSanitizer.sanitize(input) == expected, Comment(rawValue: name))
  }

  @Test("no dangerous scalar survives, whatever the input")
  func property() {
    let seed: UInt64 = 77
    var generator = SeededGenerator(seed: seed)
    let pool: [UInt32] = [
      0x00, 0x07, 0x0A, 0x0D, 0x1B, 0x5B, 0x5D, 0x41, 0x7F, 0x80, 0x9B, 0x9D, 0x9F, 0x301, 0x200D, 0x202E,
      0x2066, 0x4E2D, 0x1F600,
    ]
    for _ in 0..<TestScale.operations(1_000) {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0..<10, using: &generator) {
        if let value = pool.randomElement(using: &generator), let scalar = Unicode.Scalar(value) {
          scalars.append(scalar)
        }
      }
      let clean = TextSanitizer.sanitize(String(scalars))
      let bad = clean.unicodeScalars.first { TextSanitizer.visibleForm(of: $0) != nil }
      #expect(bad == nil, Comment(rawValue: "seed \(seed): \(String(scalars).debugDescription)"))
      for character in clean {
        if let first = character.unicodeScalars.first {
          #expect(!DisplayWidth.isZeroWidth(first.value), Comment(rawValue: "seed \(seed)"))
        }
      }
    }
  }
}
