/// Where the turns of a sheet's loop spend their time: decoding input, updating
/// the state, rendering a frame, diffing it against the last one and writing the
/// bytes. `wheelpicker` keeps one when `WHEELPICKER_PROFILE` names a file and
/// writes ``report()`` there at the end; `Scripts/bench-terminal --profile` prints it.
///
/// Measuring costs two clock reads per phase (tens of nanoseconds); a runner
/// without a profile measures nothing.
public final class TurnProfile {
  /// A phase of a turn.
  public enum Phase: Int, CaseIterable, Sendable {
    /// Bytes to keys, mouse events and pastes (``KeyDecoder``).
    case decode
    /// Events to the next state (``SheetProgram/update(_:_:)``).
    case update
    /// The state to a frame (``SheetProgram/render(_:)``).
    case render
    /// The frame to the bytes that change the screen (``FrameWriter``).
    case diff
    /// The `write(2)` of those bytes.
    case write

    var name: String {
      switch self {
      case .decode: "decode"
      case .update: "update"
      case .render: "render"
      case .diff: "diff"
      case .write: "write"
      }
    }
  }

  private var samples: [[Duration]] = Array(repeating: [], count: Phase.allCases.count)
  private var turnSamples: [Duration] = []
  private var bytesWritten: [Int] = []
  private let clock = ContinuousClock()

  /// An empty profile.
  public init() {}

  /// Runs `body`, adding its time to `phase`.
  public func measure<T, E: Error>(_ phase: Phase, _ body: () throws(E) -> T) throws(E) -> T {
    let start = clock.now
    defer { samples[phase.rawValue].append(clock.now - start) }
    return try body()
  }

  /// Records one whole turn (decode to write) and the bytes it wrote.
  public func recordTurn(_ duration: Duration, bytes: Int) {
    turnSamples.append(duration)
    bytesWritten.append(bytes)
  }

  /// The clock the profile measures with.
  public var now: ContinuousClock.Instant { clock.now }

  /// One line per phase and one for whole turns, each starting with `#`: how
  /// many samples, their median and 90th percentile in microseconds.
  public func report() -> String {
    var lines = ["# phase      samples  median µs  p90 µs"]
    for phase in Phase.allCases {
      lines.append(Self.line(phase.name, samples[phase.rawValue]))
    }
    lines.append(Self.line("turn", turnSamples))
    let sorted = bytesWritten.sorted()
    if !sorted.isEmpty {
      lines.append("# bytes per turn: median \(sorted[sorted.count / 2]), most \(sorted[sorted.count - 1])")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ name: String, _ durations: [Duration]) -> String {
    let sorted = durations.sorted()
    func micro(_ fraction: Double) -> String {
      guard !sorted.isEmpty else { return "-" }
      let value = sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
      let (seconds, attoseconds) = value.components
      let microseconds = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
      let rounded = (microseconds * 10).rounded() / 10
      return String(rounded)
    }
    let padded = name + String(repeating: " ", count: max(0, 10 - name.count))
    return "# \(padded) \(String(sorted.count).leftPadded(to: 7))  \(micro(0.5).leftPadded(to: 9))  "
      + micro(0.9).leftPadded(to: 6)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
