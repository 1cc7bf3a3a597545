import WheelPickerCore

/// The default search: the titles of the focused wheel, case-insensitively,
/// rows whose title starts with the query first, then rows that contain it,
/// each in row order (`2007` in the year wheel; `4` or `apr` in the month wheel).
public struct FocusedWheelSearch<Model: WheelModel>: SheetSearching {
  /// The most matches kept; the rest are dropped to bound memory on huge lists.
  public var limit: Int

  /// Creates the search.
  public init(limit: Int = 100_000) { self.limit = max(1, limit) }

  /// The matching rows of the focused wheel.
  ///
  /// - Complexity: O(*n*) titles of the focused wheel; ASCII titles are folded without allocating.
  public func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int
  ) -> [SearchMatch] {
    let needle = Self.fold(query)
    guard !needle.isEmpty else { return [] }
    var prefixes: [Int] = []
    var inner: [Int] = []
    var haystack: [UInt8] = []
    let count = engine.rowCount(ofWheel: focusedWheel)
    for row in 0..<count where prefixes.count < limit {
      Self.fold(engine.title(ofRow: row, inWheel: focusedWheel), into: &haystack)
      if haystack.starts(with: needle) {
        prefixes.append(row)
      } else if inner.count < limit, Self.contains(haystack, needle) {
        inner.append(row)
      }
    }
    return (prefixes + inner).prefix(limit).map { SearchMatch(row: $0, inWheel: focusedWheel) }
  }

  /// The UTF-8 bytes of `text` in lowercase.
  static func fold(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    fold(text, into: &bytes)
    return bytes
  }

  /// Writes the lowercase UTF-8 of `text` into `bytes`, reusing its storage.
  ///
  /// ASCII is folded byte by byte and scalars without case (CJK, emoji) are
  /// copied, so only text with non-ASCII cased letters pays for `lowercased()`.
  static func fold(_ text: String, into bytes: inout [UInt8]) {
    bytes.removeAll(keepingCapacity: true)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        bytes.append(UInt8(value) >= 0x41 && UInt8(value) <= 0x5A ? UInt8(value) + 0x20 : UInt8(value))
      } else if scalar.properties.changesWhenLowercased {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: text.lowercased().utf8)
        return
      } else {
        if let encoded = UTF8.encode(scalar) { bytes.append(contentsOf: encoded) }
      }
    }
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    let first = needle[0]
    var start = 0
    while start + needle.count <= haystack.count {
      if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) {
        return true
      }
      start += 1
    }
    return false
  }
}
