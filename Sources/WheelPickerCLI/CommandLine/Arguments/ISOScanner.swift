import WheelPickerCore

/// Reads ASCII digits and separators off the front of an argument.
struct ISOScanner {
  private let bytes: [UInt8]
  private var position = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  var isAtEnd: Bool { position == bytes.count }

  /// What is left to read.
  var rest: String { String(decoding: bytes[position...], as: UTF8.self) }

  /// Consumes `character` when it comes next.
  mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, UInt32(bytes[position]) == character.value else { return false }
    position += 1
    return true
  }

  /// Consumes exactly `digits` ASCII digits, not followed by another digit.
  mutating func number(digits: Int) -> Int? {
    guard position + digits <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[position..<position + digits] {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    if position + digits < bytes.count, (0x30...0x39).contains(bytes[position + digits]) { return nil }
    position += digits
    return value
  }

  /// Consumes one or two ASCII digits.
  mutating func shortNumber() -> Int? {
    if let two = number(digits: 2) { return two }
    return number(digits: 1)
  }

  /// Consumes a run of ASCII digits and returns it as text.
  mutating func digitRun() -> String? {
    let start = position
    while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
    guard position > start else { return nil }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Consumes `HH:MM[:SS]` into `time`.
  mutating func timeOfDay(into time: inout ISODateTime, text: String, option: String) throws(UsageError) {
    let rule = "the time must be HH:MM or HH:MM:SS"
    guard let hour = number(digits: 2), take(":"), let minute = number(digits: 2) else {
      throw UsageError.invalid(option, text, rule)
    }
    guard hour < 24 else { throw UsageError.invalid(option, text, "hour must be from 00 to 23") }
    guard minute < 60 else { throw UsageError.invalid(option, text, "minute must be from 00 to 59") }
    time.hour = hour
    time.minute = minute
    guard take(":") else { return }
    guard let second = number(digits: 2) else { throw UsageError.invalid(option, text, rule) }
    guard second < 60 else { throw UsageError.invalid(option, text, "second must be from 00 to 59") }
    time.second = second
  }

  /// Consumes `Z`, `±HH`, `±HHMM` or `±HH:MM`, returning seconds east of UTC.
  mutating func utcOffset() -> Int? {
    if take("Z") || take("z") { return 0 }
    let sign: Int
    if take("+") {
      sign = 1
    } else if take("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(digits: 2) ?? numberPrefix(2) else { return nil }
    var minutes = 0
    if isAtEnd { return sign * hours * 3600 }
    _ = take(":")
    guard let parsedMinutes = number(digits: 2), parsedMinutes < 60 else { return nil }
    minutes = parsedMinutes
    return sign * (hours * 3600 + minutes * 60)
  }

  /// Consumes two digits even when more digits follow (`+0800`).
  private mutating func numberPrefix(_ digits: Int) -> Int? {
    guard position + digits <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[position..<position + digits] {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    position += digits
    return value
  }
}
