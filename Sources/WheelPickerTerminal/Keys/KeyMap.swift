import WheelPickerPresentation

/// Binds keys to `SheetIntent`s (the intents every face shares, and the terminal's own: help,
/// interrupt, suspend) and describes them, so that the update and the help line can never disagree.
///
/// Keys not bound here that are printable characters type into the query.
public struct KeyMap: Hashable, Sendable {
  /// One binding: the keys, the intent, and how help shows it.
  public struct Binding: Hashable, Sendable {
    /// The keys that ask for the intent.
    public var keys: [KeyPress]
    /// What the keys ask for.
    public var intent: SheetIntent
    /// How help names the keys (`"↑/ctrl-p"`); defaults to the keys joined by `/`.
    public var keyLabel: String
    /// What the intent does, in the user's language (`"previous row"`).
    public var summary: String
    /// How the one-line hint under the sheet shows it (`←→ wheel`), `nil` to leave it out.
    public var shortHelp: KeyHelp?

    /// Creates a binding.
    public init(
      _ keys: [KeyPress], _ intent: SheetIntent, keyLabel: String? = nil, summary: String,
      shortHelp: KeyHelp? = nil
    ) {
      self.keys = keys
      self.intent = intent
      self.keyLabel = keyLabel ?? keys.map(\.description).joinedText(separator: "/")
      self.summary = summary
      self.shortHelp = shortHelp
    }

    /// Creates a binding that the hint shows as in the full help.
    public init(
      _ keys: [KeyPress], _ intent: SheetIntent, keyLabel: String? = nil, summary: String, isInShortHelp: Bool
    ) {
      self.init(keys, intent, keyLabel: keyLabel, summary: summary)
      if isInShortHelp { shortHelp = KeyHelp(keys: self.keyLabel, summary: summary) }
    }
  }

  /// The bindings, in the order help lists them.
  public var bindings: [Binding] { didSet { index = Self.index(of: bindings) } }
  /// The help line about typing, which no binding covers (printable characters search).
  public var typingHelp: KeyHelp
  /// The intents of each key, in the bindings' order: derived from ``bindings``, so left out of
  /// equality.
  private var index: [KeyPress: [SheetIntent]]

  /// Creates a key map; where two bindings share a key, the first that is available wins
  /// (``intent(for:where:)``: Space marks a row in a sheet that answers several, spins where
  /// something spins).
  public init(_ bindings: [Binding], typingHelp: KeyHelp = KeyHelp(keys: "abc…", summary: "search")) {
    self.bindings = bindings
    self.typingHelp = typingHelp
    index = Self.index(of: bindings)
  }

  private static func index(of bindings: [Binding]) -> [KeyPress: [SheetIntent]] {
    var index: [KeyPress: [SheetIntent]] = [:]
    for binding in bindings {
      for key in binding.keys { index[key, default: []].append(binding.intent) }
    }
    return index
  }

  /// The first intent bound to a key.
  public func intent(for key: KeyPress) -> SheetIntent? { index[key]?.first }

  /// The first intent bound to a key that `isAvailable` accepts, else the first bound to it.
  public func intent(for key: KeyPress, where isAvailable: (SheetIntent) -> Bool) -> SheetIntent? {
    guard let intents = index[key] else { return nil }
    return intents.first(where: isAvailable) ?? intents.first
  }

  /// The help entries (`"↑/ctrl-p"`, `"previous row"`): the hint's, or every
  /// binding's followed by the typing entry.
  package func helpEntries(shortOnly: Bool) -> [KeyHelp] {
    helpEntries(shortOnly: shortOnly, listsTyping: true, where: { _ in true })
  }

  /// The help entries of the bindings whose intent `isAvailable` accepts, so
  /// that help lists only what works in a sheet (Space only where something spins).
  ///
  /// - Parameters:
  ///   - shortOnly: the hint's entries instead of the full help's.
  ///   - listsTyping: whether the sheet can be searched: the full help then ends with the typing
  ///     entry, and Esc is described as clearing the query too.
  ///   - isAvailable: whether an intent does something.
  public func helpEntries(
    shortOnly: Bool, listsTyping: Bool, where isAvailable: (SheetIntent) -> Bool
  ) -> [KeyHelp] {
    helpEntries(
      shortOnly: shortOnly, listsTyping: listsTyping, whereBindingAt: { isAvailable(bindings[$0].intent) })
  }

