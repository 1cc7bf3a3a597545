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
    #expect(UsageError(core).coreReason == .emptyDocument)
    #expect(error.coreReason == nil)
  }

  /// A command line the core refuses, and the core's rule its usage error keeps.
  struct Refusal: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let option: String
    let coreReason: WheelPickerError.Reason?
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(
    "an option the core refuses is named in the command's words, and the core's rule is kept",
    arguments: [
      Refusal(
        arguments: [
          "date", "--select", "2025-03-09T02:30", "--time-zone", "America/New_York", "--columns", "ymdhm",
          "--to", "2026",
        ],
        option: "--select", coreReason: .skippedTime),
      Refusal(arguments: ["date", "--select", "2101"], option: "--select", coreReason: .notOffered),
      Refusal(
        arguments: ["date", "--from", "2030", "--to", "2020"], option: "--from", coreReason: .boundsReversed),
      Refusal(
        arguments: ["time", "--minute-step", "15", "--select", "14:20"], option: "--select",
        coreReason: .offStep),
      // The command's own rule (whole minutes of the step), not the core's: no core reason.
      Refusal(
        arguments: ["countdown", "--select", "1h31m", "--minute-step", "5"], option: "--select",
        coreReason: nil),
    ])
  func refusalKeepsCoreReason(_ refusal: Refusal) {
    let error = usageError { try DateCommandTests.answer(refusal.arguments) }
    guard case .invalidValue(let option, _) = error?.reason else {
      Issue.record("\(refusal.arguments): not an invalid value: \(String(describing: error))")
      return
    }
    #expect(option == refusal.option)
    #expect(error?.coreReason == refusal.coreReason)
  }

  @Test("--fields the core cannot read, and a --select naming no path or region, keep the core's reason")
  func cascadeRefusalsKeepCoreReason() {
    let region = usageError { try RegionCommandTests.sheet(["--data", "world", "--select", "120225"]) }
    #expect(region?.reason == .invalidValue(option: "--select", value: "120225"))
    #expect(region?.coreReason == .notFound)
    let fields = usageError {
      try CascadeCommandTests.sheet(CascadeCommandTests.items, ["--fields", "code"])
    }
    #expect(fields?.coreReason == .invalidFields)
    let path = usageError {
      try CommandPreparationTests.cascade(CommandPreparationTests.nested, select: "广东省/上海")
    }
    #expect(path?.coreReason == .notFound)
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
      name: "nothingToChoose", reason: .nothingToChoose(source: "stdin"),
      message: "list: stdin held no lines: give items or pipe lines in"
    ) { _ = try ListInput.items(ListOptions(), console: RecordingConsole(input: "")) },
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
      case .nothingToChoose: "nothingToChoose"
      case .core: "core"
      }
    }
    let pinned = Self.families.map { name($0.reason) }
    #expect(pinned == Self.families.map(\.name))
    #expect(Set(pinned).count == 11)
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
