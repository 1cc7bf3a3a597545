#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerPresentation
  import WheelPickerSheetStyle

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
    /// The sheet's press for a key SwiftUI reports, by the rules every face shares: a named key
    /// (↑/↓ rows, ←/→ wheels, Tab and Shift-Tab wheels wrapping around, Page Up/Down, Home, End,
    /// Return, Escape, Delete) is its intent (``HardwareKey/intent(modifiers:)``), repeating while
    /// held; any other key the one character it types, once however long it is held; `nil` for a
    /// key held with Command or Control (the app's shortcut), a named key with modifiers the sheet
    /// does not bind, or a key that types several characters.
    @available(iOS 17, *)
    init?(_ press: KeyPress) {
      let modifiers = HardwareKeyModifiers(press.modifiers)
      guard !modifiers.isAppShortcut else { return nil }
      if let key = HardwareKey(press.key) {
        guard let intent = key.intent(modifiers: modifiers) else { return nil }
        self = .intent(intent)
      } else if press.phase != .repeat, let character = press.characters.first, press.characters.count == 1 {
        self = .typed(character)
      } else {
        return nil
      }
    }
  }

  extension HardwareKey {
    /// The named key SwiftUI reports as `key`; `nil` for a key that types.
    init?(_ key: KeyEquivalent) {
      let named: [KeyEquivalent: HardwareKey] = [
        .upArrow: .upArrow, .downArrow: .downArrow, .leftArrow: .leftArrow, .rightArrow: .rightArrow,
        .tab: .tab, .pageUp: .pageUp, .pageDown: .pageDown, .home: .home, .end: .end, .return: .return,
        .escape: .escape, .delete: .delete,
      ]
      guard let named = named[key] else { return nil }
      self = named
    }
  }

  extension HardwareKeyModifiers {
    /// The modifiers SwiftUI reports, Caps Lock, the keypad and Fn aside.
    init(_ modifiers: EventModifiers) {
      self.init(
        shift: modifiers.contains(.shift), control: modifiers.contains(.control),
        option: modifiers.contains(.option), command: modifiers.contains(.command))
    }
  }
#endif
