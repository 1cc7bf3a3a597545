import WheelPickerCore

/// A comma-separated list argument (`--wheel "a,b,c"`, `--select "a,y"`) in
/// which `\,` is a literal comma and `\\` a literal backslash.
enum EscapedList {
  /// Splits a list on unescaped commas; items are kept as written (spaces included).
  ///
  /// - Parameters:
  ///   - text: the list as written.
  ///   - option: the option it came from, for messages.
  ///   - allowEmptyItems: Whether `a,,b` may hold an empty item.
  /// - Throws: `UsageError` for an empty list or a forbidden empty item.
  static func parse(
    _ text: String, option: String, allowEmptyItems: Bool = false
  ) throws(UsageError) -> [String] {
    guard !text.isEmpty else {
      throw UsageError.invalid(option, text, "must list at least one item, separated by commas")
    }
    // Scalars, not characters: a combining mark after a comma joins it into one character,
    // yet the comma still separates.
    var items: [String] = []
    var current = String.UnicodeScalarView()
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        if scalar != "," && scalar != "\\" { current.append("\\") }
        current.append(scalar)
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else if scalar == "," {
        items.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    if escaping { current.append("\\") }
    items.append(String(current))
    if !allowEmptyItems, let empty = items.firstIndex(of: "") {
      throw UsageError.invalid(
        option, text, "item \(empty + 1) is empty (write \\, for a comma inside an item)")
    }
    return items
  }

  /// The items as a list argument again, commas and backslashes escaped: how messages quote it.
  static func written(_ items: [String]) -> String {
    items.map { item in
      var text = String.UnicodeScalarView()
      for scalar in item.unicodeScalars {
        if scalar == "\\" || scalar == "," { text.append("\\") }
        text.append(scalar)
      }
      return String(text)
    }
    .joined(separator: ",")
  }
}
