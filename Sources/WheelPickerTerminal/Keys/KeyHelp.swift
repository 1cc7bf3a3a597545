import WheelPickerPresentation

/// One line of key help: the keys, as help names them (`"↑/ctrl-p"`), and what they do
/// (`"previous row"`).
public struct KeyHelp: Hashable, Sendable {
  /// How help names the keys.
  public var keys: String
  /// What the keys do, in the user's language.
  public var summary: String

  /// Creates a help line.
  public init(keys: String, summary: String) {
    self.keys = keys
    self.summary = summary
  }
}
