import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

/// Every `--calendar` and `--columns` value, each demo button and the range refusals the other
/// suites leave out, each checked against what it must print.
@Suite("Commands: every choice")
struct CoverageCommandTests {
  @Test(
    "every --calendar is the calendar its BCP 47 name means, and the JSON names it",
    arguments: CalendarChoice.allCases)
  func calendar(_ choice: CalendarChoice) throws {
    #expect(Locale(identifier: "en@calendar=\(choice.rawValue)").calendar.identifier == choice.identifier)
    let json = try DateCommandTests.answer(["date", "--calendar", choice.rawValue, "--from", "2020"])
    let named = json.contains(#""calendar":"\#(choice.rawValue)""#)
    #expect(choice == .gregorian ? !named : named, "\(json)")
  }

  /// The JSON fields `--columns` answers with, in order.
  static let fields: [DateColumnChoice: [String]] = [
    .y: ["year"], .ym: ["year", "month"], .ymd: ["year", "month", "day"], .md: ["month", "day"],
    .ymdh: ["year", "month", "day", "hour", "iso"],
    .ymdhm: ["year", "month", "day", "hour", "minute", "iso"],
    .ymdhms: ["year", "month", "day", "hour", "minute", "second", "iso"], .hm: ["hour", "minute"],
    .hms: ["hour", "minute", "second"], .ms: ["minute", "second"],
    .dateTime: ["year", "month", "day", "hour", "minute", "iso"], .week: ["year", "week"],
    .quarter: ["year", "quarter"], .mdhm: ["month", "day", "hour", "minute"],
    .ymw: ["year", "month", "week"],
  ]

  @Test("every --columns answers with its own fields", arguments: DateColumnChoice.allCases)
  func columns(_ choice: DateColumnChoice) throws {
    let json = try DateCommandTests.answer(["date", "--columns", choice.rawValue])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
    let expected = try #require(Self.fields[choice])
    #expect(Set(object.keys) == Set(expected + ["text"]), "\(json)")
    let places = (expected + ["text"]).compactMap { json.range(of: "\"\($0)\":")?.lowerBound }
    #expect(places.count == expected.count + 1 && places == places.sorted(), "order: \(json)")
  }

  @Test(
    "every demo button opens its picker, and a confirmed answer shows beside its purpose",
    // The files picker waits for its command on each key, blocking a thread of the test pool that
    // its loads would run on; the built binary runs it instead (EndToEndPickerTests.demoFiles).
    arguments: DemoEntry.allCases.filter { $0 != .files }, ["en", "zh-Hans", "zh-Hant", "ja"])
  func demoEntry(_ entry: DemoEntry, locale: String) throws {
    let keys = (entry.rawValue == 0 ? "" : "\(entry.rawValue)*down ") + "enter enter"
    let (demo, status, console) = try DemoCommandTests.demo(keys, locale: locale, frame: false)
    #expect(status == .confirmed)
    #expect(console.output.isEmpty)
    let label = PickerWords(languageIdentifier: locale).label(of: entry)
    let title = demo.buttonTitles[entry.rawValue]
    #expect(title.hasPrefix(label + ": ") && title.count > label.count + 2, "\(title)")
    if entry == .authorsBooks, locale == "en" || locale == "zh-Hans" {
      #expect(title.hasSuffix(locale == "en" ? "Emma by Austen" : "鲁迅《呐喊》"))
    }
  }

  @Test("one command line parses to equal commands with equal hashes; another differs")
  func commandsCompare() throws {
    let lines = [
      ["range", "--columns", "ymd", "--min-length", "3d", "--select", "2020-05-10..2020-06-01"],
      ["range", "--columns", "ymd", "--max-length", "3d"], ["date", "--columns", "ym"], [],
    ]
    let commands = try lines.map { try ArgumentParser.parse($0, environment: [:]) }
    for (index, command) in commands.enumerated() {
      let again = try ArgumentParser.parse(lines[index], environment: [:])
      #expect(again == command && again.hashValue == command.hashValue, "\(lines[index])")
      for other in commands.indices where other != index {
        #expect(commands[other] != command, "\(lines[index]) vs \(lines[other])")
      }
    }
    if case .run(.picker(let run), _) = commands[2] {
      #expect(run.description.hasPrefix("date DateOptions("))
    } else {
      Issue.record("date --columns ym: \(commands[2])")
    }
  }

  static let rangeRefusals: [RangeCommandTests.Refusal] = [
    RangeCommandTests.Refusal(
      name: "reversed bounds", arguments: ["--from", "2021", "--to", "2020"],
      message:
        "wheelpicker: --from 2021: is after --to 2020 (the earliest date must not be later than the latest)\n"
    ),
    RangeCommandTests.Refusal(
      name: "a range outside the bounds",
      arguments: [
        "--columns", "ymd", "--from", "2020", "--to", "2020", "--select", "2019-01-01..2019-02-01",
      ],
      message:
        "wheelpicker: --select 2019-01-01..2019-02-01: is outside what the picker shows (--from 2020 --to 2020)\n"
    ),
    RangeCommandTests.Refusal(
      name: "a range shorter than the minimum",
      arguments: ["--columns", "ymd", "--min-length", "30d", "--select", "2020-05-10..2020-05-12"],
      message: "wheelpicker: --select 2020-05-10..2020-05-12: is outside the lengths (--min-length 30d)\n"),
    RangeCommandTests.Refusal(
      name: "lengths in units that cannot be compared",
      arguments: ["--columns", "ymd", "--min-length", "1w", "--max-length", "2m"],
      message:
        "wheelpicker: --min-length 1w: minimum length 1 week and maximum length 2 months cannot be compared (use days or weeks for both, or months or years for both)\n"
    ),
  ]

  @Test("range: more bad input, exit 2 naming the option, the value and the rule", arguments: rangeRefusals)
  func rangeRefused(_ refusal: RangeCommandTests.Refusal) {
    let result = RangeCommandTests.run(refusal.arguments + ["--keys", "enter"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error == refusal.message)
  }

  @Test("range: now..now, and a Chinese calendar's halves name their calendar")
  func rangeAnswers() {
    let now = RangeCommandTests.run(["--columns", "ymd", "--select", "now..now", "--keys", "enter"])
    #expect(now.status == 0 && now.output == "2026年11月29日 — 2026年11月29日\n", "\(now)")
    let lunar = RangeCommandTests.run([
      "--columns", "ymd", "--calendar", "chinese", "--from", "2024", "--select", "2025-07-25..2025-08-25",
      "--format", "json", "--keys", "enter",
    ])
    #expect(
      lunar.output
        == #"{"start":{"calendar":"chinese","era":78,"year":42,"month":6,"day":1,"leapMonth":true,"gregorian":"2025-07-25"},"end":{"calendar":"chinese","era":78,"year":42,"month":7,"day":3,"leapMonth":false,"gregorian":"2025-08-25"},"text":"乙巳年闰六月初一 — 乙巳年七月初三"}"#
        + "\n", "\(lunar)")
  }
}
