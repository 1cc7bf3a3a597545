import Foundation
import Testing
import WheelPickerCore

/// Row titles and unit words (DateLabels), seen through the model.
@Suite("DateLabels")
struct DateLabelsTests {
  typealias S = DateTestSupport

  @Test("Chinese labels with units, and localized month names elsewhere")
  func labels() throws {
    var zh = try S.engine(S.configuration(.yearMonthDayHourMinute, locale: "zh_Hans"))
    try zh.select(.fields(year: 2007, month: 4, day: 1, hour: 8, minute: 5))
    let selected = (0..<zh.wheelCount).map { zh.title(ofRow: zh.selectedRow(inWheel: $0) ?? 0, inWheel: $0) }
    #expect(selected == ["2007年", "4月", "1日", "08时", "05分"])
    #expect(zh.model.text(for: zh.value).hasPrefix("2007年4月1日"))
    var en = try S.engine(S.configuration(.yearMonthDay, locale: "en_US"))
    try en.select(S.ymd(2007, 4, 1))
    #expect(en.title(ofRow: en.selectedRow(inWheel: 1) ?? 0, inWheel: 1) == "April")
    #expect(en.model.displayOrder == [1, 2, 0])
    var hantConfig = S.configuration(.hourMinute, locale: "zh_Hant")
    hantConfig.uses12HourClock = false
    var hant = try S.engine(hantConfig)
    try hant.select(.fields(hour: 8, minute: 5))
    #expect(hant.title(ofRow: hant.selectedRow(inWheel: 0) ?? 0, inWheel: 0) == "08時")
  }

  @Test("units beside the centre row: bare titles and a unit per wheel")
  func unitsBesideCentre() throws {
    var config = S.configuration(.yearMonthDay)
    config.units = .besideCentre
    var engine = try S.engine(config)
    try engine.select(S.ymd(2007, 4, 1))
    #expect(engine.title(ofRow: engine.selectedRow(inWheel: 0) ?? 0, inWheel: 0) == "2007")
    #expect((0..<3).map { engine.model.traits(ofWheel: $0).unit } == ["年", "月", "日"])
    config.units = .none
    let bare = try DatePickerModel(config)
    #expect(bare.traits(ofWheel: 0).unit == nil)
  }

  struct DayTitleCase: CustomTestStringConvertible, Sendable {
    var name: String
    var locale: String
    var calendar: Calendar.Identifier
    var units: DatePickerConfiguration.UnitPlacement
    /// The day row of 1 January 2025 (a Wednesday), or of 初一 of 乙巳年正月 (29 January 2025, a Wednesday).
    var title: String
    var unit: String?
    var testDescription: String { name }
  }

  @Test(
    "the day wheel with its weekday, for every unit placement",
    arguments: [
      DayTitleCase(
        name: "zh-Hans, units on every row", locale: "zh_Hans", calendar: .gregorian, units: .onEveryRow,
        title: "1日 周三", unit: nil),
      DayTitleCase(
        name: "zh-Hans, units beside the centre: the weekday says what the number is, no 日 on any row",
        locale: "zh_Hans", calendar: .gregorian, units: .besideCentre, title: "1 周三", unit: nil),
      DayTitleCase(
        name: "zh-Hans, no units", locale: "zh_Hans", calendar: .gregorian, units: .none, title: "1 周三",
        unit: nil),
      DayTitleCase(
        name: "zh-Hant, no units", locale: "zh_Hant", calendar: .gregorian, units: .none, title: "1 週三",
        unit: nil),
      DayTitleCase(
        name: "zh-Hans lunar: 初一 and the weekday are two words", locale: "zh_Hans", calendar: .chinese,
        units: .onEveryRow, title: "初一 周三", unit: nil),
      DayTitleCase(
        name: "en", locale: "en_US", calendar: .gregorian, units: .onEveryRow, title: "Wed 1", unit: nil),
    ])
  func dayWithWeekday(_ test: DayTitleCase) throws {
    var config = S.configuration(
      .yearMonthDay, locale: test.locale, minimum: .year(2025), maximum: .year(2025), calendar: test.calendar)
    config.showsWeekday = true
    config.units = test.units
    var engine = try S.engine(config)
    if test.calendar == .chinese {
      try engine.select(.fields(era: 78, year: 42, month: 1, day: 1))
    } else {
      try engine.select(S.ymd(2025, 1, 1))
    }
    #expect(engine.title(ofRow: engine.selectedRow(inWheel: 2) ?? -1, inWheel: 2) == test.title)
    #expect(engine.model.traits(ofWheel: 2).unit == test.unit)
  }

  @Test(
    "units beside the centre: bare titles, the unit word per wheel",
    arguments: [
      ("zh_Hans", ["2007", "4", "1", "08", "05"], ["年", "月", "日", "时", "分"]),
      ("zh_Hant", ["2007", "4", "1", "08", "05"], ["年", "月", "日", "時", "分"]),
      ("ja_JP", ["2007", "4", "1", "08", "05"], ["年", "月", "日", "時", "分"]),
    ])
  func unitsPerLocale(_ locale: String, _ titles: [String], _ units: [String]) throws {
    var config = S.configuration(.yearMonthDayHourMinute, locale: locale)
    config.units = .besideCentre
    config.uses12HourClock = false
    var engine = try S.engine(config)
    try engine.select(.fields(year: 2007, month: 4, day: 1, hour: 8, minute: 5))
    #expect((0..<5).map { engine.title(ofRow: engine.selectedRow(inWheel: $0) ?? -1, inWheel: $0) } == titles)
    #expect((0..<5).map { engine.model.traits(ofWheel: $0).unit } == units)
  }
  @Test(
    "至今 is offered whatever the upper bound: after the latest year, first when years descend",
    arguments: [
      ("zh_Hans", false, "至今"), ("zh_Hant", false, "至今"), ("en_US", false, "Present"),
      ("zh_Hans", true, "至今"), ("en_US", true, "Present"),
    ])
  func presentRow(_ locale: String, _ descending: Bool, _ label: String) throws {
    var config = S.configuration(.yearMonthDay, locale: locale, minimum: .year(2000), maximum: .year(2005))
    config.includesPresent = true
    config.descendingYears = descending
    var engine = try S.engine(config)
    let count = engine.rowCount(ofWheel: 0)
    #expect(count == 7)
    let row = descending ? 0 : count - 1
    #expect(engine.title(ofRow: row, inWheel: 0) == label)
    #expect(engine.title(ofRow: descending ? 1 : count - 2, inWheel: 0).hasPrefix("2005"))
    engine.selectRow(row, inWheel: 0)
    #expect(engine.value == .present)
    #expect(engine.value.fields == nil)
    #expect(try engine.model.date(for: engine.value) == nil)
    #expect(engine.model.text(for: engine.value) == label)
  }
}
