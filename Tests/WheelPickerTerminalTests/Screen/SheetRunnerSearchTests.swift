import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

/// A search of a big wheel runs away from the loop: keys and signals that arrive while it runs
/// act at once. The search waits at a gate the test opens, so what happened first is a matter of
/// order, never of time.
@Suite("SheetRunner: searching off the loop")
struct SheetRunnerSearchTests {
  static func bytes(_ text: String) -> TerminalInput { .bytes(Array(text.utf8)) }

  /// A list sheet searched behind a gate, every search of it left to the worker.
  func gatedSheet(
    _ terminal: WakingTerminal, endOfInput: SheetEnding = .cancelled
  ) -> (SheetRunner<ListWheelsModel>, SheetState<ListWheelsModel>, GatedSearch<ListWheelsModel>) {
    let search = GatedSearch<ListWheelsModel>()
    let program = SheetProgram<ListWheelsModel>(
      configuration: SheetConfiguration(isAnimated: false), search: search)
    let rows = (0..<200).map { "item-\($0)" }
    let state = program.initialState(
      engine: SelectionEngine(model: ListWheelsModel([rows])), size: TerminalSize(columns: 60, lines: 12))
    var runner = SheetRunner(program: program, terminal: terminal, endOfInput: endOfInput)
    runner.backgroundSearchRows = 0
    return (runner, state, search)
  }

  /// Types `i` (whose search waits at the gate), then reads the rest of `script` once the
  /// search has started; opens the gate only after the sheet ended. Returns the result and the log.
  func endDuringSearch(_ script: [TerminalInput]) throws -> (SheetResult<ListWheelsModel>, [String]) {
    var gate: GatedSearch<ListWheelsModel>?
    let terminal = WakingTerminal(
      script: [Self.bytes("i"), .timedOut] + script, beforeReading: [2: { _ = gate?.waitForOneToStart() }])
    let (runner, state, search) = gatedSheet(terminal)
    gate = search
    let result = try runner.run(state)
    search.note("sheet ended")
    search.open()
    #expect(search.waitForOneToFinish())
    return (result, search.log)
  }

  @Test("SIGTERM during a search ends the sheet before the search finishes")
  func terminatedDuringSearch() throws {
    let (result, log) = try endDuringSearch([.terminated(signal: 15)])
    #expect(result.ending == .signalled(15))
    #expect(log == ["search i", "sheet ended", "done i"])
  }

  @Test("Esc Esc during a search clears the query and cancels before the search finishes")
  func escapeEscapeDuringSearch() throws {
    let (result, log) = try endDuringSearch([
      Self.bytes("\u{1B}"), .timedOut, Self.bytes("\u{1B}"), .timedOut,
    ])
    #expect(result.ending == .cancelled)
    #expect(result.state.sheet.query.isEmpty)
    #expect(log == ["search i", "sheet ended", "done i"])
  }

  @Test("Ctrl-C during a search interrupts before the search finishes")
  func interruptedDuringSearch() throws {
    let (result, log) = try endDuringSearch([Self.bytes("\u{03}")])
    #expect(result.ending == .interrupted)
    #expect(log == ["search i", "sheet ended", "done i"])
  }

  @Test("typing during a search shows the new query at once; only the newest query's matches are shown")
  func typingDuringSearch() throws {
    var gate: GatedSearch<ListWheelsModel>?
    // The second key is read once the first query's search has started.
    let terminal = WakingTerminal(
      script: [Self.bytes("item-4"), .timedOut, Self.bytes("2")],
      beforeReading: [2: { _ = gate?.waitForOneToStart() }]
    ) { gate?.open() }
    let (runner, state, search) = gatedSheet(terminal, endOfInput: .confirmed)
    gate = search
    let result = try runner.run(state)
    #expect(result.ending == .confirmed)
    #expect(result.value == [42])
    #expect(result.state.sheet.query == "item-42")
    #expect(result.state.sheet.pendingSearch == nil)
    // The older query's search, overtaken while it waited at the gate, stopped unseen; the
    // newest was searched next.
    #expect(search.log == ["search item-4", "cancelled item-4", "search item-42", "done item-42"])
    #expect(result.state.sheet.matches == [SearchMatch(row: 42, inWheel: 0)])
    // The frames drawn meanwhile said the sheet was searching.
    #expect(terminal.output.contains("searching…"))
  }

  @Test("Enter during a search confirms the first match once it arrives")
  func confirmDuringSearch() throws {
    var gate: GatedSearch<ListWheelsModel>?
    let terminal = WakingTerminal(script: [Self.bytes("item-17"), Self.bytes("\r")]) { gate?.open() }
    let (runner, state, search) = gatedSheet(terminal)
    gate = search
    let result = try runner.run(state)
    #expect(result.ending == .confirmed)
    #expect(result.value == [17])
    #expect(search.log == ["search item-17", "done item-17"])
  }

  @Test("a script of keys searches in the loop, so every key sees the matches of the query before it")
  func scriptSearchesInLoop() throws {
    let search = GatedSearch<ListWheelsModel>()
    search.open()
    let program = SheetProgram<ListWheelsModel>(
      configuration: SheetConfiguration(isAnimated: false), search: search)
    let rows = (0..<200).map { "item-\($0)" }
    let state = program.initialState(
      engine: SelectionEngine(model: ListWheelsModel([rows])), size: TerminalSize(columns: 60, lines: 12))
    let terminal = ScriptedTerminal(keys: [.character("1"), .character("9"), .character("9"), .enter])
    var runner = SheetRunner(program: program, terminal: terminal, endOfInput: .confirmed)
    runner.backgroundSearchRows = 0
    let result = try runner.run(state)
    #expect(result.value == [199])
  }
}
