/// Type-to-find in one wheel of any ``WheelModel``: `2007` in a year wheel,
/// `apr` in a month wheel, `深` in a city wheel.
///
/// Titles are compared ignoring case and the accents of Latin letters
/// (`zurich` finds Zürich); a row matches when the query is
/// its whole title, the start of it, or anywhere inside it. Only the wheel's
/// rows under the current selection are read, one title at a time. It knows
/// no pinyin: to find Chinese rows by pinyin and initials too, index the
/// titles with ``CascadeSearchIndex/init(titles:aliases:)``, as the sheets'
/// default search does.
///
/// <!-- snippet:
/// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
/// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
/// let engine = SelectionEngine(model: try DatePickerModel(DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now)))
/// -->
/// ```swift
/// let rows = WheelSearch.matches("apr", inWheel: 1, of: engine).map(\.row)   // [3]
/// let next = WheelSearch.nextMatch("1", inWheel: 0, of: engine, after: 4)
/// ```
public enum WheelSearch {
  /// A row that matched.
  public struct Match: Hashable, Sendable {
    /// The row.
    public var row: Int
    /// How it matched: ``SearchMatchKind/exact``, ``SearchMatchKind/prefix`` or
    /// ``SearchMatchKind/substring``.
    public var kind: SearchMatchKind

    /// Creates a match.
    public init(row: Int, kind: SearchMatchKind) {
      self.row = row
      self.kind = kind
    }
  }

  /// The rows of a wheel that match `query`, in row order.
  ///
  /// - Parameters:
  ///   - query: what was typed; case and the accents of Latin letters do not matter.
  ///   - wheel: the wheel to search, under the engine's current selection.
  ///   - engine: the picker.
  ///   - limit: the most matches returned (huge lists, short queries).
  /// - Complexity: O(rows × title length); titles are folded into one reused
  ///   buffer (ASCII and uncased scripts without allocating), none is kept.
  public static func matches<Model: WheelModel>(
    _ query: String, inWheel wheel: Int, of engine: SelectionEngine<Model>, limit: Int = .max
  ) -> [Match] {
    let needle = TextFolding.folded(String(query.trimmingSpaces))
    guard !needle.isEmpty, limit > 0 else { return [] }
    var result: [Match] = []
    var haystack: [UInt8] = []
    for row in 0..<engine.rowCount(ofWheel: wheel) where result.count < limit {
      if let kind = match(needle, row: row, inWheel: wheel, of: engine, buffer: &haystack) {
        result.append(Match(row: row, kind: kind))
      }
    }
    return result
  }

  /// How a row matches: by its title, else by the model's search alias (`4` → April).
  private static func match<Model: WheelModel>(
    _ needle: [UInt8], row: Int, inWheel wheel: Int, of engine: SelectionEngine<Model>,
    buffer: inout [UInt8]
  ) -> SearchMatchKind? {
    TextFolding.fold(engine.title(ofRow: row, inWheel: wheel), into: &buffer)
    if let kind = TextFolding.match(needle, in: buffer) { return kind }
    guard let alias = engine.model.searchAlias(ofRow: row, inWheel: wheel, given: engine.selection) else {
      return nil
    }
    TextFolding.fold(alias, into: &buffer)
    return TextFolding.match(needle, in: buffer)
  }

  /// The matching rows ranked: exact, then prefix, then substring; ties in row order.
  public static func rankedMatches<Model: WheelModel>(
    _ query: String, inWheel wheel: Int, of engine: SelectionEngine<Model>, limit: Int = .max
  ) -> [Match] {
    matches(query, inWheel: wheel, of: engine, limit: limit).sorted { ($0.kind, $0.row) < ($1.kind, $1.row) }
  }

  /// The next (or previous) matching row after `row`, wrapping around the
  /// wheel; `nil` when no row matches.
  ///
  /// - Parameters:
  ///   - query: what was typed; case and the accents of Latin letters do not matter.
  ///   - wheel: the wheel to search, under the engine's current selection.
  ///   - engine: the picker.
  ///   - row: where to start; `nil` starts before the first row (after the last, backwards).
  ///   - forward: `false` for the previous match.
  /// - Complexity: O(rows × title length) at worst.
  public static func nextMatch<Model: WheelModel>(
    _ query: String, inWheel wheel: Int, of engine: SelectionEngine<Model>, after row: Int?,
    forward: Bool = true
  ) -> Int? {
    let needle = TextFolding.folded(String(query.trimmingSpaces))
    let count = engine.rowCount(ofWheel: wheel)
    guard !needle.isEmpty, count > 0 else { return nil }
    let start = row ?? (forward ? -1 : count)
    var haystack: [UInt8] = []
    for step in 1...count {
      let candidate = ((start + (forward ? step : -step)) % count + count) % count
      if match(needle, row: candidate, inWheel: wheel, of: engine, buffer: &haystack) != nil {
        return candidate
      }
    }
    return nil
  }
}

extension String {
  /// The string without leading and trailing white space.
  var trimmingSpaces: Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return self[first...last]
  }
}
