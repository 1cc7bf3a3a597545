import WheelPickerCore

/// The rows of the words table that only the terminal shows.
extension PickerWords {
  /// The first words of the message shown when the screen is too small for a sheet.
  public var tooSmall: String {
    pick(Phrase(en: "Terminal too small", hans: "终端太小", hant: "終端機太小", ja: "端末が小さすぎます"))
  }

  /// The heading of the key help (`按键`).
  public var help: String { pick(Phrase(en: "Keys", hans: "按键", hant: "按鍵", ja: "キー")) }

  /// Shown after a query while a long list is searched, until its matches arrive (`搜索中…`).
  public var searching: String {
    pick(Phrase(en: "searching…", hans: "搜索中…", hant: "搜尋中…", ja: "検索中…"))
  }

  /// The note shown when a typed query was cut to `limit` characters.
  public func queryTruncated(to limit: Int) -> String {
    switch language {
    case .english: "query cut to \(limit) characters"
    case .simplifiedChinese: "查询已截断为\(limit)个字符"
    case .traditionalChinese: "查詢已截斷為\(limit)個字元"
    case .japanese: "検索語を\(limit)文字に切り詰めました"
    }
  }
}
