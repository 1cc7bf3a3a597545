import WheelPickerPresentation

/// An estimate of how wide a text is drawn, without a font engine: enough to
/// size wheels by their content and to fit titles, the same on every platform.
///
/// CJK, fullwidth forms and emoji take one em; other characters take the
/// share of an em a proportional system font gives them (a narrow `i`, a wide
/// `M`, tabular digits).
///
/// ```swift
/// TextWidthEstimate.width(of: "广东省", fontSize: 16)   // 48
/// TextWidthEstimate.width(of: "2026", fontSize: 16)    // 35.2
/// ```
public enum TextWidthEstimate {
  /// The estimated width of `text` at `fontSize` points.
  ///
  /// - Complexity: O(*n*) in the text's characters.
  public static func width(of text: String, fontSize: Double) -> Double {
    var ems = 0.0
    for character in text {
      ems += emWidth(of: character)
    }
    return ems * fontSize
  }

  /// The width of one character, in ems.
  public static func emWidth(of character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if isWide(scalar) || character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) {
      return 1
    }
    if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .nonspacingMark }) { return 0 }
    if let width = narrowTable[character] { return width }
    if character.isNumber { return 0.55 }
    if character.isUppercase { return 0.66 }
    if character.isLowercase { return 0.52 }
    if character.isWhitespace { return 0.28 }
    return 0.55
  }

  /// Characters whose width differs from their class's (SF Pro at text sizes, rounded).
  private static let narrowTable: [Character: Double] = [
    "i": 0.24, "j": 0.24, "l": 0.24, "f": 0.32, "t": 0.34, "r": 0.36, "m": 0.84, "w": 0.76,
    "I": 0.28, "J": 0.48, "M": 0.84, "W": 0.94, ".": 0.26, ",": 0.26, ":": 0.26, ";": 0.26,
    "'": 0.2, "\"": 0.36, "!": 0.28, "|": 0.26, "(": 0.34, ")": 0.34, "-": 0.4, "–": 0.5,
    "—": 1, "…": 1, "/": 0.4, "×": 0.6, "·": 0.26,
  ]

  /// East Asian Wide and Fullwidth blocks: CJK ideographs and punctuation,
  /// kana, Hangul, fullwidth forms.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
