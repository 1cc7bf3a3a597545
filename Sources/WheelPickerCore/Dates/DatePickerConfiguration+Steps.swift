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

  /// Checks that a value's minute and second lie on ``minuteStep`` and ``secondStep``.
  ///
  /// The message names the step and the nearest times on it either side, as a person would
  /// correct the value: `minute 3 is not on the 5-minute step (nearest: 10:00 or 10:05)`.
  ///
  /// - Parameter fields: the value's fields; missing minutes and seconds are not checked.
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` with reason
  ///   ``WheelPickerError/Reason/offStep``.
  public func checkOnStep(_ fields: DateFields) throws(WheelPickerError) {
    let hasHour = fields.hour != nil
    let hasSecond = fields.second != nil
    func clock(_ total: Int) -> String {
      let wrapped = ((total % 86_400) + 86_400) % 86_400
      let parts = hasHour ? [wrapped / 3600, wrapped % 3600 / 60] : [wrapped % 3600 / 60]
      let all = hasSecond ? parts + [wrapped % 60] : parts
      return all.map { $0 < 10 ? "0\($0)" : String($0) }.joined(separator: ":")
    }
    let base = (fields.hour ?? 0) * 3600 + (fields.minute ?? 0) * 60
    let checks: [(name: String, value: Int?, step: Int, unit: Int, start: Int)] = [
      ("minute", fields.minute, minuteStep, 60, (fields.hour ?? 0) * 3600),
      ("second", fields.second, secondStep, 1, base),
    ]
    for check in checks {
      guard let value = check.value, check.step > 0, value % check.step != 0 else { continue }
      let below = check.start + value / check.step * check.step * check.unit
      let above = below + check.step * check.unit
      throw WheelPickerError(
        .valueNotAvailable,
        "\(check.name) \(value) is not on the \(check.step)-\(check.name) step "
          + "(nearest: \(clock(below)) or \(clock(above)))",
        reason: .offStep)
    }
  }
}
