import Testing
import WheelPickerTerminal

@Suite("SheetLabels")
struct SheetLabelsTests {
  @Test("labels given without a truncation notice say it in English, with the query limit of 4096")
  func defaultNotice() {
    let labels = SheetLabels(noMatch: "无匹配", tooSmall: "太小", help: "帮助")
    #expect(labels.queryTruncated == "query cut to 4096 characters")
    #expect(labels.words.empty == "—" && labels.words.rangeSeparator == "—")
    let given = SheetLabels(noMatch: "无匹配", tooSmall: "太小", help: "帮助", queryTruncated: "截断")
    #expect(given.queryTruncated == "截断")
  }
}
