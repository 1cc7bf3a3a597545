/// The options of `wheelpicker slots`.
public struct SlotsOptions: Hashable, Sendable {
  /// The seed of the spins (`--seed`), `nil` for a random one.
  public var seed: UInt64?

  /// Creates the defaults.
  public init() {}
}
