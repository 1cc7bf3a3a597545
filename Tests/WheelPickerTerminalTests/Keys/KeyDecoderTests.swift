import Testing

@testable import WheelPickerTerminal

@Suite("KeyDecoder")
struct KeyDecoderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let events: [TerminalEvent]
    var testDescription: String { name }
    init(_ name: String, _ text: String, _ events: [TerminalEvent]) {
      self.name = name
      self.bytes = Array(text.utf8)
      self.events = events
    }
    init(_ name: String, bytes: [UInt8], _ events: [TerminalEvent]) {
      self.name = name
      self.bytes = bytes
      self.events = events
    }
  }

  static let table: [Case] = [
    Case("arrow up (CSI)", "\u{1B}[A", [.key(.up)]),
    Case("arrow down (CSI)", "\u{1B}[B", [.key(.down)]),
    Case("arrow right (SS3, application mode)", "\u{1B}OC", [.key(.right)]),
    Case("arrow left (SS3)", "\u{1B}OD", [.key(.left)]),
    Case("ctrl-left drops the modifier", "\u{1B}[1;5D", [.key(.left)]),
    Case("home (CSI H)", "\u{1B}[H", [.key(.home)]),
    Case("home (CSI 1~)", "\u{1B}[1~", [.key(.home)]),
    Case("home (rxvt 7~)", "\u{1B}[7~", [.key(.home)]),
    Case("end (CSI F)", "\u{1B}[F", [.key(.end)]),
    Case("end (CSI 4~)", "\u{1B}[4~", [.key(.end)]),
    Case("end (SS3 F)", "\u{1B}OF", [.key(.end)]),
    Case("page up", "\u{1B}[5~", [.key(.pageUp)]),
    Case("page down", "\u{1B}[6~", [.key(.pageDown)]),
    Case("delete", "\u{1B}[3~", [.key(.delete)]),
    Case("shift-tab", "\u{1B}[Z", [.key(.backTab)]),
    Case("F1 (SS3)", "\u{1B}OP", [.key(.function(1, shift: false))]),
    Case("F3 (SS3)", "\u{1B}OR", [.key(.function(3, shift: false))]),
    Case("F3 (CSI 13~)", "\u{1B}[13~", [.key(.function(3, shift: false))]),
    Case("shift-F3 (CSI 13;2~)", "\u{1B}[13;2~", [.key(.function(3, shift: true))]),
    Case("F5", "\u{1B}[15~", [.key(.function(5, shift: false))]),
    Case("F12", "\u{1B}[24~", [.key(.function(12, shift: false))]),
    Case(
      "shift-F3 in xterm, when no position was asked for", "\u{1B}[1;2R", [.key(.function(3, shift: true))]),
    Case("ctrl-F3 in xterm is F3", "\u{1B}[1;5R", [.key(.function(3, shift: false))]),
    Case("a position report nobody asked for is dropped", "\u{1B}[12;1R", []),
    Case("enter is CR", "\r", [.key(.enter)]),
    Case("LF is ctrl-j", "\n", [.key(.control("j"))]),
    Case("tab", "\t", [.key(.tab)]),
    Case("backspace DEL", bytes: [0x7F], [.key(.backspace)]),
    Case("backspace ctrl-h", bytes: [0x08], [.key(.backspace)]),
    Case("ctrl-c", bytes: [0x03], [.key(.control("c"))]),
    Case("ctrl-z", bytes: [0x1A], [.key(.control("z"))]),
    Case("ctrl-k", bytes: [0x0B], [.key(.control("k"))]),
    Case("NUL is ignored", bytes: [0x00], []),
    Case("printable", "a?", [.key(.character("a")), .key(.character("?"))]),
    Case("space", " ", [.key(.character(" "))]),
    Case("UTF-8 CJK", "深", [.key(.character("深"))]),
    Case("UTF-8 emoji", "😀", [.key(.character("😀"))]),
    Case("invalid UTF-8", bytes: [0xFF, 0x61], [.key(.character("\u{FFFD}")), .key(.character("a"))]),
    Case(
      "overlong UTF-8", bytes: [0xC0, 0xAF], [.key(.character("\u{FFFD}")), .key(.character("\u{FFFD}"))]),
    Case("alt-x", "\u{1B}x", [.key(.alt("x"))]),
    Case("two escapes then up", "\u{1B}\u{1B}[A", [.key(.escape), .key(.up)]),
    Case(
      "held key: many arrows in one read", "\u{1B}[B\u{1B}[B\u{1B}[B", Array(repeating: .key(.down), count: 3)
    ),
    Case("SGR mouse press", "\u{1B}[<0;10;5M", [.mouse(MouseEvent(.press(button: 0), x: 9, y: 4))]),
    Case("SGR mouse release", "\u{1B}[<0;10;5m", [.mouse(MouseEvent(.release(button: 0), x: 9, y: 4))]),
    Case("SGR wheel up", "\u{1B}[<64;3;2M", [.mouse(MouseEvent(.scrollUp, x: 2, y: 1))]),
    Case("SGR wheel down", "\u{1B}[<65;3;2M", [.mouse(MouseEvent(.scrollDown, x: 2, y: 1))]),
    Case("SGR drag", "\u{1B}[<32;4;4M", [.mouse(MouseEvent(.drag(button: 0), x: 3, y: 3))]),
    // Legacy X10 reports: Esc [ M, then button, column and line, each plus 32 (1-based positions).
    Case("X10 mouse press", "\u{1B}[M *%", [.mouse(MouseEvent(.press(button: 0), x: 9, y: 4))]),
    Case("X10 mouse release", "\u{1B}[M#*%", [.mouse(MouseEvent(.release(button: 0), x: 9, y: 4))]),
    Case(
      "X10 wheel up, then a key", "\u{1B}[M`#\"a",
      [.mouse(MouseEvent(.scrollUp, x: 2, y: 1)), .key(.character("a"))]),
    Case("bracketed paste", "\u{1B}[200~a\u{1B}[Bb\u{1B}[201~", [.paste("a\u{1B}[Bb")]),
    Case("unknown CSI is dropped", "\u{1B}[?1;2cq", [.key(.character("q"))]),
    Case("focus report is dropped", "\u{1B}[I", []),
  ]

  @Test("byte sequences decode to events", arguments: table)
  func decodes(_ c: Case) {
    var decoder = KeyDecoder()
    #expect(decoder.feed(c.bytes) == c.events)
    #expect(!decoder.hasPending)
  }

  @Test("every sequence decodes the same when split at every byte", arguments: table)
  func split(_ c: Case) {
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    for byte in c.bytes { events += decoder.feed([byte]) }
    #expect(events == c.events)
    #expect(!decoder.hasPending)
  }

  @Test("a position report is decoded as one only while one is awaited, once per request")
  func positionReports() {
    var decoder = KeyDecoder()
    decoder.expectCursorPosition()
    decoder.expectCursorPosition()
    #expect(decoder.isAwaitingPosition)
    #expect(decoder.feed(Array("\u{1B}[1;2R".utf8)) == [.cursorPosition(row: 1, column: 2)])
    #expect(decoder.awaitedPositionReports == 1)
    #expect(
      decoder.feed(Array("\u{1B}[12;1R\u{1B}[1;2R".utf8)) == [
        .cursorPosition(row: 12, column: 1), .key(.function(3, shift: true)),
      ])
    #expect(!decoder.isAwaitingPosition)
  }

  @Test("a lone Esc waits for the timeout, then is Esc")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.hasPending)
  }

  @Test("an incomplete CSI is completed by the next read")
  func incompleteCSI() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.feed(Array("A".utf8)) == [.key(.up)])
  }

  @Test("a UTF-8 character split across reads")
  func splitUTF8() {
    var decoder = KeyDecoder()
    let bytes = Array("深".utf8)
    #expect(decoder.feed(bytes[0..<1]).isEmpty)
    #expect(decoder.feed(bytes[1...]) == [.key(.character("深"))])
  }

  @Test("endless garbage after ESC [ is dropped, not kept for ever")
  func garbage() {
    var decoder = KeyDecoder()
    let garbage = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 100)
    _ = decoder.feed(garbage)
    #expect(!decoder.hasPending)
  }

  @Test(
    "an overlong control sequence is dropped through its final byte: neither Esc nor typed text",
    arguments: [1, 7, Int.max])
  func overlongSequence(_ piece: Int) {
    // Found by Fuzz/Targets/KeyDecoder.swift: past 64 bytes the sequence came out as Esc (ending
    // the sheet) and its tail as typed digits.
    let bytes = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 100) + Array("A\u{1B}[B x".utf8)
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + min(piece, bytes.count))
      events += decoder.feed(bytes[start..<end])
      start = end
    }
    events += decoder.flush()
    #expect(events == [.key(.down), .key(.character(" ")), .key(.character("x"))])
  }

  /// A paste whose text holds what looks like the start of its end marker.
  static let tricky = "ab\u{1B}[201x\u{1B}\u{1B}[20\u{1B}[A 深圳"

  @Test(
    "a bracketed paste fed in pieces of any size is one paste, decoded in one step per byte",
    arguments: [1, 5, 4_096, Int.max])
  func pasteInPieces(_ piece: Int) {
    let text = Self.tricky + String(repeating: "x", count: 300_000) + Self.tricky
    let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~q".utf8)
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    var start = 0
    while start < bytes.count {
      let end = start + min(piece, bytes.count - start)
      events += decoder.feed(bytes[start..<end])
      start = end
    }
    #expect(events == [.paste(text), .key(.character("q"))], "pieces of \(piece)")
    #expect(!decoder.hasPending)
    // Each byte once; a marker split across pieces is looked at again only while incomplete.
    #expect(decoder.steps <= bytes.count + 64, "pieces of \(piece): \(decoder.steps) steps")
  }

  @Test("typed bytes decode in one step each, however many arrive")
  func typingIsLinear() {
    var decoder = KeyDecoder()
    let bytes = Array(repeating: UInt8(ascii: "y"), count: 200_000)
    #expect(decoder.feed(bytes).count == 200_000)
    #expect(decoder.steps == 200_000)
  }

  @Test("a paste past the largest kept keeps its start, and what follows its end is keys again")
  func hugePaste() {
    var decoder = KeyDecoder()
    let body = Array(repeating: UInt8(ascii: "x"), count: KeyDecoder.maximumPaste + 10_000)
    var events = decoder.feed(Array("\u{1B}[200~".utf8))
    events += decoder.feed(body)
    events += decoder.feed(Array("\u{1B}[201~\u{1B}[B".utf8))
    #expect(events == [.paste(String(repeating: "x", count: KeyDecoder.maximumPaste)), .key(.down)])
  }

  @Test("a paste whose end never comes is flushed as it stands after the timeout")
  func unfinishedPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.paste("abc\u{1B}[20")])
    #expect(!decoder.hasPending)
    #expect(
      decoder.feed(Array("1~z".utf8)) == [
        .key(.character("1")), .key(.character("~")), .key(.character("z")),
      ])
  }

  @Test("Esc and the lone-Esc timeout leave room to end a sheet within 50 ms")
  func escapeTimeoutFitsTheBudget() {
    #expect(
      KeyDecoder.escapeTimeout + SheetRunner<ListWheelsModel>.positionReportPatience <= .milliseconds(50))
  }
}

