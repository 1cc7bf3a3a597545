import Testing

@testable import WheelPickerCLI

/// `list --multi[=N]`: the exact bytes printed and the exit status, in process.
@Suite("list --multi")
struct ListCommandMultiTests {
  static func run(
    _ arguments: [String], input: String = "", isOutputTerminal: Bool = false
  ) -> (status: Int32, output: String, error: String) {
    let console = RecordingConsole(input: input, isOutputTerminal: isOutputTerminal)
    let status = WheelPickerTool.run(arguments: arguments, environment: [:], console: console)
    return (status.code, console.output, console.error)
  }

  @Test("space marks, Enter prints the marked items one a line in the list's order")
  func marksPrintInOrder() {
    let run = Self.run(["list", "--multi", "--keys", "down down space up up space enter", "a", "b", "c", "d"])
    #expect(run.status == 0)
    #expect(run.output == "a\nc\n")
    #expect(run.error == "")
  }

  @Test("--format json prints an array of the list's answers")
  func json() {
    let run = Self.run([
      "list", "--multi", "--format", "json", "--keys", "space down down space", "a", "b", "c",
    ])
    #expect(run.status == 0)
    #expect(run.output == "[{\"index\":0,\"value\":\"a\"},{\"index\":2,\"value\":\"c\"}]\n")
  }

  @Test("Enter with nothing marked prints the focused item")
  func nothingMarked() {
    let run = Self.run(["list", "--multi", "--keys", "down enter", "a", "b", "c"])
    #expect(run.status == 0)
    #expect(run.output == "b\n")
    let json = Self.run(["list", "--multi", "--format", "json", "--keys", "down enter", "a", "b", "c"])
    #expect(json.output == "[{\"index\":1,\"value\":\"b\"}]\n")
  }

  @Test("ctrl-a marks every item, or every match of the query, at most N")
  func markAll() {
    #expect(
      Self.run(["list", "--multi", "--keys", "ctrl-a enter"], input: "x\ny\nz\n").output == "x\ny\nz\n")
    let limited = Self.run(["list", "--multi=2", "--keys", "ctrl-a enter"], input: "x\ny\nz\n")
    #expect(limited.status == 0)
    #expect(limited.output == "x\ny\n")
    let matches = Self.run([
      "list", "--multi", "--keys", "type:an ctrl-a enter", "banana", "kiwi", "mango", "pear",
    ])
    #expect(matches.output == "banana\nmango\n")
  }

  @Test("at N marks a further mark is refused: the bar says so, the answer keeps the first N")
  func limitRefused() {
    let run = Self.run([
      "list", "--multi=1", "--keys", "space down space", "--print-frame", "--size", "40x8", "a", "b", "c",
    ])
    #expect(run.status == 0)
    #expect(run.output == "a\n")
    let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == " Cancel    at most 1 marked     Confirm")
    #expect(lines.contains("  ✓                 a"))
  }

  @Test("space types into a query under way, so an item with a space is found")
  func spaceInQuery() {
    let run = Self.run(["list", "--multi", "--keys", "type:b space type:c space enter", "a c", "b c", "b"])
    #expect(run.status == 0)
    // "b c" is typed whole (the space is text); the space after it marks the match.
    #expect(run.output == "b c\n")
  }

  @Test("on a terminal each item is neutralised apart, the line breaks between them kept")
  func terminalOutput() {
    let run = Self.run(
      ["list", "--multi", "--keys", "space down space", "a\u{1B}[31m", "b"], isOutputTerminal: true)
    #expect(run.output == "a␛[31m\nb\n")
  }

  @Test(
    "--multi=N refuses what is not a whole number from 1, naming the value and the rule",
    arguments: ["0", "-1", "x", "", "1.5", "99999999999"])
  func badLimit(_ limit: String) {
    let run = Self.run(["list", "--multi=" + limit, "--keys", "enter", "a"])
    if limit.isEmpty {
      #expect(run.status == 0, "--multi= is --multi")
      return
    }
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.error == "wheelpicker: --multi \(limit): must be a whole number from 1 to 10,000,000\n")
  }

  @Test("--multi takes no next argument: the word after it is an item")
  func noNextValue() {
    let run = Self.run(["list", "--multi", "3", "--keys", "enter"])
    #expect(run.status == 0)
    #expect(run.output == "3\n")
  }

  @Test("help and completions show --multi[=N]")
  func help() {
    let help = Self.run(["list", "--help"])
    #expect(help.status == 0)
    // The option's line, however wide the option column is.
    let line = help.output.split(separator: "\n").first { $0.hasPrefix("  --multi[=N] ") }
    let words = line?.split(separator: " ").joined(separator: " ") ?? ""
    #expect(words.hasPrefix("--multi[=N] mark several items (space, ctrl-a), at most N;"))
    #expect(help.output.contains("[--multi[=N]]"))
    let zsh = Self.run(["--completion", "zsh"])
    #expect(
      zsh.output.contains(
        "'--multi=-[mark several items (space, ctrl-a), at most N; print each on its own line]::N: '"))
    let fish = Self.run(["--completion", "fish"])
    #expect(
      fish.output.contains("complete -c wheelpicker -n '__fish_seen_subcommand_from list' -l multi -d "))
    let bash = Self.run(["--completion", "bash"])
    #expect(bash.output.contains("--select --multi"))
  }
}
