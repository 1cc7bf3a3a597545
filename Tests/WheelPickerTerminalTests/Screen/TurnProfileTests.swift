import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

@Suite("TurnProfile: where a turn's time goes")
struct TurnProfileTests {
  @Test("a profiled run draws the same bytes as an unprofiled one and counts every phase of its turns")
  func profiledRun() throws {
    // A timed-out read after each input ends the turn, so each input is a turn of its own.
    let script: [TerminalInput] = [
      .bytes(Array("\u{1B}[5;1R".utf8)), .timedOut, .bytes(Array("\u{1B}[B".utf8)), .timedOut,
      .bytes(Array("\u{1B}[B".utf8)), .timedOut, .bytes(Array("\r".utf8)),
    ]
    let size = TerminalSize(columns: 40, lines: 12)
    let program = SheetProgram<CascadeModel>(
      configuration: SheetConfiguration(title: "地区", isAnimated: false), search: CascadeNameSearch())
    let state = program.initialState(engine: Fixtures.cascade(), size: size)
    let plain = MemoryTerminal(size: size, script: script)
    let profiled = MemoryTerminal(size: size, script: script)
    let profile = TurnProfile()
    let expected = try SheetRunner(program: program, terminal: plain).run(state)
    let result = try SheetRunner(program: program, terminal: profiled, profile: profile).run(state)
    #expect(result.value == expected.value && result.ending == .confirmed)
    #expect(profiled.output == plain.output)
    let report = profile.report()
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.hasPrefix("# ") }, "\(report)")
    func samples(_ phase: String) -> Int {
      lines.first { $0.hasPrefix("# \(phase) ") }.flatMap { Int($0.split(separator: " ")[2]) } ?? -1
    }
    // Four reads of bytes, each decoded and applied; Enter ends the sheet before its turn is drawn,
    // so three turns are recorded. Every wake-up draws (an unchanged frame writes nothing): the
    // first frame and the two Downs write.
    #expect(samples("decode") == 4)
    #expect(samples("update") == 4)
    #expect(samples("turn") == 3)
    #expect(samples("render") == samples("diff") && samples("render") >= 4)
    #expect(samples("write") >= 3 && samples("write") <= samples("render"))
    #expect(report.contains("# bytes per turn: median "))
  }

  @Test("an empty profile reports each phase with no samples")
  func emptyReport() {
    let lines = TurnProfile().report().split(separator: "\n")
    #expect(lines.count == 7)
    #expect(lines.dropFirst().allSatisfy { $0.contains(" 0 ") && $0.hasSuffix("-") })
  }
}
