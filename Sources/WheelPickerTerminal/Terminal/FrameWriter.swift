#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns a new frame into the bytes that change the terminal from the previous
/// frame to it: only changed lines, and within them only the changed span.
///
/// The cursor is moved relatively (`ESC [ n A/B`, CR, `ESC [ n C`) from the
/// frame's top line, so the same writer serves an inline sheet (whose
/// absolute position is unknown) and a full-screen one. Autowrap must be off.
public struct FrameWriter: Sendable {
  private var previous: Frame?
  /// The frame line the cursor is on.
  public private(set) var cursorLine = 0

  /// Creates a writer that will draw the first frame in full, cursor on the frame's top line.
  public init() {}

  /// Forgets the previous frame: the next output draws everything (after a resize or a resume).
  public mutating func invalidate() { previous = nil }

  /// Records that the cursor was moved to the frame's top line by other means.
  public mutating func cursorMovedToTop() { cursorLine = 0 }

  /// The bytes that show `frame`, given what was drawn before; empty when nothing changed.
  ///
  /// - Complexity: O(cells) to compare, plus the changed cells to write.
  public mutating func output(for frame: Frame) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(512)
    let old = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
    var current = Style.plain
    var wroteStyle = false
    frame.cells.withUnsafeBufferPointer { cells in
      for y in 0..<frame.height {
        guard var span = changedSpan(y, old: old, new: cells, width: frame.width) else { continue }
        let base = y * frame.width
        if cells[base + span.lowerBound].isContinuation, span.lowerBound > 0 {
          span = (span.lowerBound - 1)...span.upperBound
        }
        if cells[base + span.upperBound].width == 2, span.upperBound + 1 < frame.width {
          span = span.lowerBound...(span.upperBound + 1)
        }
        appendMove(toLine: y, column: span.lowerBound, to: &out)
        for x in span {
          let cell = cells[base + x]
          if cell.isContinuation { continue }
          if cell.style != current || !wroteStyle && cell.style != .plain {
            out.append(contentsOf: EscapeSequence.sgr(cell.style).utf8)
            current = cell.style
            wroteStyle = true
          }
          cell.appendUTF8(to: &out)
        }
      }
    }
    if wroteStyle, current != .plain { out.append(contentsOf: EscapeSequence.resetStyle.utf8) }
    previous = frame
    return String(decoding: out, as: UTF8.self)
  }

  /// The bytes that move the cursor back to the frame's top line, first column.
  public mutating func moveToTop() -> String { move(toLine: 0, column: 0) }

  private mutating func move(toLine line: Int, column: Int) -> String {
    var out: [UInt8] = []
    appendMove(toLine: line, column: column, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the bytes of ``EscapeSequence/down(_:)`` or ``EscapeSequence/up(_:)`` to `line`, a
  /// carriage return and ``EscapeSequence/right(_:)`` to `column`, without making strings.
  private mutating func appendMove(toLine line: Int, column: Int, to out: inout [UInt8]) {
    if line > cursorLine {
      Self.appendCSI(line - cursorLine, final: UInt8(ascii: "B"), to: &out)
    } else {
      Self.appendCSI(cursorLine - line, final: UInt8(ascii: "A"), to: &out)
    }
    out.append(UInt8(ascii: "\r"))
    Self.appendCSI(column, final: UInt8(ascii: "C"), to: &out)
    cursorLine = line
  }

  /// Appends `ESC [ count final`, nothing when `count` is not positive.
  private static func appendCSI(_ count: Int, final: UInt8, to out: inout [UInt8]) {
    guard count > 0 else { return }
    out.append(0x1B)
    out.append(UInt8(ascii: "["))
    var divisor = 1
    while divisor <= count / 10 { divisor *= 10 }
    while divisor > 0 {
      out.append(UInt8(ascii: "0") + UInt8(count / divisor % 10))
      divisor /= 10
    }
    out.append(final)
  }

  private func changedSpan(
    _ y: Int, old: Frame?, new: UnsafeBufferPointer<Cell>, width: Int
  ) -> ClosedRange<Int>? {
    guard width > 0 else { return nil }
    guard let old else { return 0...(width - 1) }
    let base = y * width
    return old.cells.withUnsafeBufferPointer { oldCells in
      // Most lines do not change: equal bytes are equal cells (unequal bytes may still be equal
      // cells, told apart below).
      let bytes = width * MemoryLayout<Cell>.stride
      if let oldStart = oldCells.baseAddress, let newStart = new.baseAddress,
        memcmp(oldStart + base, newStart + base, bytes) == 0
      {
        return nil
      }
      var first = 0
      while first < width, oldCells[base + first] == new[base + first] { first += 1 }
      guard first < width else { return nil }
      var last = width - 1
      while last > first, oldCells[base + last] == new[base + last] { last -= 1 }
      return first...last
    }
  }
}
