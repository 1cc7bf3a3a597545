import Foundation
import Testing
import WheelPickerCore

@Suite("全部 / All rows: the whole year or month")
struct DatePickerModelAllRowTests {
  typealias S = DateTestSupport

  static func configuration(
    _ columns: DateColumns = .yearMonthDay, locale: String = "zh_Hans"
  ) -> DatePickerConfiguration {
    var config = S.configuration(columns, locale: locale, minimum: .year(2020), maximum: .year(2026))
    config.includesAll = true
    switch columns {
    case .yearMonth: config.initialValue = .fields(year: 2024, month: 3)
    case .yearMonthDayHourMinute:
      config.initialValue = .fields(year: 2024, month: 3, day: 15, hour: 9, minute: 30)
    default: config.initialValue = S.ymd(2024, 3, 15)
    }
    return config
  }

  @Test(
    "全部 heads the month and day wheels in the picker's words",
    arguments: [
      ("zh_Hans", "全部"), ("zh_Hant", "全部"), ("ja", "すべて"), ("en", "All"), ("fr", "All"),
    ])
  func words(_ locale: String, _ word: String) throws {
    let engine = try S.engine(Self.configuration(locale: locale))
    for wheel in [1, 2] {
      #expect(engine.model.title(ofRow: 0, inWheel: wheel, given: engine.selection) == word)
      #expect(engine.model.title(ofRow: 1, inWheel: wheel, given: engine.selection) != word)
    }
    #expect(engine.model.title(ofRow: 0, inWheel: 0, given: engine.selection) != word)
    #expect(engine.rowCount(ofWheel: 1) == 13)
    #expect(engine.rowCount(ofWheel: 2) == 32)
    #expect(PickerWords(locale: Locale(identifier: locale)).all == word)
  }

  @Test("choosing 全部 on the month empties the day wheel; the day comes back on the same day")
  func monthAll() throws {
    var engine = try S.engine(Self.configuration())
    let change = engine.selectRow(0, inWheel: 1)
    #expect(engine.value == .fields(year: 2024))
    #expect(engine.selection == WheelSelection([4, 0, nil]))
    #expect(engine.rowCount(ofWheel: 2) == 0)
    #expect(change.reloadedWheels.contains(2))
    #expect(engine.model.text(for: engine.value) == "2024年")
    engine.selectRow(3, inWheel: 1)
    #expect(engine.value == S.ymd(2024, 3, 15))
    engine.step(-1, inWheel: 1)
    engine.step(-1, inWheel: 1)
    engine.step(-1, inWheel: 1)
    #expect(engine.value == .fields(year: 2024))
  }

  @Test("全部 on the day is the whole month; other years keep it", arguments: ["zh_Hans", "en"])
  func dayAll(_ locale: String) throws {
    var engine = try S.engine(Self.configuration(locale: locale))
    engine.selectRow(0, inWheel: 2)
    #expect(engine.value == .fields(year: 2024, month: 3))
    #expect(engine.model.text(for: engine.value) == (locale == "en" ? "March 2024" : "2024年3月"))
    engine.step(1, inWheel: 0)
    #expect(engine.value == .fields(year: 2025, month: 3))
    #expect(engine.model.isoString(for: engine.value) == "2025-03")
  }

  @Test(
    "a value without a month or day selects 全部 and survives select(value)",
    arguments: [
      DateValue.fields(year: 2020), .fields(year: 2026, month: 12), .fields(year: 2023, month: 2, day: 28),
    ])
  func values(_ value: DateValue) throws {
    var engine = try S.engine(Self.configuration())
    try engine.select(value)
    #expect(engine.value == value)
    let keys = try engine.model.keys(for: value)
    #expect(keys.count == 3 && keys[0] != nil)
    if value.fields?.month == nil { #expect(keys[2] == nil) }
  }

  @Test("without includesAll a year alone is still refused; ym pickers offer it on the month")
  func refusals() throws {
    var plain = S.configuration(.yearMonthDay, minimum: .year(2020), maximum: .year(2026))
    var engine = try S.engine(plain)
    #expect(throws: WheelPickerError.self) { try engine.select(.fields(year: 2024)) }
    plain.includesAll = true
    plain.columns = .monthDay
    #expect(throws: WheelPickerError.self) { try DatePickerModel(plain) }
    plain.columns = .dateAndTime
    #expect(throws: WheelPickerError.self) { try DatePickerModel(plain) }
    var months = try S.engine(Self.configuration(.yearMonth))
    try months.select(.fields(year: 2022))
    #expect(months.selection == WheelSelection([2, 0]))
  }

  @Test(
    "a screen reader names the whole year or month",
    arguments: [("zh_Hans", "2024年全部"), ("en", "All of 2024")])
  func spoken(_ locale: String, _ text: String) throws {
    let engine = try S.engine(Self.configuration(locale: locale))
    let month = locale == "en" ? 0 : 1
    let wheel = locale == "en" ? engine.model.displayOrder[month] : month
    #expect(engine.model.spokenText(ofRow: 0, inWheel: wheel, given: engine.selection) == text)
    #expect(
      engine.model.describe(engine.model.key(ofRow: 0, inWheel: 1, given: engine.selection), inWheel: 1)
        == (locale == "en" ? "All" : "全部"))
  }

  @Test("the bounds trim the months after 全部, which stays while the wheel has rows")
  func bounds() throws {
    var config = Self.configuration()
    config.minimum = .gregorian(DateFields(year: 2020, month: 10, day: 20))
    config.initialValue = .fields(year: 2020)
    var engine = try S.engine(config)
    #expect(engine.rowCount(ofWheel: 1) == 4)
    #expect(engine.model.title(ofRow: 1, inWheel: 1, given: engine.selection) == "10月")
    engine.selectRow(1, inWheel: 1)
    #expect(engine.rowCount(ofWheel: 2) == 13)
    #expect(engine.model.title(ofRow: 1, inWheel: 2, given: engine.selection) == "20日")
  }

  @Test("seeded random moves keep 全部 consistent with the value")
  func randomMoves() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SeededGenerator(seed: seed)
    var engine = try S.engine(Self.configuration(.yearMonthDayHourMinute))
    for _ in 0..<300 {
      let wheel = Int.random(in: 0..<engine.wheelCount, using: &generator)
      let count = engine.rowCount(ofWheel: wheel)
      guard count > 0 else { continue }
      engine.selectRow(Int.random(in: 0..<count, using: &generator), inWheel: wheel)
      let value = engine.value
      let fields = try #require(value.fields, "seed \(seed)")
      let monthIsAll = engine.selection[1] == 0
      let dayIsAll = !monthIsAll && engine.selection[2] == 0
      #expect((fields.month == nil) == monthIsAll, "seed \(seed): \(value)")
      #expect((fields.day == nil) == (monthIsAll || dayIsAll), "seed \(seed): \(value)")
      #expect((fields.hour == nil) == (monthIsAll || dayIsAll), "seed \(seed): \(value)")
      var copy = engine
      try copy.select(value)
      #expect(copy.value == value, "seed \(seed)")
    }
  }
}
