import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("wheelpicker time and date: time bounds, yearless days, hour-only times, week and quarter days")
struct DateTimeBoundsCommandTests {
  static let environment = ["TZ": "Asia/Shanghai"]

  /// Runs the whole tool in-process with `--keys`, a fixed now and a locale.
  static func run(
    _ arguments: [String], locale: String = "en"
  ) -> (status: Int32, output: String, error: String) {
    let console = RecordingConsole()
    let status = WheelPickerTool.run(
      arguments: [arguments[0], "--locale", locale, "--now", "2025-07-25T10:00:00+08:00"]
        + arguments.dropFirst(),
      environment: environment, console: console)
    return (status.code, console.output, console.error)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let output: String
    var error = ""
    var locale = "en"
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    // Time bounds.
    Case(
      arguments: [
        "time", "--from", "04:30", "--to", "20:00", "--select", "05:00", "--clock", "24", "--format", "json",
      ],
      status: 0, output: #"{"hour":5,"minute":0,"text":"05:00"}"# + "\n"),
    Case(
      arguments: ["time", "--from", "13:15", "--to", "20:00", "--clock", "24"], status: 0, output: "13:15\n"),
    // The hour wheel wraps within the bounds (20 → 04), and the minutes clamp into them.
    Case(
      arguments: [
        "time", "--from", "04:30", "--to", "20:00", "--select", "20:00", "--clock", "24", "--keys",
        "down enter",
      ],
      status: 0, output: "04:30\n"),
    Case(
      arguments: ["time", "--from", "13:15", "--to", "20:00", "--clock", "24", "--keys", "up enter"],
      status: 0, output: "20:00\n"),
    Case(
      arguments: ["time", "--from", "10:07", "--to", "10:09", "--minute-step", "5"], status: 2, output: "",
      error: "wheelpicker: --from 10:07: leaves no time on the minute step before --to 10:09\n"),
    Case(
      arguments: ["date", "--columns", "hm", "--from", "10:07", "--to", "10:09", "--minute-step", "5"],
      status: 2,
      output: "", error: "wheelpicker: --from 10:07: leaves no time on the minute step before --to 10:09\n"),
    Case(
      arguments: ["time", "--from", "04:30", "--to", "20:00", "--select", "04:00"], status: 2, output: "",
      error: "wheelpicker: --select 04:00: is outside --from 04:30 --to 20:00\n"),
    Case(
      arguments: ["time", "--from", "20:00", "--to", "04:30"], status: 2, output: "",
      error:
        "wheelpicker: --from 20:00: is after --to 04:30 (a range of times of day does not cross midnight: the earliest time must not be later than the latest)\n"
    ),
    Case(
      arguments: ["time", "--from", "04:30:10"], status: 2, output: "",
      error: "wheelpicker: --from 04:30:10: has seconds but there is no seconds wheel (add --seconds)\n"),
    Case(
      arguments: ["time", "--to", "25:00"], status: 2, output: "",
      error: "wheelpicker: --to 25:00: hour must be from 0 to 23\n"),
    Case(
      arguments: [
        "date", "--columns", "hm", "--from", "04:30", "--to", "20:00", "--select", "05:00", "--clock", "24",
      ],
      status: 0, output: "05:00\n"),
    Case(
      arguments: [
        "date", "--columns", "hms", "--from", "04:30:15", "--to", "20:00", "--select", "04:30:15", "--clock",
        "24",
      ],
      status: 0, output: "04:30:15\n"),
    Case(
      arguments: ["date", "--columns", "hm", "--from", "04:30", "--to", "20:00", "--select", "21:00"],
      status: 2,
      output: "",
      error: "wheelpicker: --select 21:00: is outside what the picker shows (--from 04:30 --to 20:00)\n"),
    Case(
      arguments: ["date", "--columns", "ymd", "--from", "04:30"], status: 2, output: "",
      error:
        "wheelpicker: --from 04:30: is a time of day, which bounds only --columns hm and hms; --columns ymd takes a DATE such as 2007-04-01\n"
    ),
    Case(
      arguments: ["date", "--columns", "hm", "--from", "12:00", "--to", "11:59"], status: 2, output: "",
      error:
        "wheelpicker: --from 12:00: is after --to 11:59 (a range of times of day does not cross midnight: the earliest time must not be later than the latest)\n"
    ),
    Case(
      arguments: [
        "range", "--columns", "hm", "--from", "09:00", "--to", "18:00", "--select", "09:30..17:00",
      ],
      status: 0, output: "9:30 AM – 5:00 PM\n"),
    Case(
      arguments: [
        "range", "--columns", "hm", "--from", "09:00", "--to", "18:00", "--select", "08:00..17:00",
      ],
      status: 2, output: "",
      error:
        "wheelpicker: --select 08:00..17:00: is outside what the picker shows (--from 09:00 --to 18:00)\n"),
    // Yearless days.
    Case(
      arguments: ["date", "--columns", "md", "--select", "10-30", "--format", "json"], status: 0,
      output: #"{"month":10,"day":30,"text":"October 30"}"# + "\n"),
    Case(
      arguments: ["date", "--columns", "md", "--select", "--10-30", "--format", "json"], status: 0,
      output: #"{"month":10,"day":30,"text":"October 30"}"# + "\n"),
    Case(
      arguments: ["date", "--columns", "md", "--select", "02-29", "--format", "json"], status: 0,
      output: #"{"month":2,"day":29,"text":"February 29"}"# + "\n"),
    Case(
      arguments: ["date", "--columns", "md", "--select", "02-29", "--format", "json"], status: 0,
      output: #"{"month":2,"day":29,"text":"2月29日"}"# + "\n", locale: "zh-Hans"),
    Case(
      arguments: [
        "date", "--columns", "mdhm", "--select", "10-30 14:20", "--clock", "24", "--format", "json",
      ],
      status: 0, output: #"{"month":10,"day":30,"hour":14,"minute":20,"text":"October 30 at 14:20"}"# + "\n"),
    Case(
      arguments: ["date", "--columns", "md", "--select", "02-30"], status: 2, output: "",
      error: "wheelpicker: --select 02-30: day must be from 01 to 29 (month 02 has at most 29 days)\n"),
    Case(
      arguments: ["date", "--columns", "ymd", "--select", "10-30"], status: 2, output: "",
      error:
        "wheelpicker: --select 10-30: has no year, but --columns ymd has a year wheel: write a DATE such as 2007-10-30\n"
    ),
    Case(
      arguments: ["date", "--columns", "md", "--select", "10-30 14:20"], status: 2, output: "",
      error:
        "wheelpicker: --select '10-30 14:20': has a time but --columns md has no clock wheels (use --columns mdhm)\n"
    ),
    // An hour without minutes.
    Case(
      arguments: ["date", "--columns", "ymdh", "--select", "2024-05-01 14", "--format", "json"], status: 0,
      output:
        #"{"year":2024,"month":5,"day":1,"hour":14,"iso":"2024-05-01T14:00:00+08:00","text":"May 1, 2024 at 2 PM"}"#
        + "\n"),
    Case(
      arguments: ["date", "--columns", "ymdh", "--select", "2024-05-01T24"], status: 2, output: "",
      error: "wheelpicker: --select 2024-05-01T24: hour must be from 00 to 23\n"),
    // Weeks and quarters carry their first and last days.
    Case(
      arguments: ["date", "--columns", "week", "--select", "2024-W11", "--format", "json"], status: 0,
      output: #"{"year":2024,"week":11,"first":"2024-03-11","last":"2024-03-17","text":"2024年第11周"}"# + "\n",
      locale: "zh-Hans"),
    Case(
      arguments: ["date", "--columns", "quarter", "--select", "2024-Q1", "--format", "json"], status: 0,
      output: #"{"year":2024,"quarter":1,"first":"2024-01-01","last":"2024-03-31","text":"2024年第1季度"}"#
        + "\n",
      locale: "zh-Hans"),
    Case(
      arguments: ["date", "--columns", "week", "--select", "2024-W11"], status: 0, output: "2024年第11周\n",
      locale: "zh-Hans"),
  ]

  @Test("--help lists the bounds of time and date, with what each takes")
  func help() {
    let time = Self.run(["time", "--help"])
    #expect(time.status == 0 && time.error.isEmpty)
    #expect(time.output.contains("  --from HH:MM[:SS]    the earliest time (default: 00:00)\n"))
    #expect(
      time.output.contains("  --to HH:MM[:SS]      the latest time, not before --from (default: 23:59)\n"))
    let date = Self.run(["date", "--help"])
    #expect(date.status == 0 && date.error.isEmpty)
    #expect(date.output.contains("[--from DATE|TIME] [--to DATE|TIME|now]"))
    #expect(date.output.contains("MM-DD or --MM-DD for md"))
  }

  @Test("bytes and exit status", arguments: cases)
  func bytes(_ example: Case) {
    var arguments = example.arguments
    if !arguments.contains("--keys") { arguments += ["--keys", "enter"] }
    let result = Self.run(arguments, locale: example.locale)
    #expect(result.status == example.status, Comment(rawValue: result.error))
    #expect(result.output == example.output)
    #expect(result.error == example.error)
  }
}
