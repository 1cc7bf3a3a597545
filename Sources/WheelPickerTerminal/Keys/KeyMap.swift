/// Binds keys to ``SheetCommand``s and describes them, so that the update and
/// the help line can never disagree.
///
/// Keys not bound here that are printable characters type into the query.
public struct KeyMap: Hashable, Sendable {
  /// One binding: the keys, the command, and how help shows it.
  public struct Binding: Hashable, Sendable {
    /// The keys that trigger the command.
    public var keys: [Key]
    /// The command.
    public var command: SheetCommand
    /// How help names the keys (`"↑/ctrl-p"`); defaults to the keys joined by `/`.
    public var keyLabel: String
    /// What the command does, in the user's language (`"previous row"`).
    public var summary: String
    /// Whether the one-line hint under the sheet shows it.
    public var isInShortHelp: Bool

    /// Creates a binding.
    public init(
      _ keys: [Key], _ command: SheetCommand, keyLabel: String? = nil, summary: String,
      isInShortHelp: Bool = false
    ) {
      self.keys = keys
      self.command = command
      self.keyLabel = keyLabel ?? keys.map(\.description).joined(separator: "/")
      self.summary = summary
      self.isInShortHelp = isInShortHelp
    }
  }

  /// The bindings, in the order help lists them.
  public var bindings: [Binding]
  private var index: [Key: SheetCommand]

  /// Creates a key map; where two bindings share a key, the first wins.
  public init(_ bindings: [Binding]) {
    self.bindings = bindings
    var index: [Key: SheetCommand] = [:]
    for binding in bindings {
      for key in binding.keys where index[key] == nil { index[key] = binding.command }
    }
    self.index = index
  }

  /// The command bound to a key.
  public func command(for key: Key) -> SheetCommand? { index[key] }

  /// The help entries (`"↑/ctrl-p"`, `"previous row"`), all or only the short ones.
  public func helpEntries(shortOnly: Bool) -> [(keys: String, summary: String)] {
    bindings.filter { !shortOnly || $0.isInShortHelp }.map { ($0.keyLabel, $0.summary) }
  }

  /// The standard bindings, described in English.
  public static let standard = KeyMap(summaries: [:])

  /// The standard bindings with summaries replaced where `summaries` has one
  /// (to localize the help: `[.confirm: "确定"]`).
  public init(summaries: [SheetCommand: String]) {
    func s(_ command: SheetCommand, _ english: String) -> String { summaries[command] ?? english }
    self.init([
      Binding([.up, .control("p")], .previousRow, summary: s(.previousRow, "previous row")),
      Binding([.down, .control("n")], .nextRow, keyLabel: "↑↓", summary: s(.nextRow, "row"), isInShortHelp: true),
      Binding([.pageUp], .previousPage, summary: s(.previousPage, "page up")),
      Binding([.pageDown], .nextPage, summary: s(.nextPage, "page down")),
      Binding([.home], .firstRow, summary: s(.firstRow, "first row")),
      Binding([.end], .lastRow, summary: s(.lastRow, "last row")),
      Binding([.left], .previousWheel, summary: s(.previousWheel, "wheel on the left")),
      Binding([.right], .nextWheel, keyLabel: "←→", summary: s(.nextWheel, "wheel"), isInShortHelp: true),
      Binding([.tab], .nextWheelWrapping, summary: s(.nextWheelWrapping, "next wheel (wraps)")),
      Binding([.backTab], .previousWheelWrapping, summary: s(.previousWheelWrapping, "previous wheel (wraps)")),
      Binding(
        [.control("j"), .function(3, shift: false)], .nextMatch, keyLabel: "ctrl-j/f3",
        summary: s(.nextMatch, "next match")),
      Binding(
        [.control("k"), .function(3, shift: true), .function(13, shift: false)], .previousMatch,
        keyLabel: "ctrl-k/shift-f3", summary: s(.previousMatch, "previous match")),
      Binding([.backspace], .deleteBackward, summary: s(.deleteBackward, "delete a query character")),
      Binding([.enter], .confirm, summary: s(.confirm, "confirm"), isInShortHelp: true),
      Binding([.escape], .cancel, summary: s(.cancel, "cancel"), isInShortHelp: true),
      Binding([.control("c")], .interrupt, summary: s(.interrupt, "interrupt")),
      Binding([.character("?")], .toggleHelp, summary: s(.toggleHelp, "help"), isInShortHelp: true),
      Binding([.character(" ")], .spin, summary: s(.spin, "spin")),
      Binding([.control("z")], .suspend, summary: s(.suspend, "suspend")),
    ])
  }
}
