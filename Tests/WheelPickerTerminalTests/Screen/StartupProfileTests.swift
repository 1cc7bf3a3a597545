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

  @Test("each phase runs from the milestone before it; the process's start from the spawn")
  func phases() {
    let report = StartupProfile.report(marks: Self.marks(from: 10_000_000), spawnedAt: 7_500_000)
    #expect(
      report.split(separator: "\n").map { $0.split(separator: " ").last.map(String.init) ?? "" }
        == ["ms", "2.50", "1.00", "1.00", "1.00", "1.00", "1.00", "1.00", "8.50"])
    #expect(report.contains("# process start"))
    #expect(report.contains("# reading input"))
    #expect(report.contains("# first frame"))
  }

  @Test("a skipped milestone adds its phase to the next; without the spawn, no process start")
  func skipped() {
    let report = StartupProfile.report(marks: Self.marks(from: 0 + 1_000, skipping: [.input]), spawnedAt: nil)
    #expect(!report.contains("process start"))
    #expect(!report.contains("reading input"))
    #expect(report.contains("# building the engine      2.00"))
    #expect(report.contains("# main to first frame      6.00"))
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
