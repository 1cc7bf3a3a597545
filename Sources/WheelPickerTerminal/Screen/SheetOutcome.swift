/// What an update asks of the loop.
public enum SheetOutcome: Hashable, Sendable {
  /// Keep going.
  case none
  /// The sheet ended: confirmed (the engine's value is the answer), cancelled, or interrupted
  /// with Ctrl-C.
  case ended(SheetEnding)
  /// The user pressed Ctrl-Z: restore the terminal, stop, redraw on continue.
  case suspendRequested
  /// Ring the bell: a spin stopped on a value the sheet's `isWin` accepts.
  case bellRequested
  /// Confirm was pressed while the sheet's `holdsConfirmation` holds the value back (rows
  /// still loading, or failed): the sheet stays, and the loop tells its ``SheetFeed`` (a failed
  /// load tries again).
  case confirmationHeld
}
