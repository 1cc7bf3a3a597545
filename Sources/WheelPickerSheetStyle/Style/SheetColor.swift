import WheelPickerPresentation

/// A colour in sRGB with opacity, free of any platform type (a face makes a
/// `UIColor` or `Color` of it; the SVG renderer writes it as hex).
public struct SheetColor: Hashable, Sendable {
  /// Red, 0 to 1.
  public var red: Double
  /// Green, 0 to 1.
  public var green: Double
  /// Blue, 0 to 1.
  public var blue: Double
  /// Opacity, 0 to 1.
  public var alpha: Double

  /// Creates a colour from components between 0 and 1 (clamped).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = min(max(red, 0), 1)
    self.green = min(max(green, 0), 1)
    self.blue = min(max(blue, 0), 1)
    self.alpha = min(max(alpha, 0), 1)
  }

  /// Creates a colour from a 24-bit RGB number (`0x007AFF`) and an opacity.
  public init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255,
      alpha: alpha)
  }

  /// The same colour at another opacity.
  public func withAlpha(_ alpha: Double) -> SheetColor {
    SheetColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#RRGGBB`, opacity left out.
  public var hexRGB: String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for component in [red, green, blue] {
      let byte = Int((component * 255).rounded())
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
    }
    return text
  }

  /// Black.
  public static let black = SheetColor(rgb: 0x000000)
  /// White.
  public static let white = SheetColor(rgb: 0xFFFFFF)
}
