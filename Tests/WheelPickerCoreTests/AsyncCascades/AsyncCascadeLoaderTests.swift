import Foundation
import Testing
import WheelPickerCore

@Suite("AsyncCascadeLoader")
struct AsyncCascadeLoaderTests {
  /// Answers at once: two branches; `main` fails the first time it is asked.
  final class Branches: @unchecked Sendable {
    private let lock = NSLock()
    private var mainFailures = 1

    func children(_ path: [AsyncCascadeNode]) throws -> [AsyncCascadeNode] {
      switch path.map(\.key) {
      case []: return [.init(name: "main"), .init(name: "dev")]
      case ["main"]:
        let fails = lock.withLock {
          mainFailures -= 1
          return mainFailures >= 0
        }
        if fails { throw WheelPickerError(.invalidData, "exit status 1", reason: .loadFailed) }
        return [.init(key: "a1", name: "Fix")]
      default: return []
      }
    }
  }

  /// Refreshes until no load runs.
  static func loaded(_ engine: inout SelectionEngine<AsyncCascadeModel>, _ loader: AsyncCascadeLoader) async {
    repeat {
      loader.refresh(&engine)
      await loader.loadsFinished()
    } while loader.model() != engine.model
  }

  @Test("a failure is cached until its node is selected again, then loads once more")
  func failureRetriesWhenSelectedAgain() async throws {
    let branches = Branches()
    let loader = try AsyncCascadeLoader(levels: 2) { try branches.children($0) }
    var engine = SelectionEngine(model: loader.model())
    #expect(engine.title(ofRow: 0, inWheel: 0) == "Loading…")
    await Self.loaded(&engine, loader)
    #expect(engine.value.pending == .failed("exit status 1"))
    await Self.loaded(&engine, loader)
    #expect(loader.loadCount(ofPath: ["main"]) == 1)
    engine.selectRow(1, inWheel: 0)
    await Self.loaded(&engine, loader)
    #expect(engine.value == AsyncCascadePath([.init(name: "dev")]))
    engine.selectRow(0, inWheel: 0)
    await Self.loaded(&engine, loader)
    #expect(loader.loadCount(ofPath: ["main"]) == 2)
    #expect(engine.value == AsyncCascadePath([.init(name: "main"), .init(key: "a1", name: "Fix")]))
    // Cached: coming back loads nothing.
    engine.selectRow(1, inWheel: 0)
    engine.selectRow(0, inWheel: 0)
    await Self.loaded(&engine, loader)
    #expect(loader.startedLoadCount == 4)
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("an arrival names the nodes whose children changed and what they are now; a forgotten failure, none")
  func arrivalNamesTheNodes() async throws {
    let branches = Branches()
    let loader = try AsyncCascadeLoader(levels: 2) { try branches.children($0) }
    var engine = SelectionEngine(model: loader.model())
    loader.requestLoads(for: engine)
    await loader.loadsFinished()
    let roots = try #require(loader.arrival(since: engine.model))
    #expect(roots.nodes == [[]] && roots.firstChangedWheel == 0)
    #expect(roots.children == [.loaded(AsyncCascadeRows([.init(name: "main"), .init(name: "dev")]))])
    engine.receive(roots)
    #expect(loader.arrival(since: engine.model) == nil, "the engine shows everything")
    loader.requestLoads(for: engine)
    await loader.loadsFinished()
    let failed = try #require(loader.arrival(since: engine.model))
    #expect(failed.nodes.map { $0.map(\.key) } == [["main"]] && failed.firstChangedWheel == 1)
    #expect(failed.children == [.failed("exit status 1")])
    engine.receive(failed)
    loader.forgetFailures(on: engine)
    let dropped = try #require(loader.arrival(since: engine.model))
    #expect(dropped.nodes.map { $0.map(\.key) } == [["main"]] && dropped.children == [nil])
  }

  @Test("an arrival measured against another model re-derives every wheel, keeping the rows still there")
  func arrivalAgainstAnotherModel() async throws {
    let loader = try AsyncCascadeLoader(levels: 2) { try Branches().children($0) }
    var engine = SelectionEngine(model: loader.model())
    let before = engine
    loader.requestLoads(for: engine)
    await loader.loadsFinished()
    engine.receive(try #require(loader.arrival(since: engine.model)))
    // Measured against the first model, received by an engine that moved on: shown whole.
    let stale = try #require(loader.arrival(since: before.model))
    let (model, unchangedBefore) = engine.model.receiving(stale)
    #expect(unchangedBefore == 0 && model == loader.model())
    #expect(engine.receive(stale).rederivedWheels.lowerBound == 0)
    #expect(engine.title(ofRow: 1, inWheel: 0) == "dev")
  }

  @Test("the last wheel's nodes are never asked for children")
  func lastWheelIsNotLoaded() async throws {
    let loader = try AsyncCascadeLoader(levels: 1) { _ in [.init(name: "only")] }
    var engine = SelectionEngine(model: loader.model())
    await Self.loaded(&engine, loader)
    #expect(loader.startedLoadCount == 1)
    #expect(engine.value == AsyncCascadePath([.init(name: "only")]))
  }

  @Test("onChange is called when a result is taken")
  func onChange() async throws {
    let loader = try AsyncCascadeLoader(levels: 1) { _ in [.init(name: "only")] }
    let calls = Counter()
    loader.onChange = { calls.increment() }
    var engine = SelectionEngine(model: loader.model())
    await Self.loaded(&engine, loader)
    #expect(calls.value == 1)
  }

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
  }
}

extension AsyncCascadeLoaderTests {
  @Test("an idle loader returns from its waits at once and keeps the change handler it was given")
  func idleLoader() async throws {
    let loader = try AsyncCascadeLoader(levels: 1) { _ in [.init(name: "only")] }
    #expect(loader.onChange == nil)
    loader.onChange = {}
    #expect(loader.onChange != nil)
    #expect(!loader.waitForLoads())
    await loader.loadsFinished()
    await loader.loadsEnded(0)
    #expect(loader.endedLoadCount == 0)
    #expect(!loader.isLoading && loader.startedLoadCount == 0)
    loader.onChange = nil
    #expect(loader.onChange == nil)
  }
}
