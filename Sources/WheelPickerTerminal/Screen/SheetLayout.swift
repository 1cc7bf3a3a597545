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
    var position: DisplayPosition
    var x: Int
    var width: Int
  }

  /// What a point of the frame shows.
  enum Hit: Hashable, Sendable {
    case cancelButton
    case confirmButton
    case backdrop
    /// A wheel (display position) and the row offset from its centre.
    case wheel(position: DisplayPosition, offset: Int)
    case nothing
  }

  let size: TerminalSize
  let isTooSmall: Bool
  let visibleRows: Int
  let frameHeight: Int
  let sheetTop: Int
  let columns: [Column]
  /// Where a separator goes between groups of wheels (a range's start and end): its first
  /// column and width, between the columns it divides.
  let separators: [Range<Int>]
  let cancelRange: Range<Int>
  let confirmRange: Range<Int>
  /// Columns of the key help and the width of each (when it is shown).
  let helpColumns: Int
  let helpColumnWidth: Int

  var sheetHeight: Int { visibleRows + 3 }
  var wheelsTop: Int { sheetTop + 2 }
  var centerOffset: Int { visibleRows / 2 }
  var hintLine: Int { sheetTop + 2 + visibleRows }

  /// The layout of `state` at its size.
  init<Model>(program: SheetProgram<Model>, state: SheetState<Model>) {
    let configuration = program.configuration
    let size = state.size
    self.size = size
    isTooSmall = !size.isLargeEnough
    var rows = configuration.visibleRows
    let texts = program.texts
    let helpTexts = texts.help(for: state.engine)
    let help = helpTexts.entries
    let widestHelp = helpTexts.widest
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
    let cancelWidth = texts.cancelWidth
    let confirmWidth = texts.confirmWidth
    cancelRange = 1..<(1 + cancelWidth)
    confirmRange = max(0, size.columns - 1 - confirmWidth)..<max(0, size.columns - 1)
    let model = state.engine.model
    let groups = model.displayOrder.map { model.traits(ofWheel: $0).group }
    // A group change takes the separator and a space either side instead of the one-column gap.
    let separatorWidth = texts.groupSeparatorWidth + 2
    let changes = Set(groups.indices.dropFirst().filter { groups[$0] != groups[$0 - 1] })
    var x = 1
    var columns: [Column] = []
    var separators: [Range<Int>] = []
    let widths = Self.widths(
      program: program, state: state, columns: size.columns - changes.count * (separatorWidth - 1))
    for (offset, width) in widths.enumerated() {
      if changes.contains(offset) {
        separators.append((x - 1)..<(x - 1 + separatorWidth))
        x += separatorWidth - 1
      }
      columns.append(Column(position: DisplayPosition(offset), x: x, width: width))
      x += width + 1
    }
    self.columns = columns
    self.separators = separators
  }

  /// Column widths by display position. Each wheel needs its content's
  /// width + 2 (the focus marks). Width weights from the traits share the
  /// room when a model sets unequal ones (all equal say nothing); otherwise
  /// the spare room is shared evenly. Either way a wheel whose content fits
  /// is never cut while another has room to spare, and when the content is
  /// wider than the terminal, the widest wheels shrink first.
  /// - Complexity: O(wheels × terminal columns) at worst.
  private static func widths<Model>(
    program: SheetProgram<Model>, state: SheetState<Model>, columns: Int
  ) -> [Int] {
    let order = state.engine.model.displayOrder
    let count = order.count
    guard count > 0 else { return [] }
    let available = max(count * 3, columns - 2 - (count - 1))
    let needs = order.map { wheel in
      max(3, (state.contentWidths.indices.contains(wheel) ? state.contentWidths[wheel] : 1) + 2)
    }
    guard needs.reduce(0, +) <= available else { return waterFilled(needs, available: available) }
    let weights = order.map { state.engine.model.traits(ofWheel: $0).widthWeight ?? 1 }
    guard Set(weights).count > 1, weights.allSatisfy({ $0.isFinite && $0 > 0 }) else {
      let extra = available - needs.reduce(0, +)
      return needs.enumerated().map { $0.element + extra / count + ($0.offset < extra % count ? 1 : 0) }
    }
    let total = weights.reduce(0, +)
    var widths = weights.map { max(3, Int(Double(available) * $0 / total)) }
    var spare = available - widths.reduce(0, +)
    for index in widths.indices where spare > 0 {
      widths[index] += 1
      spare -= 1
    }
    // A wheel below its content takes room from the one with most to spare.
    for index in widths.indices {
      while widths[index] < needs[index],
        let donor = widths.indices.max(by: { widths[$0] - needs[$0] < widths[$1] - needs[$1] }),
        widths[donor] > needs[donor]
      {
        widths[donor] -= 1
        widths[index] += 1
      }
    }
    // The 3-column minimum may overshoot: take it back from the widest.
    while spare < 0, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 3 {
      widths[widest] -= 1
      spare += 1
    }
    return widths
  }

  /// Widths no wider than a common level, chosen so that they fill
  /// `available`: narrow wheels keep their whole content, the widest shrink.
  /// - Complexity: O(wheels log wheels).
  static func waterFilled(_ needs: [Int], available: Int) -> [Int] {
    let sorted = needs.sorted()
    var level = sorted.last ?? 0
    var below = 0
    for (index, need) in sorted.enumerated() {
      let left = sorted.count - index
      if below + need * left >= available {
        level = max(3, (available - below) / left)
        break
      }
      below += need
    }
    var widths = needs.map { min($0, level) }
    var spare = available - widths.reduce(0, +)
    for index in widths.indices where spare > 0 && widths[index] < needs[index] {
      widths[index] += 1
      spare -= 1
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
