/// The options of `wheelpicker countdown`.
public struct CountdownOptions: Hashable, Sendable {
  /// The starting duration in seconds (`--select`, default 0).
  public var selectSeconds = 0
  /// The minute wheel's step (`--minute-step`), a divisor of 60.
  public var minuteStep = 1

  /// Creates the defaults.
  public init() {}
}
