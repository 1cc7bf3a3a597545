import WheelPickerCore

/// What a cascade's text answer prints for each node of the path (`--print`).
enum CascadePrint: String, CaseIterable, Hashable, Sendable {
  /// The names separated by spaces, leaving out placeholders: `main Fix the parser`.
  case name
  /// The keys separated by tabs: `main<TAB>1a2b3c4`.
  case key
  /// Each node's key and name separated by a tab, nodes separated by tabs:
  /// `main<TAB>main<TAB>1a2b3c4<TAB>Fix the parser`.
  case both

  /// The text answer for a path of `(key, name)` nodes whose display text is `text`; a tab
  /// inside a key or name becomes a space, so that fields split on tabs.
  func text(of path: [(key: String, name: String)], displayText text: String) -> String {
    let field = { (value: String) in value.replacingAll("\t", with: " ") }
    switch self {
    case .name: return text
    case .key: return path.map { field($0.key) }.joined(separator: "\t")
    case .both: return path.map { field($0.key) + "\t" + field($0.name) }.joined(separator: "\t")
    }
  }
}
