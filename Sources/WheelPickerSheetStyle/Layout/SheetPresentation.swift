import WheelPickerPresentation

/// How a sheet is presented: from the bottom of a compact screen, or in a popover anchored to
/// what the person tapped when there is room (an iPad, a wide window), as the system pickers do.
public enum SheetPresentation: Hashable, Sendable {
  /// The panel slides up from the bottom over a dimmed backdrop.
  case bottomSheet
  /// A popover anchored to a view, a rectangle or a bar button item.
  case popover

  /// The presentation for a horizontal size class: a popover in a regular width when the face has
  /// something to anchor it to, the bottom sheet otherwise.
  ///
  /// - Parameters:
  ///   - isRegularWidth: whether the horizontal size class is regular (an iPad full screen or in
  ///     a wide split).
  ///   - hasAnchor: whether the caller gave a view, rectangle or bar button item to point at.
  public static func preferred(isRegularWidth: Bool, hasAnchor: Bool) -> SheetPresentation {
    isRegularWidth && hasAnchor ? .popover : .bottomSheet
  }
}

extension SheetPresentation {
  /// The width of a popover's panel, in points (the width of a phone's sheet, as the system's
  /// pickers show in a popover).
  public static var popoverWidth: Double { 375 }
}
