#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerPresentation

  /// A hardware keyboard on the panel (iOS 17 and later): the panel takes focus and hands each key
  /// to `handle`, as the intent a named key is bound to or the character a key types, and
  /// `handle` answers whether the sheet used it (``PickerSheet/event(for:in:)`` decides what an
  /// intent does). Before iOS 17 SwiftUI has no key presses for a view: Return and Escape still
  /// reach Confirm and Cancel through their keyboard shortcuts.
  struct SheetKeyboard: ViewModifier {
    /// A key as the sheet takes it.
    enum Press: Equatable {
      /// A named key, by the intent it is bound to.
      case intent(SheetIntent)
      /// A key that types a character.
      case typed(Character)
    }

    let isFocused: FocusState<Bool>.Binding
    let handle: @MainActor (Press) -> Bool

    func body(content: Content) -> some View {
      if #available(iOS 17, *) {
        content
          .focusable()
          .focused(isFocused)
          .onKeyPress(phases: [.down, .repeat]) { press in
            guard let key = Press(press) else { return .ignored }
            return handle(key) ? .handled : .ignored
          }
      } else {
        content
      }
    }
  }

  extension SheetKeyboard.Press {
    /// The sheet's press for a key SwiftUI reports: ↑/↓ rows, ←/→ wheels, Tab and Shift-Tab
    /// wheels wrapping around, Page Up/Down, Home, End, Return confirms, Escape cancels, Delete
    /// erases, any other key the one character it types; `nil` for a key held with Command or one
    /// that types several characters.
    @available(iOS 17, *)
    init?(_ press: KeyPress) {
      guard !press.modifiers.contains(.command) else { return nil }
      let named: [KeyEquivalent: SheetIntent] = [
        .upArrow: .previousRow, .downArrow: .nextRow, .leftArrow: .previousWheel, .rightArrow: .nextWheel,
        .pageUp: .previousPage, .pageDown: .nextPage, .home: .firstRow, .end: .lastRow, .return: .confirm,
        .escape: .cancel, .delete: .deleteBackward,
      ]
      if press.key == .tab {
        self = .intent(press.modifiers.contains(.shift) ? .previousWheelWrapping : .nextWheelWrapping)
      } else if let intent = named[press.key] {
        self = .intent(intent)
      } else if let character = press.characters.first, press.characters.count == 1 {
        self = .typed(character)
      } else {
        return nil
      }
    }
  }
#endif
