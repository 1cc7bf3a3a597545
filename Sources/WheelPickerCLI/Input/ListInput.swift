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
  /// The items to show, shaped by the options (``ShapedList``).
  ///
  /// - Throws: `UsageError` when none could be read because stdin is a terminal, stdin passes a
  ///   limit of ``InputLimits``, or no item is left to choose (exit status 1).
  static func list(_ options: ListOptions, console: some Console) throws(UsageError) -> ShapedList {
    let source = options.items == nil ? "stdin" : "the ITEM arguments"
    return try ShapedList(lines(options, console: console), shape: options.shape, source: source)
  }

  /// The items as read, header included (the arguments, else stdin's lines, or its NUL-ended
  /// items under `--read0`), in the order the wheel shows them.
  ///
  /// - Throws: as ``list(_:console:)``.
  static func items(_ options: ListOptions, console: some Console) throws(UsageError) -> PackedLines {
    var options = options
    options.shape.headerLines = 0
    return try list(options, console: console).items
  }

  private static func lines(_ options: ListOptions, console: some Console) throws(UsageError) -> PackedLines {
    if let items = options.items { return PackedLines(byteStrings: items.map(ArgumentBytes.bytes(of:))) }
    guard !console.isInputTerminal else {
      throw UsageError.misuse(
        "list", "no ITEM arguments and stdin is a terminal: give items or pipe lines in")
    }
    return try split(console.readLimitedInput(), readsNul: options.shape.readsNul, source: "stdin")
  }

  /// The items of piped bytes: lines (a CR before a line feed dropped, a byte order mark at the
  /// start skipped), or NUL-ended items kept exactly under `--read0`; a last separator ends the
  /// last item and makes no empty one.
  ///
  /// - Throws: `UsageError` when the bytes pass a limit of ``InputLimits``.
  /// - Complexity: O(bytes).
  static func split(
    _ bytes: [UInt8], readsNul: Bool, source: String, maximumLines: Int = InputLimits.listLines,
    maximumLineBytes: Int = InputLimits.lineBytes
  ) throws(UsageError) -> PackedLines {
    guard readsNul else {
      return try split(bytes, source: source, maximumLines: maximumLines, maximumLineBytes: maximumLineBytes)
    }
    let count = try checkLines(
      of: bytes, source: source, maximumLines: maximumLines, maximumLineBytes: maximumLineBytes,
      separator: 0x00)
    return PackedLines(
      byteStrings: bytes.split(separator: 0x00, omittingEmptySubsequences: false).prefix(count))
  }

  /// The lines of `bytes`, in one pass that stores them and checks their lengths: the lines are
  /// counted first (with `memchr`), and only input past a limit is scanned again, by
  /// ``checkLines(of:source:maximumLines:maximumLineBytes:separator:)``, for the refusal it words.
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
  /// - Parameters:
  ///   - bytes: the input.
  ///   - source: where the input came from, named in a refusal.
  ///   - maximumLines: the most lines allowed.
  ///   - maximumLineBytes: the most bytes a line may have.
  ///   - separator: the byte that ends a line: a line feed, or NUL for `--read0` (whose
  ///     "lines" messages call items).
  /// - Returns: How many lines the input has (a last line without `separator` counts).
  /// - Throws: `UsageError` naming the source, the line and the limit.
  /// - Complexity: O(bytes), with `memchr`.
  @discardableResult
  static func checkLines(
    of bytes: [UInt8], source: String, maximumLines: Int = InputLimits.listLines,
    maximumLineBytes: Int = InputLimits.lineBytes, separator: UInt8 = 0x0A
  ) throws(UsageError) -> Int {
    let noun = separator == 0x0A ? "line" : "item"
    var lines = 0
    let found: (line: Int, length: Int)? = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var start = 0
      var line = 0
      while start < buffer.count {
        line += 1
        let end: Int
        if let newline = memchr(base + start, Int32(separator), buffer.count - start) {
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
          "\(source): more than \(InputLimits.count(maximumLines)) \(noun)s (limit \(InputLimits.count(maximumLines)))"
      )
    }
    throw UsageError(
      .overLimit(subject: source),
      message:
        "\(source): \(noun) \(InputLimits.count(found.line)) is \(InputLimits.count(found.length)) bytes long "
        + "(limit \(InputLimits.size(maximumLineBytes)) \(noun == "line" ? "a" : "an") \(noun))")
  }
}
