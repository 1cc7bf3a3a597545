import WheelPickerCore
import WheelPickerPresentation

/// A style's colours resolved for one appearance: what a snapshot is drawn with.
public struct SheetPalette: Hashable, Sendable {
  /// The appearance the colours are for.
  public var appearance: SheetAppearance
  /// The panel.
  public var panelBackground: SheetColor
  /// The backdrop (opaque; the snapshot carries its opacity).
  public var backdrop: SheetColor
  /// The hairline under the bar.
  public var separator: SheetColor
  /// Row text.
  public var rowText: SheetColor
  /// Disabled rows and empty wheels.
  public var disabledRowText: SheetColor
  /// The title.
  public var titleText: SheetColor
  /// Units.
  public var unitText: SheetColor
  /// The centre band.
  public var centreBand: SheetColor
  /// Confirm.
  public var confirmTint: SheetColor
  /// Cancel.
  public var cancelTint: SheetColor
}
