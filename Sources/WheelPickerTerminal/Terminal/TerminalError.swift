/// Why the terminal cannot be used.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable {
    /// There is no terminal to draw on (no `/dev/tty`): the CLI exits 2.
    case noTerminal
    /// Reading or writing the terminal failed.
    case ioFailed
  }

  /// What went wrong.
  public var kind: Kind
  /// A sentence naming the device, the call and the system's reason.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
