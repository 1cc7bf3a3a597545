/// What the command line asks for, fully parsed and checked.
enum Invocation: Hashable, Sendable {
  /// Print help: the top-level help (`nil`) or a subcommand's.
  case help(SubcommandEntry?)
  /// Print the version.
  case version
  /// Print a completion script.
  case completion(Shell)
  /// Print the manual page in roff (`--man`, alone: a hidden option for the page's generator).
  case manual
  /// Open a picker (or the demo) with these options.
  case run(Launch, CommonOptions)
}
