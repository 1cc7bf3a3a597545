/// The options of `wheelpicker region`.
struct RegionOptions: SubcommandOptions {
  /// The dataset (`--data`).
  var data: RegionDataChoice = .china
  /// How many levels are shown (`--depth`), `nil` for all of the dataset's.
  var depth: Int?
  /// The starting path or code (`--select`), `nil` for the first rows.
  var select: PathArgument?

}
