/// What separates the fields of an item for `--with-nth` and `--accept-nth` (`--delimiter`).
///
/// As in fzf, a field keeps the delimiter that follows it: with `:` the fields of `a:b:c` are
/// `a:`, `b:` and `c`, and `a:b:` has a third, empty one. The default is AWK's: fields are runs of characters other than space and
/// tab, each with the spaces and tabs after it, and the spaces and tabs a line starts with belong
/// to no field (`  a  b` has the fields `a  ` and `b`).
///
/// fzf reads `--delimiter` as a regular expression; here it is literal text, with a backslash
/// escaping one character: `\t` is a tab, `\\` a backslash, and a backslash before any other ASCII
/// punctuation is that character (so fzf's `\|` and `\.` mean here what they mean there). A regular
/// expression's operators (`. [ ] ( ) { } * + ? | ^ $`) unescaped are refused, so that a delimiter
/// never means something else than it does in fzf without a word.
enum FieldDelimiter: Hashable, Sendable {
  /// Runs of spaces and tabs, AWK's way.
  case whitespace
  /// Literal bytes (never empty).
  case literal([UInt8])

  /// The characters a regular expression gives a meaning, refused unescaped.
  static let regexOperators = Set(".[](){}*+?|^$".utf8)

  /// Parses a `--delimiter` argument.
  ///
  /// - Throws: `UsageError` for an empty delimiter, one longer than ``InputLimits/delimiterBytes``,
  ///   a backslash at its end or before a letter or digit other than `t`, and an unescaped operator.
  static func parse(_ text: String, option: String = "--delimiter") throws(UsageError) -> FieldDelimiter {
    let bytes = ArgumentBytes.bytes(of: text)
    guard !bytes.isEmpty else { throw UsageError.invalid(option, text, "must not be empty") }
    guard bytes.count <= InputLimits.delimiterBytes else {
      throw UsageError.overLimit(
        option,
        "\(InputLimits.count(bytes.count)) bytes long (limit \(InputLimits.size(InputLimits.delimiterBytes)))"
      )
    }
    var literal: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        guard index + 1 < bytes.count else {
          throw UsageError.invalid(option, text, "ends with a backslash (write \\\\ for a backslash)")
        }
        let next = bytes[index + 1]
        if next == UInt8(ascii: "t") {
          literal.append(0x09)
        } else if next < 0x80, isPunctuation(next) {
          literal.append(next)
        } else {
          throw UsageError.invalid(
            option, text,
            "a backslash escapes only \\t (a tab) and ASCII punctuation; the delimiter is literal text, "
              + "not a regular expression")
        }
        index += 2
        continue
      }
      if regexOperators.contains(byte) {
        throw UsageError.invalid(
          option, text,
          "\(String(UnicodeScalar(byte))) is a regular-expression operator in fzf; the delimiter is literal "
            + "text here: write \\\(String(UnicodeScalar(byte))) for the character itself")
      }
      literal.append(byte)
      index += 1
    }
    return .literal(literal)
  }

  private static func isPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }

  /// The fields of `line`, each with the delimiter that follows it, as ranges of `line`'s indices.
  ///
  /// - Complexity: O(bytes × delimiter length).
  func fields(of line: [UInt8]) -> [Range<Int>] {
    line.withUnsafeBufferPointer { fields(in: $0) }
  }

  private func fields(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var fields: [Range<Int>] = []
    switch self {
    case .whitespace:
      var index = 0
      func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
      while index < bytes.count, isBlank(bytes[index]) { index += 1 }
      while index < bytes.count {
        let start = index
        while index < bytes.count, !isBlank(bytes[index]) { index += 1 }
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        fields.append(start..<index)
      }
    case .literal(let separator):
      var start = 0
      var index = 0
      while index + separator.count <= bytes.count {
        if bytes[index] == separator[0], separator.indices.allSatisfy({ bytes[index + $0] == separator[$0] })
        {
          index += separator.count
          fields.append(start..<index)
          start = index
        } else {
          index += 1
        }
      }
      // What follows the last delimiter is a field, even empty (`a:b:` has three): fzf's split.
      fields.append(start..<bytes.count)
    }
    return fields
  }

  /// `text` without the delimiter at its very end (fzf's rule for what `--accept-nth` prints).
  func droppingTrailingDelimiter(_ text: [UInt8]) -> [UInt8] {
    switch self {
    case .whitespace:
      var end = text.count
      while end > 0, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
      return Array(text[..<end])
    case .literal(let separator):
      guard text.count >= separator.count, text.suffix(separator.count).elementsEqual(separator) else {
        return text
      }
      return Array(text.dropLast(separator.count))
    }
  }
}
