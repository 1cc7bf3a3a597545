import Testing
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("BellTerminal")
struct BellTerminalTests {
  @Test("the bell rings with the write that draws the trigger, and only then")
  func rings() throws {
    let memory = MemoryTerminal()
    let terminal = BellTerminal(memory, ringingOn: "WINNING!")
    try terminal.write("🍒 🔔 ⭐")
    #expect(!memory.output.contains("\u{07}"))
    try terminal.write("WINNING! 🍒🍒🍒")
    #expect(memory.output.hasSuffix("WINNING! 🍒🍒🍒\u{07}"))
    try terminal.write("\u{1B}[2;3Hx")
    #expect(memory.output.filter { $0 == "\u{07}" }.count == 1)
  }

  @Test("everything else passes through")
  func forwards() throws {
    let memory = MemoryTerminal(size: TerminalSize(columns: 33, lines: 9))
    let terminal = BellTerminal(memory, ringingOn: "WINNING!")
    #expect(terminal.size == TerminalSize(columns: 33, lines: 9))
    try terminal.start()
    #expect(memory.isRaw)
    terminal.setEmergencyRestore("restore")
    #expect(memory.emergencyRestore == "restore")
    terminal.suspend()
    #expect(memory.suspensions == 1)
    terminal.stop()
    #expect(!memory.isRaw)
  }
}
