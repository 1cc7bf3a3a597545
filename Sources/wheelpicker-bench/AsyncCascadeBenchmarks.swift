import WheelPickerCore

/// Children loaded on demand: `AsyncCascadeLoader.waitForLoads` down a path of 100, 200, 300 and 1,000
/// levels whose loads answer at once (three children each), so the figures are the loader's and
/// the engine's own work per level.
enum AsyncCascadeBenchmarks {
  static func run(_ report: BenchReport) {
    report.section("children loaded on demand: waiting for the loads down a deep path")
    let sizes = [100, 200, 300, 1_000]
    let times = Bench.fastestMilliseconds(
      of: sizes.map { levels in { benchSink &+= waitForLoads(levels: levels) } })
    var perLevel: [Int: Double] = [:]
    for (levels, milliseconds) in zip(sizes, times) {
      report.figure("wait for loads, \(levels) levels", milliseconds, "ms")
      perLevel[levels] = milliseconds / Double(levels)
    }
    // Each arrival costs the same whatever the depth: its snapshot shares the numbering and all but
    // one path of the children trie with the one before, the walks go on from where they were, and
    // the engine re-derives the wheels it fills. So the time per level stays flat.
    let base = perLevel[100] ?? .nan
    for levels in [300, 1_000] {
      report.target(
        "wait for loads: time per level at \(levels) ÷ at 100 levels", (perLevel[levels] ?? .nan) / base,
        below: 1.3,
        "×")
    }
    report.target("wait for loads, 1000 levels", (perLevel[1_000] ?? .nan) * 1_000, below: 1_000, "ms")
  }

  /// Waits for the loads of a fresh loader of `levels` wheels; returns the depth of the path loaded.
  static func waitForLoads(levels: Int) -> Int {
    guard
      let loader = try? AsyncCascadeLoader(
        levels: levels,
        load: { path in ["a", "b", "c"].map { AsyncCascadeNode(key: "\(path.count)\($0)", name: $0) } })
    else { return 0 }
    var engine = SelectionEngine(model: loader.model())
    loader.waitForLoads(&engine)
    return engine.model.nodes(of: engine.selection).count
  }
}
