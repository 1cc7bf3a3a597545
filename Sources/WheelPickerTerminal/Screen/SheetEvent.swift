import WheelPickerPresentation

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
  /// The answer to the search the sheet asked for arrived from the thread that ran it
  /// (`PickerSheet.State.pendingSearch`); an answer to an older query changes nothing.
  case searchFinished(SheetSearchResults)
}
