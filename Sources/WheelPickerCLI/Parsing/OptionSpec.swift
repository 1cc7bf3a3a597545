import WheelPickerCore

/// One option of the command line: its name, its value, its help line, where
/// it applies and how it is stored.
///
/// The parser, the help text and the shell completions are all generated
/// from ``OptionTable/all``, so they cannot drift apart.
public struct OptionSpec: Sendable {
  /// Whether the option takes a value.
  public enum Arity: Hashable, Sendable {
    /// A flag (`--present`).
    case flag
    /// A value, with the name help shows for it (`DATE`, `N`).
    case value(String)
  }

  /// Where the option may be given.
  public enum Scope: Hashable, Sendable {
    /// With every subcommand and the demo (the common options).
    case common
    /// Only without a subcommand (`--completion`).
    case topLevel
    /// Only with these subcommands.
    case subcommands([Subcommand])
  }

  /// What a shell completes after the option.
  public enum Completion: Hashable, Sendable {
    /// Nothing in particular.
    case none
    /// One of the choices.
    case choices([String])
    /// A file name.
    case file
  }

  /// The name with its dashes (`--rows`).
  public let name: String
  /// Whether it takes a value.
  public let arity: Arity
  /// One line of help.
  public let summary: String
  /// Where it may be given.
  public let scope: Scope
  /// What a shell completes after it.
  public let completion: Completion
  /// Whether it may be repeated to add values (`--wheel`); others keep the last.
  public let isRepeatable: Bool
  /// Stores the value (`""` for a flag), checking it.
  let apply: @Sendable (inout ParsedOptions, String) throws(WheelPickerError) -> Void

  init(
    _ name: String, _ arity: Arity, _ summary: String, scope: Scope, completion: Completion = .none,
    isRepeatable: Bool = false,
    apply: @escaping @Sendable (inout ParsedOptions, String) throws(WheelPickerError) -> Void
  ) {
    self.name = name
    self.arity = arity
    self.summary = summary
    self.scope = scope
    self.completion = completion
    self.isRepeatable = isRepeatable
    self.apply = apply
  }

  /// Whether the option may be given with `subcommand` (`nil`: the demo or no subcommand).
  public func applies(to subcommand: Subcommand?) -> Bool {
    switch scope {
    case .common: true
    case .topLevel: subcommand == nil
    case .subcommands(let list): subcommand.map(list.contains) ?? false
    }
  }

  /// `--rows N`, `--present`: how help and messages show the option.
  public var synopsis: String {
    switch arity {
    case .flag: name
    case .value(let valueName): name + " " + valueName
    }
  }
}
