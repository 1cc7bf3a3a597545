import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("DeadlineTerminal")
struct DeadlineTerminalTests {
  @Test("input passes through before the deadline; a wait past it ends the input and says so")
  func deadline() throws {
    let base = MemoryTerminal(script: [.bytes([0x61])])
    let terminal = DeadlineTerminal(base, timeout: .milliseconds(30))
    #expect(try terminal.read(timeout: nil) == .bytes([0x61]))
    #expect(!terminal.hasExpired)
    // A polling read returns at once, before the deadline.
    #expect(try terminal.read(timeout: .zero) == .timedOut)
    #expect(!terminal.hasExpired)
    // The memory terminal returns at once what a real one would wait for: wait out the deadline.
    let clock = ContinuousClock()
    let start = clock.now
    while clock.now - start < .milliseconds(40) {}
    #expect(try terminal.read(timeout: nil) == .endOfInput)
    #expect(terminal.hasExpired)
  }

  @Test("the sheet's loop ends on the deadline with the terminal restored")
  func loopEnds() throws {
    let base = MemoryTerminal()
    let terminal = DeadlineTerminal(base, timeout: .milliseconds(1))
    let clock = ContinuousClock()
    let start = clock.now
    while clock.now - start < .milliseconds(5) {}
    let program = SheetProgram<ListModel>()
    let state = program.initialState(
      engine: SelectionEngine(model: ListModel(["a", "b"])), size: .standard)
    let result = try SheetRunner(program: program, terminal: terminal).run(state)
    #expect(result.ending == .cancelled)
    #expect(terminal.hasExpired)
    #expect(!base.isRaw)
  }
}
