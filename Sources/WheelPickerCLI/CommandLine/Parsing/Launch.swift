import WheelPickerCore

/// What the command line opens: the demo, or a subcommand with its options.
enum Launch: Hashable, Sendable {
  /// The demo screen (no subcommand).
  case demo
  /// A subcommand, with its parsed and checked options.
  case picker(PickerRun)

  /// `definition` with `options`.
  static func picker<Definition: SubcommandDefinition>(
    _ definition: Definition.Type, _ options: Definition.Options
  ) -> Launch {
    .picker(PickerRun(definition, options))
  }

  /// The options of `definition`, when this is a run of it.
  func options<Definition: SubcommandDefinition>(of definition: Definition.Type) -> Definition.Options? {
    guard case .picker(let run) = self, run.name == Definition.name else { return nil }
    return run.options as? Definition.Options
  }
}

/// A subcommand's run, its options' type erased so every subcommand fits one ``Launch``.
struct PickerRun: Hashable, Sendable, CustomStringConvertible {
  /// The subcommand's name.
  let name: String
  /// Its options.
  let options: any SubcommandOptions
  /// Prepares and presents its sheet.
  let run: @Sendable (CommandContext, SheetPresenter) throws(UsageError) -> ExitStatus

  init<Definition: SubcommandDefinition>(_ definition: Definition.Type, _ options: Definition.Options) {
    name = Definition.name
    self.options = options
    run = { context, presenter throws(UsageError) in
      try Definition.run(options, in: context, presenter: presenter)
    }
  }

  /// `date DateOptions(…)`, as test failures show it.
  var description: String { "\(name) \(options)" }

  static func == (lhs: PickerRun, rhs: PickerRun) -> Bool {
    lhs.name == rhs.name && AnyHashable(lhs.options) == AnyHashable(rhs.options)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(AnyHashable(options))
  }
}
