import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

@Suite("PickerWords: the terminal's rows")
struct PickerWordsTerminalTests {
  @Test(
    "the terminal's words in every language",
    arguments: [
      (
        PickerWords.Language.english,
        ["Terminal too small", "Keys", "query cut to 64 characters", "searching…"]
      ),
      (.simplifiedChinese, ["终端太小", "按键", "查询已截断为64个字符", "搜索中…"]),
      (.traditionalChinese, ["終端機太小", "按鍵", "查詢已截斷為64個字元", "搜尋中…"]),
      (.japanese, ["端末が小さすぎます", "キー", "検索語を64文字に切り詰めました", "検索中…"]),
    ])
  func terminalWords(_ language: PickerWords.Language, _ expected: [String]) {
    let words = PickerWords(language: language)
    #expect([words.tooSmall, words.help, words.queryTruncated(to: 64), words.searching] == expected)
  }
}
