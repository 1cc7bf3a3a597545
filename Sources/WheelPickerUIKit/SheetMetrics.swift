#if canImport(UIKit)
  import UIKit

  /// The seed's sheet numbers (S1), until the presentation module's `SheetGeometry` is merged.
  enum SheetMetrics {
    /// The panel's height above the safe area.
    static let panelHeight: CGFloat = 250
    /// The Cancel / title / Confirm bar.
    static let barHeight: CGFloat = 44
    /// One row of a wheel, before Dynamic Type scaling.
    static let rowHeight: CGFloat = 36
    /// Row text before Dynamic Type scaling.
    static let rowFontSize: CGFloat = 16
    /// The backdrop's opacity when the sheet is shown.
    static let backdropAlpha: CGFloat = 0.64
    /// The slide of the panel (ease-out).
    static let slideDuration: TimeInterval = 0.4
    /// Space left and right of the wheels.
    static let wheelMargin: CGFloat = 8
    /// Space between two wheels (UIPickerView's own spacing between components).
    static let wheelGap: CGFloat = 5
    /// Space between a button's title and the panel's edge.
    static let buttonMargin: CGFloat = 16
  }
#endif
