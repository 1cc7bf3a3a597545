#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// How the wheels and the sheet look: the seed's numbers by default.
  ///
  /// ```swift
  /// var look = WheelPickerLook.standard
  /// look.rowHeight = 44
  /// WheelPickerView(engine: $engine, look: look)
  /// ```
  public struct WheelPickerLook: Sendable, Equatable {
    /// The height of one row in points (the seed's 36).
    public var rowHeight: Double
    /// The size of a row's text in points (the seed's 16).
    public var fontSize: Double
    /// The height of the sheet's panel, the bar included, above the safe area (the seed's 250).
    public var panelHeight: Double
    /// The height of the Cancel / title / Confirm bar (the seed's 44).
    public var barHeight: Double
    /// The opacity of the black backdrop behind the sheet (the seed's 0.64).
    public var backdropOpacity: Double
    /// How long the panel takes to slide up or down, in seconds (the seed's 0.4, ease-out).
    public var slideDuration: Double
    /// The corner radius of the centre band.
    public var bandCornerRadius: Double

    /// The seed's look: rows 36 pt, text 16 pt, panel 250 pt, bar 44 pt, backdrop 0.64, slide 0.4 s.
    public static let standard = WheelPickerLook(
      rowHeight: 36, fontSize: 16, panelHeight: 250, barHeight: 44, backdropOpacity: 0.64,
      slideDuration: 0.4, bandCornerRadius: 8)

    /// The height left for the wheels below the bar.
    var wheelsHeight: Double { panelHeight - barHeight }

    /// The panel's colour in light or dark appearance.
    static func panelColor(_ scheme: ColorScheme) -> Color {
      scheme == .dark ? Color(white: 0.11) : Color.white
    }

    /// The centre band's colour in light or dark appearance.
    static func bandColor(_ scheme: ColorScheme) -> Color {
      scheme == .dark ? Color(white: 1, opacity: 0.12) : Color(white: 0, opacity: 0.06)
    }
  }
#endif
