#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams, unbuffered, written with `write(2)`.
struct StandardConsole: Console {
  /// Creates the console; SIGPIPE is ignored so a closed stdout is an error, not a kill.
  init() { signal(SIGPIPE, SIG_IGN) }

  /// Writes to file descriptor 1.
  @discardableResult
  func writeOutput(_ text: String) -> Bool { Self.write(text, to: 1) }

  /// Writes to file descriptor 2, with escape sequences from data made harmless.
  func writeError(_ text: String) { _ = Self.write(UsageError.harmless(text), to: 2) }

  /// Writes bytes to file descriptor 1.
  @discardableResult
  func writeOutput(bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { Self.write($0, to: 1) }
  }

  /// Writes bytes to file descriptor 1; the `errno` of a failure.
  func writeAnswer(bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBufferPointer { Self.write($0, to: 1) } ? nil : errno
  }

  /// Reads file descriptor 0 to its end, or one byte past `limit`.
  func readInput(limit: Int) -> StreamRead {
    var status = stat()
    let isRegular = fstat(0, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    return StreamReader.read(0, limit: limit, sizeHint: isRegular ? Int(status.st_size) : 0)
  }

  /// Whether file descriptor 0 is a terminal.
  var isInputTerminal: Bool { isatty(0) == 1 }

  /// Whether file descriptor 1 is a terminal.
  var isOutputTerminal: Bool { isatty(1) == 1 }

  private static func write(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { write($0, to: descriptor) }
  }

  private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}

/// `write(2)`, out of the reach of ``StandardConsole``'s own `write(_:to:)`, which hides it there.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
