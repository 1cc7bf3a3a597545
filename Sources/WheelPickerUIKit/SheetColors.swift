#if canImport(UIKit)
  import UIKit
  import WheelPickerPresentation

  /// The presentation module's sheet colours, light and dark, as dynamic colours
  /// that follow the trait collection wherever they are drawn.
  enum SheetColors {
    private static let style = SheetStyle()

    /// The panel.
    static let panel = dynamic(style.panelBackground)
    /// The bar above the wheels (the panel's colour, as in the seed).
    static let bar = dynamic(style.panelBackground)
    /// The seed's grey Cancel.
    static let cancel = dynamic(style.cancelTint)
    /// The seed's blue Confirm.
    static let confirm = dynamic(style.confirmTint)
    /// Row and title text.
    static let text = dynamic(style.rowText)
    /// Disabled rows.
    static let disabledText = dynamic(style.disabledRowText)
    /// The dimmed screen behind the panel (its opacity is animated from 0).
    static let backdrop = color(style.backdrop.withAlpha(SheetGeometry().backdropAlpha))

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
