import WheelPickerTerminal

/// The manual page `wheelpicker(1)`, in roff, generated from the tables `--help` reads (the
/// subcommands, every option spec, the `--keys` tokens, the limits, the exit statuses) and the
/// sheet's key map, so that the page cannot say other than the program.
///
/// `wheelpicker --man` prints it (a hidden option, for the generator); the repository keeps the
/// result in `Docs/wheelpicker.1` and CI fails when that file differs from what the program prints.
/// Every character outside ASCII is written as a roff escape (`\[u2191]`), so the page is ASCII.
enum ManualPage {
  /// The page, ready for `man -l`.
  static var text: String {
    var page = Roff()
    page.line(".TH WHEELPICKER 1 \"\" \"wheelpicker \(HelpText.version)\" \"User Commands\"")
    page.section("NAME")
    page.line("wheelpicker \\- wheel pickers for terminals and shell scripts")
    synopsis(&page)
    description(&page)
    subcommands(&page)
    page.section("OPTIONS")
    page.paragraph("Every subcommand and the demo accept these:")
    options(OptionTable.common.map(\.descriptor), &page)
    page.paragraph("The demo (no subcommand) also accepts:")
    options(OptionTable.topLevel.map(\.descriptor), &page)
    page.paragraph("VALUES: " + HelpText.valueRule)
    keys(&page)
    page.section("EXIT STATUS")
    for status in HelpText.exitStatuses { page.item(status.code, status.meaning) }
    page.section("ENVIRONMENT")
    for variable in environment { page.item(variable.name, variable.meaning) }
    page.section("FILES")
    for file in files { page.item(file.path, file.meaning) }
    page.section("EXAMPLES")
    for example in examples {
      page.paragraph(example.meaning + ":")
      page.example(example.command)
    }
    page.section("SEE ALSO")
    page.line("\\fBfzf\\fR(1), \\fBdialog\\fR(1), \\fBdate\\fR(1), \\fBlocale\\fR(7)")
    return page.text
  }

  private static func synopsis(_ page: inout Roff) {
    page.section("SYNOPSIS")
    page.line(".B wheelpicker")
    page.line("[\\fIoptions\\fR]")
    page.line(".br")
    page.line(".B wheelpicker")
    page.line("\\fISUBCOMMAND\\fR [\\fIoptions\\fR]")
    page.line(".br")
    page.line(".B wheelpicker")
    page.line("[\\fISUBCOMMAND\\fR] \\fB\\-\\-help\\fR")
  }

  private static func description(_ page: inout Roff) {
    page.section("DESCRIPTION")
    page.paragraph(
      "wheelpicker opens a wheel picker as a bottom sheet in the terminal and prints the choice: "
        + "dates, times, countdowns, regions, lists, independent and cascading wheels. Keys come from "
        + "/dev/tty, so stdin can carry a list and stdout carries only the answer. Alone, wheelpicker "
        + "opens the demo: a menu with a button for every picker.")
    page.paragraph("OUTPUT: " + HelpText.outputRule)
    page.paragraph("LIMITS: " + InputLimits.summary)
  }

  private static func subcommands(_ page: inout Roff) {
    page.section("SUBCOMMANDS")
    for subcommand in SubcommandRegistry.all {
      page.line(".SS " + Roff.escaped(subcommand.name))
      page.paragraph(subcommand.summary + ".")
      page.line(".nf")
      for line in HelpText.synopsis(subcommand).split(separator: "\n") {
        page.line(Roff.escaped(line.trimmingPrefix(" ")))
      }
      page.line(".fi")
      options(subcommand.options, &page)
      for note in subcommand.helpNotes where !note.isEmpty {
        page.paragraph(String(note.trimmingPrefix(" ")))
      }
    }
  }

  private static func options(_ descriptors: [OptionDescriptor], _ page: inout Roff) {
    for option in descriptors {
      let value: String
      switch option.arity {
      case .flag: value = ""
      case .value(let name): value = " \\fI" + Roff.escaped(name) + "\\fR"
      case .optionalValue(let name): value = "[=\\fI" + Roff.escaped(name) + "\\fR]"
      }
      let repeats = option.isRepeatable ? " (may be repeated)" : ""
      page.line(".TP")
      page.line("\\fB" + Roff.escaped(option.name) + "\\fR" + value)
      page.line(Roff.escaped(option.summary + repeats))
    }
  }

