import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

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

@Suite("SheetRunner: a terminal that fails mid-sheet")
struct SheetRunnerCoverageTests {
  @Test("the error leaves run after the teardown is written and the terminal stopped")
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
