/// Makes untrusted text harmless to draw: it can never move the cursor,
/// recolour, retitle the window or emit OSC/DCS sequences.
///
/// - C0 controls and DEL become their Unicode control pictures (`\u{1B}` → `␛`,
///   `\n` → `␊`, DEL → `␡`), so an escape sequence shows as `␛[2J` instead of
///   running.
/// - C1 controls (U+0080–U+009F, which some terminals obey as CSI, OSC, DCS…),
///   the line and paragraph separators and the bidirectional controls
///   (overrides, embeddings, isolates, marks) become `�`: they could reorder or
///   hide the text around them.
/// - A combining mark or other zero-width character that starts a grapheme
///   is shown on a dotted circle (`◌́`), so it cannot merge into a neighbouring cell.
public enum TextSanitizer {
  /// The replacement for characters that have no visible form of their own.
  public static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// `text` with every dangerous scalar made visible; unchanged text is returned as is.
  ///
  /// - Complexity: O(*n*); printable ASCII takes a fast path without allocation.
  public static func sanitize(_ text: String) -> String {
    // Printable ASCII, and text of code points that are graphemes by themselves, holds nothing
    // to make visible.
    if DisplayWidth.simpleWidth(text) != nil { return text }
    guard needsWork(text) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { scalars.append(visibleForm(of: scalar) ?? scalar) }
    // Graphemes are decided on the cleaned scalars: a control picture ends a grapheme.
    var result = ""
    for character in String(scalars) {
      if let first = character.unicodeScalars.first, DisplayWidth.isZeroWidth(first.value) {
        result.unicodeScalars.append("\u{25CC}")
      }
      result.append(character)
    }
    return result
  }

  /// The visible stand-in for a dangerous scalar, `nil` for a harmless one.
  public static func visibleForm(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: return "\u{2421}"
    case 0x80..<0xA0, 0x2028, 0x2029: return replacement
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return replacement
    default: return nil
    }
  }

  private static func needsWork(_ text: String) -> Bool {
    for scalar in text.unicodeScalars where visibleForm(of: scalar) != nil { return true }
    for character in text {
      if let lead = character.unicodeScalars.first, DisplayWidth.isZeroWidth(lead.value) { return true }
    }
    return false
  }
}
