/// How many terminal cells text takes, decided per grapheme (`Character`).
///
/// CJK ideographs, fullwidth forms and emoji take two cells; combining marks
/// ride on the grapheme they follow (`e\u{301}` is one cell), an emoji ZWJ
/// sequence such as 👨‍👩‍👧 is one grapheme of two cells, and a flag (two
/// regional indicators) takes two. East Asian Ambiguous characters take one,
/// as in most terminals. Text is expected to be sanitized first
/// (``TextSanitizer``): control characters have no meaningful width.
public enum DisplayWidth {
  /// The width of one grapheme: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x7F {
      if first.value < 0x20 { return 0 }
      // A keycap (7️⃣, #️⃣) starts with ASCII but asks for emoji presentation.
      if scalars.count == 1 { return 1 }
    }
    if isWide(first.value) { return 2 }
    if scalars.count > 1 {
      for scalar in scalars.dropFirst() {
        // VS16 asks for emoji presentation; a second regional indicator makes a flag;
        // a skin-tone modifier only follows emoji.
        if scalar.value == 0xFE0F || (0x1F1E6...0x1F1FF).contains(scalar.value)
          || (0x1F3FB...0x1F3FF).contains(scalar.value)
        {
          return 2
        }
      }
    }
    return isZeroWidth(first.value) ? 0 : 1
  }

  /// The width of a string: the sum of its graphemes' widths.
  ///
  /// - Complexity: O(*n*); ASCII text takes a fast path that does no grapheme breaking.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    if let simple = simpleWidth(text) { return simple }
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// `text` cut to at most `width` cells, ending with `…` when it was cut.
  ///
  /// A wide glyph is never split: when only one cell is left before the
  /// ellipsis, it stays empty and the result is one cell narrower.
  /// - Complexity: O(*n*) in the length of the kept prefix.
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if let ascii = asciiWidth(text) { return ascii <= width ? text : String(text.prefix(width - 1)) + "…" }
    if let simple = simpleWidth(text) {
      guard simple > width else { return text }
      // Simple text breaks between every two code points: cut it by code point.
      var used = 0
      var kept = text.unicodeScalars.startIndex
      for index in text.unicodeScalars.indices {
        used += simpleWidth(text.unicodeScalars[index].value) ?? 1
        if used > width - 1 { break }
        kept = text.unicodeScalars.index(after: index)
      }
      return String(text.unicodeScalars[..<kept]) + "…"
    }
    var used = 0
    var keptEnd = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      used += of(text[index])
      if used > width { return String(text[..<keptEnd]) + "…" }
      index = text.index(after: index)
      if used <= width - 1 { keptEnd = index }
    }
    return text
  }

  /// `text` cut to at most `width` cells from its start, beginning with `…` when it was cut:
  /// the end of a long query stays in sight.
  ///
  /// - Complexity: O(*n*) in the length of the kept suffix.
  public static func truncateLeading(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    var used = 0
    var keptStart = text.endIndex
    var index = text.endIndex
    while index > text.startIndex {
      let previous = text.index(before: index)
      used += of(text[previous])
      if used > width { return "…" + text[keptStart...] }
      index = previous
      if used <= width - 1 { keptStart = index }
    }
    return text
  }

  /// The width of a code point that is a grapheme by itself whatever surrounds it: 1 for
  /// printable ASCII, 2 for a CJK ideograph (U+4E00–U+9FFF), CJK symbol or punctuation
  /// (U+3001–U+3029, U+3030–U+303E) or fullwidth form (U+FF01–U+FF60), and the width of one code
  /// point of ``independentRanges`` (letters, punctuation, arrows, box drawing, kana, Hangul
  /// syllables…); `nil` for anything else, which takes the grapheme-breaking path. None of these
  /// is a control, a combining mark, a joiner, a prepend character, a regional indicator or a
  /// Hangul jamo, so text of them breaks between every two code points and nothing in it needs
  /// ``TextSanitizer``'s work.
  @inline(__always)
  static func simpleWidth(_ value: UInt32) -> Int? {
    if value >= 0x20 && value < 0x7F { return 1 }
    if (0x4E00...0x9FFF).contains(value) || (0x3001...0x3029).contains(value)
      || (0x3030...0x303E).contains(value) || (0xFF01...0xFF60).contains(value)
    {
      return 2
    }
    return value < 0xA1 ? nil : independentWidth(value)
  }

  /// Code points that always form a grapheme by themselves and have a width of their own (their
  /// Unicode grapheme-break class is "Other"), beyond those ``simpleWidth(_:)`` checks first:
  /// sorted, disjoint, as flat `[low, high, …]` pairs.
  static let independentRanges: [UInt32] = [
    0x00A1, 0x00AC,  // Latin-1 punctuation and signs (not the soft hyphen)
    0x00AE, 0x02FF,  // Latin-1 letters, Latin Extended-A and B, IPA, spacing modifier letters
    0x0370, 0x0482,  // Greek and Coptic, Cyrillic (not its combining marks)
    0x048A, 0x052F,  // Cyrillic, Cyrillic Supplement
    0x2010, 0x2027,  // dashes, quotation marks, bullets, ellipsis
    0x2030, 0x205E,  // per mille, primes, guillemets ‹ ›, ‼ …
    0x20A0, 0x20C0,  // currency signs
    0x2100, 0x218B,  // letterlike symbols, number forms
    0x2190, 0x23FF,  // arrows, mathematical operators, technical symbols
    0x2460, 0x27BF,  // enclosed numbers, box drawing, blocks, shapes, symbols, dingbats
    0x3041, 0x3096,  // hiragana (not the combining sound marks)
    0x309B, 0x30FF,  // kana sound marks, katakana
    0x3400, 0x4DBF,  // CJK Unified Ideographs Extension A
    0xAC00, 0xD7A3,  // Hangul syllables (joined only by jamo, which are not here)
    0xF900, 0xFAFF,  // CJK compatibility ideographs
  ]

  /// The width of a code point of ``independentRanges`` (2 when East Asian wide, else 1), or `nil`.
  private static func independentWidth(_ value: UInt32) -> Int? {
    guard contains(independentRanges, value) else { return nil }
    return isWide(value) ? 2 : 1
  }

  /// The width of text made only of code points ``simpleWidth(_:)`` knows, or `nil`.
  static func simpleWidth<S: StringProtocol>(_ text: S) -> Int? {
    if let ascii = asciiWidth(text) { return ascii }
    var total = 0
    for scalar in text.unicodeScalars {
      guard let width = simpleWidth(scalar.value) else { return nil }
      total += width
    }
    return total
  }

  /// The width of printable ASCII text, or `nil` when it holds anything else.
  static func asciiWidth<S: StringProtocol>(_ text: S) -> Int? {
    // Native text is scanned where its bytes lie, without an index per byte; other text is
    // copied first.
    if let width = text.utf8.withContiguousStorageIfAvailable(asciiWidth(of:)) { return width }
    return Array(text.utf8).withUnsafeBufferPointer(asciiWidth(of:))
  }

  /// The width of printable ASCII bytes, or `nil` when they hold anything else.
  static func asciiWidth(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
    return bytes.count
  }

  /// Whether a code point takes two cells.
  static func isWide(_ value: UInt32) -> Bool {
    value >= 0x1100 && contains(DisplayWidthTable.wide, value)
  }

  /// Whether a code point takes no cell when it starts a grapheme.
  static func isZeroWidth(_ value: UInt32) -> Bool {
    value >= 0x300 && contains(DisplayWidthTable.zero, value)
  }

  /// Binary search over flat `[low, high, …]` pairs.
  private static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count / 2
    while low < high {
      let mid = (low + high) / 2
      if value < table[2 * mid] {
        high = mid
      } else if value > table[2 * mid + 1] {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
