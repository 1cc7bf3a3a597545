#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerPresentation

  /// A hardware keyboard on the panel (iOS 17 and later): the panel takes focus and hands each key
  /// to `handle`, which answers whether the sheet used it (``PickerSheet/event(for:in:)`` decides
  /// what a key does). Before iOS 17 SwiftUI has no key presses for a view: Return and Escape
  /// still reach Confirm and Cancel through their keyboard shortcuts.
  struct SheetKeyboard: ViewModifier {
    let isFocused: FocusState<Bool>.Binding
    let handle: @MainActor (SheetKey) -> Bool

    func body(content: Content) -> some View {
      if #available(iOS 17, *) {
        content
          .focusable()
          .focused(isFocused)
          .onKeyPress(phases: [.down, .repeat]) { press in
            guard let key = SheetKey(press) else { return .ignored }
            return handle(key) ? .handled : .ignored
          }
      } else {
        content
      }
    }
  }

  extension SheetKey {
    /// The sheet's key for a key SwiftUI reports; `nil` for one the sheet has no use for (a key
    /// held with Command, a function key).
    @available(iOS 17, *)
    init?(_ press: KeyPress) {
      guard !press.modifiers.contains(.command) else { return nil }
      let named: [KeyEquivalent: SheetKey] = [
        .upArrow: .up, .downArrow: .down, .leftArrow: .left, .rightArrow: .right, .pageUp: .pageUp,
        .pageDown: .pageDown, .home: .home, .end: .end, .return: .enter, .escape: .escape, .delete: .delete,
      ]
      if press.key == .tab {
        self = press.modifiers.contains(.shift) ? .backTab : .tab
      } else if let key = named[press.key] {
        self = key
      } else if let character = press.characters.first, press.characters.count == 1,
        !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      {
        self = .character(character)
      } else {
        return nil
      }
    }
  }
#endif
