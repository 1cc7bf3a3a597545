/// The options of `wheelpicker countdown`.
struct CountdownOptions: SubcommandOptions {
  /// The starting duration in seconds (`--select`, default 0).
  var selectSeconds = 0
  /// The minute wheel's step (`--minute-step`), a divisor of 60.
  var minuteStep = 1

}
