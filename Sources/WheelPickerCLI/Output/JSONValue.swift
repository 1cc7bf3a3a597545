import WheelPickerTerminal

/// A JSON value whose objects keep their keys in the order given, written as
/// one UTF-8 line for `--format json`.
///
/// `/` and non-ASCII text are written as they are; control characters (C0,
/// DEL, C1), the line separators U+2028/U+2029 and bidirectional controls
/// (U+202E…) are escaped, so the output can never drive a terminal.
indirect enum JSONValue: Hashable, Sendable {
  /// A string.
  case string(String)
  /// A whole number.
  case int(Int)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONValue])
  /// An object, keys in order.
  case object([(String, JSONValue)])

  /// The value as compact JSON text, without a trailing newline.
  ///
  /// - Complexity: O(size of the value).
  var serialized: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// Appends the value as compact JSON text.
  func write(to output: inout String) {
    switch self {
    case .string(let text): Self.writeString(text, to: &output)
    case .int(let number): output += String(number)
    case .bool(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  static func writeString(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        // Controls and bidirectional overrides are escaped: the same data, harmless on a terminal.
        if TextSanitizer.visibleForm(of: scalar) != nil {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  /// Objects are equal when their members are equal in order.
  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }

  /// Hashes the serialized form.
  func hash(into hasher: inout Hasher) { hasher.combine(serialized) }
}
