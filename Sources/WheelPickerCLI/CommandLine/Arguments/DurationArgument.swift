import WheelPickerCore

/// A DURATION: `1h30m`, `90m`, `45s` or `1:30` (hours and minutes), as seconds.
enum DurationArgument {
  /// The longest countdown a wheel of hours 0–23 can show.
  static let limit = 24 * 3600

  /// Parses a duration into whole seconds, below 24 hours.
  ///
  /// Units come in the order h, m, s, each at most once; `H:MM` and
  /// `H:MM:SS` read as hours and minutes (and seconds).
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parse(_ text: String, option: String) throws(UsageError) -> Int {
    let rule = "must be a duration such as 1h30m, 90m or 1:30"
    let seconds: Int
    if text.contains(":") {
      var scanner = ISOScanner(text)
      guard let hours = scanner.digitRun().flatMap({ $0.count <= 3 ? Int($0) : nil }), scanner.take(":"),
        let minutes = scanner.number(digits: 2)
      else { throw UsageError.invalid(option, text, rule) }
      guard minutes < 60 else { throw UsageError.invalid(option, text, "minutes must be from 00 to 59") }
      var total = hours * 3600 + minutes * 60
      if scanner.take(":") {
        guard let secondsPart = scanner.number(digits: 2) else {
          throw UsageError.invalid(option, text, rule)
        }
        guard secondsPart < 60 else {
          throw UsageError.invalid(option, text, "seconds must be from 00 to 59")
        }
        total += secondsPart
      }
      guard scanner.isAtEnd else { throw UsageError.invalid(option, text, rule) }
      seconds = total
    } else {
      seconds = try unitSum(text, option: option, rule: rule)
    }
    guard seconds < limit else { throw UsageError.invalid(option, text, "must be shorter than 24h") }
    return seconds
  }

  private static func unitSum(_ text: String, option: String, rule: String) throws(UsageError) -> Int {
    var scanner = ISOScanner(text)
    var total = 0
    var nextUnit = 0
    let units: [(Unicode.Scalar, Int)] = [("h", 3600), ("m", 60), ("s", 1)]
    repeat {
      guard let digits = scanner.digitRun(), digits.count <= 6, let amount = Int(digits) else {
        throw UsageError.invalid(option, text, rule)
      }
      guard let found = units.indices.dropFirst(nextUnit).first(where: { scanner.take(units[$0].0) }) else {
        let hint =
          nextUnit == 0
          ? rule
          : scanner.isAtEnd
            ? "the number \(digits) has no unit: write h, m or s after every number (1h30m)"
            : "units must come in the order h, m, s, each once"
        throw UsageError.invalid(option, text, hint)
      }
      total += amount * units[found].1
      nextUnit = found + 1
    } while !scanner.isAtEnd
    return total
  }
}
