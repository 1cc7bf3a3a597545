/// A grid of cells: what the terminal should show, computed by a pure render.
///
/// Frames are compared line by line to draw only what changed, and printed as
/// plain text for `--print-frame` and golden tests.
public struct Frame: Hashable, Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of lines.
  public let height: Int
  /// The cells, line by line.
  public private(set) var cells: [Cell]

  /// The largest frame, so that a absurd size (from `--size` or the
  /// environment) cannot exhaust memory: 2,048 columns by 1,024 lines.
  public static let maximumSize = TerminalSize(columns: 2_048, lines: 1_024)

  /// A blank frame; each side is clamped between 0 and ``maximumSize``.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = min(max(0, width), Self.maximumSize.columns)
    self.height = min(max(0, height), Self.maximumSize.lines)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The cell at a column and line; a blank cell outside the frame.
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, x < width, y >= 0, y < height else { return .blank }
    return cells[y * width + x]
  }

  /// The cells of one line.
  public func line(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0, y < height else { return [] }
    return cells[(y * width)..<((y + 1) * width)]
  }

  /// Sets one cell, repairing any wide grapheme it overlaps.
  public mutating func set(_ cell: Cell, x: Int, y: Int) {
    guard x >= 0, x < width, y >= 0, y < height else { return }
    let index = y * width + x
    // Overwriting either half of a wide grapheme leaves the other half blank.
    if cells[index].isContinuation, x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
    if cells[index].width == 2, x + 1 < width { cells[index + 1] = .blank(cells[index + 1].style) }
    cells[index] = cell
  }

  /// Fills a rectangle with one cell.
  public mutating func fill(_ cell: Cell, x: Int, y: Int, width w: Int, height h: Int) {
    let columns = max(0, x)..<max(max(0, x), min(width, x + w))
    guard !columns.isEmpty else { return }
    for row in max(0, y)..<max(max(0, y), min(height, y + h)) {
      drawRun(from: columns.lowerBound, y: row, limit: columns.upperBound) { put in
        for _ in columns { _ = put(cell, 1) }
      }
    }
  }

  /// Draws text from a column, clipped to `maxWidth` columns (and the frame).
  ///
  /// The text must already be sanitized and fit (see ``DisplayWidth/truncate(_:toWidth:)``);
  /// a wide grapheme that would cross the limit is replaced by a space.
  /// - Returns: the number of columns drawn.
  @discardableResult
  public mutating func draw(
    _ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain
  ) -> Int {
    guard x < width, x > -width - 4, y >= 0, y < height else { return 0 }
    let limit = min(width, x + min(maxWidth ?? width, width))
    var column = x
    // Code points that are graphemes by themselves (printable ASCII, CJK): one or two cells each,
    // no grapheme breaking.
    if DisplayWidth.asciiWidth(text) != nil {
      return drawRun(from: x, y: y, limit: limit) { put in
        for byte in text.utf8 {
          guard put(Cell(ascii: byte, style: style), 1) else { return }
        }
      }
    }
    if DisplayWidth.simpleWidth(text) != nil {
      return drawRun(from: x, y: y, limit: limit) { put in
        for scalar in text.unicodeScalars {
          let cells = DisplayWidth.simpleWidth(scalar.value) ?? 1
          guard put(Cell(scalar: scalar, width: UInt8(cells), style: style), cells) else { return }
        }
      }
    }
    for character in text {
      let cells = DisplayWidth.of(character)
      guard cells > 0 else { continue }
      if column + cells > limit {
        if cells == 2, column < limit { set(.blank(style), x: column, y: y) }
        break
      }
      set(Cell(character, width: UInt8(cells), style: style), x: column, y: y)
      if cells == 2 { set(.continuation(style), x: column + 1, y: y) }
      column += cells
    }
    return column - x
  }

  /// Writes a run of cells on line `y` from column `x`, as ``set(_:x:y:)`` one after another
  /// would, but in place: `body` offers each cell with its width to `put`, which answers `false`
  /// once the run reaches `limit` (a wide cell that would cross it leaves a styled blank).
  /// Only the run's two ends can cut a wide grapheme drawn before, so only they are repaired.
  /// - Returns: the number of columns the run advanced.
  @discardableResult
  private mutating func drawRun(
    from x: Int, y: Int, limit: Int, _ body: (_ put: (Cell, Int) -> Bool) -> Void
  ) -> Int {
    let width = width
    let base = y * width
    var column = x
    var first = -1
    var last = -1
    var lastWasWide = false
    cells.withUnsafeMutableBufferPointer { buffer in
      func write(_ cell: Cell, at position: Int) {
        guard position >= 0, position < width else { return }
        let old = buffer[base + position]
        if first < 0 {
          first = position
          if old.isContinuation, position > 0 {
            buffer[base + position - 1] = .blank(buffer[base + position - 1].style)
          }
        }
        last = position
        lastWasWide = old.width == 2
        buffer[base + position] = cell
      }
      body { cell, cells in
        if column + cells > limit {
          if cells == 2, column < limit { write(.blank(cell.style), at: column) }
          return false
        }
        write(cell, at: column)
        if cells == 2 { write(.continuation(cell.style), at: column + 1) }
        column += cells
        return true
      }
    }
    if last >= 0, lastWasWide, last + 1 < width {
      cells[base + last + 1] = .blank(cells[base + last + 1].style)
    }
    return column - x
  }

  /// Draws text centred in `width` columns from `x`.
  public mutating func drawCentered(_ text: String, x: Int, y: Int, width w: Int, style: Style = .plain) {
    let fitted = DisplayWidth.truncate(text, toWidth: w)
    let used = DisplayWidth.of(fitted)
    draw(fitted, x: x + max(0, (w - used) / 2), y: y, maxWidth: w, style: style)
  }

  /// The same characters with every style transformed.
  public func mapStyles(_ transform: (Style) -> Style) -> Frame {
    var copy = self
    for index in copy.cells.indices { copy.cells[index].style = transform(copy.cells[index].style) }
    return copy
  }

  /// The same characters, faint and on the backdrop's colour: a screen seen
  /// behind a full-screen sheet.
  public func dimmed() -> Frame {
    mapStyles { style in
      var dim = Theme.backdrop
      dim.foreground = style.foreground
      dim.isFaint = true
      return dim
    }
  }

  /// Copies another frame's cells with its top-left corner at (`x`, `y`).
  public mutating func paste(_ other: Frame, x: Int, y: Int) {
    for row in 0..<other.height {
      for column in 0..<other.width {
        let cell = other[column, row]
        let target = (x + column, y + row)
        guard target.0 >= 0, target.0 < width, target.1 >= 0, target.1 < height else { continue }
        cells[target.1 * width + target.0] = cell
      }
    }
  }

  /// The frame with blank lines added below (or lines cut) to make it `height` high.
  public func padded(toHeight newHeight: Int) -> Frame {
    var result = Frame(width: width, height: newHeight)
    result.paste(self, x: 0, y: 0)
    return result
  }

  /// The frame's text without styles: `height` lines, trailing spaces trimmed,
  /// joined by newlines (the `--print-frame` format).
  public var plainText: String {
    (0..<height).map { plainLine($0) }.joined(separator: "\n")
  }

  /// One line's text without styles, trailing spaces trimmed.
  public func plainLine(_ y: Int) -> String {
    var text = ""
    for cell in line(y) where !cell.isContinuation { text.append(cell.character) }
    while text.last == " " { text.removeLast() }
    return text
  }
}
