import WheelPickerCore

/// Parses whole-number arguments (`--rows`, `--depth`, `--seed`, steps).
enum WholeNumber {
  /// Parses ASCII digits into a number within `range`.
  ///
  /// - Parameters:
  ///   - text: the argument as given.
  ///   - option: the option it came from, for messages.
  ///   - range: the numbers allowed.
  ///   - rule: The rule quoted when the text is not a number in the range.
  static func parse(
    _ text: String, option: String, in range: ClosedRange<Int>, rule: String
  ) throws(UsageError) -> Int {
    guard !text.isEmpty, text.count <= 18, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let value = Int(text), range.contains(value)
    else { throw UsageError.invalid(option, text, rule) }
    return value
  }

  /// Parses a 64-bit unsigned number (a seed).
  static func parseSeed(_ text: String, option: String) throws(UsageError) -> UInt64 {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = UInt64(text) else {
      throw UsageError.invalid(option, text, "must be a whole number from 0 to \(UInt64.max)")
    }
    return value
  }

  /// Parses a minute or second step: one of ``/WheelPickerCore/DatePickerConfiguration/allowedSteps``.
  static func parseStep(_ text: String, option: String) throws(UsageError) -> Int {
    let rule = "must be " + DatePickerConfiguration.stepRule
    let step = try parse(text, option: option, in: 1...60, rule: rule)
    guard DatePickerConfiguration.allowedSteps.contains(step) else {
      throw UsageError.invalid(option, text, rule)
    }
    return step
  }
}
