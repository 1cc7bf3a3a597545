import Foundation
import Testing

/// `list`'s input and output shaping, as fzf's options: the bytes printed and the status, and
/// the sheet drawn (`--print-frame`).
@Suite("wheelpicker binary: list input and output shaping")
struct EndToEndListShapingTests {
  static func run(_ arguments: [String], _ input: String) throws -> BuiltBinary.ByteRun {
    try BuiltBinary.run(["list"] + arguments, inputBytes: Array(input.utf8))
  }

  @Test("--read0 --print0: NUL-ended items in, the chosen one NUL-ended out, line feeds kept")
  func nul() throws {
    let run = try Self.run(["--read0", "--print0", "--keys", "down,enter"], "one\ntwo\0three\0")
    #expect(run.status == 0)
    #expect(run.output == Array("three".utf8) + [0])
    let first = try Self.run(["--read0", "--keys", "enter"], "one\ntwo\0three\0")
    #expect(first.output == Array("one\ntwo\n".utf8))
  }

  @Test("--with-nth shows and searches some fields; --accept-nth prints others, joined by the delimiter")
  func fields() throws {
    let input = "a.txt:10:alice\nb.txt:20:bob\n"
    let run = try Self.run(
      [
        "--delimiter", ":", "--with-nth", "3", "--accept-nth", "1,2", "--keys", "type:bob,enter",
        "--print-frame",
      ],
      input)
    #expect(run.status == 0)
    #expect(String(decoding: run.output, as: UTF8.self) == "b.txt:20\n")
    #expect(run.error.contains("bob") && !run.error.contains("b.txt"), "\(run.error)")
    // The search looks at the fields shown: the name is not among them.
    let hidden = try Self.run(["--delimiter", ":", "--with-nth", "3", "--keys", "type:txt,enter"], input)
    #expect(hidden.status == 1 && hidden.output.isEmpty)
    // AWK-style by default: the fields printed lose the blanks after the last.
    let awk = try Self.run(["--accept-nth", "2..", "--keys", "enter"], "  foo bar  baz  \n")
    #expect(String(decoding: awk.output, as: UTF8.self) == "bar  baz\n")
  }

  @Test("--header-lines: the first lines are drawn above the wheel and never chosen; --tac reverses the rest")
  func headerAndTac() throws {
    let run = try Self.run(
      ["--header-lines", "1", "--tac", "--keys", "enter", "--print-frame", "--size", "40x9"],
      "NAME\na\nb\nc\n")
    #expect(run.status == 0)
    #expect(String(decoding: run.output, as: UTF8.self) == "c\n")
    let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == " NAME", "\(run.error)")
    // Bar, rule, header, then five rows centred on c: the wheel starts under the header.
    #expect(lines.firstIndex { $0.contains("› ") } == 5, "\(run.error)")
    #expect(lines[6].contains("b") && lines[7].contains("a"), "\(run.error)")
  }

  @Test("--ansi: the sheet shows the text without escapes, and the answer is printed without them")
  func ansi() throws {
    let input = "\u{1B}[31mred\u{1B}[0m apple\n\u{1B}[32mgreen\u{1B}[0m pear\n"
    let run = try Self.run(["--ansi", "--keys", "type:pear,enter", "--print-frame"], input)
    #expect(run.status == 0)
    #expect(String(decoding: run.output, as: UTF8.self) == "green pear\n")
    #expect(run.error.contains("red apple") && !run.error.contains("␛") && !run.error.contains("\u{1B}"))
    // Without --ansi the escape bytes are the item's: printed as they came, drawn as control pictures.
    let raw = try Self.run(["--keys", "enter", "--print-frame"], input)
    #expect(raw.output == Array("\u{1B}[31mred\u{1B}[0m apple\n".utf8))
    #expect(raw.error.contains("␛[31mred"))
  }

  @Test("nothing to choose exits 1 with a message: empty stdin, or only header lines")
  func nothingToChoose() throws {
    let empty = try Self.run(["--keys", "enter"], "")
    #expect(empty.status == 1 && empty.output.isEmpty)
    #expect(empty.error == "wheelpicker: list: stdin held no lines: give items or pipe lines in\n")
    let header = try Self.run(["--header-lines", "2", "--keys", "enter"], "A\nB\n")
    #expect(header.status == 1)
    #expect(header.error == "wheelpicker: list: stdin held only the 2 header lines: nothing to choose\n")
    let arguments = try BuiltBinary.run(["list", "x", "--keys", "enter"], inputBytes: [])
    #expect(arguments.status == 0 && arguments.output == Array("x\n".utf8))
  }

  @Test(
    "a bad shaping option exits 2 naming the value and the rule",
    arguments: [
      (["--with-nth", "0"], "wheelpicker: --with-nth 0: each expression must be a field number"),
      (["--accept-nth", "1,,2"], "wheelpicker: --accept-nth 1,,2: each expression"),
      (["--delimiter", "|"], "wheelpicker: --delimiter |: | is a regular-expression operator in fzf"),
      (
        ["--header-lines", "-1"],
        "wheelpicker: --header-lines -1: must be a whole number from 0 to 10,000,000"
      ),
    ])
  func refused(_ arguments: [String], _ start: String) throws {
    let run = try Self.run(arguments + ["--keys", "enter"], "a\n")
    #expect(run.status == 2 && run.output.isEmpty)
    #expect(run.error.hasPrefix(start), "\(run.error)")
  }

  @Test("each shaping option is in list --help and in every completion script")
  func documented() throws {
    let options = [
      "--read0", "--print0", "--delimiter", "--with-nth", "--accept-nth", "--header-lines", "--tac", "--ansi",
    ]
    let help = try BuiltBinary.run(["list", "--help"])
    #expect(help.status == 0)
    for option in options {
      #expect(help.output.split(separator: "\n").contains { $0.hasPrefix("  " + option) }, "\(option)")
    }
    for shell in ["bash", "zsh", "fish"] {
      let script = try BuiltBinary.run(["--completion", shell])
      #expect(script.status == 0)
      for option in options {
        let name = shell == "fish" ? "-l " + option.dropFirst(2) : option
        #expect(script.output.contains(name), "\(shell) \(option)")
      }
    }
  }
}
