import Testing
import WheelPickerCore

@Suite("AsyncCascadeLoader properties")
struct AsyncCascadeLoaderPropertyTests {
  /// What the test answered for each path, and how often a load may have started there.
  struct Ledger {
    var answers: [[String]: Result<[AsyncCascadeNode], AsyncCascadeScript.Failure>] = [:]
    /// Loads a path may have had beyond its first: one per failure (retried when selected
    /// anew), one per cancellation (the node left before its result).
    var extraStarts: [[String]: Int] = [:]
    /// Every path a load ran for.
    var seen: Set<[String]> = []
  }

  static func children(_ random: inout SeededGenerator) -> [AsyncCascadeNode] {
    let count = Int.random(in: 0...4, using: &random)
    // Keys may repeat (the loader keeps the first) and names may repeat across parents.
    return (0..<count).map { _ in
      let key = "k\(Int.random(in: 0..<5, using: &random))"
      return AsyncCascadeNode(key: key, name: "node \(key)")
    }
  }

  /// Every rule that must hold between two steps, as sentences.
  static func violations(
    _ engine: SelectionEngine<AsyncCascadeModel>, loader: AsyncCascadeLoader, script: AsyncCascadeScript,
    ledger: Ledger
  ) -> [String] {
    var problems = engine.invariantViolations()
    var copy = engine
    do {
      try copy.select(engine.value)
      if copy.value != engine.value { problems.append("value \(engine.value) shows as \(copy.value)") }
    } catch {
      problems.append("value \(engine.value) does not round-trip: \(error)")
    }
    // The wheels show what was answered, and a loading row only where a load runs.
    let live = script.pending.filter { !$0.isCancelled }
    let livePaths = live.map { $0.path.map(\.key) }
    if Set(livePaths).count != livePaths.count { problems.append("two loads run for one node: \(livePaths)") }
    let nodes = engine.model.nodes(of: engine.selection)
    for wheel in 0..<engine.wheelCount {
      guard wheel <= nodes.count else { break }
      let path = nodes.prefix(wheel).map(\.key)
      let count = engine.rowCount(ofWheel: wheel)
      switch ledger.answers[path] {
      case .success(let answered)?:
        let shown = (0..<count).map { engine.title(ofRow: $0, inWheel: wheel) }
        let expected = AsyncCascadeRows(answered).nodes.map(\.name)
        if shown != expected && !livePaths.contains(path) {
          problems.append("wheel \(wheel) at \(path) shows \(shown), answered \(expected)")
        }
      case .failure?, nil:
        if count != 1 || engine.isRowEnabled(0, inWheel: wheel) {
          problems.append("wheel \(wheel) at \(path) has \(count) rows, not one disabled placeholder")
        }
      }
      if engine.title(ofRow: 0, inWheel: wheel) == engine.model.loadingTitle, count == 1,
        !livePaths.contains(path)
      {
        problems.append("wheel \(wheel) at \(path) is loading but no load runs")
      }
    }
    for path in livePaths where !(0...min(nodes.count, engine.wheelCount - 1)).contains(path.count) {
      problems.append("a load runs for \(path), which no wheel shows")
    }
    for path in livePaths where Array(nodes.prefix(path.count).map(\.key)) != path {
      problems.append("a load runs for \(path), off the selected path")
    }
    for path in ledger.seen where loader.loadCount(ofPath: path) > 1 + ledger.extraStarts[path, default: 0] {
      problems.append(
        "\(loader.loadCount(ofPath: path)) loads for \(path), \(ledger.extraStarts[path, default: 0]) retries"
      )
    }
    return problems
  }

  @Test(
    "a scripted loader that delays, fails and reorders keeps every invariant, cancels and drops stale loads",
    arguments: [11, 12, 13, 14] as [UInt64], [false, true])
  func scriptedLoads(seed: UInt64, ignoresCancellation: Bool) async throws {
    var random = SeededGenerator(seed: seed)
    let comment = Comment(rawValue: "seed \(seed), ignores cancellation \(ignoresCancellation)")
    for round in 0..<6 {
      let levels = Int.random(in: 1...4, using: &random)
      let script = AsyncCascadeScript(ignoresCancellation: ignoresCancellation)
      let retention: Retention = round.isMultiple(of: 2) ? .firstRow : .sameValueOrFirst
      let loader = try AsyncCascadeLoader(levels: levels, childRetention: retention) {
        try await script.load($0)
      }
      var engine = SelectionEngine(model: loader.model())
      var ledger = Ledger()
      var started = 0
      ledger.seen.insert([])
      // A load started is one call of the script; each path may have started one more now.
      func refreshed() async { await script.refresh(&engine, with: loader, started: &started) }
      await refreshed()
      for step in 0..<150 {
        let before = Set(script.pending.filter { !$0.isCancelled }.map { $0.path.map(\.key) })
        var answeredNow: Set<[String]> = []
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1:
          let wheel = Int.random(in: 0..<engine.wheelCount, using: &random)
          let row = Int.random(in: -1...(engine.rowCount(ofWheel: wheel) + 1), using: &random)
          engine.selectRow(row, inWheel: wheel)
        case 2:
          let wheel = Int.random(in: 0..<engine.wheelCount, using: &random)
          engine.step(Int.random(in: -2...2, using: &random), inWheel: wheel)
        default:
          let pending = script.pending
          guard !pending.isEmpty else { break }
          let call = pending[Int.random(in: 0..<pending.count, using: &random)]
          let path = call.path.map(\.key)
          let result: Result<[AsyncCascadeNode], AsyncCascadeScript.Failure> =
            Int.random(in: 0..<5, using: &random) == 0
            ? .failure(.init(description: "failure \(step)")) : .success(Self.children(&random))
          let ended = loader.endedLoadCount
          let dropped = loader.droppedLoadCount
          script.answer(call.id, with: result)
          answeredNow.insert(path)
          await loader.loadsEnded(ended + 1)
          if call.isCancelled {
            #expect(loader.droppedLoadCount == dropped + 1, "a stale result is dropped, \(comment)")
          } else {
            ledger.answers[path] = result
            if case .failure = result { ledger.extraStarts[path, default: 0] += 1 }
          }
        }
        await refreshed()
        // A node whose load was cancelled may load once more.
        let after = Set(script.pending.filter { !$0.isCancelled }.map { $0.path.map(\.key) })
        ledger.seen.formUnion(after)
        for path in before.subtracting(after) where !answeredNow.contains(path) {
          ledger.extraStarts[path, default: 0] += 1
        }
        let problems = Self.violations(engine, loader: loader, script: script, ledger: ledger)
        #expect(problems.isEmpty, "\(problems) at round \(round), step \(step), \(comment)")
        if !problems.isEmpty { return }
      }
      // Answering everything left ends every load, and the path is complete unless a load failed.
      while let call = script.pending.first {
        let ended = loader.endedLoadCount
        script.answer(call.id, with: .success([]))
        await loader.loadsEnded(ended + 1)
        if !call.isCancelled { ledger.answers[call.path.map(\.key)] = .success([]) }
        await refreshed()
      }
      await loader.loadsFinished()
      #expect(!loader.isLoading, comment)
      if engine.value.pending != nil {
        guard case .failed? = engine.value.pending else {
          Issue.record("a path still loading after every load ended: \(engine.value), \(comment)")
          return
        }
      }
    }
  }
}
