/// Something that happened to a sheet, fed to ``SheetProgram/update(_:_:)``.
public enum SheetEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(KeyPress)
  /// The mouse was used, in frame coordinates.
  case mouse(MouseEvent)
  /// Characters typed together (read in one go): each acts as its key would, and the query
  /// they add to is searched once, not once per character.
  case typed(String)
  /// Text was pasted (typed into the query, newlines dropped).
  case paste(String)
  /// The terminal now has this size.
  case resized(TerminalSize)
  /// The sheet was drawn for the first time: it rises into place when the configuration animates.
  case appeared
  /// The terminal reported the cursor's line (one-based) after the loop made
  /// room for an inline sheet: the frame's top, which mouse reports are relative to.
  case cursorPositionReported(line: Int)
  /// Animation time passed (the loop sends it about every 16 ms while ``SheetState/isAnimating``).
  case tick
}

/// What an update asks of the loop.
public enum SheetOutcome: Hashable, Sendable {
  /// Keep going.
  case none
  /// The user confirmed: the engine's value is the answer.
  case confirmed
  /// The user cancelled.
  case cancelled
  /// The user pressed Ctrl-C (exit 130).
  case interrupted
  /// The user pressed Ctrl-Z: restore the terminal, stop, redraw on continue.
  case suspendRequested
  /// Ring the bell: a spin stopped on a value ``SheetProgram/ringsBellAfterSpin`` accepts.
  case bellRequested
  /// Confirm was pressed while ``SheetProgram/holdsConfirmation`` holds the value back (rows
  /// still loading, or failed): the sheet stays, and the loop tells its ``SheetFeed`` (a failed
  /// load tries again).
  case confirmationHeld
}

/// A terminal's size in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var columns: Int
  /// The number of lines.
  public var lines: Int

  /// Creates a size.
  public init(columns: Int, lines: Int) {
    self.columns = columns
    self.lines = lines
  }

  /// The smallest size an interactive sheet draws in.
  public static let minimum = TerminalSize(columns: 20, lines: 6)

  /// The default headless size, 80×24.
  public static let standard = TerminalSize(columns: 80, lines: 24)

  /// The size limited to ``Frame/maximumSize`` (and at least 0×0), as render and update use it.
  public var clamped: TerminalSize {
    TerminalSize(
      columns: min(max(0, columns), Frame.maximumSize.columns),
      lines: min(max(0, lines), Frame.maximumSize.lines))
  }

  /// Whether a sheet can be drawn at this size.
  public var isLargeEnough: Bool { columns >= Self.minimum.columns && lines >= Self.minimum.lines }

  /// `"80×24"`.
  public var description: String { "\(columns)×\(lines)" }
}
