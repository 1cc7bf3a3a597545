#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation

  /// What a view of this module reads from its environment to draw wheels: the caller's style,
  /// geometry and selection haptic, and the person's colour scheme, language, text size and
  /// Reduce Motion. ``look(maximumPanelHeight:)`` makes them one ``SheetLook``.
  ///
  /// A view holds one as a stored property; SwiftUI fills its environment values before the body,
  /// as it does the view's own.
  struct SheetEnvironment: DynamicProperty {
    @Environment(\.wheelPickerStyle) private var customStyle
    @Environment(\.wheelPickerGeometry) var geometry
    @Environment(\.wheelPickerSelectionHaptic) var haptic
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.accessibilityReduceMotion) var reducesMotion

    /// The caller's style, or the default one in the environment's language.
    var style: SheetStyle { customStyle ?? SheetStyle(words: PickerWords(locale: locale)) }

    /// The look of the environment's style and geometry, or of `style` and `geometry` when given.
    ///
    /// - Parameter maximumPanelHeight: the most the panel may grow to at accessibility sizes.
    func look(
      style: SheetStyle? = nil, geometry: SheetGeometry? = nil, maximumPanelHeight: Double = .infinity
    ) -> SheetLook {
      SheetLook(
        style: style ?? customStyle, geometry: geometry ?? self.geometry, colorScheme: colorScheme,
        locale: locale,
        settings: SheetAccessibilitySettings(dynamicTypeSize: dynamicTypeSize, reducesMotion: reducesMotion),
        maximumPanelHeight: maximumPanelHeight)
    }
  }
#endif
