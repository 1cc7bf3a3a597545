import WheelPickerPresentation

/// A colour with a light and a dark variant, as a dynamic system colour.
public struct DynamicSheetColor: Hashable, Sendable {
  /// The colour in light mode.
  public var light: SheetColor
  /// The colour in dark mode.
  public var dark: SheetColor

  /// Creates a pair.
  public init(light: SheetColor, dark: SheetColor) {
    self.light = light
    self.dark = dark
  }

  /// The same colour in both modes.
  public init(_ color: SheetColor) {
    self.init(light: color, dark: color)
  }

  /// The variant for `appearance`.
  public func resolved(for appearance: SheetAppearance) -> SheetColor {
    appearance == .light ? light : dark
  }
}
