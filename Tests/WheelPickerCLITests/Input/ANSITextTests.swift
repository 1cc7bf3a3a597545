import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerCLI

@Suite("ANSIText: the visible text of coloured items")
struct ANSITextTests {
  @Test(
    "escape sequences are removed whole; other text and controls stay",
    arguments: [
      ("\u{1B}[31mred\u{1B}[0m x", "red x"), ("\u{1B}[1;38;5;208mo\u{1B}[m", "o"), ("plain", "plain"),
      ("\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{1B}\\", "link"), ("\u{1B}]0;title", ""), ("a\u{1B}", "a"),
      ("a\u{1B}(Bb", "ab"), ("a\u{1B}[31", "a"), ("a\u{1B}[2Jb", "ab"), ("\u{1B}é!", "!"),
      ("a\tb\u{7}", "a\tb\u{7}"),
      ("\u{1B}[31\u{1B}[32mx", "x"),
    ])
  func visible(_ text: String, _ expected: String) {
    #expect(String(decoding: ANSIText.visible(Array(text.utf8)), as: UTF8.self) == expected)
  }

  @Test("the visible text holds no escape byte, whatever the input", arguments: [1, 2] as [UInt64])
  func noEscapeLeft(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let pieces: [[UInt8]] = [
      [0x1B], Array("[".utf8), Array("]".utf8), Array("31m".utf8), [0x07], Array("\\".utf8), Array("a".utf8),
      [0xC3],
    ]
    for _ in 0..<TestScale.operations(2_000) {
      let bytes = (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in
        pieces.randomElement(using: &random)!
      }
      #expect(!ANSIText.visible(bytes).contains(0x1B), "seed \(seed): \(bytes)")
    }
  }
}
