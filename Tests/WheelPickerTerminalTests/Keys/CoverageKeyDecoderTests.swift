import Testing

@testable import WheelPickerTerminal

/// The rest of the decoder's table: every tilde code, SS3 keys, modified function keys, bytes
/// that cannot start a character, mouse reports that mean nothing, and what a flush completes.
@Suite("KeyDecoder: the rest of the table")
struct CoverageKeyDecoderTests {
  typealias Case = KeyDecoderTests.Case

  static func function(_ number: Int, shift: Bool = false) -> [TerminalEvent] {
    [.key(.function(number, shift: shift))]
  }

  static let table: [Case] = [
    Case("arrow up (SS3)", "\u{1B}OA", [.key(.up)]),
    Case("arrow down (SS3)", "\u{1B}OB", [.key(.down)]),
    Case("home (SS3 H)", "\u{1B}OH", [.key(.home)]),
    Case("enter on the keypad (SS3 M)", "\u{1B}OM", [.key(.enter)]),
    Case("F4 (SS3 S)", "\u{1B}OS", function(4)),
    Case("an unknown SS3 key is dropped", "\u{1B}Oz", []),
    Case("insert (CSI 2~)", "\u{1B}[2~", [.key(.insert)]),
    Case("end (rxvt 8~)", "\u{1B}[8~", [.key(.end)]),
    Case("F1 (CSI 11~)", "\u{1B}[11~", function(1)),
    Case("F6 (CSI 17~)", "\u{1B}[17~", function(6)),
    Case("F10 (CSI 21~)", "\u{1B}[21~", function(10)),
    Case("shift-F6 (CSI 17;2~)", "\u{1B}[17;2~", function(6, shift: true)),
    Case("F11 (CSI 23~)", "\u{1B}[23~", function(11)),
    Case("F13 (CSI 25~)", "\u{1B}[25~", function(13)),
    Case("F14 (CSI 26~)", "\u{1B}[26~", function(14)),
    Case("F15 (CSI 28~)", "\u{1B}[28~", function(15)),
    Case("F16 (CSI 29~)", "\u{1B}[29~", function(16)),
    Case("F17 (CSI 31~)", "\u{1B}[31~", function(17)),
    Case("F20 (CSI 34~)", "\u{1B}[34~", function(20)),
    Case("an unknown tilde code is dropped", "\u{1B}[99~x", [.key(.character("x"))]),
    Case("a tilde without a code is dropped", "\u{1B}[~", []),
    Case("shift-F1 (CSI 1;2P)", "\u{1B}[1;2P", function(1, shift: true)),
    Case("F2 (CSI Q)", "\u{1B}[Q", function(2)),
    Case("F4 (CSI S)", "\u{1B}[S", function(4)),
    Case("F3 (CSI R) when no position was asked for", "\u{1B}[R", function(3)),
    Case("a continuation byte alone", bytes: [0x80], [.key(.character("\u{FFFD}"))]),
    Case(
      "a lead byte past U+10FFFF", bytes: [0xF5, 0x61], [.key(.character("\u{FFFD}")), .key(.character("a"))]),
    Case(
      "a lead byte then ASCII", bytes: [0xE4, 0x61],
      [.key(.character("\u{FFFD}")), .key(.character("a"))]),
    Case("a surrogate encoded in UTF-8", bytes: [0xED, 0xA0, 0x80], [.key(.character("\u{FFFD}"))]),
    Case("ignored control bytes", bytes: [0x1C, 0x1F, 0x61], [.key(.character("a"))]),
    Case("a mouse report of two numbers is dropped", "\u{1B}[<0;5Mq", [.key(.character("q"))]),
    Case("motion without a button is dropped", "\u{1B}[<35;1;1M", []),
    Case("a wheel sideways is dropped", "\u{1B}[<66;1;1M", []),
    Case("a middle press", "\u{1B}[<1;2;3M", [.mouse(MouseEvent(.press(button: 1), x: 1, y: 2))]),
    Case(
      "a drag with the right button", "\u{1B}[<34;1;1M", [.mouse(MouseEvent(.drag(button: 2), x: 0, y: 0))]),
    Case("an Esc before a paste's end is pasted", "\u{1B}[200~a\u{1B}\u{1B}[201~", [.paste("a\u{1B}")]),
    Case("an empty paste", "\u{1B}[200~\u{1B}[201~", [.paste("")]),
  ]

  /// The events of `bytes` fed in `reads`, then flushed.
  static func events(_ reads: [ArraySlice<UInt8>]) -> (events: [TerminalEvent], isEmpty: Bool) {
    var decoder = KeyDecoder()
    let events = reads.flatMap { decoder.feed($0) } + decoder.flush()
    return (events, !decoder.hasPending)
  }

  @Test("byte sequences decode to events, read whole or a byte at a time", arguments: table)
  func decodes(_ c: Case) {
    let whole = Self.events([c.bytes[...]])
    let bytes = Self.events(c.bytes.indices.map { c.bytes[$0...$0] })
    #expect(whole.events == c.events)
    #expect(bytes.events == c.events, "a byte at a time")
    #expect(whole.isEmpty && bytes.isEmpty)
  }

  @Test("a flush ends a paste whose end never came, with the part of the end that did")
  func unfinishedPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.flush() == [.paste("abc\u{1B}[20")])
    #expect(decoder.feed(Array("x".utf8)) == [.key(.character("x"))])
  }

  @Test("a flush turns what is left of a character or a sequence into events")
  func flushIncomplete() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xE6, 0xB7]).isEmpty)
    #expect(decoder.flush() == [.key(.character("\u{FFFD}")), .key(.character("\u{FFFD}"))])
    #expect(decoder.feed(Array("\u{1B}".utf8)).isEmpty)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.hasPending)
  }

  @Test(
    "every key has a short name for help lines",
    arguments: [
      (KeyPress.alt("x"), "alt-x"), (.delete, "delete"), (.insert, "insert"),
      (.function(7, shift: true), "shift-f7"),
      (.character(" "), "space"), (.pageDown, "pgdn"), (.backTab, "shift-tab"),
    ] as [(KeyPress, String)])
  func names(_ key: KeyPress, _ name: String) {
    #expect(key.description == name)
  }
}
