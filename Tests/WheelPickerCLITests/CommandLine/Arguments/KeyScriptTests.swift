import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("KeyScript")
struct KeyScriptTests {
  struct Good: Sendable, CustomTestStringConvertible {
    let text: String
    let presses: [KeyPress]
    var testDescription: String { text }
  }

  static let good: [Good] = [
    Good(text: "down down enter", presses: [.down, .down, .enter]),
    Good(text: "down,down,,enter", presses: [.down, .down, .enter]),
    Good(text: " 3*down ,  right ", presses: [.down, .down, .down, .right]),
    Good(
      text: "up down left right tab backtab pgup pgdn home end enter esc space backspace",
      presses: [
        .up, .down, .left, .right, .tab, .backTab, .pageUp, .pageDown, .home, .end, .enter, .escape,
        .character(" "), .backspace,
      ]),
    Good(
      text: "ctrl-c ctrl-n ctrl-p ctrl-j ctrl-k ctrl-a",
      presses: [.control("c"), .control("n"), .control("p"), .control("j"), .control("k"), .control("a")]),
    Good(text: "type:深圳 enter", presses: [.character("深"), .character("圳"), .enter]),
    Good(text: #"type:New\ York"#, presses: "New York".map(KeyPress.character)),
    Good(text: #"type:1\,000"#, presses: "1,000".map(KeyPress.character)),
    Good(text: #"type:a\\b"#, presses: #"a\b"#.map(KeyPress.character)),
    Good(text: #"type:a\b"#, presses: #"a\b"#.map(KeyPress.character)),
    Good(text: "type:3*x", presses: "3*x".map(KeyPress.character)),
    // Found by Fuzz/Targets/KeyScript.swift: an escaped tab or line break typed a backslash too.
    Good(text: "type:a\\\tb", presses: "a\tb".map(KeyPress.character)),
    Good(text: "type:a\\\nb", presses: "a\nb".map(KeyPress.character)),
    Good(text: "2*type:ab", presses: "abab".map(KeyPress.character)),
    Good(text: "type:?", presses: [.character("?")]),
    Good(text: "Enter DOWN", presses: [.enter, .down]),
    // A CR LF pair is one character, yet it separates as a line break does.
    Good(text: "down\r\nenter", presses: [.down, .enter]),
    // An escaped comma followed by a combining mark types the one character they make.
    Good(text: "type:s\\,\u{0350}x", presses: "s,\u{0350}x".map(KeyPress.character)),
  ]

  @Test("scripts parse into the terminal's keys", arguments: good)
  func parses(_ example: Good) throws {
    #expect(try KeyScript.parse(example.text, option: "--keys").presses == example.presses)
  }

  @Test(
    "type: followed by a combining mark or a joiner types it, as the live sheet's decoder does",
    arguments: ["\u{0301}", "\u{200D}", "\u{0301}e", "\u{200D}\u{1F469}", "\u{FE0F}"])
  func typedJoiningScalars(_ text: String) throws {
    var decoder = KeyDecoder()
    let live = decoder.feed(Array(text.utf8))
    let script = try KeyScript.parse("type:" + text, option: "--keys").presses
    #expect(live == script.map(TerminalEvent.key), "\(text.unicodeScalars.map(\.value))")
    #expect(
      try KeyScript.parse("2*type:" + text + " enter", option: "--keys").presses == script + script + [.enter]
    )
  }

  static let names =
    "up down left right tab backtab pgup pgdn home end enter esc space backspace ctrl-c ctrl-n ctrl-p ctrl-j ctrl-k ctrl-a"

  @Test(
    "unknown tokens and bad counts are errors",
    arguments: [
      ("down jump", "--keys jump: unknown key; keys are \(names), type:TEXT, each optionally N*"),
      ("f3", "--keys f3: unknown key; keys are \(names), type:TEXT, each optionally N*"),
      ("0*down", "--keys 0*down: the count before * must be a whole number from 1 to 10000"),
      ("10001*down", "--keys 10001*down: the count before * must be a whole number from 1 to 10000"),
      ("*down", "--keys *down: the count before * must be a whole number from 1 to 10000"),
      ("x*down", "--keys x*down: the count before * must be a whole number from 1 to 10000"),
      ("type:", #"--keys type:: type: needs text (write \  for a space, \, for a comma)"#),
      ("", "--keys '': must hold at least one key, such as 'down down enter'"),
      (" , ", "--keys ' , ': must hold at least one key, such as 'down down enter'"),
    ])
  func rejects(_ text: String, _ message: String) {
    #expect(
      usageError {
        try KeyScript.parse(text, option: "--keys")
      }?.message == message)
  }

  @Test("counts are kept, not expanded, until asked")
  func counts() throws {
    let script = try KeyScript.parse("10000*down enter", option: "--keys")
    #expect(script.steps.map(\.count) == [10_000, 1])
    #expect(script.presses.count == 10_001)
  }

  @Test("every named token is one key, and the decoder's bytes for it decode to that key")
  func namedKeys() throws {
    let bytes: [KeyPress: String] = [
      .up: "\u{1B}[A", .down: "\u{1B}[B", .right: "\u{1B}[C", .left: "\u{1B}[D", .tab: "\t",
      .backTab: "\u{1B}[Z",
      .pageUp: "\u{1B}[5~", .pageDown: "\u{1B}[6~", .home: "\u{1B}[H", .end: "\u{1B}[F", .enter: "\r",
      .character(" "): " ", .backspace: "\u{7F}", .control("c"): "\u{03}", .control("n"): "\u{0E}",
      .control("p"): "\u{10}", .control("j"): "\n", .control("k"): "\u{0B}", .control("a"): "\u{01}",
    ]
    for (token, key) in KeyScript.named {
      #expect(try KeyScript.parse(token, option: "--keys").presses == [key], "\(token)")
      guard let sequence = bytes[key] else {
        #expect(key == .escape, "\(token) has no byte sequence in this table")
        continue
      }
      var decoder = KeyDecoder()
      #expect(decoder.feed(Array(sequence.utf8)) == [.key(key)], "\(token)")
    }
  }
}
