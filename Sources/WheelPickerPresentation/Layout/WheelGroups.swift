import WheelPickerCore

/// Where a sheet separates groups of wheels — a range's start and end
/// (``WheelPickerCore/WheelTraits/group``) — and how much room a separator
/// takes, so that every face draws `至` / `—` in the same place.
///
/// A separator sits in the space between the last wheel of one group and the
/// first of the next: that space is ``WheelPickerPresentation/SheetGeometry/wheelGap``
/// plus ``room(style:geometry:)``.
///
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

  /// The separator's text: the style's words' ``WheelPickerCore/PickerWords/rangeSeparator``.
  public static func text(style: SheetStyle) -> String { style.words.rangeSeparator }

  /// The room one separator adds to the ordinary gap between two wheels: its
  /// text, the unit spacing either side, and one more gap (so the text has a gap
  /// on both sides, as a wheel has).
  public static func room(style: SheetStyle, geometry: SheetGeometry) -> Double {
    TextWidthEstimate.width(of: text(style: style), fontSize: style.rowFont.size) + 2 * style.unitSpacing
      + geometry.wheelGap
  }
}
