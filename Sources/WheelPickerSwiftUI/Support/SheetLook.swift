#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// The presentation module's style and geometry as one view reads them from
  /// its environment: the style (the caller's, or the default one in the
  /// environment's language), its colours resolved for the colour scheme, and
  /// the geometry, both grown for the person's text size and slowed for Reduce
  /// Motion (``/WheelPickerSheetStyle/SheetAccessibilitySettings``).
  struct SheetLook {
    /// Colours, fonts, words.
    let style: SheetStyle
    /// The style's colours for the environment's colour scheme.
    let palette: SheetPalette
    /// Sizes and motion.
    let geometry: SheetGeometry
    /// Whether the person asked for less motion: no slide, rows jump.
    let reducesMotion: Bool

    /// - Parameters:
    ///   - settings: the text size and Reduce Motion; the system's defaults unless given.
    ///   - containerHeight: the height of what the panel is shown in (it grows at most to the
    ///     plan's share of it at accessibility sizes); 0 when not known.
    init(
      style: SheetStyle?, geometry: SheetGeometry, colorScheme: ColorScheme, locale: Locale,
      settings: SheetAccessibilitySettings = SheetAccessibilitySettings(),
      containerHeight: Double = 0
    ) {
      let style = settings.style(style ?? SheetStyle(words: PickerWords(locale: locale)))
      self.style = style
      palette = style.palette(for: colorScheme == .dark ? .dark : .light)
      self.geometry = settings.geometry(geometry, containerHeight: containerHeight)
      reducesMotion = settings.reducesMotion
    }

    /// The words shown and spoken.
    var words: PickerWords { style.words }

    /// The height of the wheels below the bar.
    var wheelsHeight: Double { max(geometry.panelHeight - geometry.barHeight, geometry.rowHeight) }

    /// The panel's slide (and the backdrop's fade), on the geometry's curve.
    var slide: Animation {
      let curve = geometry.slideCurve
      return .timingCurve(curve.c1x, curve.c1y, curve.c2x, curve.c2y, duration: geometry.slideDuration)
    }
  }

  extension SheetAccessibilitySettings {
    /// The settings SwiftUI's environment gives: its Dynamic Type size and Reduce Motion.
    init(dynamicTypeSize: DynamicTypeSize, reducesMotion: Bool) {
      let sizes: [DynamicTypeSize: SheetTextSize] = [
        .xSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .xLarge: .xLarge,
        .xxLarge: .xxLarge, .xxxLarge: .xxxLarge, .accessibility1: .accessibility1,
        .accessibility2: .accessibility2, .accessibility3: .accessibility3, .accessibility4: .accessibility4,
        .accessibility5: .accessibility5,
      ]
      self.init(textSize: sizes[dynamicTypeSize] ?? .large, reducesMotion: reducesMotion)
    }
  }

  extension Color {
    /// The presentation module's colour, in sRGB.
    init(_ color: SheetColor) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }

  extension Font {
    /// The system font at the presentation module's size and weight.
    static func sheet(_ font: SheetStyle.Font) -> Font {
      let weight: Font.Weight =
        switch font.weight {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
      return .system(size: font.size, weight: weight)
    }
  }
#endif
