import WheelPickerCore
import WheelPickerPresentation

/// Where everything of a sheet goes for one size: shared by render and by the
/// mouse handling of update, so that a click lands where the row was drawn.
///
/// The wheels' places and widths come from the shared plan (`PickerSheet.plan`), in cells.
/// The sheet is a bar (Cancel, title or query, Confirm), a rule, the header lines that fit, the
/// wheel rows and a hint line: ``visibleRows`` + 3 + ``headerLines`` lines. Inline, the frame is the
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
  /// The shared plan the columns come from (placeholders, units, separators' texts).
  let plan: SheetPlan
  /// Where a separator goes between groups of wheels (a range's start and end): its first
  /// column and width, between the columns it divides.
  let separators: [Range<Int>]
  let cancelRange: Range<Int>
  let confirmRange: Range<Int>
  /// Columns of the key help and the width of each (when it is shown).
  let helpColumns: Int
  let helpColumnWidth: Int
  /// How many of the configuration's header lines are drawn (those that fit).
  let headerLines: Int

  var sheetHeight: Int { visibleRows + 3 + headerLines }
  /// The wheels' first line, counted from the sheet's top.
  var wheelsOffset: Int { 2 + headerLines }
  var wheelsTop: Int { sheetTop + wheelsOffset }
  var centerOffset: Int { visibleRows / 2 }

  /// The layout of `state` at its size.
  init<Model>(program: SheetProgram<Model>, state: SheetState<Model>) {
    let configuration = program.configuration
    let size = state.size
    self.size = size
    isTooSmall = !size.isLargeEnough
    var rows = configuration.visibleRows
    let texts = program.texts
    let helpTexts = texts.help(for: state.sheet.engine)
    let help = helpTexts.entries
    let widestHelp = helpTexts.widest
    helpColumns = max(1, (size.columns - 2) / (widestHelp + 2))
    helpColumnWidth = max(1, (size.columns - 2) / helpColumns)
    if state.isHelpShown {
      // The help takes the wheel rows and the hint line, growing the sheet if it must.
      let needed = (help.count + helpColumns - 1) / helpColumns
      rows = max(rows, needed - 1)
    }
    // Header lines take room only above one wheel row; the rows give way to them first.
    let headerLines = max(0, min(configuration.header.count, size.lines - 4))
    self.headerLines = headerLines
    let lines = size.lines - headerLines
    if rows + 3 > lines { rows = max(1, (lines - 3) - ((lines - 3) % 2 == 0 ? 1 : 0)) }
    if state.isHelpShown, rows + 3 < lines, rows < (help.count + helpColumns - 1) / helpColumns - 1 {
      rows = min(lines - 3, (help.count + helpColumns - 1) / helpColumns - 1)
    }
    visibleRows = rows
    let sheetHeight = rows + 3 + headerLines
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
    // The wheel area leaves a cell either side; the shared plan places the wheels in it.
    let plan = program.sheet.plan(state.sheet, width: Double(max(0, size.columns - 2)))
    self.plan = plan
    columns = plan.columns.map { Column(position: $0.position, x: 1 + Int($0.x), width: Int($0.width)) }
    separators = plan.separators.map { (1 + Int($0.x))..<(1 + Int($0.x) + Int($0.width)) }
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
