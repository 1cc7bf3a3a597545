import Foundation
import Testing
import WheelPickerCore

/// The README's Swift tour, compiled and checked, so the front page cannot drift from the API.
@Suite("README examples")
struct ReadmeExamplesTests {
  let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  let zh = Locale(identifier: "zh_Hans")
  let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai

  @Test("the seed's date picker: clamp reported, 至今 empties the other wheels")
  func seedDatePicker() throws {
    let config = DatePickerConfiguration(
      columns: .yearMonthDay, timeZone: zone, locale: zh, now: now,
      minimum: .year(1940), maximum: .now, includesPresent: true)
    var engine = SelectionEngine(model: try DatePickerModel(config))
    try engine.select(.fields(year: 2024, month: 1, day: 31))
    let change = engine.selectRow(1, inWheel: 1)
    #expect(change.move(ofWheel: 2)?.describe(with: engine.model).hasSuffix("31 → 29") == true)
    try engine.select(.present)
    #expect(engine.value == .present)
    #expect(engine.rowCount(ofWheel: 1) == 0 && engine.rowCount(ofWheel: 2) == 0)
  }

  @Test(
    "every column set in the tour builds a model",
    arguments: [
      DateColumns.year, .yearMonth, .monthDay, .yearMonthDayHourMinute, .hourMinute, .hourMinuteSecond,
      .minuteSecond, .dateAndTime, .yearWeek, .yearQuarter,
    ])
  func columnSets(columns: DateColumns) throws {
    var config = DatePickerConfiguration(
      columns: columns, timeZone: zone, locale: zh, now: now, minimum: .year(1940), maximum: .now,
      includesPresent: false)
    config.minuteStep = 15
    config.uses12HourClock = true
    config.units = .besideCentre
    config.descendingYears = true
    let engine = SelectionEngine(model: try DatePickerModel(config))
    #expect(engine.invariantViolations().isEmpty)
    #expect((0..<engine.wheelCount).allSatisfy { engine.rowCount(ofWheel: $0) > 0 })
  }

  @Test("lunar calendar and countdown from the tour")
  func lunarAndCountdown() throws {
    let lunar = try DatePickerConfiguration(
      columns: .yearMonthDay, calendarIdentifier: "chinese", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: now)
    #expect(SelectionEngine(model: try DatePickerModel(lunar)).rowCount(ofWheel: 2) >= 29)
    let timer = try CountdownModel(minuteStep: 5, locale: zh)
    let countdown = try SelectionEngine(model: timer, value: CountdownValue(hours: 1, minutes: 30))
    #expect(timer.text(for: countdown.value) == "1小时30分钟")
  }

  @Test("regions, lists and the text binding from the tour")
  func regionsListsBinding() throws {
    let regions = try RegionModel(dataset: .china)
    let region = try SelectionEngine(model: regions, value: regions.path(forDefault: "广东 深圳 南山"))
    #expect(region.value.text == "广东省 深圳市 南山区")
    let salaries = try ListModel(["2k以下", "2k-5k", "5k-10k", "10k-20k", "50k以上"])
    #expect(SelectionEngine(model: salaries).value.value == "2k以下")
    let provinces = try RegionModel(dataset: .china, levels: 2)
    var binding = PickerTextBinding(engine: SelectionEngine(model: provinces), separator: "-")
    #expect(binding.text == "北京市")  // the placeholder 市辖区 is left out of display text
    try binding.setText("广东省-深圳市")
    #expect(binding.text == "广东省-深圳市")
    binding.selectRow(0, inWheel: 1)
    #expect(binding.text == "广东省-广州市")
    let url = try CascadeFixtures.url("regions-code-name.json")
    let tree = try CascadeLoader(shape: .nested(.codeNameChildren)).tree(contentsOf: url)
    let cascade = SelectionEngine(model: CascadeModel(tree: tree, childRetention: .sameValueOrFirst))
    #expect(cascade.value.elements.first?.name == "北京市")
  }

  @Test("search: any titles by pinyin and initials, every reading of a polyphone")
  func pinyinSearch() {
    let index = CascadeSearchIndex(titles: ["北京", "上海", "广州", "深圳"])
    #expect(index.search("sz").first?.node == 3)
    #expect(PinyinReadings.readings(of: "重") == ["zhong", "chong", "tong"])
  }
}
