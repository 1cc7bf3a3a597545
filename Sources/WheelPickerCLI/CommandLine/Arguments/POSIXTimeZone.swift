import Foundation
import WheelPickerCore

/// The `TZ` environment variable read as POSIX (and the C library, and `date(1)`) reads it.
///
/// - `:NAME` and a zone name (`Asia/Shanghai`, `EST5EDT`, in any case) are that zone.
/// - `:PATH` and a path (`:/etc/localtime`, `/usr/share/zoneinfo/Asia/Tokyo`, a relative one under
///   `TZDIR`) are the zone of that compiled zone file (``ZoneFile``).
/// - `STDoffset` — a name of three or more letters, or any `<…>`-quoted name, then an offset
///   `[+|-]hh[:mm[:ss]]` that counts hours *west* of Greenwich — is a fixed zone of the opposite
///   sign: `GMT+5` and `UTC+5` are five hours behind UTC, `<+0330>-3:30` three and a half ahead.
/// - A rule with daylight saving time (`STDoffsetDST[offset],start,end`) that is not also a zone
///   name, and anything else, is refused: a zone silently read as UTC would give wrong answers.
enum POSIXTimeZone {
  /// The zone `TZ` names.
  ///
  /// - Parameters:
  ///   - value: The variable's value.
  ///   - zoneDirectory: Where relative zone files are (`TZDIR`, else ``ZoneFile/defaultDirectory``).
  /// - Throws: `UsageError` naming the value, `TZ` and the rule when it cannot be read.
  static func zone(
    _ value: String, zoneDirectory: String = ZoneFile.defaultDirectory
  ) throws(UsageError) -> TimeZone {
    let rule =
      "TZ=\(UsageError.shown(value)): not a time zone this program can read (use a zone name such as Asia/Shanghai, a zone file "
      + "such as :/etc/localtime, or a POSIX offset such as UTC-8 or <+0330>-3:30; daylight-saving rules are "
      + "read only as zone names such as EST5EDT)"
    if value.hasPrefix(":") {
      let name = String(value.dropFirst())
      guard
        let zone = TimeZoneName.zone(named: name) ?? ZoneFile.zone(atPath: name, directory: zoneDirectory)
      else {
        throw UsageError(.invalidValue(option: "TZ", value: value), message: rule)
      }
      return zone
    }
    if let seconds = fixedOffset(value) {
      guard let zone = TimeZone(secondsFromGMT: seconds) else {
        throw UsageError(.invalidValue(option: "TZ", value: value), message: rule)
      }
      return zone
    }
    guard
      let zone = TimeZoneName.zone(named: value) ?? ZoneFile.zone(atPath: value, directory: zoneDirectory)
    else {
      throw UsageError(.invalidValue(option: "TZ", value: value), message: rule)
    }
    return zone
  }

  /// Seconds east of UTC of a `STDoffset` value with no daylight-saving part, else `nil`.
  static func fixedOffset(_ value: String) -> Int? {
    var rest = Substring(value)
    if rest.hasPrefix("<") {
      guard let close = rest.firstIndex(of: ">") else { return nil }
      let name = rest[rest.index(after: rest.startIndex)..<close]
      guard name.count >= 3,
        name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-") })
      else { return nil }
      rest = rest[rest.index(after: close)...]
    } else {
      let name = rest.prefix { $0.isASCII && $0.isLetter }
      guard name.count >= 3 else { return nil }
      rest = rest.dropFirst(name.count)
    }
    var sign = 1
    if let first = rest.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      rest = rest.dropFirst()
    }
    let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hours = Int(parts[0]), hours <= 24
    else { return nil }
    let minutes = parts.count > 1 ? Int(parts[1]) ?? 60 : 0
    let seconds = parts.count > 2 ? Int(parts[2]) ?? 60 : 0
    guard minutes < 60, seconds < 60 else { return nil }
    // POSIX offsets count west of Greenwich: the zone is the opposite side of UTC.
    return -sign * (hours * 3600 + minutes * 60 + seconds)
  }
}
