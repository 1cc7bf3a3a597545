import Foundation
import WheelPickerCore

/// Checks `--time-zone`: an IANA name Foundation knows (`Asia/Shanghai`, `UTC`).
enum TimeZoneName {
  /// Returns the name when Foundation knows the zone.
  ///
  /// - Throws: `WheelPickerError` naming the value, the option and the rule.
  static func parse(_ text: String, option: String) throws(WheelPickerError) -> String {
    guard !text.isEmpty, TimeZone(identifier: text) != nil else {
      throw UsageError.invalid(
        option, text, "unknown time zone; use an IANA name such as Asia/Shanghai or UTC")
    }
    return text
  }
}
