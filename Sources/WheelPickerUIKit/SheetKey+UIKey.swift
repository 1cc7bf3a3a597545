#if canImport(UIKit)
  import UIKit
  import WheelPickerPresentation

  extension SheetKey {
    /// The sheet keys a key pressed on a hardware keyboard stands for (iOS 13.4's `UIKey`): the
    /// arrows, Tab and Shift-Tab, Page Up/Down, Home, End, Return (either), Escape, Delete by
    /// their usage codes, and otherwise the characters the key types (pinyin letters, digits, a
    /// space), control characters dropped. A key held with Command or Control is the app's
    /// shortcut, not the sheet's: none. So ↓ is `[.down]`, "s" is `[.character("s")]`, and ⌘C is `[]`.
    @MainActor
    static func keys(for key: UIKey) -> [SheetKey] {
      let modifiers = key.modifierFlags
      guard modifiers.isDisjoint(with: [.command, .control]) else { return [] }
      switch key.keyCode {
      case .keyboardUpArrow: return [.up]
      case .keyboardDownArrow: return [.down]
      case .keyboardLeftArrow: return [.left]
      case .keyboardRightArrow: return [.right]
      case .keyboardTab: return [modifiers.contains(.shift) ? .backTab : .tab]
      case .keyboardPageUp: return [.pageUp]
      case .keyboardPageDown: return [.pageDown]
      case .keyboardHome: return [.home]
      case .keyboardEnd: return [.end]
      case .keyboardReturnOrEnter, .keypadEnter: return [.enter]
      case .keyboardEscape: return [.escape]
      case .keyboardDeleteOrBackspace: return [.delete]
      default:
        return key.characters.filter { character in
          !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }.map { .character($0) }
      }
    }
  }
#endif
