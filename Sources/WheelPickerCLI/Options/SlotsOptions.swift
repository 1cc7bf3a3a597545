/// The options of `wheelpicker slots`.
struct SlotsOptions: SubcommandOptions {
  /// The seed of the spins (`--seed`), `nil` for a random one.
  var seed: UInt64?

}
