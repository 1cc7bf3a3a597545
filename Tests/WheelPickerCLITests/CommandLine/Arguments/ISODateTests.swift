import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("ISODate parsing")
struct ISODateTests {
  struct Good: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: ISODate
    var testDescription: String { text }
  }

  static let good: [Good] = [
    Good(text: "2007", expected: .year(2007)),
    Good(text: "1583", expected: .year(1583)),
    Good(text: "2007-04", expected: .month(year: 2007, month: 4)),
    Good(text: "2007-04-01", expected: .day(year: 2007, month: 4, day: 1)),
    Good(text: "2024-02-29", expected: .day(year: 2024, month: 2, day: 29)),
    Good(text: "2000-02-29", expected: .day(year: 2000, month: 2, day: 29)),
    Good(
      text: "2007-04-01T14:20",
      expected: .dateTime(ISODateTime(year: 2007, month: 4, day: 1, hour: 14, minute: 20))),
    Good(
      text: "2007-04-01T14:20:59",
      expected: .dateTime(ISODateTime(year: 2007, month: 4, day: 1, hour: 14, minute: 20, second: 59))),
    Good(
      text: "2007-04-01 00:00",
      expected: .dateTime(ISODateTime(year: 2007, month: 4, day: 1, hour: 0, minute: 0))),
    Good(text: "2020-W53", expected: .week(year: 2020, week: 53)),
    Good(text: "2015-W53", expected: .week(year: 2015, week: 53)),
    Good(text: "2021-W01", expected: .week(year: 2021, week: 1)),
    Good(text: "2021-Q1", expected: .quarter(year: 2021, quarter: 1)),
    Good(text: "2021-Q4", expected: .quarter(year: 2021, quarter: 4)),
  ]

  @Test("valid dates parse at their precision and print back", arguments: good)
  func parses(_ example: Good) throws {
    #expect(try ISODate.parse(example.text, option: "--from") == example.expected)
    #expect(example.expected.description == example.text.replacingAll(" ", with: "T"))
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let text: String
    let message: String
    var testDescription: String { text.isEmpty ? "(empty)" : text }
  }

  static let forms = "2007, 2007-04, 2007-04-01, 2007-04-01T14:20[:SS], 2020-W53 or 2021-Q1"

  static let bad: [Bad] = [
    Bad(text: "", message: "--from '': must be an ISO 8601 date: \(forms)"),
    Bad(text: "07", message: "--from 07: must be an ISO 8601 date: \(forms)"),
    Bad(text: "20070", message: "--from 20070: must be an ISO 8601 date: \(forms)"),
    Bad(text: "0000", message: "--from 0000: year must be from 0001 to 9999"),
    Bad(
      text: "0001",
      message:
        "--from 0001: is before 1582-11-01, where the pickers' Gregorian calendar begins (Foundation's "
        + "calendar is Julian before 1582-10-15 and drops ten days from October 1582); use 1582-11-01 or later"
    ),
    Bad(text: "2007-13", message: "--from 2007-13: month must be from 01 to 12"),
    Bad(text: "2007-00", message: "--from 2007-00: month must be from 01 to 12"),
    Bad(text: "2007-4", message: "--from 2007-4: must be an ISO 8601 date: \(forms)"),
    Bad(text: "2007/04/01", message: "--from 2007/04/01: must be an ISO 8601 date: \(forms)"),
    Bad(text: "2023-02-29", message: "--from 2023-02-29: day must be from 01 to 28 (2023-02 has 28 days)"),
    Bad(text: "1900-02-29", message: "--from 1900-02-29: day must be from 01 to 28 (1900-02 has 28 days)"),
    Bad(text: "2007-04-31", message: "--from 2007-04-31: day must be from 01 to 30 (2007-04 has 30 days)"),
    Bad(text: "2007-04-01T24:00", message: "--from 2007-04-01T24:00: hour must be from 00 to 23"),
    Bad(text: "2007-04-01T14:60", message: "--from 2007-04-01T14:60: minute must be from 00 to 59"),
    Bad(text: "2007-04-01T14:20:60", message: "--from 2007-04-01T14:20:60: second must be from 00 to 59"),
    Bad(text: "2007-04-01T1", message: "--from 2007-04-01T1: the time must be HH:MM or HH:MM:SS"),
    Bad(text: "2007-04-01 24", message: "--from '2007-04-01 24': hour must be from 00 to 23"),
    Bad(
      text: "2007-04-01T14:20Z",
      message: "--from 2007-04-01T14:20Z: must end after the time (no time zone here): \(forms)"),
    Bad(text: "2021-W53", message: "--from 2021-W53: week must be from 01 to 52 (2021 has 52 ISO weeks)"),
    Bad(text: "2020-W00", message: "--from 2020-W00: week must be from 01 to 53 (2020 has 53 ISO weeks)"),
    Bad(text: "2020-W5", message: "--from 2020-W5: must be an ISO 8601 week such as 2020-W53"),
    Bad(text: "2021-Q5", message: "--from 2021-Q5: quarter must be from 1 to 4"),
    Bad(text: "2021-Q0", message: "--from 2021-Q0: quarter must be from 1 to 4"),
    Bad(text: "2021-Q12", message: "--from 2021-Q12: must be a quarter such as 2021-Q1"),
    Bad(text: "２００７", message: "--from ２００７: must be an ISO 8601 date: \(forms)"),
  ]

  @Test("invalid dates name the value, the option and the rule", arguments: bad)
  func rejects(_ example: Bad) {
    #expect(
      throws: UsageError(.invalidValue(option: "--from", value: example.text), message: example.message)
    ) {
      try ISODate.parse(example.text, option: "--from")
    }
  }

  @Test("an hour without minutes (ISO 8601's reduced precision) is that hour at :00")
  func hourOnly() throws {
    let expected = ISODate.dateTime(ISODateTime(year: 2024, month: 5, day: 1, hour: 14, minute: 0))
    #expect(try ISODate.parse("2024-05-01 14", option: "--select") == expected)
    #expect(try ISODate.parse("2024-05-01T14", option: "--select") == expected)
    #expect(expected.description == "2024-05-01T14:00")
  }

  @Test("week and quarter spans start where ISO 8601 says")
  func spanStarts() {
    // 2020-W53 starts on Monday 28 December 2020; 2021-W01 on Monday 4 January 2021.
    #expect(ISODate.week(year: 2020, week: 53).firstDay == (2020, 12, 28))
    #expect(ISODate.week(year: 2021, week: 1).firstDay == (2021, 1, 4))
    // 2015-W01 starts on Monday 29 December 2014.
    #expect(ISODate.week(year: 2015, week: 1).firstDay == (2014, 12, 29))
    #expect(ISODate.quarter(year: 2021, quarter: 3).firstDay == (2021, 7, 1))
    #expect(
      ISODate.month(year: 2007, month: 4).start
        == ISODateTime(year: 2007, month: 4, day: 1, hour: 0, minute: 0))
  }

  struct Stamp: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: ISODateTime
    var testDescription: String { text }
  }

  static let stamps: [Stamp] = [
    Stamp(
      text: "2025-07-25T10:00:00+08:00",
      expected: ISODateTime(
        year: 2025, month: 7, day: 25, hour: 10, minute: 0, second: 0, utcOffsetSeconds: 28_800)),
    Stamp(
      text: "2025-07-25T10:00Z",
      expected: ISODateTime(year: 2025, month: 7, day: 25, hour: 10, minute: 0, utcOffsetSeconds: 0)),
    Stamp(
      text: "2025-03-09T02:30:00-0500",
      expected: ISODateTime(
        year: 2025, month: 3, day: 9, hour: 2, minute: 30, second: 0, utcOffsetSeconds: -18_000)),
    Stamp(
      text: "2025-07-25T10:00:00.250+05",
      expected: ISODateTime(
        year: 2025, month: 7, day: 25, hour: 10, minute: 0, second: 0, nanosecond: 250_000_000,
        utcOffsetSeconds: 18_000)),
    Stamp(
      text: "2025-07-25T10:00",
      expected: ISODateTime(year: 2025, month: 7, day: 25, hour: 10, minute: 0)),
    Stamp(text: "2025-07-25", expected: ISODateTime(year: 2025, month: 7, day: 25, hour: 0, minute: 0)),
  ]

  @Test("--now takes a date-time with an optional fraction and UTC offset", arguments: stamps)
  func timestamps(_ example: Stamp) throws {
    #expect(try ISODate.parseTimestamp(example.text, option: "--now") == example.expected)
  }

  static let badStamps: [Bad] = [
    Bad(
      text: "now", message: "--now now: must be an ISO 8601 date and time such as 2025-07-25T14:20:00+08:00"),
    Bad(
      text: "2025-07",
      message: "--now 2025-07: must be an ISO 8601 date and time such as 2025-07-25T14:20:00+08:00"),
    Bad(
      text: "2025-07-25T10:00+8",
      message: "--now 2025-07-25T10:00+8: must be an ISO 8601 date and time such as 2025-07-25T14:20:00+08:00"
    ),
    Bad(
      text: "2025-07-25T10:00+19:00",
      message: "--now 2025-07-25T10:00+19:00: the UTC offset must be within ±18:00"),
    Bad(text: "2025-07-25T25:00", message: "--now 2025-07-25T25:00: hour must be from 00 to 23"),
    // Found by Fuzz/Targets/NowTimestamp.swift: a fraction needs seconds before it and 1–9 digits.
    Bad(
      text: "2025-03-25T14:00.1289Z",
      message:
        "--now 2025-03-25T14:00.1289Z: must be an ISO 8601 date and time such as 2025-07-25T14:20:00+08:00"
    ),
    Bad(
      text: "2025-03-25T14:00:00.1234567890Z",
      message: "--now 2025-03-25T14:00:00.1234567890Z: a fraction of a second must be 1 to 9 digits"),
    Bad(
      text: "2025-03-25T14:00:00.Z",
      message: "--now 2025-03-25T14:00:00.Z: a fraction of a second must be 1 to 9 digits"),
  ]

  @Test("bad --now values are refused", arguments: badStamps)
  func badTimestamps(_ example: Bad) {
    #expect(throws: UsageError(.invalidValue(option: "--now", value: example.text), message: example.message))
    {
      try ISODate.parseTimestamp(example.text, option: "--now")
    }
  }

  @Test("a timestamp with an offset knows its instant")
  func instant() throws {
    // 2025-07-25T10:00:00+08:00 is 02:00Z, 1753408800 s after the epoch (date -d … +%s).
    let stamp = try ISODate.parseTimestamp("2025-07-25T10:00:00+08:00", option: "--now")
    #expect(stamp.secondsSinceEpoch == 1_753_408_800)
    #expect(try ISODate.parseTimestamp("1970-01-01T00:00Z", option: "--now").secondsSinceEpoch == 0)
    #expect(try ISODate.parseTimestamp("2025-07-25T10:00", option: "--now").secondsSinceEpoch == nil)
  }
}
