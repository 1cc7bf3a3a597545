import Testing
import WheelPickerTerminal

@Suite("ScriptedTerminal: suspending")
struct ScriptedTerminalCoverageTests {
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
