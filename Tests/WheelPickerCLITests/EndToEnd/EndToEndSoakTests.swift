import Glibc
import Testing
import WheelPickerCore
import WheelPickerTestSupport

/// The live half of the soak: the sheet in a pseudo-terminal survives random resizes down to
/// 1×1 with keys between them, draws again at a usable size, and ends cleanly when its
/// terminal goes away (the primary side closed).
@Suite("wheelpicker binary: soak in a pseudo-terminal")
struct EndToEndSoakTests {
  @Test(
    "50 random resizes down to 1×1, then a closed terminal",
    arguments: [
      (["list", "a", "b", "c", "--no-animation"], 1 as UInt64),
      (["region", "--no-animation"], 2),
      (["date", "--fullscreen"], 3),
    ] as [([String], UInt64)])
  func resizesThenHangUp(_ arguments: [String], seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let live = try EndToEndTerminalTests.start(arguments)
    let comment = Comment(rawValue: "\(arguments.joined(separator: " ")), seed \(seed)")
    let keys = ["\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\t", "?", "5", "\u{7F}"]
    for round in 0..<50 {
      // One resize in five is the smallest there is.
      let isSmallest = Int.random(in: 0..<5, using: &generator) == 0
      let columns = isSmallest ? 1 : Int.random(in: 1...160, using: &generator)
      let lines = isSmallest ? 1 : Int.random(in: 1...50, using: &generator)
      live.child.terminal.resize(columns: columns, lines: lines)
      live.child.send(SIGWINCH)
      if round % 3 == 0 { live.child.type(keys[Int.random(in: 0..<keys.count, using: &generator)]) }
      live.child.waitForScreen(seconds: 0.05) { _ in false }
      try #require(!live.child.hasExited, comment)
    }
    let mark = live.child.screen.count
    live.child.terminal.resize(columns: 80, lines: 24)
    live.child.send(SIGWINCH)
    #expect(live.child.waitForScreen(containing: "Confirm", from: mark), comment)
    live.child.terminal.closePrimary()
    let status = live.child.waitForExit()
    // A hang-up: SIGHUP reached the loop (129), or the terminal read as ended first (cancelled, 1).
    #expect(status == 129 || status == 1, "exit status \(status); \(comment)")
    #expect(live.child.output().isEmpty, comment)
  }
}
