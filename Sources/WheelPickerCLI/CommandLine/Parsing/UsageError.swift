import WheelPickerCore
import WheelPickerTerminal

/// Builds the errors of bad command-line input, all of one shape:
/// `--rows 4: must be an odd number from 3 to 15`.
///
/// Every message names the value (made safe to print), the option or
/// argument it came from and the rule it broke.
enum UsageError {
  /// An error about `value` given to `option`.
  static func invalid(_ option: String, _ value: String, _ rule: String) -> WheelPickerError {
    WheelPickerError(.invalidConfiguration, "\(option) \(shown(value)): \(rule)")
  }

  /// An error about an option or argument as a whole (missing, misplaced).
  static func misuse(_ subject: String, _ rule: String) -> WheelPickerError {
    WheelPickerError(.invalidConfiguration, "\(subject): \(rule)")
  }

  /// `value` as it appears in a message: control characters, line separators
  /// and bidirectional controls made visible,
  /// and single quotes around it when it is empty or holds spaces or quotes,
  /// so a terminal never interprets text that came from the command line.
  static func shown(_ value: String) -> String {
    var text = ""
    var needsQuotes = value.isEmpty
    for scalar in value.unicodeScalars {
      switch scalar.value {
      case _ where TextSanitizer.visibleForm(of: scalar) != nil:
        text += "\\u{" + String(scalar.value, radix: 16) + "}"
      case 0x20, 0x27, 0x22:
        needsQuotes = true
        text.unicodeScalars.append(scalar)
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    guard needsQuotes else { return text }
    if value.unicodeScalars.contains("'") { return "\"" + text + "\"" }
    return "'" + text + "'"
  }

  /// A whole message made safe for a terminal: line feeds and tabs stay,
  /// other controls, C1 controls and bidirectional controls become `\u{…}`.
  /// Messages quote data files and the core's errors, which may hold escape
  /// sequences (an OSC 52 could write the clipboard).
  ///
  /// - Complexity: O(*n*); text without such scalars is returned as is.
  static func harmless(_ message: String) -> String {
    func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
      scalar != "\n" && scalar != "\t" && TextSanitizer.visibleForm(of: scalar) != nil
    }
    guard message.unicodeScalars.contains(where: isDangerous) else { return message }
    var text = ""
    for scalar in message.unicodeScalars {
      if isDangerous(scalar) {
        text += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
