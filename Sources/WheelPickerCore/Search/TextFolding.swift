import Foundation

/// Case- and accent-insensitive comparison of titles as folded UTF-8 bytes.
///
/// Latin letters lose their accents, as fzf folds them: `Zürich`, `ZÜRICH` and
/// `Zu\u{308}rich` all fold to `zurich`, `São` to `sao`, `Łódź` to `lodz`; a
/// combining accent (U+0300–U+036F) after a Latin letter is dropped, so a
/// decomposed title folds as its precomposed form does. Other scripts keep
/// their marks (kana's voicing marks are letters of their own).
///
/// ASCII is folded byte by byte, accented Latin letters through one table,
/// and scalars without case (CJK, emoji) are copied, so only text with other
/// non-ASCII cased letters (Greek, Cyrillic) pays for `lowercased()`:
/// searching 200,000 rows allocates nothing per row.
enum TextFolding {
  /// The folded UTF-8 bytes of `text`: lowercase, Latin accents removed.
  static func folded(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    fold(text, into: &bytes)
    return bytes
  }

  /// Writes the folded UTF-8 of `text` into `bytes`, reusing its storage.
  static func fold(_ text: String, into bytes: inout [UInt8]) {
    bytes.removeAll(keepingCapacity: true)
    guard !append(text.unicodeScalars, lowercasing: true, into: &bytes) else { return }
    bytes.removeAll(keepingCapacity: true)
    _ = append(text.lowercased().unicodeScalars, lowercasing: false, into: &bytes)
  }

  /// Appends the folded scalars; `false` (stopped) when, `lowercasing`, a cased
  /// letter outside ASCII and the Latin table asks for the whole text lowercased.
  private static func append(
    _ scalars: String.UnicodeScalarView, lowercasing: Bool, into bytes: inout [UInt8]
  ) -> Bool {
    for scalar in scalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
      } else if let base = latinBase(of: value) {
        bytes.append(base)
      } else if value >= 0x300 && value <= 0x36F, let last = bytes.last, isLowercaseLetter(last) {
        continue
      } else if lowercasing && scalar.properties.changesWhenLowercased {
        return false
      } else if let encoded = UTF8.encode(scalar) {
        bytes.append(contentsOf: encoded)
      }
    }
    return true
  }

  private static func isLowercaseLetter(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

  /// The lowercase ASCII letter an accented Latin letter folds to (`Ü` → `u`), `nil` for any other scalar.
  @inline(__always)
  static func latinBase(of value: UInt32) -> UInt8? {
    let slot: Int
    if value >= 0xC0 && value < 0x250 {
      slot = Int(value - 0xC0)
    } else if value >= 0x1E00 && value < 0x1F00 {
      slot = Int(value - 0x1E00) + 0x190
    } else {
      return nil
    }
    let base = latinBases[slot]
    return base == 0 ? nil : base
  }

  /// Letters that are not a base letter and combining accents, folded as fzf folds them.
  private static let unaccented: [UInt32: Character] = [
    0xD8: "o", 0xF8: "o", 0x110: "d", 0x111: "d", 0x126: "h", 0x127: "h", 0x131: "i", 0x141: "l",
    0x142: "l", 0x166: "t", 0x167: "t", 0x180: "b", 0x197: "i", 0x1B5: "z", 0x1B6: "z", 0x1E4: "g",
    0x1E5: "g", 0x23A: "a", 0x23B: "c", 0x23C: "c", 0x23E: "t", 0x246: "e", 0x247: "e",
  ]

  /// U+00C0–U+024F, then U+1E00–U+1EFF: the base letter of each (its canonical
  /// decomposition's first scalar, lowercased), 0 for none.
  private static let latinBases: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 0x190 + 0x100)
    let ranges: [(ClosedRange<UInt32>, Int)] = [(0xC0...0x24F, 0), (0x1E00...0x1EFF, 0x190)]
    for (range, offset) in ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let slot = Int(value - range.lowerBound) + offset
        if let letter = unaccented[value]?.asciiValue {
          table[slot] = letter
          continue
        }
        let decomposed = String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars
        guard decomposed.count > 1, let first = decomposed.first, first.isASCII,
          let letter = Character(first).lowercased().first?.asciiValue, letter >= 0x61, letter <= 0x7A,
          decomposed.dropFirst().allSatisfy({ $0.value >= 0x300 && $0.value <= 0x36F })
        else { continue }
        table[slot] = letter
      }
    }
    return table
  }()

  /// How a folded haystack contains a folded needle: the whole of it, its
  /// start, somewhere inside, or not at all.
  static func match(_ needle: [UInt8], in haystack: [UInt8]) -> SearchMatchKind? {
    guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
    if haystack.starts(with: needle) { return haystack.count == needle.count ? .exact : .prefix }
    let first = needle[0]
    var start = 1
    while start + needle.count <= haystack.count {
      if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) {
        return .substring
      }
      start += 1
    }
    return nil
  }
}
