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
    var out = ""
    let old = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
    var current = Style.plain
    var wroteStyle = false
    for y in 0..<frame.height {
      guard var span = changedSpan(y, old: old, new: frame) else { continue }
      if frame[span.lowerBound, y].isContinuation, span.lowerBound > 0 {
        span = (span.lowerBound - 1)...span.upperBound
      }
      if frame[span.upperBound, y].width == 2, span.upperBound + 1 < frame.width {
        span = span.lowerBound...(span.upperBound + 1)
      }
      out += move(toLine: y, column: span.lowerBound)
      for x in span {
        let cell = frame[x, y]
        if cell.isContinuation { continue }
        if cell.style != current || !wroteStyle && cell.style != .plain {
          out += EscapeSequence.sgr(cell.style)
          current = cell.style
          wroteStyle = true
        }
        out.append(cell.character)
      }
    }
    if wroteStyle, current != .plain { out += EscapeSequence.resetStyle }
    previous = frame
    return out
  }

  /// The bytes that move the cursor back to the frame's top line, first column.
  public mutating func moveToTop() -> String { move(toLine: 0, column: 0) }

  private mutating func move(toLine line: Int, column: Int) -> String {
    var out =
      line > cursorLine ? EscapeSequence.down(line - cursorLine) : EscapeSequence.up(cursorLine - line)
    out += EscapeSequence.carriageReturn + EscapeSequence.right(column)
    cursorLine = line
    return out
  }

  private func changedSpan(_ y: Int, old: Frame?, new: Frame) -> ClosedRange<Int>? {
    guard new.width > 0 else { return nil }
    guard let old else { return 0...(new.width - 1) }
    let base = y * new.width
    var first = 0
    while first < new.width, old.cells[base + first] == new.cells[base + first] { first += 1 }
    guard first < new.width else { return nil }
    var last = new.width - 1
    while last > first, old.cells[base + last] == new.cells[base + last] { last -= 1 }
    return first...last
  }
}
