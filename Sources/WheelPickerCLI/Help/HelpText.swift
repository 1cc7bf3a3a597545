/// The `--help` texts, generated from each subcommand's option specs and
/// ``OptionTable``'s common ones.
enum HelpText {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// The help of `subcommand`, or the top-level help for `nil`.
  static func text(for subcommand: SubcommandEntry?) -> String {
    guard let subcommand else { return topLevel() }
    let own = OptionTable.own(for: subcommand)
    let common = OptionTable.common.map(\.descriptor)
    var lines = ["USAGE:", "  " + synopsis(subcommand), "", "  " + subcommand.summary, ""]
    if !own.isEmpty {
      lines.append("OPTIONS:")
      lines += table(own.map { ($0.synopsis, $0.summary) })
      lines.append("")
    }
    if !subcommand.helpNotes.isEmpty { lines += subcommand.helpNotes + [""] }
    lines.append("COMMON OPTIONS:")
    lines += table(common.map { ($0.synopsis, $0.summary) })
    lines.append("")
    lines += valueRuleLines
    lines += exitStatusLines
    return lines.joined(separator: "\n") + "\n"
  }

  /// `wheelpicker date [--columns …] [--from DATE] …`, wrapped to 80 columns.
  static func synopsis(_ subcommand: SubcommandEntry) -> String {
    var words = ["wheelpicker", subcommand.name]
    if !subcommand.positionalSynopsis.isEmpty { words.append(subcommand.positionalSynopsis) }
    for spec in OptionTable.own(for: subcommand) {
      words.append(spec.isRepeatable ? spec.synopsis + " ..." : "[" + spec.synopsis + "]")
    }
    words.append("[common options]")
    return wrap(words, indent: "  ")
  }

  private static func topLevel() -> String {
    var lines = [
      "wheelpicker \(version): wheel pickers for terminals and shell scripts",
      "",
      "USAGE: wheelpicker [SUBCOMMAND] [options]",
      "       wheelpicker                 the demo screen",
      "",
      "SUBCOMMANDS:",
    ]
    lines += table(SubcommandRegistry.all.map { ($0.name, $0.summary) })
    lines.append("")
    lines.append("OPTIONS:")
    lines += table(OptionTable.options(for: nil).map { ($0.synopsis, $0.summary) })
    lines.append("")
    let keys = KeyScript.named.map(\.token).joined(separator: " ") + " type:TEXT, each as N*KEY too"
    lines.append("KEYS for --keys:")
    lines += wrapText(keys, width: 76).map { "  " + $0 }
    lines.append("")
    lines += valueRuleLines
    lines += labelled("LIMITS: ", InputLimits.summary) + [""]
    lines += outputLines
    lines += exitStatusLines
    lines.append("")
    lines.append("See 'wheelpicker SUBCOMMAND --help' for a subcommand's options.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// How a value that looks like an option is read: the help's lines, the manual's paragraph.
  static let valueRule =
    "a value may start with -; a word starting with -- that names an option is that option, "
    + "not a value: write --title=--x for such text."

  /// What standard output carries.
  static let outputRule =
    "stdout carries only the answer. To a pipe or file it is exact (a list item's own bytes, "
    + "even invalid UTF-8); to a terminal, controls, escape sequences, bidi overrides and invalid "
    + "UTF-8 are shown harmlessly."

  /// Every way the command ends, in the order help lists them: the code as help writes it and
  /// what it means.
  static let exitStatuses: [(code: String, meaning: String)] = [
    (ExitStatus.confirmed.description, "confirmed (answer on stdout)"),
    (ExitStatus.cancelled.description, "cancelled, or nothing to choose (a list with no items)"),
    (ExitStatus.usage.description, "bad usage or data"),
    (ExitStatus.outputFailed.description, "the answer could not be written (a full disk; stderr says why)"),
    (ExitStatus.timedOut.description, "timed out (--timeout)"),
    (ExitStatus.interrupted.description, "Ctrl-C"),
    ("128+n", "signal n"),
    (ExitStatus.closedOutput.description, "closed stdout"),
  ]

  private static var valueRuleLines: [String] { labelled("VALUES: ", valueRule) + [""] }

  private static var outputLines: [String] { labelled("OUTPUT: ", outputRule) + [""] }

  private static var exitStatusLines: [String] {
    labelled("EXIT STATUS: ", exitStatuses.map { "\($0.code) \($0.meaning)" }.joined(separator: ", "))
  }

  /// `label` then `text` wrapped to 80 columns, later lines indented under the text.
  private static func labelled(_ label: String, _ text: String) -> [String] {
    let indent = String(repeating: " ", count: label.count)
    let lines = wrapText(text, width: 80 - label.count)
    return [label + lines[0]] + lines.dropFirst().map { indent + $0 }
  }

  /// Two aligned columns wrapped to 80 cells; a long left column puts its summary on the next line.
  private static func table(_ rows: [(String, String)]) -> [String] {
    let width = min(rows.map(\.0.count).max() ?? 0, 28)
    let indent = String(repeating: " ", count: width + 4)
    var lines: [String] = []
    for (left, right) in rows {
      let summary = wrapText(right, width: 80 - indent.count)
      if left.count > width {
        lines.append("  " + left)
        lines += summary.map { indent + $0 }
      } else {
        lines.append("  " + left + String(repeating: " ", count: width - left.count + 2) + summary[0])
        lines += summary.dropFirst().map { indent + $0 }
      }
    }
    return lines
  }

  /// Splits text into lines of at most `width` characters at spaces.
  static func wrapText(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(word)
      } else {
        line += line.isEmpty ? String(word) : " " + word
      }
    }
    lines.append(line)
    return lines
  }

  private static func wrap(_ words: [String], indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty, line.count + 1 + word.count > 78 {
        lines.append(line)
        line = indent + "  " + word
      } else {
        line += line.isEmpty ? word : " " + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
