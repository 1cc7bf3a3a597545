import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

/// End to end through the loop with an in-memory terminal: the bytes written
/// are compared with golden files under `Snapshots/`.
@Suite("SheetRunner")
struct SheetRunnerTests {
  static func bytes(_ text: String) -> TerminalInput { .bytes(Array(text.utf8)) }

  func cascadeRunner(
    _ script: [TerminalInput], presentation: SheetConfiguration.Presentation = .inline,
    animated: Bool = false,
    size: TerminalSize = TerminalSize(columns: 40, lines: 12)
  ) -> (SheetRunner<CascadeModel>, MemoryTerminal, SheetState<CascadeModel>) {
    var configuration = SheetConfiguration(
      title: "地区", labels: .simplifiedChinese, presentation: presentation)
    configuration.isAnimated = animated
    let program = SheetProgram<CascadeModel>(configuration: configuration, search: CascadeNameSearch())
    let terminal = MemoryTerminal(size: size, script: script)
    let state = program.initialState(engine: Fixtures.cascade(), size: size)
    return (SheetRunner(program: program, terminal: terminal), terminal, state)
  }

  @Test("inline: keys, a search, a lone Esc and Enter; the sheet is erased and every mode restored")
  func inlineSession() throws {
    let (runner, terminal, state) = cascadeRunner([
      Self.bytes("\u{1B}[5;1R"),  // the answer to the position request
      Self.bytes("\u{1B}[B"), Self.bytes("\u{1B}[C\u{1B}[B"), Self.bytes("福"), Self.bytes("\u{1B}"),
      .timedOut,
      Self.bytes("\u{1B}[B\u{1B}[B\r"),
    ])
    let result = try runner.run(state)
    #expect(result.ending == .confirmed)
    #expect(result.value?.text == "广东省 深圳市 宝安区")
    #expect(!terminal.isRaw)
    let output = terminal.output
    #expect(output.hasSuffix("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h"))
    #expect(output.contains("\u{1B}[J"))
    #expect(!output.contains("\u{1B}[?1049h"))
    Snapshot.expectMatches(Snapshot.visible(output), named: "inline-cascade.txt")
  }

  @Test("a position report still on its way when Enter ends the sheet is read, never left to the shell")
  func pendingPositionReportRead() throws {
    let (runner, terminal, state) = cascadeRunner([Self.bytes("\r"), Self.bytes("\u{1B}[5;1R")])
    let result = try runner.run(state)
    #expect(result.ending == .confirmed)
    #expect(terminal.script.isEmpty, "the report was read before the terminal was handed back")
    #expect(!terminal.isRaw)
  }

  @Test("full screen: a click on the backdrop cancels and leaves the alternate screen")
  func fullscreenBackdrop() throws {
    let (runner, terminal, state) = cascadeRunner(
      [Self.bytes("\u{1B}[<0;5;2M")], presentation: .fullscreen, size: TerminalSize(columns: 30, lines: 12))
    let result = try runner.run(state)
    #expect(result.ending == .cancelled)
    #expect(result.ending.exitStatus == 1)
    let output = terminal.output
    #expect(output.components(separatedBy: "\u{1B}[?1049h").count == 2)
    #expect(output.components(separatedBy: "\u{1B}[?1049l").count == 2)
    Snapshot.expectMatches(Snapshot.visible(output), named: "fullscreen-backdrop.txt")
  }

  @Test("a resize re-lays out; SIGTERM restores and reports 143")
  func resizeThenTerminate() throws {
    let (runner, terminal, state) = cascadeRunner([
      Self.bytes("\u{1B}[1;1R"), .resized, .terminated(signal: 15),
    ])
    terminal.size = TerminalSize(columns: 30, lines: 12)
    let result = try runner.run(state)
    #expect(result.ending == .signalled(15))
    #expect(result.ending.exitStatus == 143)
    #expect(result.state.size == TerminalSize(columns: 30, lines: 12))
    Snapshot.expectMatches(Snapshot.visible(terminal.output), named: "resize-sigterm.txt")
  }

