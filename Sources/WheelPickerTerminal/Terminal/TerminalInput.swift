/// What ``TerminalIO/read(timeout:)`` returns.
public enum TerminalInput: Hashable, Sendable {
  /// Bytes the user typed (or the terminal reported).
  case bytes([UInt8])
  /// A key already decoded (a ``ScriptedTerminal``'s, from a script of keys).
  case key(KeyPress)
  /// The window changed size (SIGWINCH).
  case resized
  /// The process continued after a stop (SIGCONT): redraw everything.
  case resumed
  /// A signal asks the program to end (SIGTERM, SIGHUP, SIGQUIT, SIGINT).
  case terminated(signal: Int32)
  /// Nothing happened before the timeout.
  case timedOut
  /// The ``TerminalIO/waker`` was called: something the loop waits for besides input arrived.
  case woken
  /// The terminal closed (hang-up).
  case endOfInput
}
