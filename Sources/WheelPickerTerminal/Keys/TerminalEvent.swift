/// Everything the decoder recognises in the terminal's input.
public enum TerminalEvent: Hashable, Sendable {
  /// A key.
  case key(KeyPress)
  /// A mouse report.
  case mouse(MouseEvent)
  /// Text pasted between bracketed-paste markers.
  case paste(String)
  /// A cursor position report (`ESC [ row ; column R`), one-based.
  ///
  /// xterm sends Shift-F3 as `ESC [ 1 ; 2 R`, the same bytes: the decoder
  /// reports a position only while one is awaited (``KeyDecoder/expectCursorPosition()``).
  case cursorPosition(row: Int, column: Int)
}
