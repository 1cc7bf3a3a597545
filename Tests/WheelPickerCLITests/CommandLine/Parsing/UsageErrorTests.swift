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

  @Test("messages read value, option, rule; the reason holds the option and the value as given")
  func shape() {
    let error = UsageError.invalid("--rows", "4", "must be an odd number from 3 to 15")
    #expect(error.message == "--rows 4: must be an odd number from 3 to 15")
    #expect(error.reason == .invalidValue(option: "--rows", value: "4"))
    #expect(error.description == error.message)
    let core = WheelPickerError(
      .invalidData, "doc: is empty or holds only white space", reason: .emptyDocument)
    #expect(UsageError(core) == UsageError(.core(.emptyDocument), message: core.message))
  }

  struct Family: Sendable, CustomTestStringConvertible {
    let name: String
    let reason: UsageError.Reason
    let message: String
    let refuse: @Sendable () throws -> Void
    var testDescription: String { name }
  }

  static func parse(_ arguments: [String]) throws {
    _ = try CommandLineParser.parse(arguments, environment: [:])
  }

  static let families: [Family] = [
    Family(
      name: "invalidValue", reason: .invalidValue(option: "--rows", value: "4"),
      message: "--rows 4: must be an odd number from 3 to 15"
    ) { try parse(["date", "--rows", "4"]) },
    Family(
      name: "missingValue", reason: .missingValue(option: "--rows"), message: "--rows needs a value: --rows N"
    ) { try parse(["date", "--rows"]) },
    Family(
      name: "unexpectedValue", reason: .unexpectedValue(option: "--present"),
      message: "--present=yes: --present takes no value"
    ) { try parse(["date", "--present=yes"]) },
    Family(
      name: "unknownOption", reason: .unknownOption("--row"),
      message:
        "--row: unknown option of wheelpicker date (did you mean --now?); see 'wheelpicker date --help'"
    ) { try parse(["date", "--row", "7"]) },
    Family(
      name: "unknownSubcommand", reason: .unknownSubcommand("dat"),
      message: "dat: not a subcommand (did you mean date?); use one of "
        + SubcommandRegistry.names.joined(separator: ", ")
    ) { try parse(["dat"]) },
    Family(
      name: "unexpectedArgument", reason: .unexpectedArgument("x"),
      message: "unexpected argument x: wheelpicker date takes no arguments"
    ) { try parse(["date", "x"]) },
    Family(
      name: "misuse", reason: .misuse(subject: "--print-frame"),
      message: "--print-frame: only works with --keys"
    ) { try parse(["date", "--print-frame"]) },
    Family(
      name: "overLimit", reason: .overLimit(subject: "--title"),
      message: "--title: more than 4,096 characters (limit 4,096)"
    ) { try parse(["date", "--title", String(repeating: "x", count: 4_097)]) },
    Family(
      name: "unreadableInput", reason: .unreadableInput(source: "stdin"),
      message: "stdin is empty: pipe a JSON or property-list document in"
    ) { _ = try CascadeCommand.read(.standardInput, console: RecordingConsole(input: "")) },
    Family(
      name: "core", reason: .core(.unexpectedStructure),
      message: "stdin: [0]: expected an object, found a number (--shape tree)"
    ) { _ = try CascadeCommandTests.sheet("[1]", ["--shape", "tree"]) },
  ]

  @Test("each reason's words name the value, where it came from and the rule", arguments: families)
  func words(_ family: Family) {
    let error = usageError(family.refuse)
    #expect(error?.reason == family.reason)
    #expect(error?.message == family.message)
  }

  @Test("every reason has its words pinned")
  func everyReason() {
    func name(_ reason: UsageError.Reason) -> String {
      switch reason {
      case .invalidValue: "invalidValue"
      case .missingValue: "missingValue"
      case .unexpectedValue: "unexpectedValue"
      case .unknownOption: "unknownOption"
      case .unknownSubcommand: "unknownSubcommand"
      case .unexpectedArgument: "unexpectedArgument"
      case .misuse: "misuse"
      case .overLimit: "overLimit"
      case .unreadableInput: "unreadableInput"
      case .core: "core"
      }
    }
    let pinned = Self.families.map { name($0.reason) }
    #expect(pinned == Self.families.map(\.name))
    #expect(Set(pinned).count == 10)
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
