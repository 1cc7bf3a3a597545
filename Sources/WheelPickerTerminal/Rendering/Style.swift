/// How a cell is drawn: colours and attributes.
///
/// Colours are dropped under `NO_COLOR` or `--no-color`; every style is
/// dropped on a `TERM=dumb` terminal and in plain-text frames.
///
/// A style is kept in four bytes (each colour in ten bits, each attribute in one), so that a
/// ``Cell`` fits in sixteen and a frame's lines stay few pages of memory.
public struct Style: Hashable, Sendable {
  /// A terminal colour.
  public enum Color: Hashable, Sendable {
    /// One of the 16 basic colours (0–15).
    case basic(UInt8)
    /// One of the 256 indexed colours.
    case indexed(UInt8)
  }

  /// Bits 0–9: the foreground; 10–19: the background (each: a 2-bit kind — 0 none, 1 basic,
  /// 2 indexed — above its 8-bit number); 20–24: bold, faint, reversed, underlined, struck through.
  private var bits: UInt32

  /// The ten bits of one colour, at the bottom.
  private static let colorMask: UInt32 = 0x3FF
  private static let backgroundShift: UInt32 = 10
  private static let boldBit: UInt32 = 1 << 20
  private static let faintBit: UInt32 = 1 << 21
  private static let reversedBit: UInt32 = 1 << 22
  private static let underlinedBit: UInt32 = 1 << 23
  private static let struckThroughBit: UInt32 = 1 << 24

  /// The text colour; `nil` for the terminal's default.
  public var foreground: Color? {
    get { Self.color(bits & Self.colorMask) }
    set { bits = bits & ~Self.colorMask | Self.code(newValue) }
  }

  /// The background colour; `nil` for the terminal's default.
  public var background: Color? {
    get { Self.color(bits >> Self.backgroundShift & Self.colorMask) }
    set {
      bits = bits & ~(Self.colorMask << Self.backgroundShift) | Self.code(newValue) << Self.backgroundShift
    }
  }

  /// Bold text.
  public var isBold: Bool {
    get { self[Self.boldBit] }
    set { self[Self.boldBit] = newValue }
  }

  /// Faint (dim) text.
  public var isFaint: Bool {
    get { self[Self.faintBit] }
    set { self[Self.faintBit] = newValue }
  }

  /// Swapped foreground and background.
  public var isReversed: Bool {
    get { self[Self.reversedBit] }
    set { self[Self.reversedBit] = newValue }
  }

  /// Underlined text.
  public var isUnderlined: Bool {
    get { self[Self.underlinedBit] }
    set { self[Self.underlinedBit] = newValue }
  }

  /// Struck-through text.
  public var isStruckThrough: Bool {
    get { self[Self.struckThroughBit] }
    set { self[Self.struckThroughBit] = newValue }
  }

  /// Creates a style.
  public init(
    foreground: Color? = nil, background: Color? = nil, isBold: Bool = false, isFaint: Bool = false,
    isReversed: Bool = false, isUnderlined: Bool = false, isStruckThrough: Bool = false
  ) {
    bits = Self.code(foreground) | Self.code(background) << Self.backgroundShift
    if isBold { bits |= Self.boldBit }
    if isFaint { bits |= Self.faintBit }
    if isReversed { bits |= Self.reversedBit }
    if isUnderlined { bits |= Self.underlinedBit }
    if isStruckThrough { bits |= Self.struckThroughBit }
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// The style without its colours (for `NO_COLOR`).
  public var withoutColors: Style {
    var copy = self
    copy.bits &= ~(Self.colorMask | Self.colorMask << Self.backgroundShift)
    return copy
  }

  /// Whether an attribute's bit is set.
  private subscript(bit: UInt32) -> Bool {
    get { bits & bit != 0 }
    set { bits = newValue ? bits | bit : bits & ~bit }
  }

  private static func code(_ color: Color?) -> UInt32 {
    switch color {
    case nil: return 0
    case .basic(let number): return 1 << 8 | UInt32(number)
    case .indexed(let number): return 2 << 8 | UInt32(number)
    }
  }

  private static func color(_ code: UInt32) -> Color? {
    switch code >> 8 {
    case 1: return .basic(UInt8(truncatingIfNeeded: code))
    case 2: return .indexed(UInt8(truncatingIfNeeded: code))
    default: return nil
    }
  }
}
