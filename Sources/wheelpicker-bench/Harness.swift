import CBenchSupport
import Dispatch

/// Measuring tools shared by every benchmark suite.
enum Bench {
  /// The monotonic clock in nanoseconds.
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// The fastest of `repeats` timed batches of `iterations` calls, in nanoseconds per call (after
  /// one warm-up batch): other processes only ever add time, so the minimum is the figure least
  /// moved by them, and the one ratios of two measurements compare.
  static func minimum(iterations: Int, repeats: Int = 15, _ body: (Int) -> Void) -> Double {
    var best = Double.infinity
    for batch in 0...repeats {
      let start = now()
      for i in 0..<iterations { body(batch &* iterations &+ i) }
      let elapsed = Double(now() - start) / Double(iterations)
      if batch > 0 { best = min(best, elapsed) }
    }
    return best
  }

  /// The fastest wall time in milliseconds of `repeats` runs of `body` (after one warm-up run).
  static func fastestMilliseconds(repeats: Int = 9, _ body: () -> Void) -> Double {
    minimum(iterations: 1, repeats: repeats) { _ in body() } / 1_000_000
  }

  /// The fastest wall time in milliseconds of each of `bodies`, run in turn round after round
  /// (after one warm-up round), so that a busy stretch of the machine slows every body alike and
  /// ratios between them hold.
  static func fastestMilliseconds(rounds: Int = 9, of bodies: [() -> Void]) -> [Double] {
    var best = Array(repeating: Double.infinity, count: bodies.count)
    for round in 0...rounds {
      for (index, body) in bodies.enumerated() {
        let start = now()
        body()
        if round > 0 { best[index] = min(best[index], Double(now() - start) / 1_000_000) }
      }
    }
    return best
  }

  /// The fastest time per call of `body` and of ``Yardstick/run()``, in nanoseconds, from batches
  /// of the two in alternation (after one warm-up batch of each): a busy stretch of the machine
  /// slows both alike, so `time / yardstick` holds where `time` alone does not.
  static func againstYardstick(
    iterations: Int, repeats: Int = 15, _ body: (Int) -> Void
  ) -> (time: Double, yardstick: Double) {
    var best = (time: Double.infinity, yardstick: Double.infinity)
    for batch in 0...repeats {
      let start = now()
      for i in 0..<iterations { body(batch &* iterations &+ i) }
      let middle = now()
      for _ in 0..<Yardstick.batch { Yardstick.run() }
      let end = now()
      guard batch > 0 else { continue }
      best.time = min(best.time, Double(middle - start) / Double(iterations))
      best.yardstick = min(best.yardstick, Double(end - middle) / Double(Yardstick.batch))
    }
    return best
  }

  /// The fastest wall time in milliseconds of `body` and of one ``Yardstick/run()``, run in turn
  /// round after round (after one warm-up round), as ``againstYardstick(iterations:repeats:_:)``.
  static func againstYardstick(
    rounds: Int = 9, _ body: @escaping () -> Void
  ) -> (time: Double, yardstick: Double) {
    let times = fastestMilliseconds(
      rounds: rounds, of: [body, { for _ in 0..<Yardstick.batch { Yardstick.run() } }])
    return (times[0], times[1] / Double(Yardstick.batch))
  }

  /// Bytes allocated (and still held) by whatever `build` returns, measured
  /// with the allocator's own statistics; the result is kept alive until the
  /// measurement is taken.
  static func allocatedBytes<T>(_ build: () -> T) -> (value: T, bytes: Int) {
    let before = wheelpicker_bench_allocated_bytes()
    let value = build()
    let after = wheelpicker_bench_allocated_bytes()
    return (value, Int(after) - Int(before))
  }
}

/// The unit every time target is measured in: sorting a copy of 256 short strings, a fixed piece
/// of work of the package's own sort (comparisons, copies, an allocation), about 10 µs. It runs in
/// the same process as the work it measures, in alternation with it, so a machine busy with other
/// processes slows both alike and the ratio between them holds; an absolute time does not (the
/// same engine benchmark took 6.1 and 11.1 ms a minute apart on a shared machine).
///
/// The bounds keep what the absolute targets they replace meant on the machine they were set on,
/// where the yardstick takes about 10.5 µs: 5 µs is 0.5 yardsticks, a 50 µs terminal turn 5, a
/// 10 ms load 1,000, a 2 ms keystroke 200.
enum Yardstick {
  /// Calls of ``run()`` timed after each batch of measured work.
  static let batch = 100

  private static let words: [String] = (0..<256).map { "w\(($0 &* 7_919) % 1_009)-\($0 % 7)" }

  /// One unit of work.
  @inline(never)
  static func run() {
    benchSink &+= words.sorted().first?.utf8.count ?? 0
  }
}

/// Sink that keeps the optimizer from deleting measured work.
nonisolated(unsafe) var benchSink = 0

/// The figures of one run and the targets they are checked against.
final class BenchReport {
  /// One target: a measured figure and the limit it must stay under.
  struct Target {
    var name: String
    var value: Double
    var limit: Double
    var unit: String
    var isMet: Bool { value < limit }
  }

  private(set) var targets: [Target] = []

  /// Prints a section heading.
  func section(_ title: String) {
    print("\n## \(title)")
  }

  /// Prints one figure.
  func figure(_ name: String, _ value: Double, _ unit: String) {
    print("  \(pad(name, 58)) \(format(value)) \(unit)")
  }

  /// Prints one figure and records it as a target: `value` must be below `limit`.
  func target(_ name: String, _ value: Double, below limit: Double, _ unit: String) {
    targets.append(Target(name: name, value: value, limit: limit, unit: unit))
    let verdict = value < limit ? "ok" : "MISSED"
    print("  \(pad(name, 58)) \(format(value)) \(unit)  (target < \(format(limit)))  \(verdict)")
  }

  /// Prints a time and records its ratio to the yardstick measured beside it (in the same unit)
  /// as a target: `time / yardstick` must be below `limit`. A time is never a target on its own.
  func target(
    _ name: String, _ measured: (time: Double, yardstick: Double), unit: String, below limit: Double
  ) {
    figure(name, measured.time, unit)
    target("\(name) ÷ yardstick", measured.time / measured.yardstick, below: limit, "×")
  }

  /// The targets that were missed.
  var missed: [Target] { targets.filter { !$0.isMet } }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private func format(_ value: Double) -> String {
    let magnitude = abs(value)
    let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    var text = String(Int((magnitude * pow10(digits)).rounded()))
    if digits > 0 {
      while text.count <= digits { text = "0" + text }
      text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
    }
    return (value < 0 ? "-" : "") + text
  }

  private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { value, _ in value * 10 } }
}
