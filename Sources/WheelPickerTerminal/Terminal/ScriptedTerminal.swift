/// A terminal that types a script of keys and shows nothing: a sheet run on
/// it by ``SheetRunner`` is a headless run (the CLI's `--keys`), with the same
/// loop and update as on a real terminal.
///
/// A key is read only by a read that waits for input, which the loop does
/// only when no animation is running, so an animation a key starts (a spin, the
/// slide-up) runs to its end before the next key; every other read times out
/// at once, so animations take no real time. Several sheets can run one after
/// another on the same terminal, each taking keys until it ends (the demo).
///
/// <!-- snippet:
/// let program = SheetProgram<ListModel>(configuration: SheetConfiguration(title: "Salary"))
/// let state = program.initialState(engine: SelectionEngine(model: ListModel(["2k", "5k"])), size: .standard)
/// -->
/// ```swift
/// let terminal = ScriptedTerminal(keys: [.down, .enter], size: .standard)
/// let result = try SheetRunner(program: program, terminal: terminal, endOfInput: .confirmed).run(state)
/// ```
public final class ScriptedTerminal: TerminalIO, @unchecked Sendable {
  /// The size reported.
  public let size: TerminalSize
  private var keys: [KeyPress]
  private var next = 0

  /// Creates a terminal of a size that types `keys`.
  public init(keys: [KeyPress], size: TerminalSize = .standard) {
    self.keys = keys
    self.size = size
  }

  /// Nothing written is seen.
  public var showsFrames: Bool { false }

  /// Whether every key was read.
  package var isExhausted: Bool { next >= keys.count }

  /// Does nothing: there is no terminal mode to change.
  public func start() throws(TerminalError) {}

  /// Does nothing.
  public func stop() {}

  /// Drops the text: nothing is shown.
  public func write(_ text: String) throws(TerminalError) {}

  /// The next key for a read that waits for input; ``TerminalInput/timedOut``
  /// for a timed read; ``TerminalInput/endOfInput`` once the keys ran out.
  public func read(timeout: Duration?) throws(TerminalError) -> TerminalInput {
    guard timeout == nil else { return .timedOut }
    guard next < keys.count else { return .endOfInput }
    next += 1
    return .key(keys[next - 1])
  }

  /// Does nothing.
  public func setEmergencyRestore(_ text: String) {}

  /// Does nothing: a script cannot be stopped.
  public func suspend() {}
}
