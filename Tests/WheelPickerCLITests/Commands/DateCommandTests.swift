import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("Date, time and countdown sheets")
struct DateCommandTests {
  static let environment = ["TZ": "Asia/Shanghai"]

  static func answer(_ arguments: [String]) throws -> String {
    // The defaults come first, so that an example's own --now wins.
    let invocation = try CommandLineParser.parse(
      [arguments[0], "--locale", "zh-Hans", "--now", "2025-07-25T10:00:00+08:00"] + arguments.dropFirst(),
      environment: environment)
    guard case .run(let command, let common) = invocation else { return "" }
    let context = CommandContext(common: common, environment: environment, console: RecordingConsole())
    if let options = command.options(of: DateCommand.self) {
      let sheet = try DateCommand.prepare(options, in: context)
      return sheet.answer(sheet.engine.value).json.serialized
    }
    if let options = command.options(of: TimeCommand.self) {
      let sheet = try TimeCommand.prepare(options, in: context)
      return sheet.answer(sheet.engine.value).json.serialized
    }
    if let options = command.options(of: CountdownCommand.self) {
      let sheet = try CountdownCommand.prepare(options, in: context)
      return sheet.answer(sheet.engine.value).json.serialized
    }
    return ""
  }

  struct Example: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let json: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// A JSON answer for each kind of column set, with `--locale zh-Hans`.
  static let examples: [Example] = [
    Example(
      arguments: ["date", "--select", "2007-04-01"],
      json: #"{"year":2007,"month":4,"day":1,"text":"2007年4月1日"}"#),
    Example(
      arguments: ["date", "--columns", "week", "--select", "2020-W53"],
      json: #"{"year":2020,"week":53,"first":"2020-12-28","last":"2021-01-03","text":"2020年第53周"}"#),
    Example(
      arguments: ["date", "--columns", "quarter", "--select", "2021-Q1"],
      json: #"{"year":2021,"quarter":1,"first":"2021-01-01","last":"2021-03-31","text":"2021年第1季度"}"#),
    Example(
      arguments: ["date", "--calendar", "chinese", "--from", "2024", "--select", "2025-07-25"],
      json:
        #"{"calendar":"chinese","era":78,"year":42,"month":6,"day":1,"leapMonth":true,"gregorian":"2025-07-25","text":"乙巳年闰六月初一"}"#
    ),
    Example(arguments: ["date", "--present", "--select", "present"], json: #"{"present":true,"text":"至今"}"#),
    Example(arguments: ["time", "--select", "14:20"], json: #"{"hour":14,"minute":20,"text":"14:20"}"#),
    Example(arguments: ["countdown", "--select", "1h30m"], json: #"{"seconds":5400,"text":"1小时30分钟"}"#),
    Example(
      arguments: ["date", "--columns", "ymdhm", "--select", "2007-04-01T14:20"],
      json:
        #"{"year":2007,"month":4,"day":1,"hour":14,"minute":20,"iso":"2007-04-01T14:20:00+08:00","text":"2007年4月1日 14:20"}"#
    ),
  ]

  @Test("the JSON answer of each kind of column set", arguments: examples)
  func issueExamples(_ example: Example) throws {
    #expect(try Self.answer(example.arguments) == example.json)
  }

  @Test("the default is now, clamped into the bounds")
  func defaults() throws {
    #expect(try Self.answer(["date"]) == #"{"year":2025,"month":7,"day":25,"text":"2025年7月25日"}"#)
    #expect(
      try Self.answer(["date", "--present"]) == #"{"year":2025,"month":7,"day":25,"text":"2025年7月25日"}"#)
    #expect(
      try Self.answer(["date", "--to", "2020-06"]) == #"{"year":2020,"month":6,"day":30,"text":"2020年6月30日"}"#
    )
    #expect(try Self.answer(["time"]) == #"{"hour":10,"minute":0,"text":"10:00"}"#)
    #expect(
      try Self.answer(["time", "--now", "2025-07-25T10:07:00+08:00", "--minute-step", "5"])
        == #"{"hour":10,"minute":5,"text":"10:05"}"#)
    #expect(try Self.answer(["countdown"]) == #"{"seconds":0,"text":"0分钟"}"#)
  }

  @Test("the repeated hour at fall-back keeps its offset; a skipped time is refused")
  func daylightSaving() throws {
    let zone = ["--time-zone", "America/New_York", "--columns", "ymdhm", "--to", "2026"]
    #expect(
      try Self.answer(["date", "--select", "2025-11-02T01:30"] + zone).contains(
        #""iso":"2025-11-02T01:30:00-04:00""#))
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "2025-03-09T02:30"),
        message:
          "--select 2025-03-09T02:30: does not exist in America/New_York (clocks skip it)",
        coreReason: .skippedTime)
    ) {
      try Self.answer(["date", "--select", "2025-03-09T02:30"] + zone)
    }
  }

  /// Days whose midnight daylight saving skips: each starts at 01:00 and is still a day.
  static let midnightGaps: [(zone: String, day: String)] = [
    ("America/Sao_Paulo", "2018-11-04"), ("Asia/Beirut", "2019-03-31"), ("Asia/Tehran", "2019-03-22"),
  ]

  @Test("a day whose midnight daylight saving skips is selectable; its first moment is 01:00")
  func skippedMidnight() throws {
    for (zone, day) in Self.midnightGaps {
      let parts = day.split(separator: "-").compactMap { Int($0) }
      let bounds = ["--time-zone", zone, "--from", "2018", "--to", "2020"]
      #expect(
        try Self.answer(["date", "--select", day] + bounds).hasPrefix(
          #"{"year":\#(parts[0]),"month":\#(parts[1]),"day":\#(parts[2]),"#), "\(zone) \(day)")
      #expect(
        try Self.answer(["date", "--columns", "ymdhm", "--select", day] + bounds).contains(
          #""iso":"\#(day)T01:00:00"#), "\(zone) \(day)")
      #expect(
        try Self.answer(["date", "--columns", "ymw", "--select", day] + bounds).hasPrefix(
          #"{"year":\#(parts[0]),"month":\#(parts[1]),"week":"#), "\(zone) \(day)")
      let range = RangeCommandTests.run(
        [
          "--select", "\(day)..\(day)", "--keys", "enter", "--time-zone", zone, "--from", "2018", "--to",
          "2020",
        ])
      #expect(range.status == 0, "\(zone) \(day): \(range.error)")
    }
    // An explicit time inside the gap is still refused.
    #expect(throws: UsageError.self) {
      try Self.answer([
        "date", "--columns", "ymdhm", "--select", "2018-11-04T00:30", "--time-zone", "America/Sao_Paulo",
      ])
    }
  }

  @Test("without bounds the future is reachable (1900…2100); --present keeps 1940…now")
  func defaultBounds() throws {
    #expect(
      try Self.answer(["date", "--select", "2099-12-31"])
        == #"{"year":2099,"month":12,"day":31,"text":"2099年12月31日"}"#)
    #expect(
      try Self.answer(["date", "--select", "1900-01-01"])
        == #"{"year":1900,"month":1,"day":1,"text":"1900年1月1日"}"#)
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "2101"),
        message:
          "--select 2101: is outside what the picker shows (--from 1900-01-01 --to 2100-12-31)",
        coreReason: .notOffered)
    ) {
      try Self.answer(["date", "--select", "2101"])
    }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "2030"),
        message: "--select 2030: is outside what the picker shows (--from 1940-01-01 --to now)",
        coreReason: .notOffered)
    ) {
      try Self.answer(["date", "--present", "--select", "2030"])
    }
  }

  @Test("errors name the option, the value and the rule")
  func errors() {
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "1930"),
        message:
          "--select 1930: is outside what the picker shows (--from 1940-01-01 --to now)",
        coreReason: .notOffered)
    ) {
      try Self.answer(["date", "--present", "--select", "1930"])
    }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--from", value: "2030"),
        message:
          "--from 2030: is after --to now (the earliest date must not be later than the latest)",
        coreReason: .boundsReversed)
    ) {
      try Self.answer(["date", "--from", "2030", "--to", "now"])
    }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--from", value: "2030"),
        message:
          "--from 2030: is after --to 2020 (the earliest date must not be later than the latest)",
        coreReason: .boundsReversed)
    ) {
      try Self.answer(["date", "--from", "2030", "--to", "2020"])
    }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "1h31m"),
        message: "--select 1h31m: must be whole minutes in steps of 5 (the minute wheel's rows)"
      )
    ) {
      try Self.answer(["countdown", "--select", "1h31m", "--minute-step", "5"])
    }
  }

  @Test("the time wheels wrap unless --no-cyclic; --units maps straight to the core's placement")
  func wheels() throws {
    var options = TimeOptions()
    let context = CommandContext.testing(locale: LocaleSetting("zh-Hans"), environment: Self.environment)
    let sheet = try TimeCommand.prepare(options, in: context)
    #expect(sheet.engine.model.traits(ofWheel: 0).isCyclic)
    options.wraps = false
    let stopping = try TimeCommand.prepare(options, in: context)
    #expect(!stopping.engine.model.traits(ofWheel: 0).isCyclic)
    var date = DateOptions()
    date.units = .besideCentre
    let model = try DateCommand.prepare(date, in: context).engine.model
    #expect(model.configuration.units == .besideCentre)
    #expect(model.traits(ofWheel: 0).unit == "年" && model.traits(ofWheel: 0).pageSize == 10)
  }

  @Test("English text answers use plain spaces, not ICU's U+202F, in text and JSON")
  func plainSpaces() throws {
    let invocation = try CommandLineParser.parse(
      [
        "time", "--locale", "en-US", "--select", "14:20", "--clock", "12", "--now",
        "2025-07-25T10:00:00+08:00",
      ],
      environment: Self.environment)
    guard case .run(let command, let common) = invocation, let options = command.options(of: TimeCommand.self)
    else { return #expect(Bool(false)) }
    let context = CommandContext(common: common, environment: Self.environment, console: RecordingConsole())
    let sheet = try TimeCommand.prepare(options, in: context)
    let answer = sheet.answer(sheet.engine.value)
    #expect(answer.line(for: .text) == "2:20 PM\n")
    #expect(answer.json.serialized == #"{"hour":14,"minute":20,"text":"2:20 PM"}"#)
    #expect(sheet.engine.model.base.text(for: sheet.engine.value).unicodeScalars.contains("\u{202F}"))
  }
}

