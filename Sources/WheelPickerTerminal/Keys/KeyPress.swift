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

/// A mouse report (SGR 1006), in zero-based cell coordinates.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// A button went down (0 left, 1 middle, 2 right).
    case press(button: Int)
    /// A button came up.
    case release(button: Int)
    /// The wheel turned away from the user (content moves up: previous row).
    case scrollUp
    /// The wheel turned towards the user (next row).
    case scrollDown
    /// The mouse moved with a button held.
    case drag(button: Int)
  }

  /// What happened.
  public var kind: Kind
  /// The column, from 0.
  public var x: Int
  /// The line, from 0 (relative to the frame once the loop has translated it).
  public var y: Int

  /// Creates a mouse event.
  public init(_ kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// Everything the decoder recognises in the terminal's input.
public enum TerminalEvent: Hashable, Sendable {
  /// A key.
  case key(KeyPress)
  /// A mouse report.
  case mouse(MouseEvent)
  /// Text pasted between bracketed-paste markers.
  case paste(String)
  /// A cursor position report (`ESC [ row ; column R`), one-based.
  ///
  /// xterm sends Shift-F3 as `ESC [ 1 ; 2 R`, the same bytes: the decoder
  /// reports a position only while one is awaited (``KeyDecoder/expectCursorPosition()``).
  case cursorPosition(row: Int, column: Int)
}