  /// The help entries of the bindings whose position in ``bindings`` `isAvailable` accepts.
  func helpEntries(
    shortOnly: Bool, listsTyping: Bool, whereBindingAt isAvailable: (Int) -> Bool
  ) -> [KeyHelp] {
    let available = bindings.indices.filter(isAvailable).map { bindings[$0] }
    if shortOnly { return available.compactMap(\.shortHelp) }
    return available.map { binding in
      // Without a query to clear, Esc only cancels: the help says what the hint says.
      if !listsTyping, binding.intent == .cancel, let short = binding.shortHelp {
        return KeyHelp(keys: binding.keyLabel, summary: short.summary)
      }
      return KeyHelp(keys: binding.keyLabel, summary: binding.summary)
    } + (listsTyping ? [typingHelp] : [])
  }

  /// Key maps are equal when their bindings and typing help are.
  public static func == (lhs: KeyMap, rhs: KeyMap) -> Bool {
    lhs.bindings == rhs.bindings && lhs.typingHelp == rhs.typingHelp
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(bindings)
    hasher.combine(typingHelp)
  }

  /// The standard bindings, described in English.
  public static let standard = KeyMap(summaries: [:])

  /// The standard bindings with summaries replaced where `summaries` has one
  /// (to localize the help: `[.confirm: "确定"]`), and the typing entry's summary.
  ///
  /// - Parameters:
  ///   - summaries: the help's words by command (`[.confirm: "确定"]`).
  ///   - shortSummaries: the hint's shorter words (`[.nextRow: "选行"]`);
  ///     where it has none, the hint uses `summaries`, then English.
  ///   - typingSummary: the help's words for typing a query.
  public init(
    summaries: [SheetIntent: String], shortSummaries: [SheetIntent: String] = [:],
    typingSummary: String? = nil
  ) {
    func s(_ command: SheetIntent, _ english: String) -> String { summaries[command] ?? english }
    func short(_ command: SheetIntent, _ english: String) -> String {
      shortSummaries[command] ?? summaries[command] ?? english
    }
    self.init(
      [
        Binding([.up, .control("p")], .previousRow, summary: s(.previousRow, "previous row")),
        Binding(
          [.down, .control("n")], .nextRow, summary: s(.nextRow, "next row"),
          shortHelp: KeyHelp(keys: "↑↓", summary: short(.nextRow, "row"))),
        Binding([.pageUp], .previousPage, summary: s(.previousPage, "page up")),
        Binding([.pageDown], .nextPage, summary: s(.nextPage, "page down")),
        Binding([.home], .firstRow, summary: s(.firstRow, "first row")),
        Binding([.end], .lastRow, summary: s(.lastRow, "last row")),
        Binding([.left], .previousWheel, summary: s(.previousWheel, "wheel on the left")),
        Binding(
          [.right], .nextWheel, summary: s(.nextWheel, "wheel on the right"),
          shortHelp: KeyHelp(keys: "←→", summary: short(.nextWheel, "wheel"))),
        Binding([.tab], .nextWheelWrapping, summary: s(.nextWheelWrapping, "next wheel (wraps)")),
        Binding(
          [.backTab], .previousWheelWrapping, summary: s(.previousWheelWrapping, "previous wheel (wraps)")),
        Binding(
          [.control("j"), .function(3, shift: false)], .nextMatch, keyLabel: "ctrl-j/f3",
          summary: s(.nextMatch, "next match")),
        Binding(
          [.control("k"), .function(3, shift: true), .function(13, shift: false)], .previousMatch,
          keyLabel: "ctrl-k/⇧f3", summary: s(.previousMatch, "previous match")),
        Binding([.backspace], .deleteBackward, summary: s(.deleteBackward, "delete a query character")),
        Binding(
          [.enter], .confirm, summary: s(.confirm, "confirm"),
          shortHelp: KeyHelp(keys: "enter", summary: short(.confirm, "confirm"))),
        Binding(
          [.escape], .cancel, summary: s(.cancel, "clear query/cancel"),
          shortHelp: KeyHelp(keys: "esc", summary: short(.cancel, "cancel"))),
        Binding([.control("c")], .interrupt, summary: s(.interrupt, "interrupt")),
        Binding(
          [.character("?")], .toggleHelp, summary: s(.toggleHelp, "help"),
          shortHelp: KeyHelp(keys: "?", summary: short(.toggleHelp, "help"))),
        Binding([.character(" ")], .spin, summary: s(.spin, "spin")),
        Binding(
          [.character(" ")], .toggleMark, summary: s(.toggleMark, "mark/unmark row"),
          shortHelp: KeyHelp(keys: "space", summary: short(.toggleMark, "mark"))),
        Binding([.control("a")], .markAllMatches, summary: s(.markAllMatches, "mark all matches")),
        Binding([.control("z")], .suspend, summary: s(.suspend, "suspend")),
      ], typingHelp: KeyHelp(keys: "abc…", summary: typingSummary ?? "search"))
  }
}