  @Test("Ctrl-C interrupts with 130; Ctrl-Z suspends with the terminal restored, then redraws")
  func interruptAndSuspend() throws {
    // A wait between them: keys read together would let Ctrl-C act first.
    let (runner, terminal, state) = cascadeRunner([Self.bytes("\u{1A}"), .timedOut, Self.bytes("\u{03}")])
    let result = try runner.run(state)
    #expect(result.ending == .interrupted)
    #expect(result.ending.exitStatus == 130)
    #expect(terminal.suspensions == 1)
    // The cursor is shown after the stop and at the end.
    #expect(terminal.output.components(separatedBy: "\u{1B}[?25h").count == 3)
  }

  @Test("the sheet rises into place when animated, then holds still")
  func animation() throws {
    let (runner, terminal, state) = cascadeRunner(
      Array(repeating: .timedOut, count: 10) + [Self.bytes("\r")], animated: true)
    let result = try runner.run(state)
    #expect(result.ending == .confirmed)
    Snapshot.expectMatches(Snapshot.visible(terminal.output), named: "rise.txt")
  }

  @Test("a held key: many arrows in one read are applied before a single redraw")
  func coalesced() throws {
    let held = String(repeating: "\u{1B}[B", count: 50)
    let (runner, terminal, state) = cascadeRunner([
      Self.bytes("\u{1B}[1;1R"), Self.bytes(held), Self.bytes("\r"),
    ])
    let result = try runner.run(state)
    #expect(result.value?.text == "浙江省 杭州市 西湖区")
    // One frame for the first draw, one after the burst: the centre line changed twice at most.
    #expect(terminal.output.components(separatedBy: "浙江省").count <= 4)
  }

  @Test("hostile row text never reaches the terminal as a sequence")
  func hostileOutput() throws {
    let program = SheetProgram<ListWheelsModel>(
      configuration: SheetConfiguration(isAnimated: false, isMouseEnabled: false))
    let model = ListWheelsModel([["\u{1B}]0;pwned\u{07}", "\u{9B}2J", "\u{1B}P+q\u{1B}\\", "\u{1B}[31mred"]])
    let terminal = MemoryTerminal(
      size: TerminalSize(columns: 40, lines: 10),
      script: [Self.bytes("\u{1B}[B\u{1B}[B\u{1B}[B"), Self.bytes("\r")])
    _ = try SheetRunner(program: program, terminal: terminal).run(
      program.initialState(engine: SelectionEngine(model: model), size: terminal.size))
    let output = terminal.output
    for forbidden in ["\u{1B}]", "\u{9B}", "\u{1B}P", "\u{07}", "\u{1B}[31m", "\u{1B}[2J"] {
      #expect(!output.contains(forbidden), Comment(rawValue: forbidden.debugDescription))
    }
    #expect(output.contains("␛]0;pwned␇"))
  }

  @Test("the emergency restore leaves the alternate screen and shows the cursor")
  func emergencyRestore() throws {
    let (runner, terminal, state) = cascadeRunner([Self.bytes("\r")], presentation: .fullscreen)
    _ = try runner.run(state)
    #expect(terminal.emergencyRestore.contains("\u{1B}[?1049l"))
    #expect(terminal.emergencyRestore.hasSuffix("\u{1B}[?25h"))
  }
}

@Suite("SheetRunner on a virtual screen")
struct SheetRunnerScreenTests {
  @Test("the help grows an inline sheet and shrinks back; the end leaves the screen as it was")
  func helpGrowsInline() throws {
    let program = SheetProgram<CascadeModel>(
      configuration: SheetConfiguration(isAnimated: false, isMouseEnabled: false))
    let terminal = MemoryTerminal(
      size: TerminalSize(columns: 40, lines: 20),
      script: [.bytes(Array("?".utf8)), .bytes(Array("?".utf8)), .bytes([0x0D])])
    let result = try SheetRunner(program: program, terminal: terminal).run(
      program.initialState(engine: Fixtures.cascade(), size: terminal.size))
    #expect(result.ending == .confirmed)
    var screen = VirtualScreen(width: 40, height: 20)
    screen.apply(terminal.output)
    #expect(screen.plainText == Array(repeating: "", count: 20).joined(separator: "\n"))
  }

