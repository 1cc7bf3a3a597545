import Testing

@testable import WheelPickerCLI

extension PickerAnswer {
  /// The line printed for `format` to a pipe, as text.
  func line(for format: OutputFormat) -> String {
    String(decoding: output(for: format, isTerminal: false), as: UTF8.self)
  }
}

@Suite("PickerAnswer: what stdout carries")
struct PickerAnswerOutputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var answer: PickerAnswer
    var format: OutputFormat
    var toPipe: [UInt8]
    var toTerminal: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "invalid UTF-8 round-trips to a pipe, U+FFFD on a terminal",
      answer: .list(index: 0, value: "a\u{FFFD}b", bytes: [0x61, 0xFF, 0x62]), format: .text,
      toPipe: [0x61, 0xFF, 0x62, 0x0A], toTerminal: "a\u{FFFD}b\n"),
    Case(
      name: "an escape sequence: exact to a pipe, its ESC a control picture on a terminal",
      answer: .list(index: 0, value: "\u{1B}[2Jx"), format: .text,
      toPipe: Array("\u{1B}[2Jx\n".utf8), toTerminal: "\u{241B}[2Jx\n"),
    Case(
      name: "a bidi override: exact to a pipe, U+FFFD on a terminal",
      answer: .list(index: 0, value: "abc\u{202E}txt.exe"), format: .text,
      toPipe: Array("abc\u{202E}txt.exe\n".utf8), toTerminal: "abc\u{FFFD}txt.exe\n"),
    Case(
      name: "a line feed in an item: exact to a pipe, one line on a terminal",
      answer: .list(index: 0, value: "a\nb"), format: .text,
      toPipe: Array("a\nb\n".utf8), toTerminal: "a\u{240A}b\n"),
    Case(
      name: "C1 controls: exact to a pipe, U+FFFD on a terminal",
      answer: .cascade(path: [("k", "a\u{9B}31m")], text: "a\u{9B}31m"), format: .text,
      toPipe: Array("a\u{9B}31m\n".utf8), toTerminal: "a\u{FFFD}31m\n"),
    Case(
      name: "tabs between wheel values stay tabs on a terminal",
      answer: .wheels(indices: [0, 1], values: ["a", "b"]), format: .text,
      toPipe: Array("a\tb\n".utf8), toTerminal: "a\tb\n"),
    Case(
      name: "JSON escapes controls and bidi overrides either way",
      answer: .list(index: 2, value: "\u{1B}x\u{202E}y"), format: .json,
      toPipe: Array(#"{"index":2,"value":"\u001bx\u202ey"}"#.utf8) + [0x0A],
      toTerminal: #"{"index":2,"value":"\u001bx\u202ey"}"# + "\n"),
  ]

  @Test("a pipe gets the answer exactly, a terminal a neutralised one", arguments: cases)
  func output(_ example: Case) {
    #expect(example.answer.output(for: example.format, isTerminal: false) == example.toPipe)
    #expect(
      String(decoding: example.answer.output(for: example.format, isTerminal: true), as: UTF8.self)
        == example.toTerminal)
  }
}
