#if canImport(UIKit)
  import UIKit
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// A sheet style's colours, light and dark, as dynamic colours that follow the trait
  /// collection wherever they are drawn.
  struct SheetColors {
    /// The panel.
    let panel: UIColor
    /// The bar above the wheels (the panel's colour).
    let bar: UIColor
    /// Cancel's tint.
    let cancel: UIColor
    /// Confirm's tint.
    let confirm: UIColor
    /// Row and title text.
    let text: UIColor
    /// Units beside the centre row.
    let unit: UIColor
    /// Disabled rows and an empty wheel's placeholder.
    let disabledText: UIColor
    /// The dimmed screen behind the panel (its opacity is animated from 0).
    let backdrop: UIColor

    /// The colours of `style`, the backdrop at `geometry`'s opacity.
    init(style: SheetStyle, geometry: SheetGeometry) {
      panel = Self.dynamic(style.panelBackground)
      bar = Self.dynamic(style.panelBackground)
      cancel = Self.dynamic(style.cancelTint)
      confirm = Self.dynamic(style.confirmTint)
      text = Self.dynamic(style.rowText)
      unit = Self.dynamic(style.unitText)
      disabledText = Self.dynamic(style.disabledRowText)
      backdrop = Self.color(style.backdrop.withAlpha(geometry.backdropAlpha))
    }

    private static func dynamic(_ color: DynamicSheetColor) -> UIColor {
      UIColor { traits in
        Self.color(color.resolved(for: traits.userInterfaceStyle == .dark ? .dark : .light))
      }
    }

    private static func color(_ color: SheetColor) -> UIColor {
      UIColor(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }
#endif
