import Foundation
import Testing
import WheelPickerCore

/// The README's Swift tour, compiled and checked, so the front page cannot drift from the API.
@Suite("README examples")
struct ReadmeExamplesTests {
  let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  let zh = Locale(identifier: "zh_Hans")
  let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai

  @Test("1940…now with 至今: clamp reported, 至今 empties the other wheels")
  func yearsUntilPresent() throws {
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
    let regions = RegionModel(dataset: .china)
    let region = try SelectionEngine(model: regions, value: regions.path(forDefault: "广东 深圳 南山"))
    #expect(region.value.text == "广东省 深圳市 南山区")
    let salaries = ListModel(["2k以下", "2k-5k", "5k-10k", "10k-20k", "50k以上"])
    #expect(SelectionEngine(model: salaries).value.value == "2k以下")
    let provinces = RegionModel(dataset: .china, levels: 2)
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
    let data = Data(
      #"[{"code":"33","name":"浙江","items":[{"code":"3301","name":"杭州","disabled":true}]}]"#.utf8)
    let fields = try CascadeLoader.DocumentFields(parsing: "key=code,name=name,children=items")
    let own = try CascadeLoader.tree(from: data, source: "areas.json", fields: fields)
    #expect(own.levelCount == 2 && own.isDisabled(1) && own.isDisabled(0))
  }

  @Test("全部: the whole year, then the whole month, as the README shows")
  func allRows() throws {
    var config = DatePickerConfiguration(
      columns: .yearMonthDay, timeZone: zone, locale: zh, now: now, minimum: .year(2000), maximum: .now)
    config.includesAll = true
    config.initialValue = .fields(year: 2024, month: 5, day: 2)
    var engine = SelectionEngine(model: try DatePickerModel(config))
    engine.selectRow(0, inWheel: 1)
    #expect(engine.value == .date(DateFields(year: 2024)))
    #expect(engine.model.text(for: engine.value) == "2024年")
    try engine.select(.fields(year: 2024, month: 3))
    #expect(engine.model.text(for: engine.value) == "2024年3月")
  }

  @Test("the clock wraps by default and its hour wheel flips AM/PM, as the README shows")
  func clockCarry() throws {
    var hourMinute = DatePickerConfiguration(
      columns: .hourMinute, timeZone: zone, locale: Locale(identifier: "en_US"), now: now)
    hourMinute.initialValue = .fields(hour: 9, minute: 59)
    var clock = SelectionEngine(model: try DatePickerModel(hourMinute))
    let hour = 1
    #expect(clock.model.traits(ofWheel: hour).isCyclic)
    clock.step(6, inWheel: hour)
    #expect(clock.value == .fields(hour: 15, minute: 59))
    hourMinute.wrapsClockWheels = false
    #expect(!(try DatePickerModel(hourMinute)).traits(ofWheel: hour).isCyclic)
  }

  @Test("search: any titles by pinyin and initials, every reading of a polyphone")
  func pinyinSearch() {
    let index = CascadeSearchIndex(titles: ["北京", "上海", "广州", "深圳"])
    #expect(index.search("sz").first?.node == 3)
    #expect(PinyinReadings.readings(of: "重") == ["zhong", "chong", "tong"])
  }
}
