import WheelPickerCore

/// Parses whole-number arguments (`--rows`, `--depth`, `--seed`, steps).
enum WholeNumber {
  /// Parses ASCII digits into a number within `range`.
  ///
  /// - Parameter rule: The rule quoted when the text is not a number in the range.
  static func parse(
    _ text: String, option: String, in range: ClosedRange<Int>, rule: String
  ) throws(WheelPickerError) -> Int {
    guard !text.isEmpty, text.count <= 18, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let value = Int(text), range.contains(value)
    else { throw UsageError.invalid(option, text, rule) }
    return value
  }

  /// Parses a 64-bit unsigned number (a seed).
  static func parseSeed(_ text: String, option: String) throws(WheelPickerError) -> UInt64 {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = UInt64(text) else {
      throw UsageError.invalid(option, text, "must be a whole number from 0 to \(UInt64.max)")
    }
    return value
  }

  /// Parses a minute or second step: a divisor of 60 from 1 to 30.
  static func parseStep(_ text: String, option: String, unit: String) throws(WheelPickerError) -> Int {
    let divisors = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]
    let list = divisors.dropLast().map(String.init).joined(separator: ", ") + " or 30"
    let step = try parse(
      text, option: option, in: 1...30, rule: "must be a \(unit) step dividing 60: \(list)")
    guard divisors.contains(step) else {
      throw UsageError.invalid(option, text, "\(unit) step \(step) does not divide 60 (use \(list))")
    }
    return step
  }
}
