import WheelPickerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a run's time goes before its first frame is on the terminal: from the process's start to
/// `main`, reading the arguments and the environment, reading the input, building the engine,
/// setting the terminal up, rendering the first frame and writing it. `wheelpicker` writes
/// ``report(spawnedAt:)`` beside the ``TurnProfile`` when `WHEELPICKER_PROFILE` names a file;
/// `Scripts/bench-terminal --profile` prints it.
///
/// Each milestone is one read of the monotonic clock and of the process's minor page faults so far
/// (`getrusage`), taken the first time the run reaches it (later calls do nothing), so the marks
/// stay in every run, profiled or not. Page faults are most of a short start's cost: each is a trap
/// into the kernel, several microseconds in a virtual machine.
public enum StartupProfile {
  /// The milestones of a start, in the order a run reaches them.
  public enum Milestone: Int, CaseIterable, Sendable {
    /// `main` began.
    case main
    /// The command line and the environment were read.
    case arguments
    /// Standard input (a list, a document) was read; a command that reads none skips it.
    case input
    /// The picker's engine was built on its starting selection.
    case engine
    /// The terminal is in raw mode and the bytes that set the sheet's modes are made: the first
    /// frame is next.
    case terminal
    /// The first frame was rendered and turned into the bytes that draw it.
    case render
    /// The modes' bytes and the frame's were written to the terminal, in one write.
    case write

    /// The phase that ends at the milestone, as the report names it.
    var phase: String {
      switch self {
      case .main: "process start"
      case .arguments: "arguments"
      case .input: "reading input"
      case .engine: "building the engine"
      case .terminal: "terminal set-up"
      case .render: "first render"
      case .write: "the write"
      }
    }
  }

  /// Guards ``marks`` and ``faults``: runs in one process (the tests' in-process commands) mark
  /// from several threads.
  private static let lock = Lock()
  /// The monotonic clock's nanoseconds at each milestone; 0 where the run has not reached it.
  nonisolated(unsafe) private static var marks = [UInt64](repeating: 0, count: Milestone.allCases.count)
  /// The process's minor page faults at each milestone.
  nonisolated(unsafe) private static var faults = [Int](repeating: 0, count: Milestone.allCases.count)

  /// Notes that the run reached `milestone`, the first time only.
  public static func mark(_ milestone: Milestone) {
    lock.locked {
      guard marks[milestone.rawValue] == 0 else { return }
      marks[milestone.rawValue] = now
      faults[milestone.rawValue] = minorFaults
    }
  }

  /// The process's minor page faults so far (`getrusage(RUSAGE_SELF)`).
  static var minorFaults: Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_minflt
  }

  /// The monotonic clock (`CLOCK_MONOTONIC`, as Python's `time.monotonic_ns()` reads it), in
  /// nanoseconds.
  public static var now: UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// One line per phase, each starting with `#`: its milliseconds and its minor page faults, from
  /// the milestone before it (a skipped milestone adds its phase to the next one). The process's
  /// start is measured from `spawnedAt` (the monotonic nanoseconds at which the caller started the
  /// process, from `WHEELPICKER_PROFILE_SPAWN`) when given, and left out otherwise; its faults are
  /// those before `main`.
  public static func report(spawnedAt: UInt64?) -> String {
    let (marks, faults) = lock.locked { (self.marks, self.faults) }
    return report(marks: marks, faults: faults, spawnedAt: spawnedAt)
  }

  /// The report of the given marks and fault counts (one per milestone, 0 where not reached).
  static func report(marks: [UInt64], faults: [Int], spawnedAt: UInt64?) -> String {
    var lines = ["# start-up phase        ms  faults"]
    var previous = spawnedAt
    var previousFaults = spawnedAt == nil ? nil : 0
    var first: UInt64?
    var firstFaults: Int?
    for milestone in Milestone.allCases where marks[milestone.rawValue] != 0 {
      let mark = marks[milestone.rawValue]
      let faultCount = faults[milestone.rawValue]
      if let start = previous, mark >= start {
        lines.append(line(milestone.phase, mark - start, faultCount - (previousFaults ?? faultCount)))
      }
      first = first ?? previous ?? mark
      firstFaults = firstFaults ?? previousFaults ?? faultCount
      previous = mark
      previousFaults = faultCount
    }
    if let first, let last = previous, last >= first {
      let name = spawnedAt == nil ? "main to first frame" : "first frame"
      lines.append(line(name, last - first, (previousFaults ?? 0) - (firstFaults ?? 0)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ name: String, _ nanoseconds: UInt64, _ faults: Int) -> String {
    let tenths = (nanoseconds + 5_000) / 10_000
    let number = "\(tenths / 100).\(tenths % 100 < 10 ? "0" : "")\(tenths % 100)"
    let padded = name + String(repeating: " ", count: max(0, 22 - name.count))
    let count = String(max(0, faults))
    return "# \(padded) " + String(repeating: " ", count: max(0, 6 - number.count)) + number
      + String(repeating: " ", count: max(1, 8 - count.count)) + count
  }
}
