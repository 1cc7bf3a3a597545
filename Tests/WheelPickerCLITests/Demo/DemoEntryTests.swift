import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("DemoEntry: the demo menu's words")
struct DemoEntryTests {
  @Test(
    "the demo screen's words exist in every language, one label a button",
    arguments: PickerWords.Language.allCases)
  func demoWords(_ language: PickerWords.Language) {
    let words = PickerWords(language: language)
    let labels = DemoEntry.allCases.map(words.label(of:))
    #expect(Set(labels).count == DemoEntry.allCases.count, "\(labels)")
    for text in labels + [words.demoTitle, words.quit, words.open, words.slotMachineTitle] {
      #expect(!text.isEmpty)
      // Only the English table may spell words in Latin letters (the product's name aside).
      let latin = text.replacingOccurrences(of: "WheelPicker", with: "").unicodeScalars.contains {
        $0.isASCII && $0.properties.isAlphabetic
      }
      #expect(latin == (language == .english), "\(language): \(text)")
    }
    let date: [PickerWords.Language: String] = [
      .english: "Pick a date", .simplifiedChinese: "选择日期", .traditionalChinese: "選擇日期", .japanese: "日付を選ぶ",
    ]
    #expect(words.label(of: .date) == date[language])
  }
}
