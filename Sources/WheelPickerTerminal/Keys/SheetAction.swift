/// What a key asks the sheet to do; ``KeyMap`` binds keys to commands.
public enum SheetAction: String, Hashable, Sendable, CaseIterable {
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
  /// Confirm the selection.
  case confirm
  /// Clear the query, close the help, or else cancel.
  case cancel
  /// Interrupt (Ctrl-C).
  case interrupt
  /// Show or hide the key help (only while the query is empty; else the key types).
  case toggleHelp
  /// Run the caller's spin action (only while the query is empty; else the key types).
  case spin
  /// Suspend the program (Ctrl-Z).
  case suspend
}
