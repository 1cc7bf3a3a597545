/// One key of a `--keys` script, applied headlessly by the same update as a
/// key from a terminal.
public enum KeyStroke: Hashable, Sendable {
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
  case backtab
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter (confirm).
  case enter
  /// Esc (clear the query, else cancel).
  case escape
  /// Space (spin the slot machine).
  case space
  /// Backspace (edit the query).
  case backspace
  /// Ctrl-C (interrupt).
  case ctrlC
  /// Ctrl-N (next row).
  case ctrlN
  /// Ctrl-P (previous row).
  case ctrlP
  /// Ctrl-J (next match).
  case ctrlJ
  /// Ctrl-K (previous match).
  case ctrlK
  /// Printable text typed into the query.
  case text(String)

  /// The named keys by their token, in the order help lists them.
  public static let named: [(token: String, key: KeyStroke)] = [
    ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("tab", .tab),
    ("backtab", .backtab), ("pgup", .pageUp), ("pgdn", .pageDown), ("home", .home), ("end", .end),
    ("enter", .enter), ("esc", .escape), ("space", .space), ("backspace", .backspace),
    ("ctrl-c", .ctrlC), ("ctrl-n", .ctrlN), ("ctrl-p", .ctrlP), ("ctrl-j", .ctrlJ), ("ctrl-k", .ctrlK),
  ]

  /// The token that names the key in a script (`type:TEXT` for text).
  public var token: String {
    if case .text(let text) = self { return "type:" + text }
    return Self.named.first { $0.key == self }?.token ?? ""
  }
}
