#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Many short texts kept in one UTF-8 buffer with their bounds: the rows of a
/// ``ListModel``.
///
/// A list of 200,000 lines piped into a picker costs its bytes plus 8 bytes a
/// line, instead of a `String` allocation each; a row's `String` is made only
/// when it is read (a visible row, a search). Lines read from outside keep
/// their bytes: invalid UTF-8 reads as U+FFFD.
///
/// ```swift
/// let lines = try PackedLines(splittingLines: Array("a\r\nb\nc".utf8))
/// lines.count       // 3
/// lines[1]          // "b"
/// ```
public struct PackedLines: RandomAccessCollection, Hashable, Sendable {
  private var bytes: [UInt8]
  /// `start, end` byte offsets of each line, interleaved. Lines need not follow one another in
  /// `bytes`: reordering lines moves only their bounds.
  private var bounds: [UInt32]

  /// The largest buffer the 32-bit bounds can address.
  public static let maximumByteCount = Int(UInt32.max)

  /// Packs strings.
  ///
  /// - Complexity: O(total UTF-8 length).
  public init(_ texts: some Sequence<String>) {
    self.init(byteStrings: texts.lazy.map(\.utf8))
  }

  /// Packs lines given as bytes, each kept exactly (it may hold invalid UTF-8, a line feed or a
  /// CR, as a command-line argument may); a line's text shows an invalid sequence as U+FFFD.
  ///
  /// - Complexity: O(total length).
  public init<Line: Sequence<UInt8>>(byteStrings lines: some Sequence<Line>) {
    var bytes: [UInt8] = []
    var bounds: [UInt32] = []
    bounds.reserveCapacity(lines.underestimatedCount * 2)
    for line in lines {
      let start = UInt32(truncatingIfNeeded: bytes.count)
      bytes.append(contentsOf: line)
      bounds.append(start)
      bounds.append(UInt32(truncatingIfNeeded: bytes.count))
    }
    self.bytes = bytes
    self.bounds = bounds
  }

  /// Splits text into lines without copying it: `\n` ends a line, a `\r`
  /// before it is dropped, a last line without `\n` counts, and a UTF-8 byte
  /// order mark at the very start (Windows editors write one) is no part of the first line.
  ///
  /// The line table is made once at its final size (from `expectedLines`, else from
  /// ``lineCount(of:)``) and filled through a pointer, so a line costs one `memchr` and two
  /// stores.
  ///
  /// - Parameters:
  ///   - bytes: the text, UTF-8.
  ///   - source: where the text came from, named in the error.
  ///   - expectedLines: How many lines the caller has counted, if it has: the line table
  ///     is then made at that size without counting again (a count too small only costs a
  ///     second table for the rest).
  ///   - maximumLineBytes: the most bytes a line may have before its `\n`, its `\r` and, on
  ///     the first line, a byte order mark included.
  /// - Throws: ``WheelPickerError/Kind/invalidData`` for input of 4 GiB or more, or for a
  ///   line longer than `maximumLineBytes` (``WheelPickerError/Reason/tooLarge``, naming the
  ///   first such line).
  /// - Complexity: O(bytes).
  public init(
    splittingLines bytes: [UInt8], source: String = "input", expectedLines: Int = 0,
    maximumLineBytes: Int = .max
  ) throws(WheelPickerError) {
    guard bytes.count < Self.maximumByteCount else {
      throw WheelPickerError(
        .invalidData, "\(source): \(bytes.count) bytes is more than a list can hold (4 GiB)",
        reason: .tooLarge)
    }
    let counted = expectedLines > 0 ? Swift.min(expectedLines, bytes.count + 1) : Self.lineCount(of: bytes)
    var bounds: [UInt32] = []
    var tooLong: (line: Int, length: Int)?
    bytes.withUnsafeBufferPointer { buffer in
      let hasByteOrderMark = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
      // The first line's length counts from the very start, a byte order mark included.
      var next = hasByteOrderMark ? 3 : 0
      var lengthStart = 0
      var lines = counted
      while true {
        var failure: Int?
        let table = [UInt32](unsafeUninitializedCapacity: 2 * lines) { table, stored in
          (stored, failure) = Self.storeBounds(
            of: buffer, from: &next, lengthFrom: &lengthStart, into: table, maximumLineBytes: maximumLineBytes
          )
        }
        if bounds.isEmpty { bounds = table } else { bounds += table }
        if let failure {
          tooLong = (bounds.count / 2 + 1, failure)
          return
        }
        guard next < buffer.count else { return }
        // The count given was too small: the rest of the lines, counted.
        lines = Self.lineCount(of: UnsafeBufferPointer(rebasing: buffer[next...]))
      }
    }
    if let tooLong {
      throw WheelPickerError(
        .invalidData,
        "\(source): line \(tooLong.line) is \(tooLong.length) bytes long (limit \(maximumLineBytes) bytes a line)",
        reason: .tooLarge)
    }
    self.bytes = bytes
    self.bounds = bounds
  }

