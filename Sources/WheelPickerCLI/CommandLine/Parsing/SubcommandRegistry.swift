import WheelPickerCore

/// Every subcommand, in the order help lists them: the one list the parser,
/// help, the completions and the runner read.
enum SubcommandRegistry {
  /// The subcommands.
  static let all: [SubcommandEntry] = [
    SubcommandEntry(DateCommand.self),
    SubcommandEntry(RangeCommand.self),
    SubcommandEntry(TimeCommand.self),
    SubcommandEntry(CountdownCommand.self),
    SubcommandEntry(RegionCommand.self),
    SubcommandEntry(ListCommand.self),
    SubcommandEntry(WheelsCommand.self),
    SubcommandEntry(CascadeCommand.self),
    SubcommandEntry(SlotsCommand.self),
  ]

  /// The subcommand named `name`.
  static func entry(named name: String) -> SubcommandEntry? { all.first { $0.name == name } }

  /// The names, in help order.
  static var names: [String] { all.map(\.name) }
}

/// A subcommand as the parser, help and completions see it, whatever its options' type.
struct SubcommandEntry: Hashable, Sendable, CustomStringConvertible {
  /// The name on the command line.
  let name: String
  /// One line saying what it picks.
  let summary: String
  /// The positional arguments in the synopsis.
  let positionalSynopsis: String
  /// What a shell completes as a positional argument.
  let positionalCompletion: OptionDescriptor.Completion
  /// Lines `--help` shows after the options: made on first use, as the options are (some are
  /// wrapped text, which a run that shows no help should not pay for before its first frame).
  var helpNotes: [String] { notes() }
  private let notes: @Sendable () -> [String]
  /// Its own options, in help order: built on first use, so a run pays only for the
  /// subcommand it runs (each definition's option table is a lazily made `static let`).
  var options: [OptionDescriptor] { descriptors() }
  private let descriptors: @Sendable () -> [OptionDescriptor]
  /// Reads the arguments after the subcommand into a run of it.
  let parse: @Sendable (ArraySlice<String>, inout ParsedOptions) throws(UsageError) -> Invocation

  init<Definition: SubcommandDefinition>(_ definition: Definition.Type) {
    name = Definition.name
    summary = Definition.summary
    positionalSynopsis = Definition.positionalSynopsis
    positionalCompletion = Definition.positionalCompletion
    notes = { Definition.helpNotes }
    descriptors = { Definition.options.map(\.descriptor) }
    parse = { arguments, parsed throws(UsageError) in
      try CommandLineParser.parse(arguments, as: Definition.self, parsed: &parsed)
    }
  }

  /// The name.
  var description: String { name }

  /// Whether it has an option named `name`.
  func hasOption(_ name: String) -> Bool { options.contains { $0.name == name } }

  static func == (lhs: SubcommandEntry, rhs: SubcommandEntry) -> Bool { lhs.name == rhs.name }

  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
