/// The little the sheet's loop needs from a terminal, so that the loop runs
/// the same on a real terminal (``POSIXTerminal``) and in tests (``MemoryTerminal``).
public protocol TerminalIO: AnyObject {
  /// The current size.
  var size: TerminalSize { get }

  /// Whether frames written are seen (false for a ``ScriptedTerminal``, so the
  /// loop renders only the last frame, and a long script costs no drawing).
  var showsFrames: Bool { get }

  /// Enters raw mode and starts listening for signals. Called once, before anything else.
  ///
  /// - Throws: ``TerminalError`` when the terminal cannot be set up.
  func start() throws(TerminalError)

  /// Restores the terminal settings and signal dispositions. Safe to call twice.
  func stop()

  /// Writes text (the loop's escape sequences and frames).
  ///
  /// - Throws: ``TerminalError`` when the terminal is gone.
  func write(_ text: String) throws(TerminalError)

  /// Waits for input, a signal, or the timeout (`nil`: wait for ever; `.zero`: poll).
  ///
  /// - Throws: ``TerminalError`` when the terminal is gone.
  func read(timeout: Duration?) throws(TerminalError) -> TerminalInput

  /// Bytes to write if the process dies abruptly (a crash signal), so that the
  /// terminal is left usable: show the cursor, stop mouse reports, leave the
  /// alternate screen.
  func setEmergencyRestore(_ text: String)

  /// Stops the process (Ctrl-Z) with the terminal restored; returns once it
  /// continues, in raw mode again.
  func suspend()

  /// A function that makes a waiting ``read(timeout:)`` return ``TerminalInput/woken``, callable
  /// from any thread (rows loaded in the background arrived); `nil` when reads never wait long.
  var waker: (@Sendable () -> Void)? { get }
}

extension TerminalIO {
  /// A terminal shows what is written to it.
  public var showsFrames: Bool { true }

  /// No waker: reads that wait are not woken.
  public var waker: (@Sendable () -> Void)? { nil }
}
