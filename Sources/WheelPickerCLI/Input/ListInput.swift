import WheelPickerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The items of `wheelpicker list`: its arguments, else one per line of stdin.
///
/// Piped lines stay in the buffer they were read into (``/WheelPickerCore/PackedLines``): no
/// `String` per line and no ICU on the list path (a piped list costs its bytes and 8 bytes a line).
enum ListInput {
  /// The items to show.
  ///
  /// - Throws: `UsageError` when there are none, none could be read
  ///   because stdin is a terminal, or stdin passes a limit of ``InputLimits``.
  static func items(_ options: ListOptions, console: some Console) throws(UsageError) -> PackedLines {
    if let items = options.items { return PackedLines(byteStrings: items.map(ArgumentBytes.bytes(of:))) }
    guard !console.isInputTerminal else {
      throw UsageError.misuse(
        "list", "no ITEM arguments and stdin is a terminal: give items or pipe lines in")
    }
    let bytes = try console.readLimitedInput()
    let items = try split(bytes, source: "stdin")
    guard !items.isEmpty else {
      throw UsageError.misuse("list", "stdin held no lines: give items or pipe lines in")
    }
    return items
  }

  /// The lines of `bytes`, in one pass that stores them and checks their lengths: the lines are
  /// counted first (with `memchr`), and only input past a limit is scanned again, by
  /// ``checkLines(of:source:maximumLines:maximumLineBytes:)``, for the refusal it words.
  ///
  /// - Throws: `UsageError` naming the source, the line and the limit.
  /// - Complexity: O(bytes).
  static func split(
    _ bytes: [UInt8], source: String, maximumLines: Int = InputLimits.listLines,
    maximumLineBytes: Int = InputLimits.lineBytes
  ) throws(UsageError) -> PackedLines {
    let lines = PackedLines.lineCount(of: bytes)
    if lines > maximumLines {
      try checkLines(
        of: bytes, source: source, maximumLines: maximumLines, maximumLineBytes: maximumLineBytes)
    }
    do throws(WheelPickerError) {
      return try PackedLines(
        splittingLines: bytes, source: source, expectedLines: lines, maximumLineBytes: maximumLineBytes)
    } catch {
      // A line too long (or input too large for a list): the refusal names it as every limit does.
      try checkLines(
        of: bytes, source: source, maximumLines: maximumLines, maximumLineBytes: maximumLineBytes)
      throw UsageError(error)
    }
  }

  /// Refuses input with more than ``InputLimits/listLines`` lines or a line
  /// longer than ``InputLimits/lineBytes``, before any line is stored.
  ///
  /// - Returns: How many lines the input has (a last line without `\n` counts).
  /// - Throws: `UsageError` naming the source, the line and the limit.
  /// - Complexity: O(bytes), with `memchr`.
  @discardableResult
  static func checkLines(
    of bytes: [UInt8], source: String, maximumLines: Int = InputLimits.listLines,
    maximumLineBytes: Int = InputLimits.lineBytes
  ) throws(UsageError) -> Int {
    var lines = 0
    let found: (line: Int, length: Int)? = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var start = 0
      var line = 0
      while start < buffer.count {
        line += 1
        let end: Int
        if let newline = memchr(base + start, 0x0A, buffer.count - start) {
          end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
        } else {
          end = buffer.count
        }
        if end - start > maximumLineBytes || line > maximumLines { return (line, end - start) }
        start = end + 1
      }
      lines = line
      return nil
    }
    guard let found else { return lines }
    if found.line > maximumLines {
      throw UsageError(
        .overLimit(subject: source),
        message:
          "\(source): more than \(InputLimits.count(maximumLines)) lines (limit \(InputLimits.count(maximumLines)))"
      )
    }
    throw UsageError(
      .overLimit(subject: source),
      message:
        "\(source): line \(InputLimits.count(found.line)) is \(InputLimits.count(found.length)) bytes long "
        + "(limit \(InputLimits.size(maximumLineBytes)) a line)")
  }
}
