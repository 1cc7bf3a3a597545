import Foundation

/// The words a picker shows and speaks, in English, Simplified and Traditional
/// Chinese and Japanese: wheel labels, the sheet's buttons and notes, and the
/// sentences that announce moves the user did not make.
///
/// One table in code, so that a static binary carries it and every face (the
/// terminal, the command, UIKit, SwiftUI) reads the same words. Words only one
/// face shows (the terminal's "too small" note and key-help heading, the
/// command's demo menu) are rows of the same table kept in that face's module. The language
/// is chosen from a BCP 47 identifier by looking at its subtags, without
/// loading ICU's locale data:
///
/// <!-- snippet:
/// let model = try DatePickerModel(DatePickerConfiguration(columns: .yearMonthDay, timeZone: .gmt, now: Date()))
/// -->
/// ```swift
/// let words = PickerWords(languageIdentifier: "zh-Hant-TW")
/// words.confirm                                   // "確定"
/// words.label(of: model.traits(ofWheel: 0), wheel: 0)   // "年"
/// ```
public struct PickerWords: Hashable, Sendable {
  /// The language of the words.
  public let language: Language

  /// Words for `language`.
  public init(language: Language) { self.language = language }

  /// Words for a BCP 47 or POSIX identifier (`zh-Hant-TW`, `zh_HK`, `ja-JP`,
  /// `de_DE.UTF-8`): see ``Language/init(identifier:)``.
  public init(languageIdentifier: String) { self.init(language: Language(identifier: languageIdentifier)) }

  /// Words for a locale's language, read from its identifier.
  public init(locale: Locale) { self.init(languageIdentifier: locale.identifier) }

  /// One phrase in every language, so that each row of the table reads across. Each face keeps
  /// the rows only it shows in its own module (the terminal's, the demo's), as extensions
  /// written with this and ``pick(_:)``.
  package struct Phrase: Hashable, Sendable {
    package var en: String
    package var hans: String
    package var hant: String
    package var ja: String

    package init(en: String, hans: String, hant: String, ja: String) {
      self.en = en
      self.hans = hans
      self.hant = hant
      self.ja = ja
    }
  }

  /// The phrase in this language.
  package func pick(_ phrase: Phrase) -> String {
    switch language {
    case .english: phrase.en
    case .simplifiedChinese: phrase.hans
    case .traditionalChinese: phrase.hant
    case .japanese: phrase.ja
    }
  }

  // MARK: The sheet's words

  /// The button that dismisses a sheet without a value (`取消`).
  public var cancel: String { pick(Phrase(en: "Cancel", hans: "取消", hant: "取消", ja: "キャンセル")) }
  /// The button that confirms a sheet's value (`确定`).
  public var confirm: String { pick(Phrase(en: "Confirm", hans: "确定", hant: "確定", ja: "決定")) }
  /// The button of a text field's input bar that closes the picker (`完成`).
  public var done: String { pick(Phrase(en: "Done", hans: "完成", hant: "完成", ja: "完了")) }
  /// The year wheel's row for "until now" (`至今`).
  public var present: String { pick(Phrase(en: "Present", hans: "至今", hant: "至今", ja: "現在")) }
  /// The month and day wheels' first row for "the whole year" or "the whole month" (`全部`).
  public var all: String { pick(Phrase(en: "All", hans: "全部", hant: "全部", ja: "すべて")) }
  /// A whole year or month as a screen reader says its 全部 row (`2024年全部`, `All of March 2024`).
  ///
  /// - Parameter period: the year or month, as the locale writes it (`2024年`, `March 2024`).
  public func all(of period: String) -> String {
    pick(Phrase(en: "All of \(period)", hans: "\(period)全部", hant: "\(period)全部", ja: "\(period)すべて"))
  }
  /// The word that marks today's row (`今天`).
  public var today: String { pick(Phrase(en: "Today", hans: "今天", hant: "今天", ja: "今日")) }
  /// Shown after a query that matches nothing (`无匹配`).
  public var noMatch: String { pick(Phrase(en: "no match", hans: "无匹配", hant: "無符合", ja: "一致なし")) }
  /// Shown in a wheel whose rows are being loaded (`加载中…`).
  public var loading: String {
    pick(Phrase(en: "Loading…", hans: "加载中…", hant: "載入中…", ja: "読み込み中…"))
  }
  /// Shown in a wheel whose rows could not be loaded; selecting it tries again.
  public var loadFailed: String {
    pick(
      Phrase(
        en: "Couldn’t load — select to retry", hans: "加载失败，选择以重试", hant: "載入失敗，選取以重試",
        ja: "読み込めませんでした — 選択して再試行"))
  }
  /// The slot machine's button (`旋转`).
  public var spin: String { pick(Phrase(en: "Spin", hans: "旋转", hant: "旋轉", ja: "スピン")) }
  /// What the slot machine shows when the reels stop on a win (`WINNING!` in English).
  public var winning: String {
    pick(Phrase(en: "WINNING!", hans: "中奖了！", hant: "中獎了！", ja: "当たり！"))
  }
  /// Shown in an empty wheel's centre row.
  public var empty: String { "—" }
}
