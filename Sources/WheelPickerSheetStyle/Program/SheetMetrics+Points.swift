import WheelPickerPresentation

extension SheetMetrics {
  /// Points, as the UIKit and SwiftUI faces and the pictures draw: text measured at the style's
  /// fonts (``TextWidthEstimate``), the geometry's gap between wheels, the style's padding.
  public static func points(style: SheetStyle, geometry: SheetGeometry) -> SheetMetrics {
    let rowSize = style.rowFont.size
    let unitSize = style.unitFont.size
    return SheetMetrics(
      measure: { TextWidthEstimate.width(of: $0, fontSize: rowSize) },
      measureUnit: { TextWidthEstimate.width(of: $0, fontSize: unitSize) },
      wheelPadding: style.rowPadding, gap: geometry.wheelGap,
      separatorPadding: style.unitSpacing + geometry.wheelGap / 2, unitSpacing: style.unitSpacing,
      minimumWheelWidth: geometry.rowHeight, isWhole: false)
  }
}
