// fuzz-modules: WheelPickerCLI
// `--now`: only ISO 8601 timestamps are accepted (a fraction of 1–9 digits after the seconds),
// and what is accepted prints back as the same instant.
import WheelPickerCore

@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNowTimestamp(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let text = fuzzText(start, count)
  guard
    let time = accepted(
      "--now", { () throws(UsageError) in try ISODate.parseTimestamp(text, option: "--now") })
  else { return 0 }
  require(isTimestamp(Array(text.utf8)), "--now accepted \(text.debugDescription)")
  require((0..<1_000_000_000).contains(time.nanosecond), "nanosecond \(time.nanosecond)")
  require(time.nanosecond == 0 || time.second != nil, "a fraction without seconds: \(text.debugDescription)")
  var printed = ISODate.dateTime(time).description
  if time.nanosecond > 0 { printed += "." + String(String(time.nanosecond + 1_000_000_000).dropFirst()) }
  if let offset = time.utcOffsetSeconds {
    let sign = offset < 0 ? "-" : "+"
    printed += sign + ISODate.twoDigits(abs(offset) / 3600) + ":" + ISODate.twoDigits(abs(offset) % 3600 / 60)
  }
  do {
    let again = try ISODate.parseTimestamp(printed, option: "--now")
    require(
      again.secondsSinceEpoch == time.secondsSinceEpoch && again.nanosecond == time.nanosecond,
      "\(text.debugDescription) → \(printed) → \(again)")
  } catch {
    require(false, "\(text.debugDescription) prints as \(printed), which is refused: \(error.message)")
  }
  return 0
}

/// `YYYY-MM-DD[(T|t| )HH:MM[:SS[.F{1,9}]][Z|z|±HH[[:]MM]]]`, checked apart from the parser.
private func isTimestamp(_ bytes: [UInt8]) -> Bool {
  var index = 0
  func digits(_ count: Int) -> Bool {
    guard index + count <= bytes.count, bytes[index..<index + count].allSatisfy({ (48...57).contains($0) })
    else { return false }
    index += count
    return true
  }
  func take(_ characters: String) -> Bool {
    guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
    index += 1
    return true
  }
  guard digits(4), take("-"), digits(2), take("-"), digits(2) else { return false }
  if index == bytes.count { return true }
  guard take("Tt "), digits(2), take(":"), digits(2) else { return false }
  if take(":") {
    guard digits(2) else { return false }
    if take(".") {
      let start = index
      while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
      guard (1...9).contains(index - start) else { return false }
    }
  }
  if index == bytes.count { return true }
  if take("Zz") { return index == bytes.count }
  guard take("+-"), digits(2) else { return false }
  if index == bytes.count { return true }
  _ = take(":")
  return digits(2) && index == bytes.count
}
