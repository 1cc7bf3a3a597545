import WheelPickerCore

/// The options of `wheelpicker cascade`.
struct CascadeOptions: SubcommandOptions {
  /// Where the cascade is read from (the FILE argument, `-` for stdin).
  var source: CascadeSource = .standardInput
  /// The starting path (`--select`), names or keys.
  var select: PathArgument?
  /// The shape of the file (`--shape`), `nil` to detect it.
  var shape: CascadeDocumentShape?

}

/// Where a cascade is read from.
enum CascadeSource: Hashable, Sendable {
  /// A file path.
  case file(String)
  /// Standard input (`-`).
  case standardInput
}
