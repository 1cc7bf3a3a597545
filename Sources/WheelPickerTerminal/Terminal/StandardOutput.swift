#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output, which carries only the answer.
public enum StandardOutput {
  /// The exit status of a program whose reader went away (128 + SIGPIPE).
  public static let closedStatus: Int32 = 141

  /// Writes the answer.
  ///
  /// - Returns: `false` when standard output is closed (`wheelpicker | head -0`):
  ///   the caller then exits quietly with ``closedStatus``.
  @discardableResult
  public static func write(_ text: String) -> Bool {
    // EPIPE is easier to end quietly on than a SIGPIPE that kills mid-write.
    signal(SIGPIPE, SIG_IGN)
    return Platform.writeAll(text, to: STDOUT_FILENO) == nil
  }
}
