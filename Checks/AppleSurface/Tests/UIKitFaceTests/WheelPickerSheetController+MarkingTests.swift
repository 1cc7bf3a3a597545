import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `WheelPickerSheetController` that answers several rows: marks through the sheet program.
  @Suite("Sheet with several answers")
  @MainActor
  struct WheelPickerSheetControllerMarkingTests {
    /// A sheet of drinks that answers up to `limit`, presented from a new stage and slid in.
    static func drinksSheet(limit: Int? = nil) throws -> (Stage, WheelPickerSheetController<ListModel>) {
      let stage = Stage()
      let sheet = try WheelPickerSheetController(
        items: ["Tea", "Coffee", "Juice", "Water"], limit: limit, locale: Locale(identifier: "en_US"),
        title: "Drinks")
      sheet.present(from: stage.presenter)
      UIKitRecording.finishAnimations()
      return (stage, sheet)
    }

    /// A tap on the row the wheel rests on: UIKit tells of it as that row selected again.
    static func tapSelectedRow(of sheet: WheelPickerSheetController<ListModel>) {
      let picker = sheet.adapter.pickerView
      picker.scroll(toRow: picker.selectedRow(inComponent: 0), inComponent: 0)
    }

    /// VoiceOver's element of the wheel.
    static func wheelElement(of sheet: WheelPickerSheetController<ListModel>) throws -> UIAccessibilityElement
    {
      try #require(sheet.adapter.pickerView.accessibilityElements?.first as? UIAccessibilityElement)
    }

    @Test("a tap on Tea and Space on Juice mark both; Confirm answers both once, in the list's order")
    func markTwoAndConfirm() throws {
      let (stage, sheet) = try Self.drinksSheet()
      var answers: [[String]] = []
      var confirmations = 0
      sheet.onConfirmValues = { answers.append($0.map(\.value)) }
      sheet.onConfirm = { _ in confirmations += 1 }
      Self.tapSelectedRow(of: sheet)
      sheet.adapter.pickerView.scroll(toRow: 2, inComponent: 0)
      HardwareKeyboard.press(UIKey(keyCode: .keyboardSpacebar, characters: " "), on: sheet)
      #expect(sheet.adapter.state.marks == [0, 2])
      #expect(sheet.titleLabel.text == "Drinks · 2 marked")
      let juice = try #require(sheet.adapter.pickerView.view(forRow: 2, forComponent: 0) as? WheelRowView)
      #expect(!juice.markLabel.isHidden && juice.markLabel.text == "✓")
      #expect(juice.accessibilityTraits.contains(.selected))
      let coffee = try #require(sheet.adapter.pickerView.view(forRow: 1, forComponent: 0) as? WheelRowView)
      #expect(coffee.markLabel.isHidden && coffee.accessibilityValue == "not marked")
      sheet.confirm()
      #expect(answers == [["Tea", "Juice"]])
      #expect(confirmations == 1)
      #expect(sheet.confirmedValues?.map(\.value) == ["Tea", "Juice"])
      UIKitRecording.finishAnimations()
      #expect(stage.presenter.presentedViewController == nil)
    }

    @Test("VoiceOver reads the row as marked and selected; its double tap marks and unmarks")
    func voiceOver() throws {
      let (_, sheet) = try Self.drinksSheet()
      let element = try Self.wheelElement(of: sheet)
      #expect(element.accessibilityValue?.hasSuffix(", not marked") == true)
      #expect(element.accessibilityActivate())
      #expect(element.accessibilityValue?.hasSuffix(", marked") == true)
      #expect(element.accessibilityTraits.contains(.selected))
      #expect(element.accessibilityActivate())
      #expect(sheet.adapter.state.marks.isEmpty)
      #expect(!element.accessibilityTraits.contains(.selected))
    }

    @Test("at the limit a further mark is refused: the bar says so, the answer keeps the first")
    func limit() throws {
      let (_, sheet) = try Self.drinksSheet(limit: 1)
      Self.tapSelectedRow(of: sheet)
      sheet.adapter.pickerView.scroll(toRow: 1, inComponent: 0)
      Self.tapSelectedRow(of: sheet)
      #expect(sheet.adapter.state.marks == [0])
      #expect(sheet.titleLabel.text == "Drinks · at most 1 marked")
      var answers: [[String]] = []
      sheet.onConfirmValues = { answers.append($0.map(\.value)) }
      sheet.confirm()
      #expect(answers == [["Tea"]])
    }

    @Test("a scroll to another row selects it and marks nothing; Confirm answers the selected row")
    func scrollDoesNotMark() throws {
      let (_, sheet) = try Self.drinksSheet()
      sheet.adapter.pickerView.scroll(toRow: 3, inComponent: 0)
      #expect(sheet.adapter.state.marks.isEmpty)
      var answers: [[String]] = []
      sheet.onConfirmValues = { answers.append($0.map(\.value)) }
      sheet.confirm()
      #expect(answers == [["Water"]])
    }

    @Test("a sheet without marking: a tap on the selected row and VoiceOver's double tap mark nothing")
    func withoutMarking() throws {
      let stage = Stage()
      let sheet = try WheelPickerSheetController(
        items: ["Tea", "Coffee"], locale: Locale(identifier: "en_US"))
      sheet.present(from: stage.presenter)
      UIKitRecording.finishAnimations()
      Self.tapSelectedRow(of: sheet)
      #expect(sheet.adapter.state.marks.isEmpty)
      let element = try #require(
        sheet.adapter.pickerView.accessibilityElements?.first as? UIAccessibilityElement)
      #expect(!element.accessibilityActivate())
      #expect(element.accessibilityValue?.contains("marked") == false)
    }
  }
}
