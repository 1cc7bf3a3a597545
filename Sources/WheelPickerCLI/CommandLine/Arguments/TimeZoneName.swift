import Foundation
import WheelPickerCore

/// Checks `--time-zone`: an IANA name Foundation knows (`Asia/Shanghai`, `UTC`), in any case.
enum TimeZoneName {
  /// Returns the zone's name as Foundation spells it (`asia/shanghai` → `Asia/Shanghai`).
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parse(_ text: String, option: String) throws(UsageError) -> String {
    guard let zone = zone(named: text) else {
      throw UsageError.invalid(
        option, text, "unknown time zone; use an IANA name such as Asia/Shanghai or UTC")
    }
    return zone.identifier
  }

  /// The zone of a name Foundation knows, matched without regard to case; `nil` for an unknown one.
  static func zone(named name: String) -> TimeZone? {
    guard !name.isEmpty else { return nil }
    if let zone = TimeZone(identifier: name) { return zone }
    let folded = name.lowercased()
    let match =
      TimeZone.knownTimeZoneIdentifiers.first { $0.lowercased() == folded }
      ?? TimeZone.abbreviationDictionary.keys.first { $0.lowercased() == folded }
    return match.flatMap(TimeZone.init(identifier:))
  }
}
