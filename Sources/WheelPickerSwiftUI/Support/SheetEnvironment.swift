#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// What a view of this module reads from its environment to draw wheels: the caller's style,
  /// geometry and selection haptic, and the person's colour scheme, language, text size and
  /// Reduce Motion. ``look(style:geometry:containerHeight:)`` makes them one ``SheetLook``.
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
    /// - Parameter containerHeight: the height of what the panel is shown in (it grows at most to the
    ///   plan's share of it at accessibility sizes); 0 when not known.
    func look(
      style: SheetStyle? = nil, geometry: SheetGeometry? = nil, containerHeight: Double = 0
    ) -> SheetLook {
      SheetLook(
        style: style ?? customStyle, geometry: geometry ?? self.geometry, colorScheme: colorScheme,
        locale: locale,
        settings: SheetAccessibilitySettings(dynamicTypeSize: dynamicTypeSize, reducesMotion: reducesMotion),
        containerHeight: containerHeight)
    }
  }
#endif
