import WheelPickerCore

/// The common options, and the one view of every option that help and the
/// shell completions read: each subcommand's own (from its
/// ``SubcommandDefinition/options``) followed by the common ones.
enum OptionTable {
  /// What help lists for `subcommand` (`nil`: the demo): its own options,
  /// then the common ones.
  static func options(for subcommand: SubcommandEntry?) -> [OptionDescriptor] {
    own(for: subcommand) + common.map(\.descriptor)
  }

  /// The options only `subcommand` has (`nil`: the demo's top-level ones).
  static func own(for subcommand: SubcommandEntry?) -> [OptionDescriptor] {
    subcommand?.options ?? topLevel.map(\.descriptor)
  }

  /// The name of every option anywhere, each once.
  static var allNames: [String] {
    var names: [String] = []
    for descriptor in SubcommandRegistry.all.flatMap(\.options) + (common + topLevel).map(\.descriptor)
    where !names.contains(descriptor.name) {
      names.append(descriptor.name)
    }
    return names
  }

  /// Reads one of an enumeration's raw values.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String, option: String
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    if let value = Choice(rawValue: text) { return value }
    let names = Choice.allCases.map(\.rawValue)
    throw UsageError.invalid(option, text, "must be one of " + names.joined(separator: ", "))
  }

  static func names<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> [String]
  where Choice.RawValue == String {
    type.allCases.map(\.rawValue)
  }

  /// `--minute-step N`, shared by the date, time and countdown pickers.
  static func minuteStep<Target>(
    _ store: @escaping @Sendable (inout Target, Int) -> Void
  ) -> OptionSpec<Target> {
    OptionSpec("--minute-step", .value("N"), "minutes go in steps of N (\(DatePickerConfiguration.stepRule))")
    {
      target, text throws(UsageError) in
      store(&target, try WholeNumber.parseStep(text, option: "--minute-step"))
    }
  }

  /// `--clock 12|24`, shared by the date and time pickers.
  static func clock<Target>(
    _ store: @escaping @Sendable (inout Target, ClockStyle) -> Void
  ) -> OptionSpec<Target> {
    OptionSpec(
      "--clock", .value("12|24"), "12-hour clock with AM/PM, or 24-hour (default: the locale's)",
      completion: .choices(names(ClockStyle.self))
    ) { target, text throws(UsageError) in
      store(&target, try choice(text, option: "--clock"))
    }
  }
}
