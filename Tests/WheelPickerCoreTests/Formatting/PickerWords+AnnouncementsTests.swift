import Foundation
import Testing
import WheelPickerCore

@Suite("PickerWords announcements")
struct PickerWordsAnnouncementsTests {
  /// Announcements with the narrow no-break space of newer ICU read as a space (see SpokenTextTests).
  static func announcement<Model: WheelModel>(
    _ words: PickerWords, _ move: SelectionMove?, _ engine: SelectionEngine<Model>
  ) -> String? {
    move.flatMap { words.announcement(for: $0, in: engine) }?.replacingOccurrences(of: "\u{202F}", with: " ")
  }

  @Test(
    "a day clamped by the month's length gives the month's last day",
    arguments: [
      ("en_US", "Day changed to 28: February has 28 days"), ("zh_Hans", "日已调整为28日（2月只有28天）"),
      ("zh_Hant", "日已調整為28日（2月只有28天）"), ("ja_JP", "日が28日に変更されました（2月は28日までです）"),
    ])
  func dayClamp(_ locale: String, _ expected: String) throws {
    for units in [DatePickerConfiguration.UnitPlacement.besideCentre, .onEveryRow] {
      var configuration = DateTestSupport.configuration(.yearMonthDay, zone: "UTC", locale: locale)
      configuration.units = units
      var engine = try DateTestSupport.engine(configuration)
      try engine.select(DateTestSupport.ymd(2026, 1, 31))
      let change = try #require(DateTestSupport.selectKey(4, inWheel: 1, &engine))
      let words = PickerWords(languageIdentifier: locale)
      #expect(Self.announcement(words, change.move(ofWheel: 1), engine) == nil, "the user moved the month")
      #expect(Self.announcement(words, change.move(ofWheel: 2), engine) == expected, "\(units)")
      #expect(words.announcement(for: change, in: engine) == expected)
    }
  }

  @Test(
    "a clamp by the earliest date names it",
    arguments: [
      ("en_US", "Month changed to March: the earliest date is Mar 15, 1940"),
      ("zh_Hans", "月已调整为3月（最早日期为1940年3月15日）"),
    ])
  func earliestDate(_ locale: String, _ expected: String) throws {
    let configuration = DateTestSupport.configuration(
      .yearMonthDay, zone: "UTC", locale: locale, minimum: .fields(DateFields(year: 1940, month: 3, day: 15)))
    var engine = try DateTestSupport.engine(configuration)
    try engine.select(DateTestSupport.ymd(1941, 1, 10))
    let change = engine.selectRow(0, inWheel: 0)
    let words = PickerWords(languageIdentifier: locale)
    #expect(Self.announcement(words, change.move(ofWheel: 1), engine) == expected)
    #expect(change.move(ofWheel: 2)?.toKey == RowKey(15))
  }

  @Test(
    "a clamp by the latest time names it",
    arguments: [
      ("en_US", "Minute changed to 30: the latest time is 6:30 PM"), ("zh_Hans", "分已调整为30分（最晚时间为18:30）"),
      ("ja_JP", "分が30分に変更されました（最も遅い時刻は18:30です）"),
    ])
  func latestTime(_ locale: String, _ expected: String) throws {
    let configuration = DateTestSupport.configuration(
      .hourMinute, zone: "UTC", locale: locale, maximum: .fields(DateFields(hour: 18, minute: 30)))
    var engine = try DateTestSupport.engine(configuration)
    try engine.select(.fields(hour: 17, minute: 45))
    let hourWheel = engine.wheelCount - 2
    let change = engine.step(1, inWheel: hourWheel)
    let words = PickerWords(languageIdentifier: locale)
    #expect(Self.announcement(words, change.move(ofWheel: hourWheel + 1), engine) == expected)
  }

  @Test(
    "a cascade reset names the new row",
    arguments: [("en", "City changed to 广州市"), ("zh-Hans", "市已调整为广州市"), ("zh-Hant", "市已調整為广州市")])
  func cascadeReset(_ identifier: String, _ expected: String) throws {
    let model = try RegionModel(dataset: .china)
    var engine = try SelectionEngine(model: model, value: model.path(forDefault: "北京 东城"))
    let guangdong = try #require(model.tree.child(of: nil, matching: "广东省"))
    let change = engine.selectRow(guangdong, inWheel: 0)
    #expect(change.move(ofWheel: 1)?.reason == .reset)
    let words = PickerWords(languageIdentifier: identifier)
    #expect(Self.announcement(words, change.move(ofWheel: 1), engine) == expected)
  }

  @Test(
    "a disabled row the user scrolled to is not available",
    arguments: [
      ("en_US", "Wednesday, April 15, 2026 is not available"), ("zh_Hans", "2026年4月15日 星期三不可选"),
      ("ja_JP", "2026年4月15日 水曜日は選択できません"),
    ])
  func scrollBack(_ locale: String, _ expected: String) throws {
    var configuration = DateTestSupport.configuration(.yearMonthDay, zone: "UTC", locale: locale)
    configuration.isEnabled = { value, _ in value.fields?.day != 15 }
    var engine = try DateTestSupport.engine(configuration)
    try engine.select(DateTestSupport.ymd(2026, 4, 10))
    let change = engine.selectRow(14, inWheel: 2)
    let move = try #require(change.scrollBacks.first)
    #expect(move.requestedRow == 14)
    #expect(Self.announcement(PickerWords(languageIdentifier: locale), move, engine) == expected)
  }

  @Test("wheels emptied by 至今 and restored after it")
  func emptiedAndRestored() throws {
    var configuration = DateTestSupport.configuration(.yearMonthDay, zone: "UTC", locale: "zh_Hans")
    configuration.includesPresent = true
    var engine = try DateTestSupport.engine(configuration)
    try engine.select(DateTestSupport.ymd(2026, 4, 10))
    let words = PickerWords(language: .simplifiedChinese)
    let present = engine.selectRow(engine.rowCount(ofWheel: 0) - 1, inWheel: 0)
    #expect(words.announcement(for: present, in: engine) == "月无可选项；日无可选项")
    let back = engine.step(-1, inWheel: 0)
    #expect(words.announcement(for: back, in: engine) == "月已恢复为4月；日已恢复为10日")
    let english = PickerWords(language: .english)
    #expect(english.announcement(for: back, in: engine) == "Month back to 4月; Day back to 10日")
  }

  @Test("moves the user made, or that keep the value, are not announced")
  func quiet() throws {
    var engine = try DateTestSupport.engine(DateTestSupport.configuration(.yearMonthDay, zone: "UTC"))
    try engine.select(DateTestSupport.ymd(2026, 4, 10))
    let change = engine.step(1, inWheel: 2)
    #expect(change.moves.count == 1)
    #expect(PickerWords(language: .english).announcement(for: change, in: engine) == nil)
  }
}
