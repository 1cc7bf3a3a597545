// fuzz-modules: WheelPickerCLI
// `TZ` values: a zone name, a zone file (`:/etc/localtime`, `/usr/share/zoneinfo/NAME`) and a name
// agree; anything read is a zone within ±26 hours of UTC; refusals name TZ and are harmless.
import Foundation

@testable import WheelPickerCLI

/// The zone names, sorted once.
private let zoneNames = TimeZone.knownTimeZoneIdentifiers.sorted()

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZoneForms(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = fuzzBytes(start, count)
  guard let first = bytes.first else { return 0 }
  let moment = Date(timeIntervalSince1970: 1_719_835_200)
  if first % 2 == 0, bytes.count >= 3, !zoneNames.isEmpty {
    // A zone written each way the C library reads it is the same zone.
    let name = zoneNames[(Int(bytes[1]) << 8 | Int(bytes[2])) % zoneNames.count]
    guard let expected = TimeZone(identifier: name) else { return 0 }
    for form in [name, ":" + name, "/usr/share/zoneinfo/" + name, ":/usr/share/zoneinfo/" + name] {
      guard let zone = try? POSIXTimeZone.zone(form) else {
        // A name Foundation knows may have no compiled file on this system.
        require(form.contains("/usr/"), "TZ=\(form) is refused")
        continue
      }
      require(
        zone.secondsFromGMT(for: moment) == expected.secondsFromGMT(for: moment),
        "TZ=\(form) read as \(zone.identifier), not \(name)")
    }
    return 0
  }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  do {
    let zone = try POSIXTimeZone.zone(text)
    require(abs(zone.secondsFromGMT(for: moment)) <= 26 * 3600, "TZ=\(text.debugDescription) is \(zone)")
  } catch {
    // By scalars: a combining mark after `=` joins it into one character.
    require(
      error.message.unicodeScalars.starts(with: "TZ=".unicodeScalars),
      "TZ=\(text.debugDescription) refused as \(error.message)")
    requireHarmless(error.message, "TZ")
  }
  return 0
}
