import Testing

@testable import WheelPickerTerminal

@Suite("StartupProfile")
struct StartupProfileTests {
  /// Marks 1 ms apart from `start`, one per milestone, with `skipped` left at 0.
  static func marks(from start: UInt64, skipping skipped: Set<StartupProfile.Milestone> = []) -> [UInt64] {
    StartupProfile.Milestone.allCases.map { milestone in
      skipped.contains(milestone) ? 0 : start + UInt64(milestone.rawValue) * 1_000_000
    }
  }

  /// Fault counts that grow by the square of each milestone's number, from `start` at `main`.
  static func faults(from start: Int) -> [Int] {
    StartupProfile.Milestone.allCases.map { start + $0.rawValue * $0.rawValue }
  }

  /// The report's column `index` (0: milliseconds, 1: faults), a line per phase after the header.
  static func column(_ index: Int, of report: String) -> [String] {
    report.split(separator: "\n").dropFirst().map { line in
      let numbers = line.split(separator: " ").filter { $0.first?.isNumber == true }
      return numbers.count > index ? String(numbers[index]) : ""
    }
  }

  @Test("each phase runs from the milestone before it; the process's start from the spawn")
  func phases() {
    let report = StartupProfile.report(
      marks: Self.marks(from: 10_000_000), faults: Self.faults(from: 40), spawnedAt: 7_500_000)
    #expect(report.hasPrefix("# start-up phase        ms  faults\n"))
    #expect(Self.column(0, of: report) == ["2.50", "1.00", "1.00", "1.00", "1.00", "1.00", "1.00", "8.50"])
    // The process's start counts the faults before main; each phase those since the milestone
    // before it (1, 3, 5… as the squares grow); the first frame all of them.
    #expect(Self.column(1, of: report) == ["40", "1", "3", "5", "7", "9", "11", "76"])
    #expect(report.contains("# process start"))
    #expect(report.contains("# reading input"))
    #expect(report.contains("# first frame"))
  }

  @Test("a skipped milestone adds its phase to the next; without the spawn, no process start")
  func skipped() {
    let report = StartupProfile.report(
      marks: Self.marks(from: 0 + 1_000, skipping: [.input]), faults: Self.faults(from: 40), spawnedAt: nil)
    #expect(!report.contains("process start"))
    #expect(!report.contains("reading input"))
    // Faults from arguments (41) to the engine (49): the skipped input's phase is in the engine's.
    #expect(report.contains("# building the engine      2.00       8"))
    #expect(report.contains("# main to first frame      6.00      36"))
  }

  @Test("a milestone is kept the first time the run reaches it")
  func firstTimeOnly() {
    StartupProfile.mark(.terminal)
    StartupProfile.mark(.write)
    let first = StartupProfile.report(spawnedAt: nil)
    // Once the clock has moved on by a millisecond, a second mark would change the report.
    let moved = StartupProfile.now + 1_000_000
    while StartupProfile.now < moved {}
    StartupProfile.mark(.write)
    #expect(first.contains("main to first frame") || first.contains("the write"), "\(first)")
    #expect(StartupProfile.report(spawnedAt: nil) == first)
  }
}
