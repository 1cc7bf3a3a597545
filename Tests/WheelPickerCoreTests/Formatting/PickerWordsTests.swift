import Foundation
import Testing
import WheelPickerCore

@Suite("PickerWords")
struct PickerWordsTests {
  /// Every case of `WheelKind`; the switch below stops compiling when a case is added.
  static let everyKind: [WheelKind] = {
    let kinds: [WheelKind] = [
      .year, .month, .day, .date, .period, .hour, .minute, .second, .weekYear, .week, .quarter,
      .durationHours, .durationMinutes, .province, .prefecture, .county, .township, .country,
      .subdivision(level: 0), .subdivision(level: 1), .state, .postalCode, .level(0), .level(2), .items,
      .reel,
    ]
    for kind in kinds {
      switch kind {
      case .year, .month, .day, .date, .period, .hour, .minute, .second, .weekYear, .week, .quarter,
        .durationHours, .durationMinutes, .province, .prefecture, .county, .township, .country, .subdivision,
        .state, .postalCode, .level, .items, .reel:
        break
      }
    }
    return kinds
  }()

  @Test(
    "languages from identifiers, without ICU",
    arguments: [
      ("zh-TW", PickerWords.Language.traditionalChinese), ("zh_HK", .traditionalChinese),
      ("zh-Hant-TW", .traditionalChinese), ("zh_MO", .traditionalChinese), ("zh-Hant", .traditionalChinese),
      ("zh-Hans-HK", .simplifiedChinese), ("zh", .simplifiedChinese), ("zh_CN.UTF-8", .simplifiedChinese),
      ("zh-Hans", .simplifiedChinese), ("ZH_tw", .traditionalChinese), ("ja-JP", .japanese),
      ("ja_JP@calendar=japanese", .japanese), ("de", .english), ("en_US", .english), ("C", .english),
      ("", .english), ("jav", .english),
    ])
  func language(_ identifier: String, _ expected: PickerWords.Language) {
    #expect(PickerWords(languageIdentifier: identifier).language == expected)
  }

  @Test("a locale's language is read from its identifier")
  func locale() {
    #expect(PickerWords(locale: Locale(identifier: "zh_Hant_TW")).language == .traditionalChinese)
    #expect(PickerWords(locale: Locale(identifier: "fr_FR")).language == .english)
  }

  /// Whether a text is written in Han, kana or the katakana middle dot: no Latin letters.
  static func isEastAsian(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }
      && text.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) }
  }

  @Test("every kind has a label in every language", arguments: PickerWords.Language.allCases)
  func labels(_ language: PickerWords.Language) {
    let words = PickerWords(language: language)
    for (wheel, kind) in Self.everyKind.enumerated() {
      let label = words.label(of: WheelTraits(kind: kind, name: "x"), wheel: wheel)
      #expect(!label.isEmpty, "\(kind)")
      if language == .english {
        #expect(label.first?.isUppercase == true && label.allSatisfy(\.isASCII), "\(kind): \(label)")
      } else {
        #expect(Self.isEastAsian(label), "\(kind): \(label)")
      }
    }
  }

  @Test(
    "labels read naturally",
    arguments: [
      (WheelKind.year, 0, ["Year", "年", "年", "年"]), (.hour, 3, ["Hour", "时", "時", "時"]),
      (.county, 2, ["District", "区县", "區縣", "区・県"]), (.postalCode, 1, ["ZIP code", "邮编", "郵遞區號", "郵便番号"]),
      (.subdivision(level: 1), 2, ["Region 2", "2级地区", "2級地區", "地域2"]),
      (.level(1), 1, ["Level 2", "第2级", "第2級", "第2階層"]), (.reel, 2, ["Reel 3", "第3轴", "第3軸", "リール3"]),
      (.durationHours, 0, ["Hours", "小时", "小時", "時間"]),
    ])
  func namedLabels(_ kind: WheelKind, _ wheel: Int, _ expected: [String]) {
    let labels = PickerWords.Language.allCases.map {
      PickerWords(language: $0).label(of: WheelTraits(kind: kind, name: "x"), wheel: wheel)
    }
    #expect(labels == expected)
  }

  @Test("a caller's label wins over the table")
  func callerLabel() {
    let traits = WheelTraits(kind: .level(0), name: "authors", label: "Authors")
    #expect(PickerWords(language: .japanese).label(of: traits, wheel: 0) == "Authors")
  }

  @Test(
    "the sheet's words",
    arguments: [
      (
        PickerWords.Language.english,
        ["Cancel", "Confirm", "Done", "Present", "Today", "no match", "Spin", "WINNING!"]
      ),
      (.simplifiedChinese, ["取消", "确定", "完成", "至今", "今天", "无匹配", "旋转", "中奖了！"]),
      (.traditionalChinese, ["取消", "確定", "完成", "至今", "今天", "無符合", "旋轉", "中獎了！"]),
      (.japanese, ["キャンセル", "決定", "完了", "現在", "今日", "一致なし", "スピン", "当たり！"]),
    ])
  func sheetWords(_ language: PickerWords.Language, _ expected: [String]) {
    let words = PickerWords(language: language)
    #expect(
      [
        words.cancel, words.confirm, words.done, words.present, words.today, words.noMatch, words.spin,
        words.winning,
      ] == expected)
    for text in [words.loading, words.loadFailed, words.empty] {
      #expect(!text.isEmpty)
    }
  }

  @Test(
    "date titles take 至今 and today from the table",
    arguments: ["zh_Hans", "zh_Hant", "ja_JP", "en_US", "de_DE"])
  func dateTitles(_ locale: String) throws {
    var configuration = DateTestSupport.configuration(.yearMonthDay, locale: locale)
    configuration.includesPresent = true
    configuration.labelsToday = true
    let engine = try DateTestSupport.engine(configuration)
    let words = PickerWords(languageIdentifier: locale)
    let last = engine.rowCount(ofWheel: 0) - 1
    #expect(engine.title(ofRow: last, inWheel: 0) == words.present)
    let today = try #require(engine.selectedRow(inWheel: 2))
    #expect(engine.title(ofRow: today, inWheel: 2).hasSuffix(" \(words.today)"))
  }
}
