/// The options of `wheelpicker list`.
struct ListOptions: SubcommandOptions {
  /// The items from the arguments, `nil` to read one per line from stdin.
  var items: [String]?
  /// The starting item (`--select`), `nil` for the first.
  var select: String?

}
