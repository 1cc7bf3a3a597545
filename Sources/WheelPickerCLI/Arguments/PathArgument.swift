import WheelPickerCore

/// A PATH through a cascade: names, codes or keys from the root down.
///
/// With a `/` anywhere, only `/` separates (so `New York/Manhattan` keeps its
/// space); otherwise runs of spaces do (`广东 深圳`). `440305` is one code.
struct PathArgument: Hashable, Sendable {
  /// The components, root first, each non-empty and trimmed.
  var components: [String]

  /// Creates a path from components.
  init(_ components: [String]) { self.components = components }

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
    if trimmed.contains("/") {
      let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false).map {
        String($0).trimmingSpaces()
      }
      guard !parts.contains(where: \.isEmpty) else {
        throw UsageError.invalid(option, text, "has an empty level between slashes")
      }
      return PathArgument(parts)
    }
    return PathArgument(trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
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
