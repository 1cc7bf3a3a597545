import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("KeyScript")
struct KeyScriptTests {
  struct Good: Sendable, CustomTestStringConvertible {
    let text: String
    let presses: [KeyStroke]
    var testDescription: String { text }
  }

  static let good: [Good] = [
    Good(text: "down down enter", presses: [.down, .down, .enter]),
    Good(text: "down,down,,enter", presses: [.down, .down, .enter]),
    Good(text: " 3*down ,  right ", presses: [.down, .down, .down, .right]),
    Good(
      text: "up down left right tab backtab pgup pgdn home end enter esc space backspace",
      presses: [
        .up, .down, .left, .right, .tab, .backtab, .pageUp, .pageDown, .home, .end, .enter, .escape, .space,
        .backspace,
      ]),
    Good(
      text: "ctrl-c ctrl-n ctrl-p ctrl-j ctrl-k", presses: [.ctrlC, .ctrlN, .ctrlP, .ctrlJ, .ctrlK]),
    Good(text: "type:深圳 enter", presses: [.text("深圳"), .enter]),
    Good(text: #"type:New\ York"#, presses: [.text("New York")]),
    Good(text: #"type:1\,000"#, presses: [.text("1,000")]),
    Good(text: #"type:a\\b"#, presses: [.text(#"a\b"#)]),
    Good(text: #"type:a\b"#, presses: [.text(#"a\b"#)]),
    Good(text: "type:3*x", presses: [.text("3*x")]),
    Good(text: "2*type:ab", presses: [.text("ab"), .text("ab")]),
    Good(text: "type:?", presses: [.text("?")]),
    Good(text: "Enter DOWN", presses: [.enter, .down]),
  ]

  @Test("scripts parse into key presses", arguments: good)
  func parses(_ example: Good) throws {
    #expect(try KeyScript.parse(example.text, option: "--keys").presses == example.presses)
  }

  static let names =
    "up down left right tab backtab pgup pgdn home end enter esc space backspace ctrl-c ctrl-n ctrl-p ctrl-j ctrl-k"

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
    #expect(throws: WheelPickerError(.invalidConfiguration, message)) {
      try KeyScript.parse(text, option: "--keys")
    }
  }

  @Test("counts are kept, not expanded, until asked")
  func counts() throws {
    let script = try KeyScript.parse("10000*down enter", option: "--keys")
    #expect(script.strokes.map(\.count) == [10_000, 1])
    #expect(script.presses.count == 10_001)
  }

  @Test("every named key's token names it back")
  func tokens() {
    for (token, key) in KeyStroke.named {
      #expect(key.token == token)
    }
    #expect(KeyStroke.text("ab").token == "type:ab")
  }
}
