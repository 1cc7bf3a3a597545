/// The options of `wheelpicker time`.
struct TimeOptions: SubcommandOptions {
  /// The starting time (`--select`), `nil` for now.
  var select: ClockTime?
  /// Whether a seconds wheel is shown (`--seconds`).
  var hasSeconds = false
  /// The minute wheel's step (`--minute-step`), a divisor of 60.
  var minuteStep = 1
  /// The clock (`--clock`), `nil` for the locale's.
  var clock: ClockStyle?
  /// Whether the wheels wrap around (`--cyclic`).
  var isCyclic = false

}
