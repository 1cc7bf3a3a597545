import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `WheelPickerSheetController` with a hardware keyboard: presses become the sheet program's events.
  @Suite("Sheet hardware keyboard")
  @MainActor
  struct WheelPickerSheetControllerKeyboardTests {
    /// A two-level Chinese region sheet presented from a new stage, slid in.
    static func regionSheet() throws -> (Stage, WheelPickerSheetController<RegionModel>) {
      let stage = Stage()
      let sheet = try WheelPickerSheetController(
        regions: RegionDataset.china.load(), levels: 2, locale: Locale(identifier: "zh_Hans"), title: "地区")
      sheet.present(from: stage.presenter)
      UIKitRecording.finishAnimations()
      return (stage, sheet)
    }

    /// Presses `keys` on the sheet, one press each, as UIKit delivers a hardware keyboard's keys
    /// (key commands, the focus system, then presses).
    static func press(_ keys: [UIKey], on sheet: UIResponder) {
      for key in keys { HardwareKeyboard.press(key, on: sheet) }
    }

    /// The key typing `character`.
    static func typing(_ character: Character) -> UIKey {
      UIKey(keyCode: .keyboardA, characters: String(character))
    }

    @Test("↓, →, ↓, Return: the next province, then the next city, confirmed by the keyboard")
    func arrowsAndReturn() throws {
      let (stage, sheet) = try Self.regionSheet()
      #expect(sheet.becameFirstResponder, "the sheet takes the keyboard once it is up")
      var confirmed: [String] = []
      sheet.onConfirm = { confirmed.append($0.text(separator: "-")) }
      var expected = sheet.adapter.engine
      expected.step(1, inWheel: 0)
      expected.step(1, inWheel: 1)

      Self.press(
        [
          UIKey(keyCode: .keyboardDownArrow), UIKey(keyCode: .keyboardRightArrow),
          UIKey(keyCode: .keyboardDownArrow),
        ],
        on: sheet)
      #expect(sheet.adapter.engine == expected)
      #expect(sheet.adapter.state.focus == DisplayPosition(1))
      Self.press([UIKey(keyCode: .keyboardReturnOrEnter)], on: sheet)
      #expect(confirmed == [expected.value.text(separator: "-")])
      UIKitRecording.finishAnimations()
      #expect(stage.presenter.presentedViewController == nil)
      #expect(sheet.forwardedPresses.isEmpty)
    }

    @Test("typing shenzhen searches the pinyin: 广东省 深圳市 is selected")
    func typingSearchesPinyin() throws {
      let (_, sheet) = try Self.regionSheet()
      Self.press("shenzhen".map(Self.typing), on: sheet)
      #expect(sheet.adapter.engine.value.text(separator: " ") == "广东省 深圳市")
      #expect(sheet.adapter.state.query == "shenzhen")
      #expect(sheet.titleLabel.text == "shenzhen", "the bar shows what was typed in place of the title")
      let picker = sheet.adapter.pickerView
      let shown = sheet.adapter.engine.model.displayOrder.map {
        sheet.adapter.engine.selectedRow(inWheel: $0)
      }
      #expect((0..<2).map { picker.selectedRow(inComponent: $0) } == shown, "the wheels show the match")

      // Escape clears the query first; a second Escape cancels.
      var cancellations = 0
      sheet.onCancel = { cancellations += 1 }
      Self.press([UIKey(keyCode: .keyboardEscape)], on: sheet)
      #expect(sheet.adapter.state.query.isEmpty && cancellations == 0)
      #expect(sheet.titleLabel.text == "地区")
      Self.press([UIKey(keyCode: .keyboardEscape)], on: sheet)
      #expect(cancellations == 1)
    }

    @Test("a key the sheet does not use, or one held with Command, goes up the responder chain")
    func unusedKeysForwarded() throws {
      let (_, sheet) = try Self.regionSheet()
      let before = sheet.adapter.engine
      let copy = UIKey(keyCode: .keyboardC, characters: "c", modifierFlags: .command)
      let delete = UIKey(keyCode: .keyboardDeleteOrBackspace)  // nothing typed: nothing to erase
      Self.press([copy, delete], on: sheet)
      #expect(sheet.forwardedPresses.compactMap(\.key) == [copy, delete])
      #expect(sheet.adapter.engine == before)
    }

    @Test(
      "the intent a named UIKey is bound to; a key that types has none",
      arguments: [
        (UIKeyboardHIDUsage.keyboardUpArrow, UIKeyModifierFlags(), SheetIntent?.some(.previousRow)),
        (.keyboardTab, [], .nextWheelWrapping),
        (.keyboardTab, .shift, .previousWheelWrapping),
        (.keypadEnter, [], .confirm),
        (.keyboardEscape, [], .cancel),
        (.keyboardPageDown, [], .nextPage),
        (.keyboardDownArrow, .control, nil),
        (.keyboardDownArrow, .shift, nil),
        (.keyboardS, .shift, nil),
        (.keyboardSpacebar, [], nil),
      ] as [(UIKeyboardHIDUsage, UIKeyModifierFlags, SheetIntent?)])
    func keyTable(code: UIKeyboardHIDUsage, flags: UIKeyModifierFlags, intent: SheetIntent?) {
      #expect(HardwareKey(code)?.intent(modifiers: HardwareKeyModifiers(flags)) == intent)
    }
  }
}
