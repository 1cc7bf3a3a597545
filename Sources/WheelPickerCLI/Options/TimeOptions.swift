/// The options of `wheelpicker time`.
public struct TimeOptions: Hashable, Sendable {
  /// The starting time (`--select`), `nil` for now.
  public var select: ClockTime?
  /// Whether a seconds wheel is shown (`--seconds`).
  public var hasSeconds = false
  /// The minute wheel's step (`--minute-step`), a divisor of 60.
  public var minuteStep = 1
  /// The clock (`--clock`), `nil` for the locale's.
  public var clock: ClockStyle?
  /// Whether the wheels wrap around (`--cyclic`).
  public var isCyclic = false

  /// Creates the defaults.
  public init() {}
}
