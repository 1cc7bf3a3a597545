import WheelPickerCore

/// The options struct of a subcommand: a value with defaults the option specs write into.
protocol SubcommandOptions: Hashable, Sendable {
  /// The defaults.
  init()
}

/// One subcommand of `wheelpicker`, whole: its name and help, its options,
/// their checks, the sheet it prepares and the answer that sheet prints.
///
/// A new subcommand is one type conforming to this protocol (its options
/// struct may sit in the same file) plus one line in ``SubcommandRegistry``;
/// the parser, `--help`, the completions and the runner find it there.
protocol SubcommandDefinition: SendableMetatype {
  /// The options, filled by ``options`` from the command line.
  associatedtype Options: SubcommandOptions
  /// The model of the sheet.
  associatedtype Model: WheelModel

  /// The name on the command line (`date`).
  static var name: String { get }
  /// One line saying what it picks.
  static var summary: String { get }
  /// The positional arguments in the synopsis (`FILE|-`); empty for none.
  static var positionalSynopsis: String { get }
  /// What a shell completes as a positional argument.
  static var positionalCompletion: OptionDescriptor.Completion { get }
  /// Its own options, in help order (the common ones come from ``OptionTable``).
  static var options: [OptionSpec<Options>] { get }
  /// Lines `--help` shows after the options (what a FILE may hold); none by default.
  static var helpNotes: [String] { get }

  /// Takes the positional arguments into the options.
  ///
  /// - Throws: `UsageError` for arguments it does not take (the default takes none).
  static func accept(positionals: [String], into options: inout Options) throws(UsageError)

  /// Checks what needs several options at once (`--select present` needs `--present`).
  ///
  /// - Throws: `UsageError` naming the options and the rule.
  static func validate(_ options: Options, common: CommonOptions) throws(UsageError)

  /// The sheet on its starting selection, with the answer a confirmed value prints.
  ///
  /// - Throws: `UsageError` for options the data or the model refuses.
  static func prepare(
    _ options: Options, in context: CommandContext
  ) throws(UsageError)
    -> PreparedSheet<Model>

  /// Prepares and presents the sheet and returns the exit status.
  ///
  /// - Throws: `UsageError` from ``prepare(_:in:)``.
  static func run(
    _ options: Options, in context: CommandContext, presenter: SheetPresenter
  ) throws(UsageError) -> ExitStatus
}

extension SubcommandDefinition {
  static var positionalSynopsis: String { "" }

  static var positionalCompletion: OptionDescriptor.Completion { .none }

  static var helpNotes: [String] { [] }

  static func accept(positionals: [String], into options: inout Options) throws(UsageError) {
    if let extra = positionals.first {
      throw UsageError.unexpected(extra, "wheelpicker \(name) takes no arguments")
    }
  }

  static func validate(_ options: Options, common: CommonOptions) throws(UsageError) {}

  static func run(
    _ options: Options, in context: CommandContext, presenter: SheetPresenter
  ) throws(UsageError) -> ExitStatus {
    let sheet = try prepare(options, in: context)
    return presenter.present(sheet, program: presenter.program(for: sheet))
  }
}

/// What a subcommand reads besides its options: the common options, the
/// environment (time zone, clock) and the console (piped input).
struct CommandContext: Sendable {
  /// The common options.
  var common: CommonOptions
  /// The environment.
  var environment: [String: String]
  /// Standard input, output and error.
  var console: any Console

  /// The language of titles and answers.
  var locale: LocaleSetting { common.locale }
}
