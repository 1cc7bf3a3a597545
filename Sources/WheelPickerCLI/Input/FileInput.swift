import WheelPickerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file named on the command line: a regular file, a FIFO
/// (`<(cat f.json)`), a character device (`/dev/stdin`) — anything `open(2)`
/// and `read(2)` accept — by streaming, up to ``InputLimits/streamBytes``.
enum FileInput {
  /// The bytes of the file at `path`.
  ///
  /// - Parameters:
  ///   - path: the file's path, as given.
  ///   - argument: the argument's name in messages (`FILE`).
  ///   - limit: the most bytes read.
  /// - Throws: `UsageError` naming the path and the system's reason
  ///   ("No such file or directory", "Permission denied", "Is a directory"),
  ///   or the limit when the file holds more.
  /// - Complexity: O(bytes read).
  static func bytes(
    atPath path: String, argument: String, limit: Int = InputLimits.streamBytes
  ) throws(UsageError) -> [UInt8] {
    // The path's own bytes: a file name need not be UTF-8.
    let descriptor = (ArgumentBytes.bytes(of: path) + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { $0.baseAddress.map { open($0, O_RDONLY | O_CLOEXEC) } ?? -1 }
    }
    guard descriptor >= 0 else { throw unreadable(path, argument: argument, errno) }
    defer { close(descriptor) }
    var status = stat()
    var sizeHint = 0
    if fstat(descriptor, &status) == 0 {
      // A directory opens for reading; say so instead of whatever read(2) makes of it.
      if status.st_mode & S_IFMT == S_IFDIR { throw unreadable(path, argument: argument, EISDIR) }
      if status.st_mode & S_IFMT == S_IFREG { sizeHint = Int(status.st_size) }
    }
    switch StreamReader.read(descriptor, limit: limit, sizeHint: sizeHint) {
    case .bytes(let bytes): return bytes
    case .tooLarge: throw InputLimits.tooLarge("\(argument) \(UsageError.shown(path))", limit: limit)
    case .failed(let reason): throw UsageError.invalid(argument, path, "cannot be read: \(reason)")
    }
  }

  private static func unreadable(_ path: String, argument: String, _ code: Int32) -> UsageError {
    UsageError.invalid(argument, path, "cannot be read: \(StreamReader.errorDescription(code))")
  }
}