  private static func keys(_ page: inout Roff) {
    page.section("KEYS")
    page.paragraph("In the sheet:")
    for entry in KeyMap.standard.helpEntries(shortOnly: false) {
      page.item(entry.keys, entry.summary)
    }
    page.paragraph(
      "Ctrl-Z suspends the whole job and fg brings the sheet back redrawn; Ctrl-C ends it (exit 130).")
    page.paragraph(
      "--keys takes these tokens, separated by spaces or commas, each also as N*TOKEN: "
        + KeyScript.named.map(\.token).joined(separator: " ")
        + "; type:TEXT types TEXT (\\ and \\, escape a space and a comma inside it). Running out of keys "
        + "confirms.")
  }

  /// The variables the command reads.
  static let environment: [(name: String, meaning: String)] = [
    (
      "LC_ALL, LC_MESSAGES, LANG",
      "the language of the labels when --locale is not given (C and POSIX: English)"
    ),
    ("TZ", "the time zone when --time-zone is not given, read as POSIX and date(1) read it"),
    ("NO_COLOR", "set to anything: no colours, as --no-color"),
    ("TERM", "dumb: no colours"),
    ("WHEELPICKER_PROFILE", "a file to write where each phase of a run and each key press spent its time"),
  ]

  /// The files the command reads, and those a package installs.
  static let files: [(path: String, meaning: String)] = [
    ("/dev/tty", "where the sheet is drawn and its keys are read"),
    (
      "/usr/share/bash-completion/completions/wheelpicker",
      "bash completion (wheelpicker --completion bash); under /usr/local/share from the archive"
    ),
    (
      "/usr/share/zsh/vendor-completions/_wheelpicker",
      "zsh completion (wheelpicker --completion zsh); /usr/local/share/zsh/site-functions from the archive"
    ),
    (
      "/usr/share/fish/vendor_completions.d/wheelpicker.fish",
      "fish completion (wheelpicker --completion fish); under /usr/local/share from the archive"
    ),
  ]

  /// One example a subcommand at least, with what it does.
  static let examples: [(command: String, meaning: String)] = [
    (
      "wheelpicker date --columns ymd --from 1940 --to now --present", "A date from 1940 to today, or Present"
    ),
    ("wheelpicker range --columns ym --select 2015-09..present --present --from 1940", "A range of months"),
    ("wheelpicker time --clock 12 --select 14:20", "A time on a 12-hour clock"),
    ("wheelpicker countdown --select 1h30m", "A duration"),
    ("wheelpicker region --data world --locale ja", "A country and subdivision, named in Japanese"),
    ("seq 100 | wheelpicker list --select 42", "One line of stdin"),
    ("wheelpicker wheels --wheel Rye,Wheat --wheel Turkey,Ham", "Independent wheels"),
    ("wheelpicker cascade regions.json --format json", "A path through a JSON or property-list tree"),
    ("wheelpicker slots --seed 7", "The slot machine"),
    ("wheelpicker time --select 09:30 --keys 'down enter'", "Keys applied headlessly, for scripts"),
  ]
}

/// Roff text being written: each call adds lines.
private struct Roff {
  private(set) var text = ""

  mutating func line(_ line: some StringProtocol) { text += line + "\n" }

  mutating func section(_ title: String) { line(".SH " + title) }

  mutating func paragraph(_ words: String) {
    line(".PP")
    line(Self.escaped(words))
  }

  /// A tagged paragraph: `tag` in bold, then `body`.
  mutating func item(_ tag: String, _ body: String) {
    line(".TP")
    line("\\fB" + Self.escaped(tag) + "\\fR")
    line(Self.escaped(body))
  }

  mutating func example(_ command: String) {
    line(".PP")
    line(".RS 4")
    line(".EX")
    line(Self.escaped(command))
    line(".EE")
    line(".RE")
  }

  /// `text` safe in a roff text line: backslashes and minus signs escaped, a control character
  /// (`.`, `'`) at the start of the line protected, and everything outside ASCII as `\[uXXXX]`.
  static func escaped(_ text: some StringProtocol) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.value > 0x7E || scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }
}
