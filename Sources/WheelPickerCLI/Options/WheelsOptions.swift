/// The options of `wheelpicker wheels`.
struct WheelsOptions: SubcommandOptions {
  /// The items of each wheel (`--wheel`, repeated).
  var wheels: [[String]] = []
  /// The starting item of the first wheels (`--select`).
  var select: [String]?

}