extension KeyDecoderTests {
  static func functionKey(_ number: Int, shift: Bool = false) -> [TerminalEvent] {
    [.key(.function(number, shift: shift))]
  }

  /// Every tilde code, SS3 keys, modified function keys, bytes that cannot start a character and
  /// mouse reports that mean nothing.
  static let restOfTable: [Case] = [
    Case("arrow up (SS3)", "\u{1B}OA", [.key(.up)]),
    Case("arrow down (SS3)", "\u{1B}OB", [.key(.down)]),
    Case("home (SS3 H)", "\u{1B}OH", [.key(.home)]),
    Case("enter on the keypad (SS3 M)", "\u{1B}OM", [.key(.enter)]),
    Case("F4 (SS3 S)", "\u{1B}OS", functionKey(4)),
    Case("an unknown SS3 key is dropped", "\u{1B}Oz", []),
    Case("insert (CSI 2~)", "\u{1B}[2~", [.key(.insert)]),
    Case("end (rxvt 8~)", "\u{1B}[8~", [.key(.end)]),
    Case("F1 (CSI 11~)", "\u{1B}[11~", functionKey(1)),
    Case("F6 (CSI 17~)", "\u{1B}[17~", functionKey(6)),
    Case("F10 (CSI 21~)", "\u{1B}[21~", functionKey(10)),
    Case("shift-F6 (CSI 17;2~)", "\u{1B}[17;2~", functionKey(6, shift: true)),
    Case("F11 (CSI 23~)", "\u{1B}[23~", functionKey(11)),
    Case("F13 (CSI 25~)", "\u{1B}[25~", functionKey(13)),
    Case("F14 (CSI 26~)", "\u{1B}[26~", functionKey(14)),
    Case("F15 (CSI 28~)", "\u{1B}[28~", functionKey(15)),
    Case("F16 (CSI 29~)", "\u{1B}[29~", functionKey(16)),
    Case("F17 (CSI 31~)", "\u{1B}[31~", functionKey(17)),
    Case("F20 (CSI 34~)", "\u{1B}[34~", functionKey(20)),
    Case("an unknown tilde code is dropped", "\u{1B}[99~x", [.key(.character("x"))]),
    Case("a tilde without a code is dropped", "\u{1B}[~", []),
    Case("shift-F1 (CSI 1;2P)", "\u{1B}[1;2P", functionKey(1, shift: true)),
    Case("F2 (CSI Q)", "\u{1B}[Q", functionKey(2)),
    Case("F4 (CSI S)", "\u{1B}[S", functionKey(4)),
    Case("F3 (CSI R) when no position was asked for", "\u{1B}[R", functionKey(3)),
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
  static func flushedEvents(_ reads: [ArraySlice<UInt8>]) -> (events: [TerminalEvent], isEmpty: Bool) {
    var decoder = KeyDecoder()
    let events = reads.flatMap { decoder.feed($0) } + decoder.flush()
    return (events, !decoder.hasPending)
  }

  @Test(
    "the rest of the table decodes to events, read whole or a byte at a time, then flushed",
    arguments: restOfTable)
  func decodesTheRestOfTheTable(_ c: Case) {
    let whole = Self.flushedEvents([c.bytes[...]])
    let bytes = Self.flushedEvents(c.bytes.indices.map { c.bytes[$0...$0] })
    #expect(whole.events == c.events)
    #expect(bytes.events == c.events, "a byte at a time")
    #expect(whole.isEmpty && bytes.isEmpty)
  }

  @Test("a flush ends a paste whose end never came, with the part of the end that did")
  func flushEndsUnfinishedPaste() {
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
}
