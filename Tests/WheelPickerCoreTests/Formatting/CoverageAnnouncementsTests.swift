import Foundation
import Testing
import WheelPickerCore

/// Every clause in every language, and the sentences the other suites hear only in English or
/// Simplified Chinese: emptied, restored, not available and a range's end moved, in Traditional
/// Chinese and Japanese too.
@Suite("PickerWords announcements in every language")
struct CoverageAnnouncementsTests {
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
  func emptiedAndRestored(
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
