import WheelPickerPresentation

// In points, the space between the last wheel of one group and the first of the next is the
// geometry's gap between wheels plus the separator's room: the plan's separator width.
extension WheelGroups {
  /// The separator's text: the style's words' ``/WheelPickerCore/PickerWords/rangeSeparator``.
  public static func text(style: SheetStyle) -> String { style.words.rangeSeparator }

  /// The room one separator adds to the ordinary gap between two wheels, so that the space
  /// between the two groups is the plan's (``/WheelPickerPresentation/SheetPlan/Separator/width``): its text and the
  /// separator's padding either side (``SheetMetrics/points(style:geometry:)``).
  public static func room(style: SheetStyle, geometry: SheetGeometry) -> Double {
    let metrics = SheetMetrics.points(style: style, geometry: geometry)
    return metrics.measure(text(style: style)) + 2 * metrics.separatorPadding - geometry.wheelGap
  }
}
