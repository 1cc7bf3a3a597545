import Testing

@testable import WheelPickerTerminal

@Suite("EscapeSequence")
struct EscapeSequenceTests {
  @Test(
    "SGR codes",
    arguments: [
      (Style.plain, "\u{1B}[0m"),
      (Style(isBold: true, isReversed: true), "\u{1B}[0;1;7m"),
      (Style(isFaint: true, isUnderlined: true, isStruckThrough: true), "\u{1B}[0;2;4;9m"),
      (Style(foreground: .basic(1)), "\u{1B}[0;31m"),
      (Style(foreground: .basic(12)), "\u{1B}[0;94m"),
      (Style(background: .basic(4)), "\u{1B}[0;44m"),
      (Style(foreground: .indexed(245), background: .indexed(236)), "\u{1B}[0;38;5;245;48;5;236m"),
    ])
  func sgr(_ style: Style, _ expected: String) {
    #expect(EscapeSequence.sgr(style) == expected)
  }

  @Test("moves of zero write nothing")
  func zeroMoves() {
    #expect(EscapeSequence.up(0).isEmpty && EscapeSequence.down(0).isEmpty && EscapeSequence.right(0).isEmpty)
    #expect(EscapeSequence.up(3) == "\u{1B}[3A")
    #expect(EscapeSequence.moveTo(line: 2, column: 5) == "\u{1B}[2;5H")
  }
}
