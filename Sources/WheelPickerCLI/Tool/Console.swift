/// Where the command writes its answer and messages and reads piped input.
///
/// Standard output carries only the answer; a closed standard output makes
/// the write fail so the command can end quietly with status 141.
protocol Console: Sendable {
  /// Writes to standard output; `false` when it is closed.
  @discardableResult
  func writeOutput(_ text: String) -> Bool
  /// Writes a message to standard error.
  func writeError(_ text: String)
  /// Reads all of standard input.
  func readInput() -> [UInt8]
  /// Whether standard input is a terminal (then `list` has nothing piped to read).
  var isInputTerminal: Bool { get }
}
