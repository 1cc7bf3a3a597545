import Foundation

/// Decides, without the collator, the order of two titles whose first
/// difference is between two plain ASCII letters: `Alabama` before `Alaska`
/// because `b` comes before `s`.
///
/// Asking Foundation's collator costs about 2 µs a comparison on Linux (it
/// builds the locale and resets the collator every time), which made sorting
/// the 5,295 world divisions take 8–12 ms. Most sibling comparisons are
/// settled by the first letter that differs, and there the collator's answer
/// is known in advance: in the Unicode collation algorithm (and CLDR's root
/// order) the primary weights of the letters `a…z` rise in alphabetical
/// order, upper and lower case share a weight, and the first primary
/// difference decides, before any accent, case or punctuation rule is heard.
/// That holds when
/// - everything before the difference is printable ASCII and equal up to
///   case (identical collation elements, no contraction that could reach
///   across: the locales below tailor no ASCII letter pair),
/// - both differing characters are ASCII letters standing alone (the next
///   byte is not the start of a combining mark that could form one grapheme,
///   or one contraction, with the letter), and
/// - the locale's collation leaves `a…z` as they are: languages with
///   letters made of two ASCII letters (`ch` in Czech, `aa` in Danish, `dz`
///   in Hungarian…), with ASCII letters moved (`z` in Estonian, `w` in
///   Finnish) or with a dotless `ı` that is `I`'s lower case (Turkish) are
///   left to the collator, as is any collation other than the standard one
///   (`de@collation=phonebook`, `es-u-co-trad`).
///
/// Everything else (digits, punctuation, accents, one title a prefix of the
/// other, other scripts) goes to the collator. Tests sort every bundled
/// dataset both ways in each listed language and compare random ASCII titles
/// with the collator's answers.
struct LatinPrimaryOrder: Sendable {
  /// The languages whose standard collation keeps ASCII letters in the
  /// root order (checked against ICU by the tests).
  static let languages: Set<String> = [
    "ar", "de", "el", "en", "es", "fr", "he", "hi", "id", "it", "ja", "ko", "ms", "nl", "pl", "pt", "ru",
    "th", "uk", "zh",
  ]

  /// Whether titles can be ordered by their first differing ASCII letter in
  /// `locale`.
  static func applies(to locale: Locale) -> Bool {
    guard let language = locale.language.languageCode?.identifier, languages.contains(language) else {
      return false
    }
    return locale.collation == .standard
  }

  /// `true` when `a` sorts before `b`, `false` when after, `nil` when the
  /// collator has to decide.
  static func precedes(_ a: String, _ b: String) -> Bool? {
    var a = a
    var b = b
    return a.withUTF8 { first in b.withUTF8 { second in precedes(first, second) } }
  }

  /// ``precedes(_:_:)-(String,String)`` over UTF-8 bytes.
  static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool? {
    let count = min(a.count, b.count)
    var index = 0
    while index < count {
      let x = a[index]
      let y = b[index]
      guard x >= 0x20, x < 0x7F, y >= 0x20, y < 0x7F else { return nil }
      let foldedX = folded(x)
      let foldedY = folded(y)
      if foldedX != foldedY {
        guard isLetter(foldedX), isLetter(foldedY), standsAlone(a, after: index), standsAlone(b, after: index)
        else { return nil }
        return foldedX < foldedY
      }
      index += 1
    }
    return nil
  }

  /// The byte with `A…Z` lowered.
  private static func folded(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  private static func isLetter(_ folded: UInt8) -> Bool {
    folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z")
  }

  /// Whether the byte after `index` is ASCII or the end: nothing that
  /// could combine with the letter at `index`.
  private static func standsAlone(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
    index + 1 == bytes.count || bytes[index + 1] < 0x80
  }
}
