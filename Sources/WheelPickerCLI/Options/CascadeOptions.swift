import WheelPickerCore

/// The options of `wheelpicker cascade`.
struct CascadeOptions: SubcommandOptions {
  /// Where the cascade is read from (the FILE argument, `-` for stdin).
  var source: CascadeSource = .standardInput
  /// The starting path (`--select`), names or keys.
  var select: PathArgument?
  /// The shape of the file (`--shape`), `nil` to detect it.
  var shape: CascadeDocumentShape?
  /// The command that lists a node's children (`--children-command`), instead of a FILE.
  var childrenCommand: String?
  /// The number of wheels of a cascade loaded by command (`--levels`, default 2).
  var levels: Int?
  /// How long one run of the children command may take (`--children-timeout`, default 10 s).
  var childrenTimeout: Duration?
}

/// Where a cascade is read from.
enum CascadeSource: Hashable, Sendable {
  /// A file path.
  case file(String)
  /// Standard input (`-`).
  case standardInput
}
