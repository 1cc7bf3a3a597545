import WheelPickerCore

/// The items of `wheelpicker list`: its arguments, else one per line of stdin.
///
/// Piped lines stay in the buffer they were read into (``PackedLines``): no
/// `String` per line and no ICU on the list path (issue 4 §5: memory against fzf).
enum ListInput {
  /// The items to show.
  ///
  /// - Throws: `WheelPickerError` when there are none, or none could be read
  ///   because stdin is a terminal.
  static func items(_ options: ListOptions, console: some Console) throws(WheelPickerError) -> PackedLines {
    if let items = options.items { return PackedLines(items) }
    guard !console.isInputTerminal else {
      throw UsageError.misuse(
        "wheelpicker list", "no ITEM arguments and stdin is a terminal: give items or pipe lines in")
    }
    let items = try PackedLines(splittingLines: console.readInput(), source: "stdin")
    guard !items.isEmpty else {
      throw UsageError.misuse("wheelpicker list", "stdin held no lines: give items or pipe lines in")
    }
    return items
  }
}
