import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `WheelPickerSheetController`'s keys as UIKit delivers them: key commands that repeat while
  /// held, are listed while ⌘ is held, and come before the focus system.
  @Suite("Sheet key commands")
  @MainActor
  struct WheelPickerSheetControllerKeyCommandTests {
    /// A region sheet in `localeIdentifier`'s language with `levels` wheels, presented and slid in.
    static func regionSheet(
      _ localeIdentifier: String = "zh_Hans", levels: Int = 2
    ) throws -> (Stage, WheelPickerSheetController<RegionModel>) {
      let stage = Stage()
      let sheet = try WheelPickerSheetController(
        regions: RegionDataset.china.load(), levels: levels, locale: Locale(identifier: localeIdentifier),
        title: "地区")
      sheet.present(from: stage.presenter)
      UIKitRecording.finishAnimations()
      return (stage, sheet)
    }

    /// The sheet's key command for `input` with `flags`.
    static func command(
      _ input: String, _ flags: UIKeyModifierFlags = [], in sheet: UIResponder
    ) -> UIKeyCommand? {
      sheet.keyCommands?.first { $0.input == input && $0.modifierFlags == flags }
    }

    @Test(
      "holding ↓ for 4 repeats moves the focused wheel 5 rows; holding → moves the focus once, to the last wheel"
    )
    func holdingRepeats() throws {
      let (_, sheet) = try Self.regionSheet()
      var expected = sheet.adapter.engine
      for _ in 0..<5 { expected.step(1, inWheel: 0) }
      let ran = HardwareKeyboard.press(UIKey(keyCode: .keyboardDownArrow), on: sheet, repeats: 4)
      #expect(ran.count == 5)
      #expect(sheet.adapter.engine == expected)
      let picker = sheet.adapter.pickerView
      #expect(picker.selectedRow(inComponent: 0) == expected.selectedRow(inWheel: 0), "the wheel shows it")
      HardwareKeyboard.press(UIKey(keyCode: .keyboardRightArrow), on: sheet, repeats: 3)
      #expect(sheet.adapter.state.focus == DisplayPosition(1), "→ stops at the last of two wheels")
      #expect(sheet.forwardedPresses.isEmpty)
    }

    @Test("holding Return confirms once, holding Escape cancels once: the sheet ends on the first")
    func holdingEndsOnce() throws {
      let (confirming, confirmSheet) = try Self.regionSheet()
      var confirmed: [String] = []
      confirmSheet.onConfirm = { confirmed.append($0.text(separator: " ")) }
      HardwareKeyboard.press(UIKey(keyCode: .keyboardReturnOrEnter), on: confirmSheet, repeats: 3)
      UIKitRecording.finishAnimations()
      #expect(confirmed.count == 1)
      #expect(confirming.presenter.presentedViewController == nil)

      let (_, cancelSheet) = try Self.regionSheet()
      var cancels = 0
      cancelSheet.onCancel = { cancels += 1 }
      HardwareKeyboard.press(UIKey(keyCode: .keyboardEscape), on: cancelSheet, repeats: 3)
      UIKitRecording.finishAnimations()
      #expect(cancels == 1)
    }

    @Test(
      "the list shown while ⌘ is held: every command titled in the sheet's language",
      arguments: [
        ("en_US", "Next Row", "Previous Wheel", "Confirm", "Cancel"),
        ("zh_Hans", "下一行", "上一个轮（循环）", "确定", "取消"),
        ("zh_Hant_TW", "下一列", "上一個輪（循環）", "確定", "取消"),
        ("ja_JP", "次の行", "前のホイール（循環）", "決定", "キャンセル"),
      ])
    func discoverabilityTitles(
      locale: String, nextRow: String, shiftTab: String, confirm: String, cancel: String
    ) throws {
      let (_, sheet) = try Self.regionSheet(locale)
      let commands = try #require(sheet.keyCommands)
      #expect(
        commands.allSatisfy {
          !($0.discoverabilityTitle ?? "").isEmpty && $0.title == $0.discoverabilityTitle
        })
      #expect(Self.command(UIKeyCommand.inputDownArrow, in: sheet)?.discoverabilityTitle == nextRow)
      #expect(Self.command("\t", .shift, in: sheet)?.discoverabilityTitle == shiftTab)
      #expect(Self.command("\r", in: sheet)?.discoverabilityTitle == confirm)
      #expect(Self.command(UIKeyCommand.inputEscape, in: sheet)?.discoverabilityTitle == cancel)
      #expect(Set(commands.compactMap(\.discoverabilityTitle)).count == commands.count, "no title twice")
    }

    @Test("the list holds what works now: no wheel keys with one wheel, Delete only once something is typed")
    func commandsFollowTheSheet() throws {
      let (_, one) = try Self.regionSheet(levels: 1)
      let inputs = Set(one.keyCommands?.compactMap(\.input) ?? [])
      #expect(inputs.isDisjoint(with: [UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow, "\t"]))
      #expect(inputs.isSuperset(of: [UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, "\r"]))
      #expect(!inputs.contains("\u{8}"))
      HardwareKeyboard.press(UIKey(keyCode: .keyboardS, characters: "s"), on: one)
      #expect(Self.command("\u{8}", in: one)?.discoverabilityTitle == "删除一个查询字符")
      HardwareKeyboard.press(UIKey(keyCode: .keyboardDeleteOrBackspace), on: one)
      #expect(one.adapter.state.query.isEmpty, "Delete erased the typed letter")
      #expect(Self.command("\u{8}", in: one) == nil)
    }

    @Test("the arrows and Tab reach the sheet before the focus system, which takes them from other commands")
    func priorityOverFocus() throws {
      let (_, sheet) = try Self.regionSheet()
      #expect(HardwareKeyboard.focusSystemTakesArrows)
      #expect(sheet.keyCommands?.allSatisfy(\.wantsPriorityOverSystemBehavior) == true)
      let before = sheet.adapter.engine
      HardwareKeyboard.press(UIKey(keyCode: .keyboardDownArrow), on: sheet)
      HardwareKeyboard.press(UIKey(keyCode: .keyboardTab), on: sheet)
      #expect(HardwareKeyboard.focusMoves.isEmpty)
      #expect(sheet.adapter.engine != before)
      #expect(sheet.adapter.state.focus == DisplayPosition(1))

      // The stub's order, shown with a responder whose command does not ask for priority.
      let plain = PlainResponder()
      HardwareKeyboard.press(UIKey(keyCode: .keyboardDownArrow), on: plain)
      #expect(plain.runs == 0 && HardwareKeyboard.focusMoves == [.keyboardDownArrow])
      HardwareKeyboard.focusSystemTakesArrows = false
      HardwareKeyboard.press(UIKey(keyCode: .keyboardDownArrow), on: plain)
      #expect(plain.runs == 1)
    }

    @Test(
      "a key held with Command or Control is the app's, whether it is named or types: nothing moves, it goes up the chain",
      arguments: [UIKeyModifierFlags.command, .control, [.command, .shift], [.control, .alternate]])
    func appShortcuts(flags: UIKeyModifierFlags) throws {
      let (_, sheet) = try Self.regionSheet()
      let before = sheet.adapter.engine
      let keys = [
        UIKey(keyCode: .keyboardDownArrow, modifierFlags: flags),
        UIKey(keyCode: .keyboardEscape, modifierFlags: flags),
        UIKey(keyCode: .keyboardS, characters: "s", modifierFlags: flags),
        UIKey(keyCode: .keyboardReturnOrEnter, modifierFlags: flags),
      ]
      for key in keys { #expect(HardwareKeyboard.press(key, on: sheet).isEmpty) }
      #expect(sheet.adapter.engine == before && sheet.adapter.state.query.isEmpty)
      #expect(sheet.phase == .shown)
      #expect(sheet.forwardedPresses.compactMap(\.key) == keys)
      #expect(sheet.forwardedPressEnds.compactMap(\.key) == keys, "and so do their releases")
    }

    @Test("a typed key's release stays with the sheet; an unused key's goes up the chain")
    func keyUp() throws {
      let (_, sheet) = try Self.regionSheet()
      let typed = UIKey(keyCode: .keyboardS, characters: "s")
      HardwareKeyboard.press(typed, on: sheet)
      #expect(sheet.adapter.state.query == "s")
      #expect(sheet.forwardedPresses.isEmpty && sheet.forwardedPressEnds.isEmpty)
      let optionDown = UIKey(keyCode: .keyboardDownArrow, modifierFlags: .alternate)
      HardwareKeyboard.press(optionDown, on: sheet)
      #expect(sheet.forwardedPressEnds.compactMap(\.key) == [optionDown])
    }
  }
}

/// A responder with one key command (↓) that does not ask for priority over the focus system.
@MainActor
private final class PlainResponder: UIResponder {
  var runs = 0
  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(action: Selector("down:"), input: UIKeyCommand.inputDownArrow)]
  }
  override func responds(to aSelector: Selector!) -> Bool { aSelector == Selector("down:") }
  override func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    runs += 1
    return nil
  }
}
