/// The options of `wheelpicker cascade`.
public struct CascadeOptions: Hashable, Sendable {
  /// Where the cascade is read from (the FILE argument, `-` for stdin).
  public var source: CascadeSource = .standardInput
  /// The starting path (`--select`), names or keys.
  public var select: PathArgument?
  /// The shape of the file (`--shape`), `nil` to detect it.
  public var shape: CascadeShape?

  /// Creates the defaults.
  public init() {}
}

/// Where a cascade is read from.
public enum CascadeSource: Hashable, Sendable {
  /// A file path.
  case file(String)
  /// Standard input (`-`).
  case standardInput
}
