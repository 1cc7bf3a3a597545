/// The options of `wheelpicker list`.
public struct ListOptions: Hashable, Sendable {
  /// The items from the arguments, `nil` to read one per line from stdin.
  public var items: [String]?
  /// The starting item (`--select`), `nil` for the first.
  public var select: String?

  /// Creates the defaults.
  public init() {}
}
