/// The options of `wheelpicker wheels`.
public struct WheelsOptions: Hashable, Sendable {
  /// The items of each wheel (`--wheel`, repeated).
  public var wheels: [[String]] = []
  /// The starting item of the first wheels (`--select`).
  public var select: [String]?

  /// Creates the defaults.
  public init() {}
}
