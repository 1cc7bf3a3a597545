#if canImport(UIKit)
  import UIKit
  import WheelPickerPresentation

  extension SheetIntent {
    /// The intent a named key of a hardware keyboard is bound to (iOS 13.4's `UIKey`, by its
    /// usage code): ↑/↓ rows, ←/→ wheels, Tab and Shift-Tab wheels wrapping around, Page Up/Down,
    /// Home, End, Return (either) confirms, Escape cancels, Delete erases. `nil` for a key that
    /// types characters instead (letters, digits, Space) or does nothing for the sheet. So ↓ is
    /// `.nextRow`, and "s" is `nil` (it is typed).
    @MainActor
    init?(_ key: UIKey) {
      switch key.keyCode {
      case .keyboardUpArrow: self = .previousRow
      case .keyboardDownArrow: self = .nextRow
      case .keyboardLeftArrow: self = .previousWheel
      case .keyboardRightArrow: self = .nextWheel
      case .keyboardTab:
        self = key.modifierFlags.contains(.shift) ? .previousWheelWrapping : .nextWheelWrapping
      case .keyboardPageUp: self = .previousPage
      case .keyboardPageDown: self = .nextPage
      case .keyboardHome: self = .firstRow
      case .keyboardEnd: self = .lastRow
      case .keyboardReturnOrEnter, .keypadEnter: self = .confirm
      case .keyboardEscape: self = .cancel
      case .keyboardDeleteOrBackspace: self = .deleteBackward
      default: return nil
      }
    }
  }
#endif