  @Test("a spin that stops on a win rings the bell")
  func bell() throws {
    var program = SheetProgram<ListWheelsModel>(
      configuration: SheetConfiguration(isAnimated: false, isMouseEnabled: false))
    program.sheet.spin = { _, _ in [3, 3] }
    program.sheet.isWin = { value in value[0] == value[1] }
    let terminal = MemoryTerminal(
      size: TerminalSize(columns: 40, lines: 10),
      script: [.bytes(Array(" ".utf8))] + Array(repeating: .timedOut, count: 20) + [.bytes([0x0D])])
    let model = ListWheelsModel([["a", "b", "c", "d"], ["a", "b", "c", "d"]], cyclic: [0, 1])
    let result = try SheetRunner(program: program, terminal: terminal).run(
      program.initialState(engine: SelectionEngine(model: model), size: terminal.size))
    #expect(result.value == [3, 3])
    #expect(terminal.output.contains("\u{07}"))
  }

  /// A list sheet on a memory terminal whose search counts its calls.
  func countingRunner(
    _ script: [TerminalInput]
  ) -> (
    SheetRunner<ListWheelsModel>, MemoryTerminal, SheetState<ListWheelsModel>, CountingSearch<ListWheelsModel>
  ) {
    let (program, state, search) = CountingSearch<ListWheelsModel>.months(columns: 40)
    let terminal = MemoryTerminal(size: state.size, script: script)
    return (SheetRunner(program: program, terminal: terminal), terminal, state, search)
  }

  /// `bytes` as reads of `piece` bytes, as a terminal delivers a flood.
  static func reads(_ bytes: [UInt8], piece: Int = 4_096) -> [TerminalInput] {
    stride(from: 0, to: bytes.count, by: piece).map {
      .bytes(Array(bytes[$0..<min($0 + piece, bytes.count)]))
    }
  }

  @Test("a 2 MiB paste is one query update; Esc then clears the query and Esc cancels")
  func hugePaste() throws {
    let paste =
      Array("\u{1B}[200~".utf8) + Array(repeating: UInt8(ascii: "x"), count: 2 << 20)
      + Array("\u{1B}[201~".utf8)
    let (runner, terminal, state, search) = countingRunner(
      Self.reads(paste) + [SheetRunnerTests.bytes("\u{1B}"), .timedOut, SheetRunnerTests.bytes("\u{1B}")])
    let result = try runner.run(state)
    #expect(result.ending == .cancelled)
    #expect(search.counts.calls == 1)
    #expect(search.counts.characters == PickerSheet<ListWheelsModel>.maximumQueryLength)
    #expect(!terminal.isRaw)
  }

  @Test("200,000 typed characters: a search per read, not per character")
  func floodOfTyping() throws {
    let typed = Array(repeating: UInt8(ascii: "y"), count: 200_000)
    let script = Self.reads(typed) + [SheetRunnerTests.bytes("\u{03}")]
    let (runner, _, state, search) = countingRunner(script)
    let result = try runner.run(state)
    #expect(result.ending == .interrupted)
    // The first turn fills the query: one search, and 12 (log₂ 4,096) for the longest prefix
    // that matched, as nothing does; a full query takes no more.
    #expect(search.counts.calls <= 1 + 12, "\(search.counts.calls) searches")
    #expect(result.state.sheet.query.count == PickerSheet<ListWheelsModel>.maximumQueryLength)
  }

  @Test("Ctrl-C acts before the keys queued ahead of it")
  func interruptFirst() throws {
    let (runner, terminal, state, _) = countingRunner([SheetRunnerTests.bytes("\u{1B}[B\u{1A}\u{1B}[B\u{03}")]
    )
    let result = try runner.run(state)
    #expect(result.ending == .interrupted)
    #expect(terminal.suspensions == 0)
    #expect(result.state.sheet.engine.value == [0])
  }

