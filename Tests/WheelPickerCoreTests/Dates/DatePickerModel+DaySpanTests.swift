import Foundation
import Testing
import WheelPickerCore

@Suite("DatePicker: first and last days of weeks and quarters, yearless days, Today")
struct DatePickerDaySpanTests {
  typealias S = DateTestSupport

  @Test("an ISO week runs Monday to Sunday; a quarter from its first month's 1st to its last month's end")
  func spans() throws {
    let weeks = try DatePickerModel(S.utc(.yearWeek))
    let week = try #require(weeks.gregorianDays(of: .date(DateFields(weekYear: 2024, week: 11))))
    #expect(week.first == "2024-03-11" && week.last == "2024-03-17")
    let across = try #require(weeks.gregorianDays(of: .date(DateFields(weekYear: 2020, week: 53))))
    #expect(across.first == "2020-12-28" && across.last == "2021-01-03")
    let quarters = try DatePickerModel(S.utc(.yearQuarter))
    let q1 = try #require(quarters.gregorianDays(of: .date(DateFields(year: 2024, quarter: 1))))
    #expect(q1.first == "2024-01-01" && q1.last == "2024-03-31")
    let q4 = try #require(quarters.gregorianDays(of: .date(DateFields(year: 2023, quarter: 4))))
    #expect(q4.first == "2023-10-01" && q4.last == "2023-12-31")
    #expect(weeks.gregorianDays(of: .present) == nil)
    let days = try DatePickerModel(S.utc(.yearMonthDay))
    #expect(days.gregorianDays(of: S.ymd(2024, 3, 11)) == nil)
  }

  @Test("seeded: the weeks of a month partition it, each within one calendar week")
  func weeksOfMonthPartition() throws {
    let seed: UInt64 = 0x3E_EC_5A
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<40 {
      var configuration = S.utc(.yearMonthWeek)
      configuration.calendar.firstWeekday = Int.random(in: 1...7, using: &generator)
      let model = try DatePickerModel(configuration)
      let year = Int.random(in: 1950...2090, using: &generator)
      let month = Int.random(in: 1...12, using: &generator)
      var expectedFirst = 1
      var week = 1
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = .gmt
      let length = calendar.range(
        of: .day, in: .month, for: calendar.date(from: DateComponents(year: year, month: month)) ?? Date())?
        .count
      while let span = model.gregorianDays(
        of: .date(DateFields(year: year, month: month, week: week))),
        span.first.hasPrefix("\(year)-\(month < 10 ? "0" : "")\(month)-"), week <= 6
      {
        let first = Int(span.first.suffix(2)) ?? 0
        let last = Int(span.last.suffix(2)) ?? 0
        let comment = Comment(rawValue: "seed \(seed): \(year)-\(month) week \(week): \(span)")
        #expect(first == expectedFirst, comment)
        #expect(last >= first && last - first <= 6, comment)
        expectedFirst = last + 1
        if last == length { break }
        week += 1
      }
      #expect(
        expectedFirst - 1 == length,
        Comment(rawValue: "seed \(seed): \(year)-\(month) ends on \(expectedFirst - 1)"))
    }
  }

  @Test("29 February is a month-day whatever this year is, and its text has no year")
  func yearlessLeapDay() throws {
    // Now is in 2026, not a leap year.
    var engine = try S.engine(S.utc(.monthDay))
    try engine.select(.fields(month: 2, day: 29))
    #expect(engine.value == .fields(month: 2, day: 29))
    #expect(engine.model.text(for: engine.value) == "February 29")
    var reminders = try S.engine(S.utc(.monthDayHourMinute))
    try reminders.select(.fields(month: 2, day: 29, hour: 14, minute: 20))
    #expect(reminders.value == .fields(month: 2, day: 29, hour: 14, minute: 20))
  }

  @Test("the date-and-time wheel's today row reads Today in every language; other columns do not by default")
  func today() throws {
    for (locale, word) in [("en_US", "Today"), ("zh_Hans", "今天"), ("zh_Hant", "今天"), ("ja_JP", "今日")] {
      let configuration = S.configuration(.dateAndTime, zone: "UTC", locale: locale)
      #expect(configuration.labelsToday)
      let engine = try S.engine(configuration)
      let row = try #require(engine.selectedRow(inWheel: 0))
      #expect(engine.title(ofRow: row, inWheel: 0) == word, Comment(rawValue: locale))
      #expect(engine.title(ofRow: row + 1, inWheel: 0) != word, Comment(rawValue: locale))
      #expect(engine.model.spokenText(ofRow: row, inWheel: 0, given: engine.selection).hasSuffix(word))
      #expect(engine.value == .fields(year: 2026, month: 11, day: 29, hour: 12, minute: 0))
    }
    let days = S.configuration(.yearMonthDay)
    #expect(!days.labelsToday)
    var off = S.configuration(.dateAndTime, zone: "UTC", locale: "en_US")
    off.labelsToday = false
    let engine = try S.engine(off)
    let row = try #require(engine.selectedRow(inWheel: 0))
    #expect(engine.title(ofRow: row, inWheel: 0) != "Today")
  }
}
