/// What a person asks a sheet to do, in every face: the one vocabulary a face binds its keys,
/// gestures and commands to (the terminal's key map, a hardware keyboard's
/// keys on an iPad). ``PickerSheet/event(for:in:)`` turns an intent into the program's event;
/// ``PickerSheet/isAvailable(_:wheelCount:)`` says where it does something, for the keys and
/// for the help that lists them.
public enum SheetIntent: String, Hashable, Sendable, CaseIterable {
  /// Select the previous row of the focused wheel.
  case previousRow
  /// Select the next row of the focused wheel.
  case nextRow
  /// Move a page of rows up.
  case previousPage
  /// Move a page of rows down.
  case nextPage
  /// Select the first row.
  case firstRow
  /// Select the last row.
  case lastRow
  /// Focus the wheel on the left, stopping at the first.
  case previousWheel
  /// Focus the wheel on the right, stopping at the last.
  case nextWheel
  /// Focus the wheel on the right, wrapping around.
  case nextWheelWrapping
  /// Focus the wheel on the left, wrapping around.
  case previousWheelWrapping
  /// Jump to the next search match.
  case nextMatch
  /// Jump to the previous search match.
  case previousMatch
  /// Delete the query's last character.
  case deleteBackward
  /// Confirm the selection (a sheet that spins spins instead: its one button is Spin).
  case confirm
  /// Clear the query, or else cancel.
  case cancel
  /// Run the sheet's spin.
  case spin
  /// Mark the selected row, or unmark it (a sheet that answers several rows: ``SheetMarking``).
  case toggleMark
  /// Mark every row matching the query, or every row without one, up to the marking's limit.
  case markAllMatches
  /// Show or hide the key help: a face with key help carries it out (the program has no event).
  case toggleHelp
  /// Interrupt (Ctrl-C): the face ends the process; the program has no event.
  case interrupt
  /// Suspend the process (Ctrl-Z): the face carries it out; the program has no event.
  case suspend

  /// Whether the key of this intent types its character while a query is under way (Space and
  /// `?` may be part of a name), instead of running the intent.
  public var isTextInQuery: Bool { self == .spin || self == .toggleHelp || self == .toggleMark }
}
