/// Where a sheet is in its life: sliding up, shown, ending one way or the other, gone.
///
/// The sheet program moves it (``PickerSheet/update(_:_:)``, see <doc:SheetLifecycle>); a face
/// only reads it (``PickerSheet/State/phase``). A sheet ends exactly once: once it is confirmed or
/// cancelled, a second tap, a tap during the slide-out or a late animation callback changes
/// nothing.
public enum SheetPhase: Hashable, Sendable {
  /// The panel slides up and the backdrop fades in.
  case presenting
  /// The panel is up; the wheels take input.
  case shown
  /// Confirm was pressed; the value was reported and the panel slides down.
  case confirmed
  /// Cancel or the backdrop was pressed; the panel slides down.
  case cancelled
  /// The sheet is gone.
  case dismissed

  /// Whether the wheels and buttons take input (the sheet has not begun to end). Confirm and
  /// Cancel are taken while the panel still slides up: the buttons are on screen.
  public var acceptsInput: Bool { self == .presenting || self == .shown }

  /// Whether the sheet is ending or gone.
  public var hasEnded: Bool { !acceptsInput }
}
