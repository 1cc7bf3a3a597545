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
/// <!-- snippet: compile-only: it needs a terminal, and ends the process
/// let environment = ProcessInfo.processInfo.environment
/// let program = SheetProgram<ListModel>(configuration: SheetConfiguration(title: "Salary"))
/// let state = program.initialState(engine: SelectionEngine(model: ListModel(["2k", "5k"])), size: .standard)
/// -->
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
  /// Rows that arrive while the sheet is open (children loaded on demand), `nil` for none.
  public var feed: SheetFeed<Model>?
  /// Where the turns' time goes, `nil` to measure nothing (``TurnProfile``).
  public var profile: TurnProfile?
  /// The rows a search scans (the wheel typed in, or every node of a cascade searched whole)
  /// from which a query is searched on a thread of its own, while the loop goes on reading keys
  /// and signals (the sheet shows "searching…" until the matches arrive; a search overtaken by
  /// newer typing stops):
  /// on a terminal with a ``TerminalIO/waker`` only. A script of keys (`--keys`) searches every
  /// query before its next key, so it gives the same answers every time.
  public var backgroundSearchRows = SheetRunner.defaultBackgroundSearchRows

  /// Creates a runner.
  public init(
    program: SheetProgram<Model>, terminal: any TerminalIO, endOfInput: SheetEnding = .cancelled,
    feed: SheetFeed<Model>? = nil, profile: TurnProfile? = nil
  ) {
    self.program = program
    self.terminal = terminal
    self.endOfInput = endOfInput
    self.feed = feed
    self.profile = profile
  }

  /// Runs the sheet until it ends.
  ///
  /// Compiled ahead for the models the command line shows most, so that a client module's
  /// call runs code specialised for its model: a turn then makes no generic-metadata lookups,
  /// which keeps the work between a key and its frame small.
  ///
  /// - Throws: ``TerminalError`` when the terminal fails; it is restored first.
  @_specialize(exported:true,where Model == ListModel)
  @_specialize(exported:true,where Model == CascadeModel)
  @_specialize(exported:true,where Model == RegionModel)
  @_specialize(exported:true,where Model == DatePickerModel)
  public func run(_ initial: SheetState<Model>) throws(TerminalError) -> SheetResult<Model> {
    try terminal.start()
    defer { terminal.stop() }
    // An arrival wakes the loop's wait on input; after the sheet, arrivals wake nothing.
    feed?.connect(terminal.waker ?? {})
    defer { feed?.connect({}) }
    var session = TerminalSession(configuration: program.configuration)
    terminal.setEmergencyRestore(session.emergencyRestore)
    var runner = self
    let searches = runner.searchWorker()
    do {
      return try runner.loop(initial, &session, searches)
    } catch {
      try? terminal.write(session.teardown())
      throw error
    }
  }

  /// The rows from which a search runs away from the loop unless ``backgroundSearchRows`` says
  /// otherwise: a search of fewer takes a few milliseconds, and answers within the turn.
  public static var defaultBackgroundSearchRows: Int { 50_000 }

  /// The worker that runs the searches of big wheels, `nil` when every search runs in the loop
  /// (a terminal without a waker, a sheet without a search); the sheet is told to leave them to it.
  private mutating func searchWorker() -> SearchWorker<Model>? {
    guard let waker = terminal.waker, program.sheet.search != nil else { return nil }
    program.sheet.deferredSearchRows = max(0, backgroundSearchRows)
    return SearchWorker(sheet: program.sheet, wake: waker)
  }

  /// The most bytes one turn of the loop reads before it updates and draws: the work of a turn
  /// is bounded, so a key or signal behind a flood of input is seen within a turn or two.
  static var maximumReadsPerTurn: Int { 16 }

  /// How long after asking for the cursor's position the loop waits, at the end, for an answer
  /// that has not come (so that it never reaches the shell as typed text); a terminal that did
  /// not answer by then is not waited for at all.
  static var positionReportPatience: Duration { .milliseconds(20) }

  private func loop(
    _ initial: SheetState<Model>, _ session: inout TerminalSession, _ searches: SearchWorker<Model>?
  ) throws(TerminalError) -> SheetResult<Model> {
    let clock = ContinuousClock()
    var (state, _) = program.update(initial, .resized(terminal.size))
    (state, _) = program.update(state, .appeared)
    state = refreshed(state)
    let firstLayout = SheetLayout(program: program, state: state)
    var height = firstLayout.frameHeight
    let setup = session.setup(height: height)
    var lastStep = clock.now
    var positionRequests = PositionRequests(count: session.positionRequests, time: clock.now)
    // The modes and the first frame go out in one write: the sheet appears with the first bytes.
    if terminal.showsFrames {
      try draw(state, layout: firstLayout, &session, after: setup)
    } else {
      try terminal.write(setup)
    }
    var searchAsked = state.sheet.searchGeneration

    while true {
      positionRequests.note(session.positionRequests, at: clock.now)
      let waitsForRest = session.decoder.hasPending
      let animates = state.isAnimating
      let timeout: Duration? = waitsForRest ? KeyDecoder.escapeTimeout : animates ? .milliseconds(16) : nil
      if timeout == nil, let feed, feed.waitsBeforeEachKey {
        state = program.receivedAll(from: feed, state)
      }
      var events: [SheetEvent] = []
      var input = try terminal.read(timeout: timeout)
      let turnStart = profile?.now
      // Coalesce: take what is already waiting (a bounded amount) before rendering once.
      var reads = 0
      var waitedOut = false
      while true {
        switch input {
        case .bytes(let bytes): timed(.decode) { Self.append(session.decoder.feed(bytes), to: &events) }
        case .key(let key): events.append(.key(key))
        case .timedOut:
          waitedOut = waitedOut || reads == 0
          // Only the wait of the escape timeout ends a sequence; a polling read may just be early.
          if reads == 0, waitsForRest { Self.append(session.decoder.flush(), to: &events) }
        case .resized, .resumed:
          events.append(.resized(terminal.size))
          try terminal.write(session.relayout())
        case .terminated(let signal):
          // A hang-up may have taken the terminal: restoring it is all that is left to try.
          try? terminal.write(session.teardown())
          return SheetResult(ending: .signalled(signal), state: state)
        case .endOfInput:
          try? terminal.write(session.teardown())
          // A script that runs out cannot confirm a value Confirm holds back (a failed load).
          let held = program.sheet.holdsConfirmation?(state.sheet.engine.value) == true
          return SheetResult(
            ending: held && endOfInput == .confirmed ? .cancelled : endOfInput, state: state,
            frame: program.render(state), isInputExhausted: true)
        case .woken:
          break
        }
        reads += 1
        guard input.isUserInput, reads < Self.maximumReadsPerTurn else { break }
        input = try terminal.read(timeout: .zero)
      }
      // A search's answer is shown before the keys that came with it act (they may need it).
      if let results = searches?.takeResults() { events.insert(.searchFinished(results), at: 0) }
      // Ctrl-C acts at once, whatever was queued before it.
      if let interrupt = events.first(where: isInterrupt) {
        events = [interrupt]
      }
      let now = clock.now
      // A wait that timed out is the animation's clock; busy input still advances it on time.
      if animates, waitedOut || now - lastStep >= .milliseconds(16) {
        lastStep = now
        events.append(.tick)
      }
      // What arrived while the loop waited is shown before the keys act on it.
      state = refreshed(state)
      for event in events {
        let outcome: SheetOutcome
        (state, outcome) = timed(.update) { program.update(state, event) }
        switch outcome {
        case .none: continue
        case .confirmationHeld: state = retried(state)
        case .bellRequested: try terminal.write(EscapeSequence.bell)
        case .ended(let ending):
          let frame = program.render(state)
          positionRequests.note(session.positionRequests, at: clock.now)
          readPendingPositionReports(&session, until: positionRequests.time + Self.positionReportPatience)
          try terminal.write(session.teardown())
          return SheetResult(ending: ending, state: state, frame: frame)
        case .suspendRequested:
          try terminal.write(session.teardown())
          terminal.suspend()
          (state, _) = program.update(state, .resized(terminal.size))
          try terminal.write(session.setup(height: height))
        }
      }
      state = refreshed(state)
      // A search the sheet left to the face runs away from the loop, which goes on reading.
      if let request = state.sheet.pendingSearch, request.generation != searchAsked {
        searchAsked = request.generation
        searches?.submit(request)
      }
      guard terminal.showsFrames else { continue }
      let layout = SheetLayout(program: program, state: state)
      if layout.frameHeight != height {
        height = layout.frameHeight
        try terminal.write(session.relayout() + session.reserve(height: height))
      }
      let written = try draw(state, layout: layout, &session)
      if let profile, let turnStart, !events.isEmpty {
        profile.recordTurn(profile.now - turnStart, bytes: written)
      }
    }
  }

  /// The state after the program received what the feed brought (`nil`: no feed).
  private func refreshed(_ state: SheetState<Model>) -> SheetState<Model> {
    guard let feed else { return state }
    return program.received(from: feed, state)
  }

  /// The state after the feed forgot the failures on the selection and loads them again.
  private func retried(_ state: SheetState<Model>) -> SheetState<Model> {
    guard let feed else { return state }
    feed.forgetFailures(state.sheet.engine)
    return program.received(from: feed, state)
  }

  /// Appends what the decoder found as sheet events, joining characters typed together into
  /// one ``SheetEvent/typed(_:)`` (one search for a run of typing, not one per character).
  static func append(_ decoded: [TerminalEvent], to events: inout [SheetEvent]) {
    for event in decoded {
      if case .key(.character(let character)) = event {
        if case .typed(var text)? = events.last {
          // Emptied first so that the append does not copy the text.
          events[events.count - 1] = .tick
          text.append(character)
          events[events.count - 1] = .typed(text)
        } else {
          events.append(.typed(String(character)))
        }
      } else {
        events.append(sheetEvent(event))
      }
    }
  }

  /// Whether an event is the interrupt key (Ctrl-C).
  private func isInterrupt(_ event: SheetEvent) -> Bool {
    guard case .key(let key) = event else { return false }
    return program.configuration.keyMap.intent(for: key) == .interrupt
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

  /// Draws what changed, after `prefix` (the modes a session sets before its first frame), in
  /// one write; returns the number of bytes written.
  @discardableResult
  private func draw(
    _ state: SheetState<Model>, layout: SheetLayout, _ session: inout TerminalSession,
    after prefix: String = ""
  ) throws(TerminalError) -> Int {
    StartupProfile.mark(.terminal)
    let frame = timed(.render) { program.render(state, layout: layout) }
    let output = timed(.diff) {
      let changes = session.writer.output(for: frame)
      return prefix + (changes.isEmpty ? changes : changes + session.afterDraw())
    }
    StartupProfile.mark(.render)
    guard !output.isEmpty else { return 0 }
    try timed(.write) { () throws(TerminalError) in try terminal.write(output) }
    StartupProfile.mark(.write)
    return output.utf8.count
  }

  /// Runs `body`, timing it as `phase` when there is a ``profile``.
  private func timed<T, E: Error>(_ phase: TurnProfile.Phase, _ body: () throws(E) -> T) throws(E) -> T {
    guard let profile else { return try body() }
    return try profile.measure(phase, body)
  }

  /// Reads the answers to cursor position requests still on their way (until `deadline`,
  /// ``positionReportPatience`` after the last request), so that they never reach the shell
  /// as typed text after the sheet ends; anything else read meanwhile is dropped with the sheet.
  private func readPendingPositionReports(
    _ session: inout TerminalSession, until deadline: ContinuousClock.Instant
  ) {
    let clock = ContinuousClock()
    while session.decoder.isAwaitingPosition {
      // Past the deadline, an answer that already arrived is still read (a polling read).
      let left = max(.zero, deadline - clock.now)
      guard case .bytes(let bytes)? = try? terminal.read(timeout: left) else { return }
      _ = session.decoder.feed(bytes)
    }
  }
}

/// When the loop last asked the terminal for the cursor's position.
private struct PositionRequests {
  var count: Int
  var time: ContinuousClock.Instant

  /// Notes the time of a request made since the last call.
  mutating func note(_ newCount: Int, at now: ContinuousClock.Instant) {
    guard newCount != count else { return }
    count = newCount
    time = now
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
