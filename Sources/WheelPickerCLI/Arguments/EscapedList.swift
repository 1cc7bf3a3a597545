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
  /// - Throws: `WheelPickerError` for an empty list or a forbidden empty item.
  static func parse(
    _ text: String, option: String, allowEmptyItems: Bool = false
  ) throws(WheelPickerError) -> [String] {
    guard !text.isEmpty else {
      throw UsageError.invalid(option, text, "must list at least one item, separated by commas")
    }
    var items: [String] = []
    var current = ""
    var escaping = false
    for character in text {
      if escaping {
        if character != "," && character != "\\" { current.append("\\") }
        current.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "," {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaping { current.append("\\") }
    items.append(current)
    if !allowEmptyItems, let empty = items.firstIndex(of: "") {
      throw UsageError.invalid(
        option, text, "item \(empty + 1) is empty (write \\, for a comma inside an item)")
    }
    return items
  }

  /// The items as a list argument again, commas and backslashes escaped: how messages quote it.
  static func written(_ items: [String]) -> String {
    items.map { $0.replacingAll("\\", with: "\\\\").replacingAll(",", with: "\\,") }.joined(separator: ",")
  }
}
