import WheelPickerCore

/// Where a sheet separates groups of wheels — a range's start and end
/// (``/WheelPickerCore/WheelTraits/group``) — and how much room a separator
/// takes, so that every face draws `至` / `—` in the same place.
///
/// A separator sits in the space between the last wheel of one group and the
/// first of the next: the plan's separator width (``SheetPlan/Separator``). The faces that
/// draw in points read its text and room from their style (`WheelGroups.text(style:)` and
/// `WheelGroups.room(style:geometry:)`, in WheelPickerSheetStyle).
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
}
