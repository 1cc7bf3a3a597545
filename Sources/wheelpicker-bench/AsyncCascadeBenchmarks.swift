import WheelPickerCore

/// Children loaded on demand: `AsyncCascadeLoader.waitForLoads` down a path of 100, 200 and 300 levels
/// whose loads answer at once (three children each), so the figures are the loader's and the
/// engine's own work per level.
enum AsyncCascadeBenchmarks {
  static func run(_ report: BenchReport) {
    report.section("children loaded on demand: settle down a deep path")
    var perLevel: [Double] = []
    for levels in [100, 200, 300] {
      let milliseconds = Bench.fastestMilliseconds(repeats: 2) { benchSink &+= settle(levels: levels) }
      report.figure("settle, \(levels) levels", milliseconds, "ms")
      perLevel.append(milliseconds / Double(levels))
    }
    // An arrival's walk and re-derivation cover the wheels it fills; copying the store for the new
    // model snapshot is still O(depth), so this ratio is above 1.
    report.figure("settle: time per level at 300 ÷ at 100 levels", perLevel[2] / perLevel[0], "×")
    report.target("settle, 300 levels", perLevel[2] * 300, below: 100, "ms")
  }

  /// Settles a fresh loader of `levels` wheels; returns the depth of the settled path.
  static func settle(levels: Int) -> Int {
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
