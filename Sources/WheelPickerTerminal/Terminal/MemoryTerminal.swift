/// A terminal in memory for tests: it replays scripted input and records
/// everything written, so a whole run can be compared with a golden file.
public final class MemoryTerminal: TerminalIO, @unchecked Sendable {
  /// The size reported; tests change it and script ``TerminalInput/resized``.
  public var size: TerminalSize
  /// What is left to read, in order; an exhausted script reads ``TerminalInput/endOfInput``.
  public var script: [TerminalInput]
  /// Everything written.
  public private(set) var output = ""
  /// Whether ``start()`` ran and ``stop()`` has not.
  public private(set) var isRaw = false
  /// The emergency restore text last set.
  public private(set) var emergencyRestore = ""
  /// How many times the program suspended itself.
  public private(set) var suspensions = 0

  /// Creates a terminal of a size with scripted input.
  public init(size: TerminalSize = .standard, script: [TerminalInput] = []) {
    self.size = size
    self.script = script
  }

  /// Enters "raw mode".
  public func start() throws(TerminalError) { isRaw = true }

  /// Leaves "raw mode".
  public func stop() { isRaw = false }

  /// Records text.
  public func write(_ text: String) throws(TerminalError) { output += text }

  /// The next scripted input; a polling read (`.zero`) of a script whose next
  /// entry is not bytes reads ``TerminalInput/timedOut`` so coalescing stops.
  public func read(timeout: Duration?) throws(TerminalError) -> TerminalInput {
    guard let next = script.first else { return timeout == nil ? .endOfInput : .timedOut }
    if timeout == .zero {
      guard case .bytes = next else { return .timedOut }
    }
    script.removeFirst()
    return next
  }

  /// Records the text.
  public func setEmergencyRestore(_ text: String) { emergencyRestore = text }

  /// Counts the suspension.
  public func suspend() { suspensions += 1 }
}