  /// No lines, to be filled by ``append(_:)``.
  init() {
    bytes = []
    bounds = []
  }

  /// Appends a text as the last line.
  ///
  /// - Precondition: the buffer stays under ``maximumByteCount`` bytes (a cascade document is
  ///   limited far below it).
  mutating func append(_ text: String) {
    bounds.append(UInt32(truncatingIfNeeded: bytes.count))
    appendBytes(of: text)
  }

  /// Makes `line` hold `text`; its bytes go at the end of the buffer (the old ones stay, unused).
  mutating func replace(line: Int, with text: String) {
    bounds[2 * line] = UInt32(truncatingIfNeeded: bytes.count)
    bytes.append(contentsOf: text.utf8)
    precondition(bytes.count < Self.maximumByteCount, "more than 4 GiB of text")
    bounds[2 * line + 1] = UInt32(truncatingIfNeeded: bytes.count)
  }

  private mutating func appendBytes(of text: String) {
    bytes.append(contentsOf: text.utf8)
    precondition(bytes.count < Self.maximumByteCount, "more than 4 GiB of text")
    bounds.append(UInt32(truncatingIfNeeded: bytes.count))
  }

  /// Reserves room for `lines` more lines of `bytes` bytes in all.
  mutating func reserveCapacity(lines: Int, bytes byteCount: Int) {
    bounds.reserveCapacity(bounds.count + 2 * lines)
    bytes.reserveCapacity(bytes.count + byteCount)
  }

  /// The lines in the order `order` gives: line *i* of the result is line `order[i]` of these.
  /// The bytes are shared, not copied; only the bounds are laid out anew.
  ///
  /// - Complexity: O(`order.count`).
  func reordered(_ order: some Sequence<Int>) -> PackedLines {
    var copy = PackedLines()
    copy.bytes = bytes
    copy.bounds.reserveCapacity(2 * order.underestimatedCount)
    for line in order {
      copy.bounds.append(bounds[2 * line])
      copy.bounds.append(bounds[2 * line + 1])
    }
    return copy
  }

  /// Reorders the lines so that line *i* is what was line `order[i]`, in place: each cycle of
  /// the permutation is followed once (`order` is spent marking the lines done).
  ///
  /// - Complexity: O(*n*), nothing allocated.
  mutating func permute(to order: inout [Int32]) {
    for start in 0..<order.count where order[start] >= 0 {
      let held = (bounds[2 * start], bounds[2 * start + 1])
      var slot = start
      while true {
        let source = Int(order[slot])
        order[slot] = -1
        guard source != start else {
          (bounds[2 * slot], bounds[2 * slot + 1]) = held
          break
        }
        (bounds[2 * slot], bounds[2 * slot + 1]) = (bounds[2 * source], bounds[2 * source + 1])
        slot = source
      }
    }
  }

  /// The bytes the buffer and the bounds take, for measuring a tree's storage.
  var storedByteCount: Int { bytes.count + bounds.count * MemoryLayout<UInt32>.size }

  /// Whether the two hold the same lines, wherever their bytes lie in their buffers.
  public static func == (lhs: PackedLines, rhs: PackedLines) -> Bool {
    if lhs.bounds == rhs.bounds && lhs.bytes == rhs.bytes { return true }
    guard lhs.count == rhs.count else { return false }
    return lhs.indices.allSatisfy { line in rhs.withUTF8(ofLine: line) { lhs.line(line, equals: $0) } }
  }

