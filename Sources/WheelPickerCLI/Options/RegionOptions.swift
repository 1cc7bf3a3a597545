/// The options of `wheelpicker region`.
public struct RegionOptions: Hashable, Sendable {
  /// The dataset (`--data`).
  public var data: RegionDataChoice = .china
  /// How many levels are shown (`--depth`), `nil` for all of the dataset's.
  public var depth: Int?
  /// The starting path or code (`--select`), `nil` for the first rows.
  public var select: PathArgument?

  /// Creates the defaults.
  public init() {}
}
