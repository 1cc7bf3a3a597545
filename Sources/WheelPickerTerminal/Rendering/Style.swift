/// How a cell is drawn: colours and attributes.
///
/// Colours are dropped under `NO_COLOR` or `--no-color`; every style is
/// dropped on a `TERM=dumb` terminal and in plain-text frames.
public struct Style: Hashable, Sendable {
  /// A terminal colour.
  public enum Color: Hashable, Sendable {
    /// One of the 16 basic colours (0–15).
    case basic(UInt8)
    /// One of the 256 indexed colours.
    case indexed(UInt8)
  }

  /// The text colour; `nil` for the terminal's default.
  public var foreground: Color?
  /// The background colour; `nil` for the terminal's default.
  public var background: Color?
  /// Bold text.
  public var isBold = false
  /// Faint (dim) text.
  public var isFaint = false
  /// Swapped foreground and background.
  public var isReversed = false
  /// Underlined text.
  public var isUnderlined = false
  /// Struck-through text.
  public var isStruckThrough = false

  /// Creates a style.
  public init(
    foreground: Color? = nil, background: Color? = nil, isBold: Bool = false, isFaint: Bool = false,
    isReversed: Bool = false, isUnderlined: Bool = false, isStruckThrough: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isFaint = isFaint
    self.isReversed = isReversed
    self.isUnderlined = isUnderlined
    self.isStruckThrough = isStruckThrough
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// The style without its colours (for `NO_COLOR`).
  public var withoutColors: Style {
    var copy = self
    copy.foreground = nil
    copy.background = nil
    return copy
  }
}
