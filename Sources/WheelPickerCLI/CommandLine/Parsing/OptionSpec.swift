import WheelPickerCore

/// What help and the shell completions know of an option: its name, its
/// value, its help line and what a shell completes after it.
struct OptionDescriptor: Hashable, Sendable {
  /// Whether the option takes a value.
  enum Arity: Hashable, Sendable {
    /// A flag (`--present`).
    case flag
    /// A value, with the name help shows for it (`DATE`, `N`).
    case value(String)
    /// A flag that may carry a value after `=` (`--multi`, `--multi=3`), with the name help shows
    /// for it; it never takes the next argument.
    case optionalValue(String)
  }

  /// What a shell completes after the option (or as a positional argument).
  enum Completion: Hashable, Sendable {
    /// Nothing in particular.
    case none
    /// One of the choices.
    case choices([String])
    /// A file name.
    case file
  }

  /// The name with its dashes (`--rows`).
  let name: String
  /// Whether it takes a value.
  let arity: Arity
  /// One line of help.
  let summary: String
  /// What a shell completes after it.
  let completion: Completion
  /// Whether it may be repeated to add values (`--wheel`); others keep the last.
  let isRepeatable: Bool

  /// `--rows N`, `--present`: how help and messages show the option.
  var synopsis: String {
    switch arity {
    case .flag: name
    case .value(let valueName): name + " " + valueName
    case .optionalValue(let valueName): name + "[=" + valueName + "]"
    }
  }
}

/// One option of the command line and how it is stored into `Target`: a
/// subcommand's options struct, or ``ParsedOptions`` for the common ones.
///
/// The parser, the help text and the shell completions all read these specs
/// (each subcommand's ``SubcommandDefinition/options`` and ``OptionTable``'s
/// common ones), so they cannot drift apart.
struct OptionSpec<Target>: Sendable {
  /// What help and completions show.
  let descriptor: OptionDescriptor
  /// Stores the value (`""` for a flag), checking it.
  let apply: @Sendable (inout Target, String) throws(UsageError) -> Void

  init(
    _ name: String, _ arity: OptionDescriptor.Arity, _ summary: String,
    completion: OptionDescriptor.Completion = .none, isRepeatable: Bool = false,
    apply: @escaping @Sendable (inout Target, String) throws(UsageError) -> Void
  ) {
    descriptor = OptionDescriptor(
      name: name, arity: arity, summary: summary, completion: completion, isRepeatable: isRepeatable)
    self.apply = apply
  }

  /// The name with its dashes.
  var name: String { descriptor.name }
}
