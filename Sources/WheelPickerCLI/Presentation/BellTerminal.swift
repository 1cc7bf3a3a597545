import WheelPickerTerminal

/// A terminal that rings the bell when a frame first draws a text (the slot
/// machine's WINNING!), and otherwise passes everything to the terminal it wraps.
///
/// The sheet's loop only writes what changed, so the text appears in the
/// output once per win: exactly when the bell should ring.
final class BellTerminal: TerminalIO {
  private let base: any TerminalIO
  private let trigger: String

  /// Wraps `base`, ringing when `trigger` is written.
  init(_ base: any TerminalIO, ringingOn trigger: String) {
    self.base = base
    self.trigger = trigger
  }

  var size: TerminalSize { base.size }
  func start() throws(TerminalError) { try base.start() }
  func stop() { base.stop() }

  func write(_ text: String) throws(TerminalError) {
    try base.write(text.contains(trigger) ? text + EscapeSequence.bell : text)
  }

  func read(timeout: Duration?) throws(TerminalError) -> TerminalInput { try base.read(timeout: timeout) }
  func setEmergencyRestore(_ text: String) { base.setEmergencyRestore(text) }
  func suspend() { base.suspend() }
}
