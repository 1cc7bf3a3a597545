import WheelPickerCore

/// The one loop that does I/O: reads the terminal, decodes keys, calls the
/// pure update and render, and writes only what changed.
///
/// All pending input is decoded and applied before rendering once, so holding
/// a key down never lags. Raw mode, the cursor, mouse reporting, bracketed
/// paste, autowrap and the alternate screen are restored on every way out:
/// confirm, cancel, error (thrown), Ctrl-C, the termination signals, Ctrl-Z
/// (and restored again on continue), and crash signals (by the terminal's handler).
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

  /// Creates a runner.
  public init(program: SheetProgram<Model>, terminal: any TerminalIO) {
    self.program = program
    self.terminal = terminal
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
    var decoder = KeyDecoder()
    var (state, _) = program.update(initial, .resized(terminal.size))
    var height = SheetLayout(program: program, state: state, size: state.size).frameHeight
    try terminal.write(session.setup(height: height))
    let animated = program.configuration.isAnimated
    var rise = animated ? height : 0
    var lastStep = clock.now
    try draw(state, rise: rise, &session)

    while true {
      let waitsForRest = decoder.hasPending
      let animates = rise > 0 || state.isAnimating
      let timeout: Duration? = waitsForRest ? KeyDecoder.escapeTimeout : animates ? .milliseconds(16) : nil
      var events: [TerminalEvent] = []
      var sheetEvents: [SheetEvent] = []
      var input = try terminal.read(timeout: timeout)
      // Coalesce: take everything already waiting before rendering once.
      var reads = 0
      var waitedOut = false
      while true {
        switch input {
        case .bytes(let bytes): events += decoder.feed(bytes)
        case .timedOut:
          waitedOut = waitedOut || reads == 0
          // Only the wait of the escape timeout ends a sequence; a polling read may just be early.
          if reads == 0, waitsForRest { events += decoder.flush() }
        case .resized:
          state.size = terminal.size
          sheetEvents.append(.resized(terminal.size))
          try terminal.write(session.relayout())
        case .resumed:
          state.size = terminal.size
          sheetEvents.append(.resized(terminal.size))
          try terminal.write(session.relayout())
        case .terminated(let signal):
          try terminal.write(session.teardown())
          return SheetResult(ending: .signalled(signal), state: state)
        case .endOfInput:
          try? terminal.write(session.teardown())
          return SheetResult(ending: .cancelled, state: state)
        }
        reads += 1
        guard case .bytes = input, reads < 64 else { break }
        input = try terminal.read(timeout: .zero)
      }
      for event in events {
        switch event {
        case .key(let key): sheetEvents.append(.key(key))
        case .paste(let text): sheetEvents.append(.paste(text))
        case .mouse(var mouse):
          mouse.y -= session.originLine
          sheetEvents.append(.mouse(mouse))
        case .cursorPosition(let line, let column):
          if session.isAwaitingPosition {
            session.positionReported(line: line)
          } else if line == 1 {
            sheetEvents.append(.key(.function(3, shift: column == 2)))
          }
        }
      }
      let now = clock.now
      // A wait that timed out is the animation's clock; busy input still advances it on time.
      if animates, waitedOut || now - lastStep >= .milliseconds(16) {
        lastStep = now
        if rise > 0 { rise = max(0, rise - max(1, height / 6)) }
        if state.isAnimating { sheetEvents.append(.tick) }
      }
      for event in sheetEvents {
        let outcome: SheetOutcome
        (state, outcome) = program.update(state, event)
        switch outcome {
        case .none: continue
        case .spinFinished:
          if program.ringsBellAfterSpin?(state.engine.value) == true {
            try terminal.write(EscapeSequence.bell)
          }
        case .confirmed, .cancelled, .interrupted:
          let frame = program.render(state, size: state.size)
          readPendingPositionReports(&session, &decoder)
          try terminal.write(session.teardown())
          let ending: SheetEnding =
            outcome == .confirmed ? .confirmed : outcome == .cancelled ? .cancelled : .interrupted
          return SheetResult(ending: ending, state: state, frame: frame)
        case .suspendRequested:
          try terminal.write(session.teardown())
          terminal.suspend()
          state.size = terminal.size
          try terminal.write(session.setup(height: height))
        }
      }
      let newHeight = SheetLayout(program: program, state: state, size: state.size).frameHeight
      if newHeight != height {
        height = newHeight
        try terminal.write(session.relayout() + session.reserve(height: height))
      }
      try draw(state, rise: rise, &session)
    }
  }

  private func draw(
    _ state: SheetState<Model>, rise: Int, _ session: inout TerminalSession
  ) throws(TerminalError) {
    let frame = program.render(state, size: state.size, rise: rise)
    let output = session.writer.output(for: frame)
    if !output.isEmpty { try terminal.write(output + session.afterDraw()) }
  }

  /// Reads the answers to cursor position requests still on their way (for
  /// up to 100 ms), so that they never reach the shell as typed text after
  /// the sheet ends; anything else read meanwhile is dropped with the sheet.
  private func readPendingPositionReports(_ session: inout TerminalSession, _ decoder: inout KeyDecoder) {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(100)
    while session.isAwaitingPosition {
      let left = deadline - clock.now
      guard left > .zero, case .bytes(let bytes)? = try? terminal.read(timeout: left) else { return }
      for case .cursorPosition(let line, _) in decoder.feed(bytes) { session.positionReported(line: line) }
    }
  }
}
