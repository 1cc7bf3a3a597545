/// The words of a sheet that answers several rows: how many are marked, the limit, and what a
/// screen reader says of a row.
extension PickerWords {
  /// The count of marked rows (`2 marked`, `已选 2 项`); with a limit, out of it (`2/3 marked`).
  ///
  /// ```swift
  /// PickerWords(language: .english).marked(2, limit: nil)    // "2 marked"
  /// PickerWords(language: .simplifiedChinese).marked(2, limit: 3)   // "已选 2/3 项"
  /// ```
  public func marked(_ count: Int, limit: Int?) -> String {
    let number = limit.map { "\(count)/\($0)" } ?? "\(count)"
    return pick(
      Phrase(en: "\(number) marked", hans: "已选 \(number) 项", hant: "已選 \(number) 項", ja: "\(number)件選択"))
  }

  /// Said and shown when a row cannot be marked because `limit` rows are (`at most 2 marked`).
  public func markLimitReached(_ limit: Int) -> String {
    pick(
      Phrase(
        en: "at most \(limit) marked", hans: "最多选 \(limit) 项", hant: "最多選 \(limit) 項",
        ja: "最大\(limit)件まで選択"))
  }

  /// What a screen reader says of a marked row (`marked`).
  public var markedRow: String { pick(Phrase(en: "marked", hans: "已选", hant: "已選", ja: "選択済み")) }

  /// What a screen reader says of a row that is not marked (`not marked`).
  public var unmarkedRow: String {
    pick(Phrase(en: "not marked", hans: "未选", hant: "未選", ja: "未選択"))
  }
}