  /// Hashes the lines' bytes, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for line in indices {
      withUTF8(ofLine: line) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(0xFF as UInt8)  // no UTF-8 byte: ends the line
    }
  }

  /// Stores the start and end of each line of `buffer` from `next` on into `table`, until the
  /// table is full or the text ends, leaving `next` where the first line not stored starts (at
  /// least `buffer.count` when none is left); `lengthStart` is where the next line's length is
  /// counted from.
  ///
  /// - Returns: how many values were stored, and the length of a line longer than
  ///   `maximumLineBytes`, which ends the scan before it is stored.
  private static func storeBounds(
    of buffer: UnsafeBufferPointer<UInt8>, from next: inout Int, lengthFrom lengthStart: inout Int,
    into table: UnsafeMutableBufferPointer<UInt32>, maximumLineBytes: Int
  ) -> (stored: Int, tooLong: Int?) {
    guard let base = buffer.baseAddress, let slots = table.baseAddress else { return (0, nil) }
    var start = next
    var stored = 0
    // memchr finds each line feed (vectorized in the C library), not a Swift loop per byte.
    while start < buffer.count, stored + 2 <= table.count {
      var end = buffer.count
      if let found = memchr(base + start, 0x0A, buffer.count - start) {
        end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      if end - lengthStart > maximumLineBytes {
        next = start
        return (stored, end - lengthStart)
      }
      let last = end > start && base[end - 1] == 0x0D ? end - 1 : end
      slots[stored] = UInt32(truncatingIfNeeded: start)
      slots[stored + 1] = UInt32(truncatingIfNeeded: last)
      stored += 2
      start = end + 1
      lengthStart = start
    }
    next = start
    return (stored, nil)
  }

  /// How many lines ``init(splittingLines:source:expectedLines:maximumLineBytes:)`` finds in
  /// `bytes`, or one more when they start with a byte order mark and hold nothing else: the line
  /// feeds, and a last line without one.
  ///
  /// - Complexity: O(bytes), with `memchr`.
  public static func lineCount(of bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { lineCount(of: $0) }
  }

  private static func lineCount(of buffer: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = buffer.baseAddress, let last = buffer.last else { return 0 }
    var count = 0
    var offset = 0
    // memchr jumps from line feed to line feed, 32 bytes a step in the C library.
    while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
      count += 1
      offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
    }
    return count + (last == 0x0A ? 0 : 1)
  }

  /// The first line.
  public var startIndex: Int { 0 }

  /// One past the last line.
  public var endIndex: Int { bounds.count / 2 }

  /// The text of a line.
  ///
  /// - Precondition: `position` lies in `startIndex..<endIndex`, as for Array's subscript (an
  ///   index out of range is a programming error and traps); so does ``withUTF8(ofLine:_:)``.
  public subscript(position: Int) -> String {
    let range = byteRange(position)
    return bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
  }

  /// The byte offsets of a line in the buffer.
  private func byteRange(_ line: Int) -> Range<Int> {
    Int(bounds[2 * line])..<Int(bounds[2 * line + 1])
  }

  /// Calls `body` with the UTF-8 bytes of a line, without making a `String`.
  public func withUTF8<Result>(
    ofLine line: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    let range = byteRange(line)
    return try bytes.withUnsafeBufferPointer { buffer in
      try body(UnsafeBufferPointer(rebasing: buffer[range]))
    }
  }

  /// A line's bytes exactly as they were read (invalid UTF-8 kept), for
  /// printing an answer that must round-trip, such as a file name.
  ///
  /// - Complexity: O(length of the line).
  public func bytes(ofLine line: Int) -> [UInt8] {
    withUTF8(ofLine: line) { Array($0) }
  }

  /// Whether a line's bytes equal the UTF-8 of `text`.
  public func line(_ line: Int, equals text: String) -> Bool {
    var text = text
    return text.withUTF8 { self.line(line, equals: $0) }
  }

  /// Whether a line's bytes equal `bytes`.
  func line(_ line: Int, equals wanted: UnsafeBufferPointer<UInt8>) -> Bool {
    withUTF8(ofLine: line) { $0.count == wanted.count && $0.elementsEqual(wanted) }
  }

  /// The first line whose bytes equal the UTF-8 of `text`, or `nil`.
  ///
  /// - Complexity: O(bytes); nothing is allocated.
  public func firstLine(equalTo text: String) -> Int? {
    var text = text
    return text.withUTF8 { wanted in
      bytes.withUnsafeBufferPointer { buffer in
        for line in indices {
          let range = byteRange(line)
          if range.count == wanted.count, UnsafeBufferPointer(rebasing: buffer[range]).elementsEqual(wanted) {
            return line
          }
        }
        return nil
      }
    }
  }

  /// A hash of a line's bytes, equal to ``hash(of:)`` of the same text.
  func hash(ofLine line: Int) -> Int {
    withUTF8(ofLine: line) { Self.hash($0) }
  }

  /// A hash of a text's UTF-8 bytes.
  static func hash(of text: String) -> Int {
    var text = text
    return text.withUTF8 { hash($0) }
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }
}
