import WheelPickerCore

/// Where everything of a sheet goes for one size: shared by render and by the
/// mouse handling of update, so that a click lands where the row was drawn.
///
/// The sheet is a bar (Cancel, title or query, Confirm), a rule, the wheel
/// rows and a hint line: ``visibleRows`` + 3 lines. Inline, the frame is the
/// sheet; full screen, the sheet sits at the bottom under a backdrop.
struct SheetLayout: Hashable, Sendable {
  /// A wheel's column: its display position, first column and width.
  struct Column: Hashable, Sendable {
    var position: Int
    var x: Int
    var width: Int
  }

  /// What a point of the frame shows.
  enum Hit: Hashable, Sendable {
    case cancelButton
    case confirmButton
    case backdrop
    /// A wheel (display position) and the row offset from its centre.
    case wheel(position: Int, offset: Int)
    case nothing
  }

  let size: TerminalSize
  let isTooSmall: Bool
  let visibleRows: Int
  let frameHeight: Int
  let sheetTop: Int
  let columns: [Column]
  let cancelRange: Range<Int>
  let confirmRange: Range<Int>
  /// Columns of the key help and the width of each (when it is shown).
  let helpColumns: Int
  let helpColumnWidth: Int

  var sheetHeight: Int { visibleRows + 3 }
  var wheelsTop: Int { sheetTop + 2 }
  var centerOffset: Int { visibleRows / 2 }
  var hintLine: Int { sheetTop + 2 + visibleRows }

  init<Model>(program: SheetProgram<Model>, state: SheetState<Model>, size: TerminalSize) {
    let configuration = program.configuration
    self.size = size
    isTooSmall = !size.isLargeEnough
    var rows = configuration.visibleRows
    let help = configuration.keyMap.helpEntries(shortOnly: false)
    let widestHelp =
      help.map { DisplayWidth.of(TextSanitizer.sanitize("\($0.keys)  \($0.summary)")) }.max() ?? 1
    helpColumns = max(1, (size.columns - 2) / (widestHelp + 2))
    helpColumnWidth = max(1, (size.columns - 2) / helpColumns)
    if state.isHelpShown {
      // The help takes the wheel rows and the hint line, growing the sheet if it must.
      let needed = (help.count + helpColumns - 1) / helpColumns
      rows = max(rows, needed - 1)
    }
    if rows + 3 > size.lines { rows = max(1, (size.lines - 3) - ((size.lines - 3) % 2 == 0 ? 1 : 0)) }
    if state.isHelpShown, rows + 3 < size.lines, rows < (help.count + helpColumns - 1) / helpColumns - 1 {
      rows = min(size.lines - 3, (help.count + helpColumns - 1) / helpColumns - 1)
    }
    visibleRows = rows
    let sheetHeight = rows + 3
    switch configuration.presentation {
    case .inline:
      frameHeight = max(0, min(size.lines, sheetHeight))
      sheetTop = 0
    case .fullscreen:
      frameHeight = max(0, size.lines)
      sheetTop = max(0, size.lines - sheetHeight)
    }
    let labels = configuration.labels
    let cancelWidth = DisplayWidth.of(TextSanitizer.sanitize(labels.cancel))
    let confirmWidth = DisplayWidth.of(TextSanitizer.sanitize(labels.confirm))
    cancelRange = 1..<(1 + cancelWidth)
    confirmRange = max(0, size.columns - 1 - confirmWidth)..<max(0, size.columns - 1)
    columns = Self.columns(
      widths: Self.widths(program: program, state: state, columns: size.columns),
      order: state.engine.model.displayOrder)
  }

  private static func columns(widths: [Int], order: [Int]) -> [Column] {
    var x = 1
    var result: [Column] = []
    for (position, width) in widths.enumerated() {
      result.append(Column(position: position, x: x, width: width))
      x += width + 1
    }
    return result
  }

  /// Column widths by display position: weights when the configuration has
  /// them, else the content's width (+2 for the focus marks) with the spare
  /// room shared evenly, or shrunk in proportion when the content is too wide.
  private static func widths<Model>(
    program: SheetProgram<Model>, state: SheetState<Model>, columns: Int
  ) -> [Int] {
    let order = state.engine.model.displayOrder
    let count = order.count
    guard count > 0 else { return [] }
    let available = max(count * 3, columns - 2 - (count - 1))
    let weights = program.configuration.widthWeights
    let wanted: [Int]
    if !weights.isEmpty {
      wanted = order.map { max(1, weights[$0] ?? 1) }
    } else {
      wanted = order.map { wheel in
        (wheel < state.contentWidths.count ? state.contentWidths[wheel] : 1) + 2
      }
    }
    let total = wanted.reduce(0, +)
    var widths: [Int]
    if weights.isEmpty, total <= available {
      let extra = available - total
      widths = wanted.enumerated().map { $0.element + extra / count + ($0.offset < extra % count ? 1 : 0) }
    } else {
      widths = wanted.map { max(3, $0 * available / max(1, total)) }
      var spare = available - widths.reduce(0, +)
      var index = 0
      while spare > 0 {
        widths[index % count] += 1
        spare -= 1
        index += 1
      }
      // The 3-column minimum may overshoot: take it back from the widest.
      while spare < 0, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 3 {
        widths[widest] -= 1
        spare += 1
      }
    }
    return widths
  }

  /// What the frame shows at a point.
  func hit(x: Int, y: Int) -> Hit {
    guard !isTooSmall else { return .nothing }
    if y < sheetTop { return .backdrop }
    if y == sheetTop {
      if cancelRange.contains(x) || (x >= 0 && x < cancelRange.upperBound + 1) { return .cancelButton }
      if confirmRange.contains(x) || (x >= confirmRange.lowerBound - 1 && x < size.columns) {
        return .confirmButton
      }
      return .nothing
    }
    guard y >= wheelsTop, y < wheelsTop + visibleRows else { return .nothing }
    for column in columns where x >= column.x && x < column.x + column.width {
      return .wheel(position: column.position, offset: y - wheelsTop - centerOffset)
    }
    return .nothing
  }
}
