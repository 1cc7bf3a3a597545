import Foundation
import Testing
import WheelPickerCore

/// BRPickerView's modes we lacked: month-day-hour-minute and year-month-week.
@Suite("Month-day-hour-minute and year-month-week columns")
struct DateColumnsNewModesTests {
  typealias S = DateTestSupport

  static let months: [(Int, Int)] = (2024...2026).flatMap { year in (1...12).map { (year, $0) } }

  @Test("year-month-week: the weeks of every month of 2024–2026 partition it", arguments: [1, 2])
  func weeksPartitionMonths(_ firstWeekday: Int) throws {
    var config = S.configuration(.yearMonthWeek, zone: "UTC", minimum: .year(2024), maximum: .year(2026))
    config.calendar.firstWeekday = firstWeekday
    let model = try DatePickerModel(config)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    calendar.firstWeekday = firstWeekday
    calendar.minimumDaysInFirstWeek = 1
    for (year, month) in Self.months {
      var engine = SelectionEngine(model: model)
      try engine.select(.date(DateFields(year: year, month: month, week: 1)))
      let count = engine.rowCount(ofWheel: 2)
      let first = try #require(calendar.date(from: DateComponents(year: year, month: month, day: 1)))
      #expect(count == calendar.range(of: .weekOfMonth, in: .month, for: first)?.count, "\(year)-\(month)")
      var starts: [Int] = []
      for row in 0..<count {
        engine.selectRow(row, inWheel: 2)
        let start = try #require(try model.date(for: engine.value))
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .weekOfMonth], from: start)
        #expect(parts.year == year && parts.month == month, "\(year)-\(month) week \(row + 1)")
        #expect(parts.weekOfMonth == row + 1, "\(year)-\(month) week \(row + 1)")
        // Week 1 starts on the 1st, every other on the first weekday: together they cover the month once.
        #expect(row == 0 ? parts.day == 1 : parts.weekday == firstWeekday, "\(year)-\(month) week \(row + 1)")
        starts.append(parts.day ?? 0)
      }
      #expect(starts == starts.sorted() && Set(starts).count == starts.count)
    }
  }

  @Test(
    "year-month-week: titles, text and 至今",
    arguments: [("zh_Hans", "第2周", "2024年3月第2周"), ("en_US", "Week 2", "Week 2 of March 2024")])
  func weekText(_ locale: String, _ title: String, _ text: String) throws {
    var config = S.configuration(.yearMonthWeek, locale: locale, maximum: .now)
    config.includesPresent = true
    let model = try DatePickerModel(config)
    var engine = try SelectionEngine(model: model, value: .date(DateFields(year: 2024, month: 3, week: 2)))
    #expect(engine.title(ofRow: 1, inWheel: 2) == title)
    #expect(model.text(for: engine.value) == text)
    #expect(model.traits(ofWheel: 2).kind == .week)
    try engine.select(.present)
    #expect(engine.selectedRow(inWheel: 2) == nil)
  }

  @Test("year-month-week: bounds cut the first and last months' weeks")
  func weekBounds() throws {
    let config = S.configuration(
      .yearMonthWeek, zone: "UTC", minimum: .day(2024, 3, 12), maximum: .day(2024, 4, 3))
    let engine = try SelectionEngine(
      model: DatePickerModel(config), value: .date(DateFields(year: 2024, month: 3, week: 3)))
    // March 2024 (weeks from Sunday): the 12th is in week 3, of 6.
    #expect(
      (0..<engine.rowCount(ofWheel: 2)).map { engine.title(ofRow: $0, inWheel: 2) } == [
        "第3周", "第4周", "第5周", "第6周",
      ])
  }

  @Test("month-day-hour-minute: 29 February exists, with every hour", arguments: [false, true])
  func leapDay(_ twelveHour: Bool) throws {
    var config = S.configuration(.monthDayHourMinute, zone: "America/New_York", locale: "en_US")
    config.uses12HourClock = twelveHour
    let model = try DatePickerModel(config)
    let value = DateValue.date(DateFields(month: 2, day: 29, hour: 14, minute: 30))
    let engine = try SelectionEngine(model: model, value: value)
    #expect(engine.value == value)
    #expect(engine.wheelCount == (twelveHour ? 5 : 4))
    #expect(engine.rowCount(ofWheel: 1) == 29)
    // ICU puts a narrow no-break space before PM.
    #expect(
      model.text(for: value).replacingOccurrences(of: "\u{202F}", with: " ")
        == (twelveHour ? "February 29 at 2:30 PM" : "February 29 at 14:30"))
    // 2:30 on the second Sunday of March is skipped in New York in a given year, but a yearly
    // reminder has no year: every hour is offered.
    let march = try SelectionEngine(
      model: model, value: .date(DateFields(month: 3, day: 8, hour: 2, minute: 30)))
    #expect(march.rowCount(ofWheel: twelveHour ? 3 : 2) == (twelveHour ? 12 : 24))
  }

  @Test("month-day-hour-minute: minute steps apply")
  func minuteStep() throws {
    var config = S.configuration(.monthDayHourMinute)
    config.minuteStep = 15
    let engine = SelectionEngine(model: try DatePickerModel(config))
    #expect(engine.rowCount(ofWheel: 3) == 4)
  }
}
