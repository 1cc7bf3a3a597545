import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

@Suite("ScriptedTerminal: headless runs through SheetRunner")
struct ScriptedTerminalTests {
  @Test("keys run with the same update; running out of keys confirms")
  func confirmsAtEnd() throws {
    let (program, state) = Fixtures.lists([Fixtures.months])
    let result = program.runScripted(
      keys: [.down, .down], from: state, size: TerminalSize(columns: 40, lines: 8))
    #expect(result.ending == .confirmed)
    #expect(result.value == [2])
    let frame = try #require(result.frame)
    #expect(frame.width == 40 && frame.height == 8)  // 5 rows + 3 lines fill the 8-line size
    #expect(frame.plainText.contains("›               March                ‹"))
    #expect(program.runScripted(keys: [.down], from: state, endOfInput: .cancelled).ending == .cancelled)
  }

  @Test("an ending key stops the run; later keys are ignored")
  func stopsAtEnding() {
    let (program, state) = Fixtures.lists([Fixtures.months])
    let result = program.runScripted(keys: [.down, .escape, .down, .enter], from: state)
    #expect(result.ending == .cancelled)
    #expect(result.value == nil)
    #expect(result.state.sheet.engine.value == [1])
    #expect(program.runScripted(keys: [.control("c")], from: state).ending.exitStatus == 130)
  }

  @Test("a spin runs to its end before the next key")
  func spin() {
    var program = SheetProgram<ListWheelsModel>()
    program.sheet.spin = { _, _ in [5] }
    let state = program.initialState(
      engine: SelectionEngine(model: ListWheelsModel([["a", "b", "c"]], cyclic: [0])), size: .standard)
    let result = program.runScripted(keys: [.character(" "), .down], from: state)
    #expect(result.value == [0])  // 5 rows on 3 → c, then down wraps to a
  }

  @Test("the plain frame has W×H lines with trailing spaces trimmed")
  func plainFrame() throws {
    let (program, state) = Fixtures.lists([["x"]])
    let frame = try #require(
      program.runScripted(keys: [], from: state, size: TerminalSize(columns: 20, lines: 8)).frame)
    let lines = frame.plainText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 8)
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
  }
}

@Suite("ScriptedTerminal reads")
struct ScriptedTerminalReadTests {
  @Test("a key only for a read that waits; timed reads time out; then the input ends")
  func reads() throws {
    let terminal = ScriptedTerminal(keys: [.down, .enter], size: TerminalSize(columns: 30, lines: 9))
    #expect(terminal.size == TerminalSize(columns: 30, lines: 9) && !terminal.showsFrames)
    #expect(try terminal.read(timeout: .zero) == .timedOut)
    #expect(try terminal.read(timeout: .milliseconds(16)) == .timedOut)
    #expect(try terminal.read(timeout: nil) == .key(.down))
    #expect(!terminal.isExhausted)
    #expect(try terminal.read(timeout: nil) == .key(.enter))
    #expect(terminal.isExhausted)
    #expect(try terminal.read(timeout: nil) == .endOfInput)
  }
}

extension ScriptedTerminalTests {
  @Test("a scripted terminal cannot be suspended: the keys go on where they were")
  func scriptedSuspend() throws {
    let terminal = ScriptedTerminal(keys: [.down, .enter])
    #expect(try terminal.read(timeout: nil) == .key(.down))
    terminal.suspend()
    #expect(try terminal.read(timeout: nil) == .key(.enter))
    #expect(try terminal.read(timeout: nil) == .endOfInput)
    #expect(terminal.isExhausted)
  }
}
