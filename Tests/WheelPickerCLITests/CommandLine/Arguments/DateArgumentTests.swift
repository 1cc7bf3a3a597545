import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("DateArgument")
struct DateArgumentTests {
  @Test("now and present only where the option allows them")
  func words() throws {
    #expect(try DateArgument.parse("now", option: "--to", words: .now) == .now)
    #expect(try DateArgument.parse("present", option: "--select", words: [.now, .present]) == .present)
    #expect(
      try DateArgument.parse("2007-04", option: "--to", words: .now) == .date(.month(year: 2007, month: 4)))
  }

  @Test("a time of day only where the option takes one; its numbers are checked against the wheels later")
  func times() throws {
    #expect(
      try DateArgument.parse("9:05", option: "--select", words: .time) == .time(ClockTime(hour: 9, minute: 5))
    )
    #expect(
      try DateArgument.parse("45:10", option: "--select", words: .time)
        == .time(ClockTime(hour: 45, minute: 10)))
    #expect(
      try DateArgument.parse("09:00:30", option: "--select", words: [.now, .time])
        == .time(ClockTime(hour: 9, minute: 0, second: 30)))
    #expect(throws: UsageError.self) { try DateArgument.parse("09:00", option: "--to", words: .now) }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "9:0"),
        message: "--select 9:0: must be a time of day HH:MM or HH:MM:SS (24-hour clock)")
    ) { try DateArgument.parse("9:0", option: "--select", words: .time) }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "x"),
        message:
          "--select x: must be an ISO 8601 date (\(Self.forms)), or a time HH:MM[:SS] (time-only --columns)")
    ) { try DateArgument.parse("x", option: "--select", words: .time) }
  }

  @Test(
    "a time becomes the fields of time-only wheels, or is refused naming the rule",
    arguments: [
      (DateColumns.hourMinute, ClockTime(hour: 9, minute: 5), "hour 9, minute 5"),
      (.hourMinuteSecond, ClockTime(hour: 9, minute: 5), "hour 9, minute 5, second 0"),
      (.hourMinuteSecond, ClockTime(hour: 23, minute: 59, second: 59), "hour 23, minute 59, second 59"),
      (.minuteSecond, ClockTime(hour: 45, minute: 10), "minute 45, second 10"),
      (.hourMinute, ClockTime(hour: 9, minute: 5, second: 1), "has seconds but --columns hm"),
      (.hourMinute, ClockTime(hour: 9, minute: 60), "minute must be from 00 to 59"),
      (.minuteSecond, ClockTime(hour: 60, minute: 10), "minutes and seconds must be from 00 to 59"),
      (.yearMonthDay, ClockTime(hour: 9, minute: 5), "but --columns ymd has a date"),
      (.dateAndTime, ClockTime(hour: 9, minute: 5), "such as 2007-04-01T09:05"),
    ])
  func timeFields(_ columns: DateColumns, _ time: ClockTime, _ expected: String) {
    do {
      let fields = try DateCommand.timeFields(time, columns: columns)
      #expect(fields.description == expected)
    } catch {
      #expect(error.message.hasPrefix("--select ") && error.message.contains(expected), "\(error.message)")
    }
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let text: String
    let words: DateArgument.Words
    let message: String
    var testDescription: String { text }
  }

  static let forms = "2007, 2007-04, 2007-04-01, 2007-04-01T14:20[:SS], 2020-W53 or 2021-Q1"

  static let bad: [Bad] = [
    Bad(
      text: "present", words: .now,
      message: "--to present: must be an ISO 8601 date (\(forms)), or now"),
    Bad(
      text: "today", words: .present,
      message: "--to today: must be an ISO 8601 date (\(forms)), or present"),
    Bad(text: "now", words: [], message: "--to now: must be an ISO 8601 date (\(forms))"),
    Bad(text: "NOW", words: .now, message: "--to NOW: must be an ISO 8601 date (\(forms)), or now"),
  ]

  @Test("words an option does not take are refused", arguments: bad)
  func rejects(_ example: Bad) {
    #expect(throws: UsageError(.invalidValue(option: "--to", value: example.text), message: example.message))
    {
      try DateArgument.parse(example.text, option: "--to", words: example.words)
    }
  }
}
