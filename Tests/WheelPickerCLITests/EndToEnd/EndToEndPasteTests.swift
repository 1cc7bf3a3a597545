import Glibc
import Testing
import WheelPickerTestSupport

/// Floods of input on a live sheet: a huge bracketed paste and a long run of typing are read
/// in time linear in their bytes, the query stops at its limit with a note, and Esc, Ctrl-C
/// and SIGTERM still end the sheet (generous bounds only: no timing is asserted).
@Suite("wheelpicker binary: pastes and floods of typing in a pseudo-terminal")
struct EndToEndPasteTests {
  static func paste(_ count: Int) -> [UInt8] {
    Array("\u{1B}[200~".utf8) + Array(repeating: UInt8(ascii: "x"), count: count) + Array("\u{1B}[201~".utf8)
  }

  @Test(
    "after a flood of input the sheet still ends as asked",
    arguments: [
      ("2 MiB paste, Esc clears the query, Esc cancels", paste(2 << 20), "\u{1B}\u{1B}", 1 as Int32),
      ("2 MiB paste, then Ctrl-C", paste(2 << 20), "\u{03}", 130),
      (
        "600,000 typed characters, then Ctrl-C", Array(repeating: UInt8(ascii: "y"), count: 600_000),
        "\u{03}", 130
      ),
    ])
  func floodThenEnd(_ name: String, flood: [UInt8], ending: String, status: Int32) throws {
    let live = try EndToEndTerminalTests.start(["list", "a", "b", "c", "--no-animation"])
    let bytes = flood + Array(ending.utf8)
    #expect(live.child.typeStreaming(bytes, seconds: 60) == bytes.count, Comment(rawValue: name))
    #expect(live.child.waitForExit(seconds: 30) == status, Comment(rawValue: name))
    #expect(live.child.output().isEmpty, Comment(rawValue: name))
    #expect(live.isRestored, Comment(rawValue: name))
  }

  @Test("SIGTERM during a 2 MiB paste ends the sheet with 143 and the terminal restored")
  func terminatedDuringPaste() throws {
    let live = try EndToEndTerminalTests.start(["list", "a", "b", "c", "--no-animation"])
    let flood = Self.paste(2 << 20)
    // Half the paste in, then the signal; the rest may never be read.
    live.child.typeStreaming(Array(flood[..<(1 << 20)]), seconds: 60)
    live.child.send(SIGTERM)
    #expect(live.child.waitForExit(seconds: 30) == 143)
    #expect(live.isRestored)
  }

  @Test("a paste longer than the query's limit is cut to 4,096 characters and the status line says so")
  func truncatedQueryNote() throws {
    let live = try EndToEndTerminalTests.start(["list", "a", "b", "c", "--no-animation"], columns: 100)
    let mark = live.child.screen.count
    live.child.typeStreaming(Self.paste(5_000))
    #expect(live.child.waitForScreen(containing: "query cut to 4096 characters", from: mark))
    live.child.type("\u{1B}")
    live.child.waitForScreen(from: mark) { !$0.hasSuffix("characters") }
    live.child.type("\u{1B}")
    #expect(live.child.waitForExit() == 1)
    #expect(live.isRestored)
  }
}
