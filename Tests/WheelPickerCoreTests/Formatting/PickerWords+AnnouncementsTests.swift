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
    let model = RegionModel(dataset: .china)
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

/// Every clause in every language, and the sentences the other suites hear only in English or
/// Simplified Chinese: emptied, restored, not available and a range's end moved, in Traditional
/// Chinese and Japanese too.
extension PickerWordsAnnouncementsTests {
  typealias S = DateTestSupport

  static let languages: [PickerWords.Language] = [
    .english, .simplifiedChinese, .traditionalChinese, .japanese,
  ]

  static let causes: [MoveCause] = [
    .monthLength(month: "M", lastDay: 30), .earliestDate("D1"), .latestDate("D2"), .earliestTime("T1"),
    .latestTime("T2"), .endBeforeStart(end: "E1"), .rangeLength(end: "E2"),
  ]

  static func isKana(_ scalar: Unicode.Scalar) -> Bool { (0x3040...0x30FF).contains(scalar.value) }

  @Test("every clause in every language: its own words, the value it names, the language's script")
  func clauses() {
    for language in Self.languages {
      let words = PickerWords(language: language)
      let clauses = Self.causes.map { words.clause(for: $0) }
      #expect(Set(clauses).count == clauses.count, "\(language): \(clauses)")
      for (cause, clause) in zip(Self.causes, clauses) {
        let comment = Comment(rawValue: "\(language) \(cause): \(clause)")
        switch cause {
        case .monthLength: #expect(clause.contains("M") && clause.contains("30"), comment)
        case .earliestDate(let text), .latestDate(let text), .earliestTime(let text), .latestTime(let text):
          #expect(clause.contains(text), comment)
        case .endBeforeStart, .rangeLength: #expect(!clause.contains("E1") && !clause.contains("E2"), comment)
        }
        let isASCII = clause.unicodeScalars.allSatisfy { $0.isASCII }
        let hasKana = clause.unicodeScalars.contains { Self.isKana($0) }
        switch language {
        case .english: #expect(isASCII, comment)
        case .japanese: #expect(hasKana, comment)
        case .simplifiedChinese, .traditionalChinese: #expect(!hasKana && !isASCII, comment)
        }
      }
    }
    let simplified = Self.causes.map { PickerWords(language: .simplifiedChinese).clause(for: $0) }
    let traditional = Self.causes.map { PickerWords(language: .traditionalChinese).clause(for: $0) }
    // Only a month's length reads the same in both scripts (只有…天).
    #expect(zip(simplified, traditional).filter { $0 == $1 }.count == 1, "\(simplified) \(traditional)")
  }

  @Test(
    "wheels emptied by 至今 and restored after it, in every language",
    arguments: [
      (PickerWords.Language.traditionalChinese, "無可選項", "已恢復為", "；"),
      (.japanese, "の選択肢はありません", "に戻りました", "。"), (.english, ": nothing to choose", " back to ", "; "),
    ] as [(PickerWords.Language, String, String, String)])
  func emptiedAndRestoredInEveryLanguage(
    _ language: PickerWords.Language, _ emptied: String, _ restored: String, _ joint: String
  )
    throws
  {
    var configuration = S.configuration(.yearMonthDay, zone: "UTC", locale: "zh_Hans")
    configuration.includesPresent = true
    var engine = try S.engine(configuration)
    try engine.select(S.ymd(2026, 4, 10))
    let words = PickerWords(language: language)
    let present = try #require(
      words.announcement(for: engine.selectRow(engine.rowCount(ofWheel: 0) - 1, inWheel: 0), in: engine))
    #expect(present.components(separatedBy: emptied).count == 3 && present.contains(joint), "\(present)")
    let back = try #require(words.announcement(for: engine.step(-1, inWheel: 0), in: engine))
    #expect(back.components(separatedBy: restored).count == 3 && back.contains("4月"), "\(back)")
  }

  @Test(
    "a disabled row scrolled to, in Traditional Chinese",
    arguments: [(PickerWords.Language.traditionalChinese, "不可選"), (.japanese, "は選択できません")]
      as [(PickerWords.Language, String)])
  func unavailable(_ language: PickerWords.Language, _ words: String) throws {
    var configuration = S.configuration(.yearMonthDay, zone: "UTC", locale: "zh_Hant")
    configuration.isEnabled = { value, _ in value.fields?.day != 15 }
    var engine = try S.engine(configuration)
    try engine.select(S.ymd(2026, 4, 10))
    let move = try #require(engine.selectRow(14, inWheel: 2).scrollBacks.first)
    let sentence = try #require(PickerWords(language: language).announcement(for: move, in: engine))
    #expect(sentence.hasSuffix(words) && sentence.contains("15"), "\(sentence)")
  }

  @Test(
    "a range's end moved by the start, in Traditional Chinese and Japanese",
    arguments: [
      (PickerWords.Language.traditionalChinese, "結束已調整為2015年9月（結束不能早於開始）"),
      (.japanese, "終了が2015年9月に変更されました（終了は開始より前にできません）"),
    ] as [(PickerWords.Language, String)])
  func rangeEnd(_ language: PickerWords.Language, _ expected: String) throws {
    var configuration = S.configuration(.yearMonth, zone: "UTC", minimum: .year(1940))
    configuration.includesPresent = true
    var engine = try SelectionEngine(
      model: DateRangeModel(configuration),
      value: DateRange(start: .fields(year: 2015, month: 3), end: .fields(year: 2015, month: 6)))
    let change = try #require(S.selectKeyInRange(18, inWheel: 1, &engine))  // September
    #expect(PickerWords(language: language).announcement(for: change, in: engine) == expected)
  }
}
