/// What the command line asks for, fully parsed and checked.
enum Invocation: Hashable, Sendable {
  /// Print help: the top-level help (`nil`) or a subcommand's.
  case help(SubcommandEntry?)
  /// Print the version.
  case version
  /// Print a completion script.
  case completion(Shell)
  /// Open a picker (or the demo) with these options.
  case run(Launch, CommonOptions)
}
