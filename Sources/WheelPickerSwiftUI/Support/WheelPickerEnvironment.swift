#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  extension View {
    /// Draws the wheels and sheets inside this view with `style`: colours for
    /// light and dark mode, fonts, button titles and the words spoken.
    ///
    /// ```swift
    /// var style = SheetStyle(words: PickerWords(languageIdentifier: "zh-Hans"))   // 取消, 确定
    /// style.confirmTint = DynamicSheetColor(SheetColor(rgb: 0xFF9500))
    /// ContentView().wheelPickerStyle(style)
    /// ```
    ///
    /// Without it, wheels use the default style in the environment's language
    /// (`\.locale`), and follow the environment's colour scheme.
    public func wheelPickerStyle(_ style: SheetStyle) -> some View {
      environment(\.wheelPickerStyle, style)
    }

    /// Sizes and moves the wheels and sheets inside this view by `geometry`:
    /// panel and bar heights, row height, backdrop opacity, slide duration and curve.
    ///
    /// ```swift
    /// ContentView().wheelPickerGeometry(SheetGeometry(rowHeight: 44))
    /// ```
    ///
    /// Without it, the default numbers: panel 250 pt, bar 44, rows 36, backdrop 0.64, slide 0.4 s.
    public func wheelPickerGeometry(_ geometry: SheetGeometry) -> some View {
      environment(\.wheelPickerGeometry, geometry)
    }
  }

  extension EnvironmentValues {
    /// The style set by `View.wheelPickerStyle(_:)`; `nil` for the default one in the environment's language.
    var wheelPickerStyle: SheetStyle? {
      get { self[WheelPickerStyleKey.self] }
      set { self[WheelPickerStyleKey.self] = newValue }
    }

    /// The geometry set by `View.wheelPickerGeometry(_:)`.
    var wheelPickerGeometry: SheetGeometry {
      get { self[WheelPickerGeometryKey.self] }
      set { self[WheelPickerGeometryKey.self] = newValue }
    }

    /// The haptic played when the user moves a wheel: UIKit's selection feedback, unless a test
    /// records it instead.
    var wheelPickerSelectionHaptic: SelectionHaptic {
      get { self[SelectionHapticKey.self] }
      set { self[SelectionHapticKey.self] = newValue }
    }
  }

  /// The tick a wheel gives under the finger when the user moves it to another row.
  struct SelectionHaptic: Sendable {
    /// Plays the haptic.
    var play: @MainActor @Sendable () -> Void

    /// UIKit's selection feedback, as a picker wheel plays it.
    static let system = SelectionHaptic {
      generator.selectionChanged()
      // Ready for the next row: a wheel turned by hand ticks again within moments.
      generator.prepare()
    }

    /// One generator for every wheel, kept so that it stays prepared between ticks.
    @MainActor private static let generator = UISelectionFeedbackGenerator()
  }

  private struct SelectionHapticKey: EnvironmentKey {
    static let defaultValue = SelectionHaptic.system
  }

  private struct WheelPickerStyleKey: EnvironmentKey {
    static let defaultValue: SheetStyle? = nil
  }

  private struct WheelPickerGeometryKey: EnvironmentKey {
    static let defaultValue = SheetGeometry()
  }
#endif
