import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("UsageError")
struct UsageErrorTests {
  @Test(
    "values are quoted when needed and control characters made visible",
    arguments: [
      ("4", "4"), ("", "''"), ("a b", "'a b'"), ("it's", "\"it's\""), ("深圳", "深圳"),
      ("\u{1B}[31mred", "\\u{1b}[31mred"), ("a\nb", "a\\u{a}b"), ("\u{9B}2J", "\\u{9b}2J"),
      // Found by Fuzz/Targets/NowTimestamp.swift: bidirectional controls and line separators.
      ("ab\u{202E}cd", "ab\\u{202e}cd"), ("\u{61C}x", "\\u{61c}x"), ("a\u{2028}b", "a\\u{2028}b"),
    ])
  func shown(_ value: String, _ expected: String) {
    #expect(UsageError.shown(value) == expected)
  }

  @Test("messages read value, option, rule")
  func shape() {
    let error = UsageError.invalid("--rows", "4", "must be an odd number from 3 to 15")
    #expect(error.message == "--rows 4: must be an odd number from 3 to 15")
    #expect(error.kind == .invalidConfiguration)
  }

  @Test(
    "a whole message keeps its lines and tabs, never a terminal control",
    arguments: [
      ("plain", "a: b\n\tc\n", "a: b\n\tc\n"),
      (
        "OSC 52", "f.json: [\"\u{1B}]52;c;ZXZpbA==\u{07}广东\"]\n",
        "f.json: [\"\\u{1b}]52;c;ZXZpbA==\\u{7}广东\"]\n"
      ),
      ("C1 CSI", "x\u{9B}2J\r\n", "x\\u{9b}2J\\u{d}\n"), ("bidi", "a\u{202E}b", "a\\u{202e}b"),
    ])
  func harmless(_ name: String, _ message: String, _ expected: String) {
    #expect(UsageError.harmless(message) == expected, Comment(rawValue: name))
  }
}
