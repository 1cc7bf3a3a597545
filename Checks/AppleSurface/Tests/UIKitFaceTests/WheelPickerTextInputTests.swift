import Testing
import WheelPickerCore

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `WheelPickerTextInput`: the picker as a text field's keyboard.
  @Suite("Text input")
  @MainActor
  struct WheelPickerTextInputTests {
    @Test(
      "the field's keyboard is the picker; its text follows the wheel; Done ends the editing with the value")
    func typesIntoField() throws {
      UIKitRecording.reset()
      let field = UITextField(frame: .zero)
      let engine = try SelectionEngine(items: ["red", "green", "blue"], selected: "red")
      let input = WheelPickerTextInput(
        field: field, binding: PickerTextBinding(engine: engine), locale: Locale(identifier: "en"))
      var done: [String] = []
      input.onDone = { done.append($0.value) }
      let picker = input.adapter.pickerView
      #expect(field.inputView === picker)
      #expect(field.text == "red")

      picker.scroll(toRow: 2, inComponent: 0)
      #expect(field.text == "blue")

      let toolbar = try #require(field.inputAccessoryView as? UIToolbar)
      let doneItem = try #require(toolbar.items?.last)
      #expect(doneItem.itemTitle == "Done")
      let action = try #require(doneItem.primaryAction)
      action.handler?(action)
      #expect(done == ["blue"])
      #expect(field.resignFirstResponderCount == 1)

      try input.setText("green")
      #expect(field.text == "green")
      #expect(picker.selectedRow(inComponent: 0) == 1)
      #expect(throws: WheelPickerError.self) { try input.setText("purple") }
      #expect(field.text == "green" && picker.selectedRow(inComponent: 0) == 1)
    }
  }
}
