#if canImport(UIKit)
  import UIKit
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  extension HardwareKey {
    /// The named key a hardware keyboard's key is (iOS 13.4's `UIKey`, by its usage code): the
    /// arrows, Tab, Page Up/Down, Home, End, Return (either), Escape, Delete. `nil` for a key that
    /// types characters instead (letters, digits, Space) or that the sheet does not name.
    init?(_ keyCode: UIKeyboardHIDUsage) {
      switch keyCode {
      case .keyboardUpArrow: self = .upArrow
      case .keyboardDownArrow: self = .downArrow
      case .keyboardLeftArrow: self = .leftArrow
      case .keyboardRightArrow: self = .rightArrow
      case .keyboardTab: self = .tab
      case .keyboardPageUp: self = .pageUp
      case .keyboardPageDown: self = .pageDown
      case .keyboardHome: self = .home
      case .keyboardEnd: self = .end
      case .keyboardReturnOrEnter, .keypadEnter: self = .return
      case .keyboardEscape: self = .escape
      case .keyboardDeleteOrBackspace: self = .delete
      default: return nil
      }
    }

    /// The input string of a `UIKeyCommand` for this key (UIKit's special-key constants; Tab,
    /// Return and Delete by the characters they type).
    @MainActor var keyCommandInput: String {
      switch self {
      case .upArrow: UIKeyCommand.inputUpArrow
      case .downArrow: UIKeyCommand.inputDownArrow
      case .leftArrow: UIKeyCommand.inputLeftArrow
      case .rightArrow: UIKeyCommand.inputRightArrow
      case .tab: "\t"
      case .pageUp: UIKeyCommand.inputPageUp
      case .pageDown: UIKeyCommand.inputPageDown
      case .home: UIKeyCommand.inputHome
      case .end: UIKeyCommand.inputEnd
      case .return: "\r"
      case .escape: UIKeyCommand.inputEscape
      case .delete: "\u{8}"
      }
    }
  }

  extension HardwareKeyModifiers {
    /// The modifiers UIKit reports, Caps Lock and the keypad flag aside.
    init(_ flags: UIKeyModifierFlags) {
      self.init(
        shift: flags.contains(.shift), control: flags.contains(.control), option: flags.contains(.alternate),
        command: flags.contains(.command))
    }

    /// The modifiers as UIKit's flags.
    var keyModifierFlags: UIKeyModifierFlags {
      var flags: UIKeyModifierFlags = []
      if contains(.shift) { flags.insert(.shift) }
      if contains(.control) { flags.insert(.control) }
      if contains(.option) { flags.insert(.alternate) }
      if contains(.command) { flags.insert(.command) }
      return flags
    }
  }
#endif
