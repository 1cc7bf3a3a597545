/// What an update asks of the loop.
public enum SheetOutcome: Hashable, Sendable {
  /// Keep going.
  case none
  /// The user confirmed: the engine's value is the answer.
  case confirmed
  /// The user cancelled.
  case cancelled
  /// The user pressed Ctrl-C (exit 130).
  case interrupted
  /// The user pressed Ctrl-Z: restore the terminal, stop, redraw on continue.
  case suspendRequested
  /// Ring the bell: a spin stopped on a value ``SheetProgram/ringsBellAfterSpin`` accepts.
  case bellRequested
  /// Confirm was pressed while ``SheetProgram/holdsConfirmation`` holds the value back (rows
  /// still loading, or failed): the sheet stays, and the loop tells its ``SheetFeed`` (a failed
  /// load tries again).
  case confirmationHeld
}