  @Test("every wait at the end is bounded, also when the terminal never answers where the cursor is")
  func boundedWaitAtExit() throws {
    let terminal = TimeoutRecordingTerminal(MemoryTerminal(size: TerminalSize(columns: 40, lines: 12)))
    terminal.memory.script = [SheetRunnerTests.bytes("\u{1B}"), .timedOut]
    var configuration = SheetConfiguration(isAnimated: false)
    configuration.isMouseEnabled = true
    let program = SheetProgram<ListWheelsModel>(configuration: configuration)
    let state = program.initialState(
      engine: .init(model: ListWheelsModel([["a", "b"]])), size: terminal.size)
    let result = try SheetRunner(program: program, terminal: terminal).run(state)
    #expect(result.ending == .cancelled)
    // The wait for the whole sequence after Esc, then only bounded waits for the missing report.
    let afterEscape = terminal.timeouts.drop { $0 != KeyDecoder.escapeTimeout }.dropFirst()
    #expect(!afterEscape.isEmpty)
    #expect(
      afterEscape.allSatisfy { $0.map { $0 <= SheetRunner<ListWheelsModel>.positionReportPatience } ?? false }
    )
  }
}

/// A memory terminal that records the timeout of every read.
final class TimeoutRecordingTerminal: TerminalIO, @unchecked Sendable {
  let memory: MemoryTerminal
  private(set) var timeouts: [Duration?] = []

  init(_ memory: MemoryTerminal) { self.memory = memory }

  var size: TerminalSize { memory.size }
  func start() throws(TerminalError) { try memory.start() }
  func stop() { memory.stop() }
  func write(_ text: String) throws(TerminalError) { try memory.write(text) }
  func read(timeout: Duration?) throws(TerminalError) -> TerminalInput {
    timeouts.append(timeout)
    return try memory.read(timeout: timeout)
  }
  func setEmergencyRestore(_ text: String) { memory.setEmergencyRestore(text) }
  func suspend() { memory.suspend() }
}

/// A terminal that answers the position request, then fails every read: the loop must
/// restore the modes it set before the error leaves `run`.
private final class FailingTerminal: TerminalIO {
  let size = TerminalSize(columns: 40, lines: 12)
  private(set) var output = ""
  private(set) var isStarted = false
  private(set) var stopCount = 0
  private var reads = 0

  func start() throws(TerminalError) { isStarted = true }
  func stop() {
    isStarted = false
    stopCount += 1
  }
  func write(_ text: String) throws(TerminalError) { output += text }
  func read(timeout: Duration?) throws(TerminalError) -> TerminalInput {
    reads += 1
    // The first read answers the inline sheet's cursor-position request.
    if reads == 1 { return .bytes(Array("\u{1B}[5;1R".utf8)) }
    throw TerminalError(.ioFailed, "cannot read /dev/tty (Input/output error)")
  }
  func setEmergencyRestore(_ text: String) {}
  func suspend() {}
}

extension SheetRunnerTests {
  @Test(
    "a terminal failing mid-sheet: the error leaves run after the teardown is written and the terminal stopped"
  )
  func failingRead() {
    let program = SheetProgram<ListWheelsModel>(configuration: SheetConfiguration(isAnimated: false))
    let terminal = FailingTerminal()
    let runner = SheetRunner(program: program, terminal: terminal)
    let state = program.initialState(
      engine: SelectionEngine(model: ListWheelsModel([["one", "two"]])), size: terminal.size)
    #expect(throws: TerminalError(.ioFailed, "cannot read /dev/tty (Input/output error)")) {
      _ = try runner.run(state)
    }
    #expect(terminal.stopCount == 1 && !terminal.isStarted)
    // The teardown ends by showing the cursor again, as after a sheet that ends normally.
    #expect(terminal.output.hasSuffix("\u{1B}[?25h"))
  }
}
