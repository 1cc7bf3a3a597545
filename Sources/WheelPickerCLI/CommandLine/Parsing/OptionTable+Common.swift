import WheelPickerCore
import WheelPickerTerminal

extension OptionTable {
  /// The options every subcommand and the demo accept, in help order.
  static let common: [OptionSpec<ParsedOptions>] = [
    OptionSpec("--title", .value("TEXT"), "the text in the middle of the bar") {
      parsed, text throws(UsageError) in
      // Counting stops past the limit, so a huge title costs no more than a long one.
      let length = text.prefix(InputLimits.titleCharacters + 1).count
      guard length <= InputLimits.titleCharacters else {
        throw UsageError.overLimit(
          "--title",
          "more than \(InputLimits.count(InputLimits.titleCharacters)) characters "
            + "(limit \(InputLimits.count(InputLimits.titleCharacters)))")
      }
      // A title is shown, never answered: bytes that are not UTF-8 show as U+FFFD.
      parsed.common.title = ArgumentBytes.shown(text)
    },
    OptionSpec(
      "--locale", .value("ID"),
      "language of the labels: en, zh-Hans, zh-Hant, ja… (default: LC_ALL, LC_MESSAGES, LANG; C/POSIX → en)",
      completion: .choices(PickerWords.Language.allCases.map(\.rawValue))
    ) { parsed, text throws(UsageError) in
      parsed.common.locale = try LocaleSetting.parse(text, option: "--locale")
    },
    OptionSpec(
      "--now", .value("ISO8601"), "the clock, such as 2025-07-25T14:20:00+08:00 (default: the system clock)"
    ) { parsed, text throws(UsageError) in
      parsed.common.now = try ISODate.parseTimestamp(text, option: "--now")
    },
    OptionSpec(
      "--format", .value("text|json"), "print the answer as text or as one line of JSON",
      completion: .choices(names(OutputFormat.self))
    ) { parsed, text throws(UsageError) in
      parsed.common.format = try choice(text, option: "--format")
    },
    OptionSpec(
      "--rows", .value("N"), "rows per wheel, odd, from 3 to 15 (default: 5)"
    ) { parsed, text throws(UsageError) in
      let rule = "must be an odd number from 3 to 15"
      let rows = try WholeNumber.parse(text, option: "--rows", in: CommonOptions.rowRange, rule: rule)
      guard rows % 2 == 1 else { throw UsageError.invalid("--rows", text, rule) }
      parsed.common.rows = rows
    },
    OptionSpec("--fullscreen", .flag, "use the alternate screen with a dimmed backdrop") {
      parsed, _ in
      parsed.common.isFullscreen = true
    },
    OptionSpec("--no-animation", .flag, "draw the sheet in place without rising") {
      parsed, _ in
      parsed.common.isAnimated = false
    },
    OptionSpec("--no-mouse", .flag, "leave mouse reporting off") { parsed, _ in
      parsed.common.usesMouse = false
    },
    OptionSpec("--no-color", .flag, "no colours (also NO_COLOR, TERM=dumb)") { parsed, _ in
      parsed.common.usesColor = false
    },
    OptionSpec(
      "--keys", .value("KEYS"),
      "apply keys headlessly, no terminal needed: 'down 3*right type:ab enter' (spaces or commas "
        + "between tokens; '\\ ' and '\\,' escape inside type:; running out of keys confirms; "
        + "an unknown token exits 2)"
    ) { parsed, text throws(UsageError) in
      parsed.common.keys = try KeyScript.parse(text, option: "--keys")
    },
    OptionSpec(
      "--print-frame", .flag,
      "with --keys: write the last frame to stderr as plain text (W×H lines, styles dropped, "
        + "trailing spaces trimmed)"
    ) { parsed, _ in
      parsed.common.printsFrame = true
    },
    OptionSpec(
      "--size", .value("WxH"), "with --keys: the frame size (default: 80x24, at least 20x6)"
    ) { parsed, text throws(UsageError) in
      parsed.common.size = try TerminalSize.parse(text, option: "--size")
      parsed.sizeText = text
    },
    OptionSpec(
      "--timeout", .value("SECONDS"),
      "no answer within SECONDS (0.001 to 3600): exit 124, the terminal restored (not with --keys, "
        + "which never waits)"
    ) { parsed, text throws(UsageError) in
      parsed.common.timeout = try CascadeCommand.timeout(text, option: "--timeout")
    },
    OptionSpec("--help", .flag, "show this help (also -h)") { parsed, _ in
      parsed.wantsHelp = true
    },
    OptionSpec("--version", .flag, "print the version") { parsed, _ in
      parsed.wantsVersion = true
    },
  ]

  /// The options only the demo (no subcommand) accepts.
  static let topLevel: [OptionSpec<ParsedOptions>] = [
    OptionSpec(
      "--completion", .value("bash|zsh|fish"), "print a completion script for the shell",
      completion: .choices(names(Shell.self))
    ) { parsed, text throws(UsageError) in
      parsed.completionShell = try choice(text, option: "--completion")
    }
  ]
}
