/// The escape sequences around a sheet's frames: entering and leaving the
/// modes the sheet uses, reserving room for an inline sheet, and erasing it.
struct TerminalSession: Sendable {
  let configuration: SheetConfiguration
  var writer = FrameWriter()
  /// The decoder of the terminal's input, told about the cursor position
  /// reports this session asks for (a resize or a resume can ask again before
  /// the first answer arrives).
  var decoder = KeyDecoder()
  /// How many cursor position reports this session has asked for.
  private(set) var positionRequests = 0
  private var reservedHeight = 0

  init(configuration: SheetConfiguration) { self.configuration = configuration }

  private var isFullscreen: Bool { configuration.presentation == .fullscreen }

  /// Enters the modes and makes room; the next frame is drawn in full.
  mutating func setup(height: Int) -> String {
    var out = EscapeSequence.hideCursor + EscapeSequence.disableAutowrap + EscapeSequence.enableBracketedPaste
    if configuration.isMouseEnabled { out += EscapeSequence.enableMouse }
    writer.invalidate()
    if isFullscreen {
      out +=
        EscapeSequence.enterAlternateScreen + EscapeSequence.eraseScreen
        + EscapeSequence.moveTo(line: 1, column: 1)
      writer.cursorMovedToTop()
    } else {
      reservedHeight = 0
      out += reserve(height: height)
    }
    return out
  }

  /// Scrolls the screen if needed so that `height` lines below the cursor's
  /// line are free, leaving the cursor on the top one, and asks where that is.
  mutating func reserve(height: Int) -> String {
    guard !isFullscreen, height > reservedHeight else { return "" }
    var out = writer.moveToTop()
    // The screen may scroll: what was drawn moves, so the next frame is drawn in full.
    writer.invalidate()
    // Newlines scroll at the bottom of the screen where cursor movement would not.
    out +=
      String(repeating: EscapeSequence.lineFeed, count: max(0, height - 1)) + EscapeSequence.up(height - 1)
    out += EscapeSequence.carriageReturn
    writer.cursorMovedToTop()
    reservedHeight = height
    if configuration.isMouseEnabled {
      out += EscapeSequence.requestCursorPosition
      decoder.expectCursorPosition()
      positionRequests += 1
    }
    return out
  }

  /// After a resize: erase what was drawn (the terminal may have reflowed it) and draw again.
  mutating func relayout() -> String {
    writer.invalidate()
    if isFullscreen { return EscapeSequence.eraseScreen }
    let out = writer.moveToTop() + EscapeSequence.eraseBelow
    let height = reservedHeight
    reservedHeight = 0
    return out + reserve(height: height)
  }

  /// Where the cursor rests between frames: the top line, so that a reflow keeps it near.
  mutating func afterDraw() -> String { writer.moveToTop() }

  /// Erases an inline sheet or leaves the alternate screen, and restores every mode.
  mutating func teardown() -> String {
    var out = EscapeSequence.resetStyle
    if isFullscreen {
      out += EscapeSequence.leaveAlternateScreen
    } else {
      out += writer.moveToTop() + EscapeSequence.eraseBelow
    }
    reservedHeight = 0
    writer.invalidate()
    return out + restoreModes
  }

  private var restoreModes: String {
    (configuration.isMouseEnabled ? EscapeSequence.disableMouse : "") + EscapeSequence.disableBracketedPaste
      + EscapeSequence.enableAutowrap + EscapeSequence.showCursor
  }

  /// What a crash handler writes: the modes back, whatever was drawn.
  var emergencyRestore: String {
    EscapeSequence.resetStyle
      + (isFullscreen
        ? EscapeSequence.leaveAlternateScreen : EscapeSequence.carriageReturn + EscapeSequence.lineFeed)
      + restoreModes
  }
}
