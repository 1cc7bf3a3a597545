import WheelPickerCore

/// The one way to run a sheet: reads a terminal, decodes keys, calls the
/// pure update and render, and writes only what changed. The terminal is a
/// real one (``POSIXTerminal``), a recording one in tests (``MemoryTerminal``)
/// or a script of keys (``ScriptedTerminal``, the CLI's `--keys`): the loop
/// is the same.
///
/// All pending input is decoded and applied before rendering once, so holding
/// a key down never lags. The slide-up and spin animations live in the state
/// and advance through ``SheetEvent/tick``; the loop only keeps time. Raw mode,
/// the cursor, mouse reporting, bracketed paste, autowrap and the alternate
/// screen are restored on every way out: confirm, cancel, error (thrown),
/// Ctrl-C, the termination signals, Ctrl-Z (and restored again on continue),
/// and crash signals (by the terminal's handler).
///
/// ```swift
/// let terminal = try POSIXTerminal(environment: environment)
/// let result = try SheetRunner(program: program, terminal: terminal).run(state)
/// exit(result.ending.exitStatus)
/// ```
public struct SheetRunner<Model: WheelModel> {
  /// The sheet.
  public var program: SheetProgram<Model>
  /// The terminal.
  public var terminal: any TerminalIO
  /// How the sheet ends when the input does: cancelled for a terminal that
  /// hangs up, confirmed for a script of keys that runs out (the `--keys` rule).
  public var endOfInput: SheetEnding

  /// Creates a runner.
  public init(program: SheetProgram<Model>, terminal: any TerminalIO, endOfInput: SheetEnding = .cancelled) {
    self.program = program
    self.terminal = terminal
    self.endOfInput = endOfInput
  }

  /// Runs the sheet until it ends.
  ///
  /// - Throws: ``TerminalError`` when the terminal fails; it is restored first.
  public func run(_ initial: SheetState<Model>) throws(TerminalError) -> SheetResult<Model> {
    try terminal.start()
    defer { terminal.stop() }
    var session = TerminalSession(configuration: program.configuration)
    terminal.setEmergencyRestore(session.emergencyRestore)
    do {
      return try loop(initial, &session)
    } catch {
      try? terminal.write(session.teardown())
      throw error
    }
  }

  private func loop(
    _ initial: SheetState<Model>, _ session: inout TerminalSession
  ) throws(TerminalError) -> SheetResult<Model> {
    let clock = ContinuousClock()
    var (state, _) = program.update(initial, .resized(terminal.size))
    (state, _) = program.update(state, .appeared)
    var height = SheetLayout(program: program, state: state).frameHeight
    try terminal.write(session.setup(height: height))
    var lastStep = clock.now
    if terminal.showsFrames { try draw(state, &session) }

    while true {
      let waitsForRest = session.decoder.hasPending
      let animates = state.isAnimating
      let timeout: Duration? = waitsForRest ? KeyDecoder.escapeTimeout : animates ? .milliseconds(16) : nil
      var events: [SheetEvent] = []
      var input = try terminal.read(timeout: timeout)
      // Coalesce: take everything already waiting before rendering once.
      var reads = 0
      var waitedOut = false
      while true {
        switch input {
        case .bytes(let bytes): events += session.decoder.feed(bytes).map(Self.sheetEvent)
        case .key(let key): events.append(.key(key))
        case .timedOut:
          waitedOut = waitedOut || reads == 0
          // Only the wait of the escape timeout ends a sequence; a polling read may just be early.
          if reads == 0, waitsForRest { events += session.decoder.flush().map(Self.sheetEvent) }
        case .resized, .resumed:
          events.append(.resized(terminal.size))
          try terminal.write(session.relayout())
        case .terminated(let signal):
          try terminal.write(session.teardown())
          return SheetResult(ending: .signalled(signal), state: state)
        case .endOfInput:
          try? terminal.write(session.teardown())
          return SheetResult(
            ending: endOfInput, state: state, frame: program.render(state), isInputExhausted: true)
        }
        reads += 1
        guard input.isUserInput, reads < 64 else { break }
        input = try terminal.read(timeout: .zero)
      }
      let now = clock.now
      // A wait that timed out is the animation's clock; busy input still advances it on time.
      if animates, waitedOut || now - lastStep >= .milliseconds(16) {
        lastStep = now
        events.append(.tick)
      }
      for event in events {
        let outcome: SheetOutcome
        (state, outcome) = program.update(state, event)
        switch outcome {
        case .none: continue
        case .bellRequested: try terminal.write(EscapeSequence.bell)
        case .confirmed, .cancelled, .interrupted:
          let frame = program.render(state)
          readPendingPositionReports(&session)
          try terminal.write(session.teardown())
          let ending: SheetEnding =
            outcome == .confirmed ? .confirmed : outcome == .cancelled ? .cancelled : .interrupted
          return SheetResult(ending: ending, state: state, frame: frame)
        case .suspendRequested:
          try terminal.write(session.teardown())
          terminal.suspend()
          (state, _) = program.update(state, .resized(terminal.size))
          try terminal.write(session.setup(height: height))
        }
      }
      guard terminal.showsFrames else { continue }
      let newHeight = SheetLayout(program: program, state: state).frameHeight
      if newHeight != height {
        height = newHeight
        try terminal.write(session.relayout() + session.reserve(height: height))
      }
      try draw(state, &session)
    }
  }

  /// The sheet's event for what the decoder found.
  private static func sheetEvent(_ event: TerminalEvent) -> SheetEvent {
    switch event {
    case .key(let key): .key(key)
    case .paste(let text): .paste(text)
    case .mouse(let mouse): .mouse(mouse)
    case .cursorPosition(let line, _): .cursorPositionReported(line: line)
    }
  }

  private func draw(_ state: SheetState<Model>, _ session: inout TerminalSession) throws(TerminalError) {
    let output = session.writer.output(for: program.render(state))
    if !output.isEmpty { try terminal.write(output + session.afterDraw()) }
  }

  /// Reads the answers to cursor position requests still on their way (for
  /// up to 100 ms), so that they never reach the shell as typed text after
  /// the sheet ends; anything else read meanwhile is dropped with the sheet.
  private func readPendingPositionReports(_ session: inout TerminalSession) {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(100)
    while session.decoder.isAwaitingPosition {
      let left = deadline - clock.now
      guard left > .zero, case .bytes(let bytes)? = try? terminal.read(timeout: left) else { return }
      _ = session.decoder.feed(bytes)
    }
  }
}

extension TerminalInput {
  /// Whether this is input from the user (bytes or a key), after which more may be waiting.
  fileprivate var isUserInput: Bool {
    switch self {
    case .bytes, .key: true
    default: false
    }
  }
}
