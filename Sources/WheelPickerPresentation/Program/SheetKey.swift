import WheelPickerCore

/// A key of a hardware keyboard as a sheet takes it (an iPad's keyboard, a Mac running the iOS
/// app, a keyboard paired with an iPhone), named for what it is, not for a platform's key codes.
public enum SheetKey: Hashable, Sendable, CaseIterable {
  /// ↑.
  case up
  /// ↓.
  case down
  /// ←.
  case left
  /// →.
  case right
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Return.
  case enter
  /// Escape.
  case escape
  /// Delete (backspace).
  case delete
  /// A character typed (a letter, a digit, a space, a CJK character from an input method).
  case character(Character)

  /// Every key with a fixed meaning (the typed characters aside), in the order a face registers
  /// them (`UIKeyCommand`s).
  public static var allCases: [SheetKey] {
    [.up, .down, .left, .right, .tab, .backTab, .pageUp, .pageDown, .home, .end, .enter, .escape, .delete]
  }
}

extension PickerSheet {
  /// The event a key sends in a state, `nil` for a key that does nothing here: ↑/↓ rows, ←/→ or
  /// Tab/Shift-Tab wheels, Page Up/Down, Home/End, Return confirms, Escape clears the query or
  /// cancels, Delete erases, and typing searches (pinyin and initials where the sheet's search
  /// knows them, as in the terminal). A space with nothing typed spins a sheet that spins.
  ///
  /// <!-- snippet:
  /// let sheet = PickerSheet<ListModel>(words: PickerWords(language: .english))
  /// let state = sheet.initialState(engine: SelectionEngine(model: try ListModel(["a", "b", "c"])))
  /// -->
  /// ```swift
  /// sheet.event(for: .down, in: state)              // .step(1)
  /// sheet.event(for: .character("s"), in: state)    // .type("s") when the sheet searches
  /// ```
  public func event(for key: SheetKey, in state: State) -> Event? {
    let severalWheels = state.engine.model.displayOrder.count > 1
    switch key {
    case .up: return .step(-1)
    case .down: return .step(1)
    case .left: return severalWheels ? .moveFocus(by: -1, wrapping: false) : nil
    case .right: return severalWheels ? .moveFocus(by: 1, wrapping: false) : nil
    case .tab: return severalWheels ? .moveFocus(by: 1, wrapping: true) : nil
    case .backTab: return severalWheels ? .moveFocus(by: -1, wrapping: true) : nil
    case .pageUp: return .page(-1)
    case .pageDown: return .page(1)
    case .home: return .firstRow
    case .end: return .lastRow
    case .enter: return buttons == .spin ? .spin : .confirm(shownRows: nil)
    case .escape: return buttons == .spin ? nil : .escape
    case .delete: return search != nil && !state.query.isEmpty ? .erase : nil
    case .character(let character):
      if character == " ", state.query.isEmpty { return spin != nil ? .spin : nil }
      guard search != nil, !character.isNewline else { return nil }
      return .type(String(character))
    }
  }
}
