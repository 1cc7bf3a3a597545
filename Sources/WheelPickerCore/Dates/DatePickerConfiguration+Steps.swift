extension DatePickerConfiguration {
  /// The minute and second steps a picker accepts: the divisors of 60 up to
  /// 30, as `UIDatePicker.minuteInterval` allows. Every face checks steps
  /// against this one list.
  public static let allowedSteps = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

  /// The rule a step follows, as messages quote it:
  /// `a divisor of 60 up to 30: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30`.
  public static var stepRule: String {
    let list = allowedSteps.dropLast().map(String.init).joined(separator: ", ")
    return "a divisor of 60 up to 30: \(list) or \(allowedSteps.last ?? 30)"
  }

  /// Checks a step against ``allowedSteps``.
  ///
  /// - Parameters:
  ///   - step: the step.
  ///   - unit: what it steps (`"minute"`), for the message.
  /// - Throws: ``WheelPickerError/Kind/invalidConfiguration`` with reason
  ///   ``WheelPickerError/Reason/stepNotAllowed`` naming the step and the rule.
  public static func checkStep(_ step: Int, of unit: String) throws(WheelPickerError) {
    guard allowedSteps.contains(step) else {
      let problem = step > 30 && 60 % step == 0 ? "is more than 30" : "does not divide 60"
      throw WheelPickerError(
        .invalidConfiguration, "\(unit) step \(step) \(problem) (steps must be \(stepRule))",
        reason: .stepNotAllowed)
    }
  }
}
