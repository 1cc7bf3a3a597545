/// One cell of a ``Frame``: a grapheme, its display width and its style.
///
/// A wide grapheme occupies its own cell (width 2) and the cell to its right,
/// which holds a *continuation* (width 0) that is never drawn by itself.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown.
  public var character: Character
  /// The number of columns the grapheme takes: 1, 2, or 0 for a continuation.
  public var width: UInt8
  /// How it is drawn.
  public var style: Style

  /// Creates a cell.
  public init(_ character: Character, width: UInt8 = 1, style: Style = .plain) {
    self.character = character
    self.width = width
    self.style = style
  }

  /// An unstyled space.
  public static let blank = Cell(" ")

  /// A blank cell with a style (a background colour, say).
  public static func blank(_ style: Style) -> Cell { Cell(" ", style: style) }

  /// The right half of a wide grapheme.
  public static func continuation(_ style: Style) -> Cell { Cell(" ", width: 0, style: style) }

  /// Whether this is the right half of a wide grapheme.
  public var isContinuation: Bool { width == 0 }
}
