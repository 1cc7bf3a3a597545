import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("SheetStyle")
struct SheetStyleTests {
  @Test("the default look: 16-pt rows, blue Confirm, grey Cancel, English or Chinese titles")
  func defaults() {
    let style = SheetStyle()
    #expect(style.rowFont == SheetStyle.Font(size: 16))
    #expect(style.cancelTitle == "Cancel")
    #expect(style.confirmTitle == "Confirm")
    #expect(SheetStyle.chinese.cancelTitle == "取消")
    #expect(SheetStyle.chinese.confirmTitle == "确定")
    #expect(style.confirmTint.light.hexRGB == "#007AFF")
    #expect(style.cancelTint.light.hexRGB == "#8E8E93")
    #expect(style.backdrop == .black)
  }

  @Test("dynamic colours resolve per appearance", arguments: SheetAppearance.allCases)
  func palette(_ appearance: SheetAppearance) {
    let palette = SheetStyle().palette(for: appearance)
    #expect(palette.appearance == appearance)
    #expect(palette.panelBackground == (appearance == .light ? .white : SheetColor(rgb: 0x1C1C1E)))
    #expect(palette.rowText == (appearance == .light ? .black : .white))
  }

  @Test("colours clamp their components and print as hex")
  func color() {
    let color = SheetColor(red: 1.5, green: -1, blue: 0.5, alpha: 2)
    #expect(color == SheetColor(red: 1, green: 0, blue: 0.5, alpha: 1))
    #expect(color.hexRGB == "#FF0080")
    #expect(SheetColor(rgb: 0x0A84FF).withAlpha(0.3).alpha == 0.3)
  }
}

@Suite("SheetStyle words")
struct SheetStyleWordsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let language: PickerWords.Language
    let cancel: String
    let confirm: String
    var testDescription: String { language.rawValue }
  }

  @Test(
    "button titles and the empty wheel's row come from the core's words",
    arguments: [
      Case(language: .english, cancel: "Cancel", confirm: "Confirm"),
      Case(language: .simplifiedChinese, cancel: "取消", confirm: "确定"),
      Case(language: .traditionalChinese, cancel: "取消", confirm: "確定"),
      Case(language: .japanese, cancel: "キャンセル", confirm: "決定"),
    ])
  func titles(_ item: Case) {
    let style = SheetStyle(words: PickerWords(language: item.language))
    #expect(style.cancelTitle == item.cancel)
    #expect(style.confirmTitle == item.confirm)
    #expect(style.emptyWheelText == "—")
  }
}
