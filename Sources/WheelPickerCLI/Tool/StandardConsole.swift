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

  /// Reads file descriptor 0 to its end.
  func readInput() -> [UInt8] {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return data
      }
    }
  }

  /// Whether file descriptor 0 is a terminal.
  var isInputTerminal: Bool { isatty(0) == 1 }

  private static func write(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
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
}

/// `write(2)`, out of the reach of ``StandardConsole``'s own `write(_:to:)`, which hides it there.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
