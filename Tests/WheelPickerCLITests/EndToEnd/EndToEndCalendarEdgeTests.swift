import Foundation
import Testing

/// Dates at the edges: one Gregorian calendar for arguments, wheels, answers and text (from
/// 1582-11-01, the first whole month of Foundation's Gregorian calendar, which is Julian before 1582-10-15), `TZ` read as POSIX
/// says, zone names in any case, and weeks of the month that start on the locale's first weekday.
@Suite("wheelpicker binary: dates at the edges of the calendar")
struct EndToEndCalendarEdgeTests {
  static func run(_ arguments: [String], tz: String? = nil) throws -> BuiltBinary.Run {
    var environment = ["PATH": "/usr/bin:/bin"]
    if let tz { environment["TZ"] = tz }
    return try BuiltBinary.run(arguments, environment: environment)
  }

  @Test(
    "November 1582, where the calendar begins: the argument, the wheel, the JSON fields and the text agree")
  func cutover() throws {
    let last = try Self.run([
      "date", "--columns", "ymd", "--from", "1582-11-01", "--to", "1582-11-30", "--select", "1582-11-30",
      "--keys",
      "enter", "--format", "json", "--time-zone", "UTC",
    ])
    #expect(last.status == 0, "\(last.error)")
    #expect(last.output.contains(#""year":1582"#) && last.output.contains(#""month":11"#), "\(last.output)")
    #expect(last.output.contains(#""day":30"#) && last.output.contains("November 30, 1582"), "\(last.output)")
    let next = try Self.run([
      "date", "--columns", "ymd", "--from", "1582-11-01", "--to", "1582-11-30", "--select", "1582-11-02",
      "--keys", "enter", "--format", "json", "--time-zone", "UTC",
    ])
    #expect(next.output.contains(#""day":2,"#) && next.output.contains("November 2, 1582"), "\(next.output)")
  }

  @Test(
    "a date before 1582-11-01 is refused, naming the rule",
    arguments: [
      ["--select", "1582-10-31"], ["--from", "1500"], ["--to", "1582-10-31"], ["--select", "1582-10-05"],
    ])
  func beforeTheGregorianCalendar(_ arguments: [String]) throws {
    let run = try Self.run(["date", "--columns", "ymd", "--keys", "enter"] + arguments)
    #expect(run.status == 2)
    #expect(run.error.contains("1582-11-01"), "\(run.error)")
    #expect(run.output.isEmpty)
  }

  @Test(
    "TZ is read as POSIX and date(1) read it: the offset counts west of Greenwich",
    arguments: [
      ("GMT+5", #""hour":7"#), ("UTC+3", #""hour":9"#), ("UTC-8", #""hour":20"#),
      ("<+0330>-3:30", #""hour":15"#),
      (":Asia/Shanghai", #""hour":20"#), ("Asia/Shanghai", #""hour":20"#), ("EST5EDT", #""hour":7"#),
    ])
  func posixTZ(_ tz: String, hour: String) throws {
    let run = try Self.run(
      ["date", "--columns", "ymdh", "--now", "2024-01-01T12:00:00Z", "--keys", "enter", "--format", "json"],
      tz: tz)
    #expect(run.status == 0, "\(tz): \(run.error)")
    #expect(run.output.contains(hour), "\(tz): \(run.output)")
  }

  @Test(
    "a TZ that cannot be read is refused, naming it",
    arguments: ["Nowhere/Nope", "EST5EDT4,M3.2.0,M11.1.0x", "+5"])
  func unreadableTZ(_ tz: String) throws {
    let run = try Self.run(["date", "--columns", "ymd", "--keys", "enter"], tz: tz)
    #expect(run.status == 2, "\(tz)")
    #expect(run.error.contains("TZ=\(tz)"), "\(run.error)")
  }

  @Test("--time-zone matches zone names without regard to case")
  func zoneNameCase() throws {
    let run = try Self.run([
      "date", "--columns", "ymdh", "--now", "2024-01-01T12:00:00Z", "--time-zone", "asia/shanghai", "--keys",
      "enter",
      "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains(#""hour":20"#))
  }

  @Test(
    "ymw counts weeks of the month from the locale's first weekday (Sunday 2024-03-03)",
    arguments: [("en-US", 2), ("de", 1), ("en-GB", 1), ("zh-Hans", 2)])
  func weekOfMonth(_ locale: String, week: Int) throws {
    let run = try Self.run([
      "date", "--columns", "ymw", "--select", "2024-03-03", "--locale", locale, "--keys", "enter", "--format",
      "json",
      "--time-zone", "UTC",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains(#""week":\#(week)"#), "\(locale): \(run.output)")
  }

  @Test(
    "a day the time zone skips whole is passed over like a skipped hour; the answer has every field",
    arguments: [
      ("Pacific/Apia", "2011-12-29", "2011-12-31", #""day":31,"hour":0"#),
      ("Pacific/Kiritimati", "1994-12-30", "1995-01-01", #""month":12,"day":30,"hour":0"#),
    ])
  func skippedDay(_ zone: String, _ from: String, _ to: String, _ expected: String) throws {
    let run = try Self.run([
      "date", "--columns", "ymdh", "--time-zone", zone, "--from", from, "--to", to, "--select", from,
      "--keys",
      "right down enter", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains(expected), "\(zone): \(run.output)")
    #expect(run.output.contains(#""hour":"#), "every field of ymdh: \(run.output)")
  }

  @Test("today is accepted where now is")
  func today() throws {
    let now = try Self.run([
      "date", "--columns", "ymd", "--now", "2024-05-06T10:00:00Z", "--select", "now", "--keys", "enter",
      "--time-zone", "UTC",
    ])
    let today = try Self.run([
      "date", "--columns", "ymd", "--now", "2024-05-06T10:00:00Z", "--select", "today", "--keys", "enter",
      "--time-zone", "UTC",
    ])
    #expect(today.status == 0, "\(today.error)")
    #expect(today.output == now.output)
  }
}
