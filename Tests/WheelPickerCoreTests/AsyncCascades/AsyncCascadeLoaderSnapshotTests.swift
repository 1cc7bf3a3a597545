import Testing
import WheelPickerCore

/// Every model a loader hands out is a snapshot: arrivals, evictions and the walks later models
/// take over never change what it shows.
@Suite("AsyncCascadeLoader snapshots")
struct AsyncCascadeLoaderSnapshotTests {
  /// A model as it was handed out, with its children then and a selection it was shown with.
  struct Taken {
    var model: AsyncCascadeModel
    var children: [[String]: AsyncCascadeChildren]
    var selection: WheelSelection
  }

  /// How `model` answers differently from a fresh model of `children`, wheel by wheel, under an
  /// engine's selection of the fresh model that starts on `selection`'s rows.
  static func differences(_ taken: Taken, levels: Int, retention: Retention) -> [String] {
    var problems: [String] = []
    if taken.model.children != taken.children { problems.append("its children changed") }
    let fresh = AsyncCascadeModel(levels: levels, children: taken.children, childRetention: retention)
    var engines = (SelectionEngine(model: taken.model), SelectionEngine(model: fresh))
    for (wheel, row) in taken.selection.enumerated() {
      guard let row else { break }
      engines.0.selectRow(row, inWheel: wheel)
      engines.1.selectRow(row, inWheel: wheel)
    }
    let selection = engines.1.selection
    if engines.0.selection != selection {
      problems.append("the engine settles on \(engines.0.selection.rows), fresh \(selection.rows)")
    }
    for wheel in 0..<levels {
      let count = taken.model.rowCount(ofWheel: wheel, given: selection)
      guard count == fresh.rowCount(ofWheel: wheel, given: selection) else {
        problems.append(
          "wheel \(wheel): \(count) rows, fresh \(fresh.rowCount(ofWheel: wheel, given: selection))")
        continue
      }
      for row in 0..<count {
        let ours = (
          taken.model.title(ofRow: row, inWheel: wheel, given: selection),
          taken.model.key(ofRow: row, inWheel: wheel, given: selection),
          taken.model.isRowEnabled(row, inWheel: wheel, given: selection)
        )
        let theirs = (
          fresh.title(ofRow: row, inWheel: wheel, given: selection),
          fresh.key(ofRow: row, inWheel: wheel, given: selection),
          fresh.isRowEnabled(row, inWheel: wheel, given: selection)
        )
        if ours != theirs { problems.append("wheel \(wheel) row \(row): \(ours), fresh \(theirs)") }
      }
    }
    if taken.model.value(of: selection) != fresh.value(of: selection) {
      problems.append("value \(taken.model.value(of: selection)), fresh \(fresh.value(of: selection))")
    }
    return problems
  }

  @Test(
    "arrivals, evictions and moves interleaved with reads: every model handed out answers as a fresh one",
    arguments: [31, 32, 33, 34] as [UInt64])
  func snapshotsNeverChange(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let comment = Comment(rawValue: "seed \(seed)")
    let levels = 4
    let retention: Retention = seed.isMultiple(of: 2) ? .firstRow : .sameValueOrFirst
    let script = AsyncCascadeScript(ignoresCancellation: false)
    // A few hundred bytes: two or three nodes' children, so that moving about evicts.
    let loader = try AsyncCascadeLoader(levels: levels, childRetention: retention, cacheLimit: 700) {
      try await script.load($0)
    }
    var engine = SelectionEngine(model: loader.model())
    var taken: [Taken] = []
    var started = 0
    func refreshed() async { await script.refresh(&engine, with: loader, started: &started) }
    await refreshed()
    for step in 0..<300 {
      switch Int.random(in: 0..<8, using: &random) {
      case 0, 1:
        let wheel = Int.random(in: 0..<levels, using: &random)
        engine.selectRow(
          Int.random(in: 0..<max(1, engine.rowCount(ofWheel: wheel)), using: &random), inWheel: wheel)
      case 2, 3, 4:
        guard let call = script.pending.randomElement(using: &random) else { break }
        let count = Int.random(in: 0...4, using: &random)
        let nodes = (0..<count).map { AsyncCascadeNode(key: "k\($0)", name: "\(step)-\($0)") }
        let ended = loader.endedLoadCount
        script.answer(
          call.id,
          with: Int.random(in: 0..<6, using: &random) == 0
            ? .failure(.init(description: "no")) : .success(nodes))
        await loader.loadsEnded(ended + 1)
      case 5:
        let model = loader.model()
        taken.append(Taken(model: model, children: model.children, selection: engine.selection))
      default:
        guard let old = taken.randomElement(using: &random) else { break }
        let problems = Self.differences(old, levels: levels, retention: retention)
        #expect(problems.isEmpty, "seed \(seed), step \(step): \(problems)")
        if !problems.isEmpty { return }
      }
      await refreshed()
      // The engine's own model, whose walk the next refresh takes over.
      taken.append(Taken(model: engine.model, children: engine.model.children, selection: engine.selection))
      #expect(engine.invariantViolations().isEmpty, comment)
    }
    for (index, old) in taken.enumerated() {
      let problems = Self.differences(old, levels: levels, retention: retention)
      #expect(problems.isEmpty, "seed \(seed), model \(index) at the end: \(problems)")
      if !problems.isEmpty { return }
    }
    #expect(loader.evictedNodeCount > 0, "seed \(seed): the run evicted children")
    loader.cancelLoads()
    while let call = script.pending.first { script.answer(call.id, with: .success([])) }
  }
}
