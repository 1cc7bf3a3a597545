#if canImport(UIKit)
  import UIKit

  /// The sheet's colours, light and dark, as dynamic colours that follow the
  /// trait collection (dark mode, increased contrast) wherever they are drawn.
  enum SheetColors {
    /// The panel: white in light mode, the elevated system background in dark mode.
    static let panel = UIColor { traits in
      traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .white
    }
    /// The bar above the wheels.
    static let bar = UIColor { traits in
      traits.userInterfaceStyle == .dark ? .tertiarySystemBackground : .systemGroupedBackground
    }
    /// The seed's grey Cancel.
    static let cancel = UIColor.secondaryLabel
    /// The seed's blue Confirm.
    static let confirm = UIColor.systemBlue
    /// The dimmed screen behind the panel (black; its opacity is animated).
    static let backdrop = UIColor.black.withAlphaComponent(SheetMetrics.backdropAlpha)
  }
#endif
