import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("wheelpicker range")
struct RangeCommandTests {
  static let environment = ["TZ": "Asia/Shanghai"]

  /// Runs the whole tool in-process with `--keys`, a fixed now and a locale.
  static func run(
    _ arguments: [String], locale: String = "zh-Hans"
  ) -> (status: Int32, output: String, error: String) {
    let console = RecordingConsole()
    let status = WheelPickerTool.run(
      arguments: ["range", "--locale", locale, "--now", "2026-11-29T12:00:00+08:00"] + arguments,
      environment: environment, console: console)
    return (status.code, console.output, console.error)
  }

  struct Example: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let locale: String
    let output: String
    var testDescription: String { arguments.joined(separator: " ") + " (\(locale))" }
  }

  static let examples: [Example] = [
    Example(
      arguments: ["--columns", "ym", "--present", "--from", "1940", "--select", "2015-09..present"],
      locale: "zh-Hans", output: "2015年9月 — 至今\n"),
    Example(
      arguments: ["--columns", "ym", "--present", "--from", "1940", "--select", "2015-09..present"],
      locale: "en", output: "September 2015 – Present\n"),
    Example(
      arguments: [
        "--columns", "ym", "--present", "--from", "1940", "--select", "2015-09..present", "--format", "json",
      ],
      locale: "zh-Hans",
      output: #"{"start":{"year":2015,"month":9},"end":{"present":true},"text":"2015年9月 — 至今"}"# + "\n"),
    Example(
      arguments: ["--columns", "ymd", "--select", "2020-05-10..2020-06-01", "--format", "json"], locale: "en",
      output:
        #"{"start":{"year":2020,"month":5,"day":10},"end":{"year":2020,"month":6,"day":1},"text":"May 10, 2020 – June 1, 2020"}"#
        + "\n"),
    Example(
      arguments: ["--columns", "ymd", "--max-length", "90d", "--select", "2020-05-10..2020-08-08"],
      locale: "zh-Hans", output: "2020年5月10日 — 2020年8月8日\n"),
    Example(
      arguments: ["--columns", "ymw", "--select", "2024-03-12..2024-03-20"], locale: "zh-Hans",
      output: "2024年3月第3周 — 2024年3月第4周\n"),
  ]

  @Test("answers", arguments: examples)
  func answers(_ example: Example) {
    let result = Self.run(example.arguments + ["--keys", "enter"], locale: example.locale)
    #expect(result.status == 0, Comment(rawValue: result.error))
    #expect(result.output == example.output)
  }

  @Test("moving the start past the end clamps the end: 2020-05-10 → 2020-07-10 takes 2020-06-01 along")
  func startPastEnd() {
    // zh-Hans lays out year, month, day: → to the month, two rows down to July.
    let result = Self.run([
      "--columns", "ymd", "--select", "2020-05-10..2020-06-01", "--keys", "right down down enter",
    ])
    #expect(result.output == "2020年7月10日 — 2020年7月10日\n")
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let message: String
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "end before start", arguments: ["--columns", "ym", "--select", "2020-01..2019-01"],
      message:
        "wheelpicker: --select 2020-01..2019-01: the end 2019-01 precedes the start 2020-01 (the end must not be earlier)\n"
    ),
    Refusal(
      name: "a minimum the bounds cannot meet",
      arguments: ["--columns", "ymd", "--from", "2020", "--to", "2020", "--min-length", "2y"],
      message:
        "wheelpicker: --min-length 2y: minimum length 2 years is longer than the bounds Gregorian year 2020 … Gregorian year 2020 allow (no range fits)\n"
    ),
    Refusal(
      name: "minimum over maximum", arguments: ["--min-length", "10d", "--max-length", "5d"],
      message:
        "wheelpicker: --min-length 10d: minimum length 10 days is longer than maximum length 5 days (no end could be chosen)\n"
    ),
    Refusal(
      name: "a range longer than the maximum",
      arguments: ["--columns", "ymd", "--max-length", "90d", "--select", "2020-05-10..2020-09-01"],
      message: "wheelpicker: --select 2020-05-10..2020-09-01: is outside the lengths (--max-length 90d)\n"),
    Refusal(
      name: "a length without a unit", arguments: ["--max-length", "90"],
      message:
        "wheelpicker: --max-length 90: must be a whole number of up to 7 digits and a unit: d (days), w, m (months), y, h, min or s, such as 90d\n"
    ),
    Refusal(
      name: "present without --present", arguments: ["--columns", "ym", "--select", "2020-05..present"],
      message: "wheelpicker: --select 2020-05..present: ends present, which needs --present\n"),
    Refusal(
      name: "no ..", arguments: ["--select", "2020-05"],
      message: "wheelpicker: --select 2020-05: must be START..END, such as 2015-09..present\n"),
    Refusal(
      name: "reversed bounds", arguments: ["--from", "2021", "--to", "2020"],
      message:
        "wheelpicker: --from 2021: is after --to 2020 (the earliest date must not be later than the latest)\n"
    ),
    Refusal(
      name: "a range outside the bounds",
      arguments: [
        "--columns", "ymd", "--from", "2020", "--to", "2020", "--select", "2019-01-01..2019-02-01",
      ],
      message:
        "wheelpicker: --select 2019-01-01..2019-02-01: is outside what the picker shows (--from 2020 --to 2020)\n"
    ),
    Refusal(
      name: "a range shorter than the minimum",
      arguments: ["--columns", "ymd", "--min-length", "30d", "--select", "2020-05-10..2020-05-12"],
      message: "wheelpicker: --select 2020-05-10..2020-05-12: is outside the lengths (--min-length 30d)\n"),
    Refusal(
      name: "lengths in units that cannot be compared",
      arguments: ["--columns", "ymd", "--min-length", "1w", "--max-length", "2m"],
      message:
        "wheelpicker: --min-length 1w: minimum length 1 week and maximum length 2 months cannot be compared (use days or weeks for both, or months or years for both)\n"
    ),
  ]

  @Test("bad input: exit 2 naming the option, the value and the rule", arguments: refusals)
  func refused(_ refusal: Refusal) {
    let result = Self.run(refusal.arguments + ["--keys", "enter"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error == refusal.message)
  }
}

extension RangeCommandTests {
  @Test("now..now, and a Chinese calendar's halves name their calendar")
  func rangeAnswers() {
    let now = Self.run(["--columns", "ymd", "--select", "now..now", "--keys", "enter"])
    #expect(now.status == 0 && now.output == "2026年11月29日 — 2026年11月29日\n", "\(now)")
    let lunar = Self.run([
      "--columns", "ymd", "--calendar", "chinese", "--from", "2024", "--select", "2025-07-25..2025-08-25",
      "--format", "json", "--keys", "enter",
    ])
    #expect(
      lunar.output
        == #"{"start":{"calendar":"chinese","era":78,"year":42,"month":6,"day":1,"leapMonth":true,"gregorian":"2025-07-25"},"end":{"calendar":"chinese","era":78,"year":42,"month":7,"day":3,"leapMonth":false,"gregorian":"2025-08-25"},"text":"乙巳年闰六月初一 — 乙巳年七月初三"}"#
        + "\n", "\(lunar)")
  }
}
