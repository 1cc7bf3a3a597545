/// What the command line asks for, fully parsed and checked.
public enum Invocation: Hashable, Sendable {
  /// Print help: the top-level help (`nil`) or a subcommand's.
  case help(Subcommand?)
  /// Print the version.
  case version
  /// Print a completion script.
  case completion(Shell)
  /// Open a picker (or the demo) with these options.
  case run(Command, CommonOptions)
}

/// A picker to open, with its own options.
public enum Command: Hashable, Sendable {
  /// The demo screen (no subcommand).
  case demo
  /// `wheelpicker date`.
  case date(DateOptions)
  /// `wheelpicker time`.
  case time(TimeOptions)
  /// `wheelpicker countdown`.
  case countdown(CountdownOptions)
  /// `wheelpicker region`.
  case region(RegionOptions)
  /// `wheelpicker list`.
  case list(ListOptions)
  /// `wheelpicker wheels`.
  case wheels(WheelsOptions)
  /// `wheelpicker cascade`.
  case cascade(CascadeOptions)
  /// `wheelpicker slots`.
  case slots(SlotsOptions)
}

/// The shells `--completion` writes scripts for.
public enum Shell: String, CaseIterable, Hashable, Sendable {
  /// Bash.
  case bash
  /// Zsh.
  case zsh
  /// Fish.
  case fish
}
