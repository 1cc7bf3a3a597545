import Testing
import WheelPickerCore

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `WheelPickerTextInput`: the picker as a text field's keyboard.
  @Suite("Text input")
  @MainActor
  struct WheelPickerTextInputTests {
    /// What the app's own `.editingChanged` action saw in the field, oldest first.
    final class SeenTexts {
      var texts: [String?] = []
    }

    /// A field with a colour picker (on red) as its keyboard, and an app action recording what
    /// the field holds each time it reports an edit.
    static func watchedColourField() throws -> (UITextField, WheelPickerTextInput<ListModel>, SeenTexts) {
      UIKitRecording.reset()
      let field = UITextField(frame: .zero)
      let engine = try SelectionEngine(items: ["red", "green", "blue"], selected: "red")
      let input = WheelPickerTextInput(
        field: field, binding: PickerTextBinding(engine: engine), locale: Locale(identifier: "en"))
      let seen = SeenTexts()
      field.addAction(UIAction { [weak field] _ in seen.texts.append(field?.text) }, for: .editingChanged)
      return (field, input, seen)
    }

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

    @Test(
      "free text put into the field (a paste, dictation, a hardware keyboard) is undone before the app's actions run"
    )
    func acceptsOnlyThePicker() throws {
      let (field, input, seen) = try Self.watchedColourField()

      // UIKit puts the pasted text in, then tells the field's observers.
      field.text = "red, pasted"
      field.sendActions(for: .editingChanged)
      #expect(field.text == "red")
      #expect(
        seen.texts == ["red", "red"],
        "the input's action, added first, restores the text: the app's sees it for the restore and the edit")
      #expect(input.adapter.engine.value.value == "red")
      #expect(input.adapter.pickerView.selectedRow(inComponent: 0) == 0)

      // The field's own text: nothing to undo, nothing sent again.
      seen.texts = []
      field.sendActions(for: .editingChanged)
      #expect(seen.texts == ["red"] && field.text == "red")
    }

    @Test("the picker writing the text sends editingChanged, as typed text would; text set by code too")
    func pickerSendsEditingChanged() throws {
      let (field, input, seen) = try Self.watchedColourField()

      input.adapter.pickerView.scroll(toRow: 2, inComponent: 0)
      #expect(seen.texts == ["blue"])
      try input.setText("green")
      #expect(seen.texts == ["blue", "green"])
      // The same value again: the text does not change, and nothing is sent.
      try input.setText("green")
      #expect(seen.texts == ["blue", "green"])
      // The input holds its field weakly, as the keyboard of a field the app owns: the test owns it.
      withExtendedLifetime(field) {}
    }
  }
}
