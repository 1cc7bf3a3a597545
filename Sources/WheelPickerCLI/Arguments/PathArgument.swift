import WheelPickerCore

/// A PATH through a cascade: names, codes or keys from the root down.
///
/// With a `/` anywhere, only `/` separates (so `New York/Manhattan` keeps its
/// space); otherwise runs of spaces do (`广东 深圳`). `440305` is one code.
/// A name that holds a `/` writes it `\/` (`AC\/DC/Live`), and a backslash `\\`.
struct PathArgument: Hashable, Sendable {
  /// The components, root first, each non-empty and trimmed.
  var components: [String]
  /// The argument as written, for messages.
  var text: String

  /// Creates a path from components.
  init(_ components: [String], text: String? = nil) {
    self.components = components
    self.text = text ?? ""
    if text == nil { self.text = written }
  }

  /// Two paths are equal when their components are, however they were written.
  static func == (lhs: PathArgument, rhs: PathArgument) -> Bool { lhs.components == rhs.components }

  /// Hashes the components.
  func hash(into hasher: inout Hasher) { hasher.combine(components) }

  /// The path as an argument that reads back as it: components joined by `/`, each backslash,
  /// slash, space and tab in them escaped with a backslash.
  var written: String {
    components.map { component in
      component.reduce(into: "") { text, character in
        if ["\\", "/", " ", "\t"].contains(character) { text.append("\\") }
        text.append(character)
      }
    }
    .joined(separator: "/")
  }

  /// Whether the path is a single all-digit component (a region code).
  var isCode: Bool {
    components.count == 1 && components[0].utf8.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// Splits a PATH argument into components.
  ///
  /// - Throws: `WheelPickerError` when no component is left or one between slashes is empty.
  static func parse(_ text: String, option: String) throws(WheelPickerError) -> PathArgument {
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty else {
      throw UsageError.invalid(
        option, text, "must name at least one level (names or codes separated by / or spaces)")
    }
    let levels = Self.split(trimmed) { $0 == "/" }
    if levels.count > 1 {
      // Spaces inside a slash-separated name stay: only the ends of each are trimmed.
      let parts = levels.map { $0.trimmingSpaces() }
      guard !parts.contains(where: \.isEmpty) else {
        throw UsageError.invalid(option, text, "has an empty level between slashes")
      }
      return PathArgument(parts, text: text)
    }
    let names = Self.split(trimmed) { $0 == " " || $0 == "\t" }.map { $0.trimmingSpaces() }
    return PathArgument(names.filter { !$0.isEmpty }, text: text)
  }

  /// The parts of `text` between unescaped separators, `\/` and `\\` (any `\x`) read as the character.
  private static func split(_ text: String, at isSeparator: (Character) -> Bool) -> [String] {
    var parts: [String] = [""]
    var isEscaped = false
    for character in text {
      if isEscaped {
        parts[parts.count - 1].append(character)
        isEscaped = false
      } else if character == "\\" {
        isEscaped = true
      } else if isSeparator(character) {
        parts.append("")
      } else {
        parts[parts.count - 1].append(character)
      }
    }
    if isEscaped { parts[parts.count - 1].append("\\") }
    return parts
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs (no Foundation needed).
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
    else {
      return ""
    }
    return String(self[first...last])
  }
}
