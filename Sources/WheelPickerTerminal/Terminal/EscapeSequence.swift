/// Every escape sequence the terminal front-end writes, in one place.
///
/// Nothing else in the module writes a byte below 0x20 except through here,
/// and row text never reaches the terminal unsanitized (``TextSanitizer``).
public enum EscapeSequence {
  /// Control Sequence Introducer.
  static let csi = "\u{1B}["

  /// Moves the cursor up `count` lines (no scrolling).
  public static func up(_ count: Int) -> String { count > 0 ? "\(csi)\(count)A" : "" }
  /// Moves the cursor down `count` lines (no scrolling).
  public static func down(_ count: Int) -> String { count > 0 ? "\(csi)\(count)B" : "" }
  /// Moves the cursor right `count` columns.
  public static func right(_ count: Int) -> String { count > 0 ? "\(csi)\(count)C" : "" }
  /// Moves the cursor to the first column.
  public static let carriageReturn = "\r"
  /// Moves the cursor down a line, scrolling at the bottom of the screen (raw mode: no carriage return).
  public static let lineFeed = "\n"
  /// Moves the cursor to a one-based line and column.
  public static func moveTo(line: Int, column: Int) -> String { "\(csi)\(line);\(column)H" }
  /// Erases from the cursor to the end of the screen.
  public static let eraseBelow = "\(csi)J"
  /// Erases the whole screen.
  public static let eraseScreen = "\(csi)2J"
  /// Hides the cursor.
  public static let hideCursor = "\(csi)?25l"
  /// Shows the cursor.
  public static let showCursor = "\(csi)?25h"
  /// Switches to the alternate screen (saving the main one).
  public static let enterAlternateScreen = "\(csi)?1049h"
  /// Returns to the main screen.
  public static let leaveAlternateScreen = "\(csi)?1049l"
  /// Turns on button, drag and wheel reports in SGR (1006) encoding.
  public static let enableMouse = "\(csi)?1000h\(csi)?1002h\(csi)?1006h"
  /// Turns mouse reports off.
  public static let disableMouse = "\(csi)?1006l\(csi)?1002l\(csi)?1000l"
  /// Turns on bracketed paste, so pasted text cannot pose as keys.
  public static let enableBracketedPaste = "\(csi)?2004h"
  /// Turns bracketed paste off.
  public static let disableBracketedPaste = "\(csi)?2004l"
  /// Stops the cursor wrapping at the last column, so a full line never scrolls.
  public static let disableAutowrap = "\(csi)?7l"
  /// Restores wrapping at the last column.
  public static let enableAutowrap = "\(csi)?7h"
  /// Asks for a cursor position report (`ESC [ line ; column R`).
  public static let requestCursorPosition = "\(csi)6n"
  /// Resets every attribute and colour.
  public static let resetStyle = "\(csi)0m"
  /// The bell.
  public static let bell = "\u{07}"

  /// The Select Graphic Rendition sequence that sets exactly `style` (reset first).
  public static func sgr(_ style: Style) -> String {
    var codes = "0"
    if style.isBold { codes += ";1" }
    if style.isFaint { codes += ";2" }
    if style.isUnderlined { codes += ";4" }
    if style.isReversed { codes += ";7" }
    if style.isStruckThrough { codes += ";9" }
    if let color = style.foreground { codes += ";" + colorCode(color, foreground: true) }
    if let color = style.background { codes += ";" + colorCode(color, foreground: false) }
    return "\(csi)\(codes)m"
  }

  private static func colorCode(_ color: Style.Color, foreground: Bool) -> String {
    switch color {
    case .basic(let n) where n < 8: return String((foreground ? 30 : 40) + Int(n))
    case .basic(let n): return String((foreground ? 90 : 100) + Int(min(n, 15) - 8))
    case .indexed(let n): return "\(foreground ? 38 : 48);5;\(n)"
    }
  }
}
