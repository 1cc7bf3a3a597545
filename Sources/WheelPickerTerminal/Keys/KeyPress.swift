/// A key the user pressed, as decoded from the terminal's bytes.
///
/// Modifiers the sheet does not use are dropped by the decoder (Ctrl-← is ←);
/// Ctrl with a letter is ``control(_:)`` except where the terminal sends a
/// named key's byte (Tab is Ctrl-I, Enter is Ctrl-M, Backspace is Ctrl-H or DEL).
public enum KeyPress: Hashable, Sendable, CustomStringConvertible {
  /// A printable character (typed into the query).
  case character(Character)
  /// Ctrl with a lowercase letter `a`…`z` (`control("c")` is Ctrl-C).
  case control(Character)
  /// Alt (Meta) with a character: Esc followed by it.
  case alt(Character)
  /// ↑
  case up
  /// ↓
  case down
  /// ←
  case left
  /// →
  case right
  /// Home
  case home
  /// End
  case end
  /// Page Up
  case pageUp
  /// Page Down
  case pageDown
  /// Tab
  case tab
  /// Shift-Tab
  case backTab
  /// Enter (Return)
  case enter
  /// Esc, alone
  case escape
  /// Backspace
  case backspace
  /// Delete (forward)
  case delete
  /// Insert
  case insert
  /// A function key F1…F20, with or without Shift.
  case function(Int, shift: Bool)

  /// A short name for help lines and transcripts: `"↑"`, `"ctrl-c"`, `"shift-f3"`.
  public var description: String {
    switch self {
    case .character(" "): return "space"
    case .character(let c): return String(c)
    case .control(let c): return "ctrl-\(c)"
    case .alt(let c): return "alt-\(c)"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .home: return "home"
    case .end: return "end"
    case .pageUp: return "pgup"
    case .pageDown: return "pgdn"
    case .tab: return "tab"
    case .backTab: return "shift-tab"
    case .enter: return "enter"
    case .escape: return "esc"
    case .backspace: return "backspace"
    case .delete: return "delete"
    case .insert: return "insert"
    case .function(let n, let shift): return shift ? "shift-f\(n)" : "f\(n)"
    }
  }
}
