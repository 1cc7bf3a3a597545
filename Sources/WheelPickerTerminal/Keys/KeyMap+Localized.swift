extension KeyMap {
  /// The standard bindings described in Simplified Chinese (`↑↓ 选行  ←→ 换轮  enter 确定  esc 取消  ? 帮助`).
  public static let simplifiedChinese = KeyMap(
    summaries: [
      .previousRow: "上一行", .nextRow: "下一行", .previousPage: "上一页", .nextPage: "下一页",
      .firstRow: "第一行", .lastRow: "最后一行", .previousWheel: "左边的轮", .nextWheel: "右边的轮",
      .nextWheelWrapping: "下一个轮（循环）", .previousWheelWrapping: "上一个轮（循环）",
      .nextMatch: "下一个匹配", .previousMatch: "上一个匹配", .deleteBackward: "删除一个查询字符",
      .confirm: "确定", .cancel: "清除查询/取消", .interrupt: "中断", .toggleHelp: "帮助",
      .spin: "旋转", .suspend: "挂起",
    ],
    shortSummaries: [.nextRow: "选行", .nextWheel: "换轮", .cancel: "取消"],
    typingSummary: "搜索")

  /// The standard bindings described in Traditional Chinese (`↑↓ 選列  ←→ 換輪  enter 確定  esc 取消  ? 說明`).
  public static let traditionalChinese = KeyMap(
    summaries: [
      .previousRow: "上一列", .nextRow: "下一列", .previousPage: "上一頁", .nextPage: "下一頁",
      .firstRow: "第一列", .lastRow: "最後一列", .previousWheel: "左邊的輪", .nextWheel: "右邊的輪",
      .nextWheelWrapping: "下一個輪（循環）", .previousWheelWrapping: "上一個輪（循環）",
      .nextMatch: "下一個符合", .previousMatch: "上一個符合", .deleteBackward: "刪除一個查詢字元",
      .confirm: "確定", .cancel: "清除查詢/取消", .interrupt: "中斷", .toggleHelp: "說明",
      .spin: "旋轉", .suspend: "暫停",
    ],
    shortSummaries: [.nextRow: "選列", .nextWheel: "換輪", .cancel: "取消"],
    typingSummary: "搜尋")
}
