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
  ///
  /// Escaping and splitting look at Unicode scalars, not characters: a combining mark that
  /// follows a `/` joins it into one character, yet the `/` still separates.
  var written: String {
    components.map { component in
      var text = String.UnicodeScalarView()
      for scalar in component.unicodeScalars {
        if ["\\", "/", " ", "\t"].contains(scalar) { text.append("\\") }
        text.append(scalar)
      }
      return String(text)
    }
    .joined(separator: "/")
  }

  /// Whether the path is a single all-digit component (a region code).
  var isCode: Bool {
    components.count == 1 && components[0].utf8.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// Splits a PATH argument into components.
  ///
  /// - Throws: `UsageError` when no component is left or one between slashes is empty.
  static func parse(_ text: String, option: String) throws(UsageError) -> PathArgument {
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
  /// Scalars, not characters, so that a separator followed by a combining mark still separates.
  private static func split(_ text: String, at isSeparator: (Unicode.Scalar) -> Bool) -> [String] {
    var parts: [String.UnicodeScalarView] = [String.UnicodeScalarView()]
    var isEscaped = false
    for scalar in text.unicodeScalars {
      if isEscaped {
        parts[parts.count - 1].append(scalar)
        isEscaped = false
      } else if scalar == "\\" {
        isEscaped = true
      } else if isSeparator(scalar) {
        parts.append(String.UnicodeScalarView())
      } else {
        parts[parts.count - 1].append(scalar)
      }
    }
    if isEscaped { parts[parts.count - 1].append("\\") }
    return parts.map(String.init)
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs (no Foundation needed).
  ///
  /// Scalars are trimmed, so a space that a combining mark follows is trimmed too.
  func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else {
      return ""
    }
    return String(scalars[first...last])
  }
}
