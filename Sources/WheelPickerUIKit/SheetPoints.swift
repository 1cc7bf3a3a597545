#if canImport(UIKit)
  import UIKit
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// The presentation module's sheet numbers (by default: panel 250 pt, bar 44, rows 36, backdrop 0.64,
  /// slide 0.4 s) in UIKit's units.
  enum SheetPoints {
    private static let geometry = SheetGeometry()
    private static let style = SheetStyle()

    /// The panel's height above the safe area, the bar included.
    static let panelHeight = CGFloat(geometry.panelHeight)
    /// The Cancel / title / Confirm bar.
    static let barHeight = CGFloat(geometry.barHeight)
    /// Row text before Dynamic Type scaling.
    static let rowFontSize = CGFloat(style.rowFont.size)
    /// The slide of the panel (ease-out).
    static let slideDuration = TimeInterval(geometry.slideDuration)
    /// Space between two wheels (UIPickerView's own spacing between components).
    static let wheelGap = CGFloat(geometry.wheelGap)
  }
#endif
