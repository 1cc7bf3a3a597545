#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much work the property tests and the soak do, read once from the environment,
/// so CI can run them smaller under the sanitizers and the soak at full size in a step of its own.
///
/// - `WHEELPICKER_PROPERTY_SCALE`: a factor on every property test's operation count
///   (a decimal number above 0; `1` when unset). `.ci/run` sets `0.1` for the sanitizer runs.
/// - `WHEELPICKER_SOAK_STEPS`: steps of the headless soak (a whole number above 0; each soak
///   test has its own default, small enough for the ordinary `swift test`).
///
/// A value that is not a number of that kind ends the test process with status 2 and a
/// message naming the variable, its value and the rule, so a typo in CI is never a silent full
/// or empty run.
public enum TestScale {
  /// The environment variable holding the factor on property tests' operation counts.
  public static let propertyScaleVariable = "WHEELPICKER_PROPERTY_SCALE"
  /// The environment variable holding the headless soak's step count.
  public static let soakStepsVariable = "WHEELPICKER_SOAK_STEPS"

  /// The factor on every property test's operation count (`WHEELPICKER_PROPERTY_SCALE`, else 1).
  public static let propertyScale: Double = {
    guard let text = value(of: propertyScaleVariable) else { return 1 }
    guard let factor = parseScale(text) else {
      fail(propertyScaleVariable, text, rule: "a decimal number above 0 and at most 1000, such as 0.1")
    }
    return factor
  }()

  /// The operations a property test runs: `count` scaled by ``propertyScale``, never fewer than one.
  ///
  /// ```swift
  /// for step in 0..<TestScale.operations(4_000) { … }
  /// ```
  public static func operations(_ count: Int) -> Int {
    max(1, Int((Double(count) * propertyScale).rounded()))
  }

  /// The steps the headless soak runs: `WHEELPICKER_SOAK_STEPS`, else `defaultSteps`.
  public static func soakSteps(default defaultSteps: Int) -> Int {
    guard let text = value(of: soakStepsVariable) else { return defaultSteps }
    guard let steps = parseSteps(text) else {
      fail(soakStepsVariable, text, rule: "a whole number from 1 to 100000000")
    }
    return steps
  }

  /// The factor `text` spells, or `nil` unless it is a finite number in (0, 1000].
  public static func parseScale(_ text: String) -> Double? {
    guard let factor = Double(text), factor.isFinite, factor > 0, factor <= 1_000 else { return nil }
    return factor
  }

  /// The step count `text` spells, or `nil` unless it is a whole number in 1…100,000,000.
  public static func parseSteps(_ text: String) -> Int? {
    guard let steps = Int(text), (1...100_000_000).contains(steps) else { return nil }
    return steps
  }

  private static func value(of variable: String) -> String? {
    guard let pointer = getenv(variable) else { return nil }
    let text = String(cString: pointer)
    return text.isEmpty ? nil : text
  }

  private static func fail(_ variable: String, _ text: String, rule: String) -> Never {
    // The value may hold anything; only printable ASCII reaches the terminal as is.
    let shown = String(text.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? Character($0) : "?" })
    let message = Array("\(variable)=\"\(shown)\" (environment): must be \(rule)\n".utf8)
    _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
  }
}
