import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("CommandLineParser errors")
struct CommandLineParserErrorTests {
  struct Bad: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let subcommands = "date, range, time, countdown, region, list, wheels, cascade, slots"

  static let bad: [Bad] = [
    Bad(arguments: ["dat"], message: "dat: not a subcommand (did you mean date?); use one of \(subcommands)"),
    Bad(arguments: ["frobnicate"], message: "frobnicate: not a subcommand; use one of \(subcommands)"),
    Bad(arguments: ["help", "nope"], message: "nope: not a subcommand; use one of \(subcommands)"),
    Bad(arguments: ["date", "--rows", "4"], message: "--rows 4: must be an odd number from 3 to 15"),
    Bad(arguments: ["date", "--rows", "17"], message: "--rows 17: must be an odd number from 3 to 15"),
    Bad(arguments: ["date", "--rows", "1"], message: "--rows 1: must be an odd number from 3 to 15"),
    Bad(arguments: ["date", "--rows", "abc"], message: "--rows abc: must be an odd number from 3 to 15"),
    Bad(arguments: ["date", "--rows"], message: "--rows needs a value: --rows N"),
    Bad(
      arguments: ["time", "--select", "--keys", "enter"],
      message:
        "--select needs a value: --select HH:MM[:SS] (--keys is an option; write --select=--keys for that text)"
    ),
    Bad(
      arguments: ["list", "a", "--title", "--rows=5"],
      message:
        "--title needs a value: --title TEXT (--rows is an option; write --title=--rows=5 for that text)"),
    Bad(
      arguments: ["--title", "--no-color"],
      message:
        "--title needs a value: --title TEXT (--no-color is an option; write --title=--no-color for that text)"
    ),
    Bad(arguments: ["date", "--rows="], message: "--rows '': must be an odd number from 3 to 15"),
    Bad(arguments: ["date", "--present=yes"], message: "--present=yes: --present takes no value"),
    Bad(
      arguments: ["date", "--seed", "1"],
      message: "--seed: not an option of wheelpicker date (it belongs to slots)"),
    Bad(
      arguments: ["list", "--minute-step", "5"],
      message: "--minute-step: not an option of wheelpicker list (it belongs to date, range, time, countdown)"
    ),
    Bad(
      arguments: ["date", "--colums", "y"],
      message:
        "--colums: unknown option of wheelpicker date (did you mean --columns?); see 'wheelpicker date --help'"
    ),
    Bad(
      arguments: ["date", "-x"],
      message: "-x: unknown option of wheelpicker date; see 'wheelpicker date --help'"),
    Bad(
      arguments: ["date", "--completion", "bash"], message: "--completion: only works without a subcommand"),
    Bad(
      arguments: ["date", "extra"], message: "unexpected argument extra: wheelpicker date takes no arguments"),
    Bad(arguments: ["--print-frame"], message: "--print-frame: only works with --keys"),
    Bad(
      arguments: ["list", "a", "--size", "40x10"],
      message: "--size 40x10: only works with --keys (a terminal has its own size)"),
    Bad(
      arguments: ["list", "--keys", "enter", "--size", "19x6"],
      message: "--size 19x6: must be at least 20x6 (the smallest sheet)"),
    Bad(
      arguments: ["date", "--columns", "dmy"],
      message:
        "--columns dmy: must be one of y, ym, ymd, md, ymdh, ymdhm, ymdhms, hm, hms, ms, date-time, week, quarter, mdhm, ymw"
    ),
    Bad(arguments: ["date", "--clock", "13"], message: "--clock 13: must be one of 12, 24"),
    Bad(arguments: ["date", "--units", "some"], message: "--units some: must be one of all, center, none"),
    Bad(arguments: ["date", "--format", "xml"], message: "--format xml: must be one of text, json"),
    Bad(
      arguments: ["date", "--calendar", "klingon"],
      message:
        "--calendar klingon: must be one of gregorian, buddhist, chinese, coptic, ethiopic, ethioaa, hebrew, indian, islamic, islamic-civil, islamic-tbla, islamic-umalqura, iso8601, japanese, persian, roc"
    ),
    Bad(
      arguments: ["date", "--time-zone", "Mars/Olympus"],
      message: "--time-zone Mars/Olympus: unknown time zone; use an IANA name such as Asia/Shanghai or UTC"),
    Bad(
      arguments: ["date", "--select", "present"],
      message: "--select present: needs --present (there is no 至今 row without it)"),
    Bad(
      arguments: ["date", "--from", "now"],
      message:
        "--from now: must be an ISO 8601 date: 2007, 2007-04, 2007-04-01, 2007-04-01T14:20[:SS], 2020-W53 or 2021-Q1"
    ),
    Bad(
      arguments: ["date", "--minute-step", "7"],
      message:
        "--minute-step 7: must be a divisor of 60 up to 30: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"),
    Bad(
      arguments: ["time", "--select", "14:20:30"],
      message: "--select 14:20:30: has seconds but there is no seconds wheel (add --seconds)"),
    Bad(
      arguments: ["countdown", "--select", "90"],
      message: "--select 90: must be a duration such as 1h30m, 90m or 1:30"),
    Bad(
      arguments: ["region", "--depth", "0"],
      message: "--depth 0: must be a whole number of levels from 1 to 9"),
    Bad(
      arguments: ["region", "--data", ""],
      message: "--data '': must be china, china-towns, world, us-zip or a file path"),
    Bad(arguments: ["wheels"], message: "wheels: needs at least one --wheel \"a,b,c\""),
    Bad(
      arguments: ["wheels", "--wheel", "a,b", "--select", "a,y"],
      message: "--select a,y: gives 2 items for 1 wheel(s)"),
    Bad(
      arguments: ["wheels", "--wheel", "a,b", "--wheel", "x,y", "--select", "a,q"],
      message: "--select a,q: q is not an item of wheel 2 (x, y)"),
    Bad(
      arguments: ["wheels", "--wheel", "1,2,3,4,5,6,7", "--select", "9"],
      message: "--select 9: 9 is not an item of wheel 1 (1, 2, 3, 4, 5, 6, …)"),
    Bad(arguments: ["cascade"], message: "cascade: needs a FILE argument (- for stdin)"),
    Bad(
      arguments: ["cascade", "a", "b"], message: "unexpected argument b: wheelpicker cascade takes one FILE"),
    Bad(arguments: ["cascade", "--", ""], message: "FILE '': must be a file path or - for stdin"),
    Bad(
      arguments: ["cascade", "f", "--shape", "csv"],
      message: "--shape csv: must be one of tree, flat, dict, plist-area, plist-provinces"),
    Bad(arguments: ["--completion", "tcsh"], message: "--completion tcsh: must be one of bash, zsh, fish"),
    Bad(
      arguments: ["--keys", "down jump"],
      message:
        "--keys jump: unknown key; keys are up down left right tab backtab pgup pgdn home end enter esc space backspace ctrl-c ctrl-n ctrl-p ctrl-j ctrl-k ctrl-a, type:TEXT, each optionally N*"
    ),
    Bad(
      arguments: ["list", "--title", "\u{1B}]0;pwned\u{07}", "--rows", "2"],
      message: "--rows 2: must be an odd number from 3 to 15"),
    Bad(
      arguments: ["--locale", "en", "extra"],
      message:
        "unexpected argument extra: not a subcommand; use one of date, range, time, countdown, region, list, wheels, cascade, slots"
    ),
    Bad(
      arguments: ["--locale", "en", "dates", "--keys", "enter"],
      message:
        "unexpected argument dates: not a subcommand; use one of date, range, time, countdown, region, list, wheels, cascade, slots"
    ),
    Bad(
      arguments: ["list", "--rows", "\u{1B}[2J"],
      message: "--rows \\u{1b}[2J: must be an odd number from 3 to 15"),
  ]

  @Test("every bad argument names the value, its option and the rule", arguments: bad)
  func rejects(_ example: Bad) {
    #expect(
      usageError {
        try CommandLineParser.parse(example.arguments, environment: [:])
      }?.message == example.message)
  }
}
