import Foundation
import Testing

@Suite("wheelpicker binary: times for time-only wheels, steps, date-and-time rows")
struct EndToEndDateChoicesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let output: String
    var error = ""
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let fixed = ["--locale", "en", "--now", "2025-07-25T10:00:00+08:00", "--format", "json"]

  static let times: [Case] = [
    Case(
      arguments: ["date", "--columns", "hm", "--select", "09:00", "--clock", "24", "--keys", "enter"],
      status: 0, output: #"{"hour":9,"minute":0,"text":"09:00"}"#),
    Case(
      arguments: ["date", "--columns", "hms", "--select", "9:05:30", "--clock", "24", "--keys", "enter"],
      status: 0, output: #"{"hour":9,"minute":5,"second":30,"text":"09:05:30"}"#),
    Case(
      arguments: ["date", "--columns", "hms", "--select", "09:05", "--clock", "24", "--keys", "enter"],
      status: 0, output: #"{"hour":9,"minute":5,"second":0,"text":"09:05:00"}"#),
    Case(
      arguments: ["date", "--columns", "ms", "--select", "45:10", "--keys", "enter"],
      status: 0, output: #"{"minute":45,"second":10,"text":"45:10"}"#),
    Case(
      arguments: ["date", "--columns", "hm", "--select", "09:00", "--clock", "12", "--keys", "down enter"],
      status: 0, output: #"{"hour":10,"minute":0,"text":"10:00 AM"}"#),
    Case(
      arguments: [
        "range", "--columns", "hm", "--select", "09:00..17:30", "--clock", "24", "--keys", "enter",
      ],
      status: 0,
      output: #"{"start":{"hour":9,"minute":0},"end":{"hour":17,"minute":30},"text":"09:00 – 17:30"}"#),
    Case(
      arguments: ["date", "--columns", "hm", "--select", "09:00:10", "--keys", "enter"], status: 2,
      output: "",
      error: "--select 09:00:10: has seconds but --columns hm has no seconds wheel (use --columns hms)"),
    Case(
      arguments: ["date", "--columns", "hm", "--select", "24:00", "--keys", "enter"], status: 2, output: "",
      error: "--select 24:00: hour must be from 0 to 23"),
    Case(
      arguments: ["date", "--columns", "hm", "--select", "9:7", "--keys", "enter"], status: 2, output: "",
      error: "--select 9:7: must be a time of day HH:MM or HH:MM:SS (24-hour clock)"),
    Case(
      arguments: ["date", "--columns", "ms", "--select", "01:02:03", "--keys", "enter"], status: 2,
      output: "",
      error: "--select 01:02:03: must be MM:SS with --columns ms (its wheels are minutes and seconds)"),
    Case(
      arguments: ["date", "--select", "09:00", "--keys", "enter"], status: 2, output: "",
      error: "--select 09:00: is a time of day, but --columns ymd has a date: write a DATE such as 2007-04-01"
    ),
    Case(
      arguments: ["range", "--columns", "hm", "--select", "17:00..09:30", "--keys", "enter"], status: 2,
      output: "", error: "--select 17:00..09:30: the end 09:30 precedes the start 17:00"),
    Case(
      arguments: ["range", "--columns", "ymdhm", "--select", "09:00..17:30", "--keys", "enter"], status: 2,
      output: "", error: "--select 09:00: is a time of day, but --columns ymdhm has a date"),
  ]

  @Test("time-only columns take a time in --select; bad times are named with the rule", arguments: times)
  func timeSelection(_ example: Case) throws {
    try Self.check(example)
  }

  static let steps: [Case] = [
    Case(
      arguments: [
        "date", "--columns", "date-time", "--minute-step", "5", "--select", "2020-01-01T10:03", "--keys",
        "enter",
      ], status: 2, output: "",
      error: "--select 2020-01-01T10:03: minute 3 is not on the 5-minute step (nearest: 10:00 or 10:05)"),
    Case(
      arguments: ["time", "--minute-step", "5", "--select", "10:03", "--keys", "enter"], status: 2,
      output: "",
      error: "--select 10:03: minute 3 is not on the 5-minute step (nearest: 10:00 or 10:05)"),
    Case(
      arguments: [
        "range", "--columns", "ymdhm", "--minute-step", "15", "--select",
        "2020-01-01T10:00..2020-01-01T11:20",
        "--keys", "enter",
      ], status: 2, output: "",
      error: "minute 20 is not on the 15-minute step (nearest: 11:15 or 11:30)"),
    Case(
      arguments: [
        "date", "--columns", "hms", "--second-step", "10", "--select", "10:00:05", "--keys", "enter",
      ], status: 2, output: "",
      error: "--select 10:00:05: second 5 is not on the 10-second step (nearest: 10:00:00 or 10:00:10)"),
  ]

  @Test(
    "an off-step minute or second names the step and the nearest times, in every command", arguments: steps)
  func offStep(_ example: Case) throws {
    try Self.check(example)
  }

  static let alls: [Case] = [
    Case(
      arguments: [
        "date", "--any", "--select", "2024-03-15", "--keys", "2*right 15*up enter", "--locale", "zh-Hans",
      ],
      status: 0, output: #"{"year":2024,"month":3,"text":"2024年3月"}"#),
    Case(
      arguments: [
        "date", "--any", "--select", "2024-03-15", "--keys", "right 3*up enter", "--locale", "zh-Hans",
      ],
      status: 0, output: #"{"year":2024,"text":"2024年"}"#),
    // English puts the month first: its All row is the first wheel's top row.
    Case(
      arguments: ["date", "--any", "--select", "2024-03-15", "--keys", "3*up enter"], status: 0,
      output: #"{"year":2024,"text":"2024"}"#),
    Case(
      arguments: ["date", "--any", "--select", "2024-03-15", "--keys", "right 15*up enter"], status: 0,
      output: #"{"year":2024,"month":3,"text":"March 2024"}"#),
    Case(
      arguments: ["date", "--any", "--select", "2024", "--keys", "enter", "--locale", "ja"], status: 0,
      output: #"{"year":2024,"text":"2024年"}"#),
    // Leaving 全部 brings the day back where it was.
    Case(
      arguments: [
        "date", "--any", "--select", "2024-03-15", "--keys", "right 3*up 3*down enter", "--locale", "zh-Hans",
      ],
      status: 0, output: #"{"year":2024,"month":3,"day":15,"text":"2024年3月15日"}"#),
    Case(
      arguments: ["date", "--columns", "ymdhm", "--any", "--select", "2024-05", "--keys", "enter"], status: 0,
      output: #"{"year":2024,"month":5,"iso":"2024-05","text":"May 2024"}"#),
    Case(
      arguments: ["range", "--any", "--select", "2024..2024-06", "--keys", "enter", "--locale", "zh-Hans"],
      status: 0,
      output: #"{"start":{"year":2024},"end":{"year":2024,"month":6},"text":"2024年 — 2024年6月"}"#),
    Case(
      arguments: ["range", "--any", "--select", "2024-03-15..2024-05-01", "--keys", "3*right 3*up enter"],
      status: 0,
      output:
        #"{"start":{"year":2024,"month":3,"day":15},"end":{"year":2024},"text":"March 15, 2024 – 2024"}"#),
    Case(
      arguments: ["date", "--columns", "md", "--any", "--keys", "enter"], status: 2, output: "",
      error: "--columns md: has no year and month wheels, which --any needs"),
    Case(
      arguments: ["range", "--columns", "date-time", "--any", "--keys", "enter"], status: 2, output: "",
      error: "--columns date-time: has no year and month wheels, which --any needs"),
    Case(
      arguments: ["date", "--select", "2024", "--keys", "enter"], status: 0,
      output: #"{"year":2024,"month":1,"day":1,"text":"January 1, 2024"}"#),
  ]

  @Test("--any puts All at the top of the month and day wheels: the whole year or month", arguments: alls)
  func allRows(_ example: Case) throws {
    try Self.check(example)
  }

  @Test("an emptied day wheel shows its placeholder after 全部")
  func allFrame() throws {
    let run = try BuiltBinary.run(
      [
        "date", "--any", "--select", "2024", "--locale", "zh-Hans", "--keys", "right", "--print-frame",
        "--size",
        "50x10",
      ], environment: ["TZ": "Asia/Shanghai"])
    #expect(run.status == 0, "\(run.error)")
    let centre = run.error.split(separator: "\n").first { $0.contains("›") } ?? ""
    #expect(centre.contains("2024年") && centre.contains("全部") && centre.contains("—"), "\(run.error)")
  }

  static let carries: [Case] = [
    Case(
      arguments: ["time", "--cyclic", "--clock", "12", "--select", "11:59", "--keys", "down enter"],
      status: 0,
      output: #"{"hour":12,"minute":59,"text":"12:59 PM"}"#),
    Case(
      arguments: ["time", "--clock", "12", "--select", "09:59", "--keys", "6*down enter"], status: 0,
      output: #"{"hour":15,"minute":59,"text":"3:59 PM"}"#),
    Case(
      arguments: ["time", "--clock", "12", "--select", "00:10", "--keys", "up enter"], status: 0,
      output: #"{"hour":23,"minute":10,"text":"11:10 PM"}"#),
    // The AM/PM wheel stops at PM: three steps down from AM read PM, not AM PM AM.
    Case(
      arguments: ["time", "--clock", "12", "--select", "08:00", "--keys", "2*right 3*down enter"], status: 0,
      output: #"{"hour":20,"minute":0,"text":"8:00 PM"}"#),
    Case(
      arguments: ["time", "--no-cyclic", "--clock", "12", "--select", "11:59", "--keys", "down enter"],
      status: 0,
      output: #"{"hour":11,"minute":59,"text":"11:59 AM"}"#),
    Case(
      arguments: ["time", "--clock", "24", "--select", "10:59", "--keys", "right down enter"], status: 0,
      output: #"{"hour":10,"minute":0,"text":"10:00"}"#),
    Case(
      arguments: [
        "date", "--columns", "date-time", "--clock", "12", "--select", "2020-01-01T11:59", "--keys",
        "right down enter",
      ], status: 0,
      output:
        #"{"year":2020,"month":1,"day":1,"hour":12,"minute":59,"iso":"2020-01-01T12:59:00+08:00","text":"January 1, 2020 at 12:59 PM"}"#
    ),
    Case(
      arguments: [
        "date", "--columns", "date-time", "--no-cyclic", "--clock", "12", "--select", "2020-01-01T11:59",
        "--keys",
        "right down enter",
      ], status: 0,
      output:
        #"{"year":2020,"month":1,"day":1,"hour":11,"minute":59,"iso":"2020-01-01T11:59:00+08:00","text":"January 1, 2020 at 11:59 AM"}"#
    ),
    Case(
      arguments: [
        "date", "--columns", "ymdhm", "--cyclic", "--select", "2020-01-01T23:30", "--clock", "24", "--keys",
        "3*right down enter",
      ],
      status: 0,
      output:
        #"{"year":2020,"month":1,"day":1,"hour":0,"minute":30,"iso":"2020-01-01T00:30:00+08:00","text":"January 1, 2020 at 00:30"}"#
    ),
  ]

  @Test(
    "a wrapping 12-hour wheel flips AM/PM across 11 ↔ 12; --no-cyclic stops the wheels", arguments: carries)
  func carry(_ example: Case) throws {
    try Self.check(example)
  }

  @Test("English date-and-time rows read Sat Sep 15, as UIDatePicker's do")
  func dateAndTimeRows() throws {
    let run = try BuiltBinary.run(
      [
        "date", "--columns", "date-time", "--locale", "en-US", "--select", "2018-09-15T10:00", "--keys",
        "right",
        "--print-frame", "--size", "60x12",
      ], environment: ["TZ": "Asia/Shanghai"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error.contains("Sat Sep 15"), "\(run.error)")
    #expect(!run.error.contains("Sat, Sep"), "\(run.error)")
  }

  static func check(_ example: Case) throws {
    // The defaults come first, so that a case's own --locale wins.
    let arguments = [example.arguments[0]] + fixed + example.arguments.dropFirst()
    let run = try BuiltBinary.run(arguments, environment: ["TZ": "Asia/Shanghai"])
    #expect(run.status == example.status, "\(run.error)")
    #expect(run.output == (example.output.isEmpty ? "" : example.output + "\n"))
    if example.status == 0 {
      #expect(run.error.isEmpty, "\(run.error)")
    } else {
      #expect(run.error.hasPrefix("wheelpicker: ") && run.error.contains(example.error), "\(run.error)")
    }
  }
}
