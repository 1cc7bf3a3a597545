import WheelPickerCore

/// Where a sheet separates groups of wheels — a range's start and end
/// (``/WheelPickerCore/WheelTraits/group``) — and how much room a separator
/// takes, so that every face draws `至` / `—` in the same place.
///
/// A separator sits in the space between the last wheel of one group and the
/// first of the next: that space is ``WheelPickerPresentation/SheetGeometry/wheelGap``
/// plus ``room(style:geometry:)``, the plan's separator width (``SheetPlan/Separator``).
///
/// <!-- snippet:
/// let rangeModel = try DateRangeModel(DatePickerConfiguration(columns: .yearMonth, timeZone: .gmt, now: Date()))
/// -->
/// ```swift
/// WheelGroups.starts(of: rangeModel)   // [2]: year, month — year, month
/// ```
public enum WheelGroups {
  /// The display positions at which a new group of wheels begins (never 0); empty
  /// when every wheel is in one group.
  ///
  /// - Complexity: O(*w*) for *w* wheels.
  public static func starts<Model: WheelModel>(of model: Model) -> [Int] {
    let groups = model.displayOrder.map { model.traits(ofWheel: $0).group }
    return groups.indices.dropFirst().filter { groups[$0] != groups[$0 - 1] }
  }

  /// The separator's text: the style's words' ``/WheelPickerCore/PickerWords/rangeSeparator``.
  public static func text(style: SheetStyle) -> String { style.words.rangeSeparator }

  /// The room one separator adds to the ordinary gap between two wheels, so that the space
  /// between the two groups is the plan's (``SheetPlan/Separator/width``): its text and the
  /// separator's padding either side (``SheetMetrics/points(style:geometry:)``).
  public static func room(style: SheetStyle, geometry: SheetGeometry) -> Double {
    let metrics = SheetMetrics.points(style: style, geometry: geometry)
    return metrics.measure(text(style: style)) + 2 * metrics.separatorPadding - geometry.wheelGap
  }
}