/// Every `--calendar` and `--columns` value, each checked against what it must print.
extension DateCommandTests {
  @Test(
    "every --calendar is the calendar its BCP 47 name means, and the JSON names it",
    arguments: CalendarChoice.allCases)
  func calendar(_ choice: CalendarChoice) throws {
    #expect(Locale(identifier: "en@calendar=\(choice.rawValue)").calendar.identifier == choice.identifier)
    let json = try Self.answer(["date", "--calendar", choice.rawValue, "--from", "2020"])
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
    .dateTime: ["year", "month", "day", "hour", "minute", "iso"], .week: ["year", "week", "first", "last"],
    .quarter: ["year", "quarter", "first", "last"], .mdhm: ["month", "day", "hour", "minute"],
    .ymw: ["year", "month", "week", "first", "last"],
  ]

  @Test("every --columns answers with its own fields", arguments: DateColumnChoice.allCases)
  func columns(_ choice: DateColumnChoice) throws {
    let json = try Self.answer(["date", "--columns", choice.rawValue])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
    let expected = try #require(Self.fields[choice])
    #expect(Set(object.keys) == Set(expected + ["text"]), "\(json)")
    let places = (expected + ["text"]).compactMap { json.range(of: "\"\($0)\":")?.lowerBound }
    #expect(places.count == expected.count + 1 && places == places.sorted(), "order: \(json)")
  }
}
