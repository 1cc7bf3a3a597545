import WheelPickerCore

/// Children loaded on demand: `AsyncCascadeLoader.waitForLoads` down a path of 100, 200, 300 and 1,000
/// levels whose loads answer at once (three children each), so the figures are the loader's and
/// the engine's own work per level.
enum AsyncCascadeBenchmarks {
  static func run(_ report: BenchReport) {
    report.section("children loaded on demand: waiting for the loads down a deep path")
    let sizes = [100, 200, 300, 1_000]
    // Each timed body loads about 1,000 levels in all (ten paths of 100, one of 1,000), so that
    // every size is as exposed to the machine's other work as the others: a short body's minimum
    // would fall more often in a quiet moment than a long one's.
    let paths = sizes.map { max(1, 1_000 / $0) }
    let times = Bench.fastestMilliseconds(
      of: zip(sizes, paths).map { levels, count in
        { for _ in 0..<count { benchSink &+= waitForLoads(levels: levels) } }
      } + [{ for _ in 0..<Yardstick.batch { Yardstick.run() } }])
    let yardstick = times[sizes.count] / Double(Yardstick.batch)
    var perLevel: [Int: Double] = [:]
    for (index, levels) in sizes.enumerated() {
      let milliseconds = times[index] / Double(paths[index])
      report.figure("wait for loads, \(levels) levels", milliseconds, "ms")
      perLevel[levels] = milliseconds / Double(levels)
    }
    // Each arrival costs the same whatever the depth: its snapshot shares the numbering and all but
    // one path of the children trie with the one before, the walks go on from where they were, and
    // the engine re-derives the wheels it fills. So the time per level stays flat (a cost of O(depth)
    // an arrival made these ratios ~2 and ~5). 1,000 levels hold ten times the nodes, which the
    // caches feel on a busy machine: its bound is looser.
    let base = perLevel[100] ?? .nan
    for (levels, bound) in [(300, 1.3), (1_000, 1.5)] {
      let ratio = (perLevel[levels] ?? .nan) / base
      report.target("wait for loads: time per level at \(levels) ÷ at 100 levels", ratio, below: bound, "×")
    }
    report.target(
      "wait for loads, 1000 levels", ((perLevel[1_000] ?? .nan) * 1_000, yardstick), unit: "ms",
      below: 3_000)
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
