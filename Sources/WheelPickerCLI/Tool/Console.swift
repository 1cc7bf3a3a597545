import WheelPickerCore
import WheelPickerTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command writes its answer and messages and reads piped input.
///
/// Standard output carries only the answer; a closed standard output makes
/// the write fail so the command can end quietly with status 141.
protocol Console: Sendable {
  /// Writes to standard output; `false` when it is closed.
  @discardableResult
  func writeOutput(_ text: String) -> Bool
  /// Writes bytes to standard output as they are (an item's own bytes); `false` when it is closed.
  @discardableResult
  func writeOutput(bytes: [UInt8]) -> Bool
  /// Writes an answer's bytes to standard output.
  ///
  /// - Returns: `nil` when all of it was written, else the `errno` of the failed write
  ///   (`EPIPE` for a reader that went away, `ENOSPC` for a full disk…).
  func writeAnswer(bytes: [UInt8]) -> Int32?
  /// Writes a message to standard error.
  func writeError(_ text: String)
  /// Reads standard input to its end, stopping once more than `limit` bytes came.
  func readInput(limit: Int) -> StreamRead
  /// Whether standard input is a terminal (then `list` has nothing piped to read).
  var isInputTerminal: Bool { get }
  /// Whether standard output is a terminal: then answers are neutralised
  /// (controls, escape sequences, bidi overrides, invalid UTF-8); otherwise
  /// they are data and printed as they are.
  var isOutputTerminal: Bool { get }
}

extension Console {
  /// A console that knows no reason for a failure reports a closed reader.
  func writeAnswer(bytes: [UInt8]) -> Int32? { writeOutput(bytes: bytes) ? nil : EPIPE }

  /// Writes an answer (text or bytes) and says how the command ends: confirmed; 141 when the
  /// reader went away (EPIPE), quietly, as a pipeline expects; 74 with the system's reason on
  /// stderr for any other failure (a full disk, an I/O error), which must not pass for a closed pipe.
  func finish(writing bytes: [UInt8]) -> ExitStatus {
    guard let failure = writeAnswer(bytes: bytes) else { return .confirmed }
    if failure == EPIPE { return .closedOutput }
    writeError("wheelpicker: cannot write the answer to stdout: \(String(cString: strerror(failure)))\n")
    return .outputFailed
  }

  /// All of standard input, up to ``InputLimits/streamBytes``.
  ///
  /// - Throws: `UsageError` naming the limit when stdin holds more, or
  ///   the system's reason when reading fails.
  func readLimitedInput() throws(UsageError) -> [UInt8] {
    switch readInput(limit: InputLimits.streamBytes) {
    case .bytes(let bytes):
      StartupProfile.mark(.input)
      return bytes
    case .tooLarge: throw InputLimits.tooLarge("stdin")
    case .failed(let reason):
      throw UsageError(.unreadableInput(source: "stdin"), message: "stdin: cannot be read: \(reason)")
    }
  }
}
