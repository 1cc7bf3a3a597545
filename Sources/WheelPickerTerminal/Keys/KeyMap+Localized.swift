import WheelPickerCore
import WheelPickerPresentation

extension KeyMap {
  /// The standard bindings with the help in the language of `words`; the
  /// buttons' words (`确定`, `取消`) are the core's, so the help names them as
  /// every face does.
  public init(words: PickerWords) {
    let phrases = Self.helpPhrases(words.language)
    var summaries = phrases.summaries
    var short = phrases.short
    if words.language != .english {
      summaries[.confirm] = words.confirm
      summaries[.cancel] = phrases.clearQuery + "/" + words.cancel
      short[.cancel] = words.cancel
    }
    self.init(summaries: summaries, shortSummaries: short, typingSummary: phrases.typing)
  }

  /// The standard bindings described in Simplified Chinese (`↑↓ 选行  ←→ 换轮  enter 确定  esc 取消  ? 帮助`).
  public static let simplifiedChinese = KeyMap(words: PickerWords(language: .simplifiedChinese))

  /// The standard bindings described in Traditional Chinese (`↑↓ 選列  ←→ 換輪  enter 確定  esc 取消  ? 說明`).
  public static let traditionalChinese = KeyMap(words: PickerWords(language: .traditionalChinese))

  /// The standard bindings described in Japanese (`↑↓ 行  ←→ ホイール  enter 決定  esc キャンセル  ? ヘルプ`).
  public static let japanese = KeyMap(words: PickerWords(language: .japanese))

  /// The help's words of the terminal's own commands in a language (English: none, the
  /// bindings' defaults).
  private static func helpPhrases(
    _ language: PickerWords.Language
  ) -> (summaries: [SheetIntent: String], short: [SheetIntent: String], clearQuery: String, typing: String?) {
    switch language {
    case .english:
      return ([:], [:], "clear query", nil)
    case .simplifiedChinese:
      return (
        [
          .previousRow: "上一行", .nextRow: "下一行", .previousPage: "上一页", .nextPage: "下一页",
          .firstRow: "第一行", .lastRow: "最后一行", .previousWheel: "左边的轮", .nextWheel: "右边的轮",
          .nextWheelWrapping: "下一个轮（循环）", .previousWheelWrapping: "上一个轮（循环）",
          .nextMatch: "下一个匹配", .previousMatch: "上一个匹配", .deleteBackward: "删除一个查询字符",
          .interrupt: "中断", .toggleHelp: "帮助", .spin: "旋转", .suspend: "挂起",
          .toggleMark: "标记/取消标记", .markAllMatches: "标记全部匹配",
        ], [.nextRow: "选行", .nextWheel: "换轮", .toggleMark: "标记"], "清除查询", "搜索"
      )
    case .traditionalChinese:
      return (
        [
          .previousRow: "上一列", .nextRow: "下一列", .previousPage: "上一頁", .nextPage: "下一頁",
          .firstRow: "第一列", .lastRow: "最後一列", .previousWheel: "左邊的輪", .nextWheel: "右邊的輪",
          .nextWheelWrapping: "下一個輪（循環）", .previousWheelWrapping: "上一個輪（循環）",
          .nextMatch: "下一個符合", .previousMatch: "上一個符合", .deleteBackward: "刪除一個查詢字元",
          .interrupt: "中斷", .toggleHelp: "說明", .spin: "旋轉", .suspend: "暫停",
          .toggleMark: "標記/取消標記", .markAllMatches: "標記全部符合",
        ], [.nextRow: "選列", .nextWheel: "換輪", .toggleMark: "標記"], "清除查詢", "搜尋"
      )
    case .japanese:
      return (
        [
          .previousRow: "前の行", .nextRow: "次の行", .previousPage: "前のページ", .nextPage: "次のページ",
          .firstRow: "最初の行", .lastRow: "最後の行", .previousWheel: "左のホイール", .nextWheel: "右のホイール",
          .nextWheelWrapping: "次のホイール（循環）", .previousWheelWrapping: "前のホイール（循環）",
          .nextMatch: "次の一致", .previousMatch: "前の一致", .deleteBackward: "検索語を1文字削除",
          .interrupt: "中断", .toggleHelp: "ヘルプ", .spin: "回す", .suspend: "一時停止",
          .toggleMark: "選択/解除", .markAllMatches: "一致をすべて選択",
        ], [.nextRow: "行", .nextWheel: "ホイール", .toggleMark: "選択"], "検索語を消去", "検索"
      )
    }
  }
}
