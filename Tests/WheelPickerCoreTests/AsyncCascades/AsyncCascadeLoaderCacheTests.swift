import Foundation
import Testing
import WheelPickerCore

/// The children cache is bounded by bytes, least recently used first; the selected path's
/// children are never dropped, and a dropped node visited again loads again and shows the same
/// rows. A deep path is loaded level by level, each arrival re-deriving only the wheels from
/// the one it filled.
@Suite("AsyncCascadeLoader: the bounded children cache and deep paths")
struct AsyncCascadeLoaderCacheTests {
  /// Ten roots, each with `width` children whose names are `size` bytes long.
  static func wide(width: Int, size: Int) -> AsyncCascadeLoader.Load {
    { path in
      guard let parent = path.last?.key else { return (0..<10).map { AsyncCascadeNode(name: "root\($0)") } }
      return (0..<width).map {
        AsyncCascadeNode(key: "\(parent)/\($0)", name: String(repeating: "x", count: size))
      }
    }
  }

  /// Refreshes until no load runs (a test runs on Swift's cooperative pool, where `waitForLoads`, which
  /// blocks its thread, must not be called).
  static func waitForLoads(
    _ engine: inout SelectionEngine<AsyncCascadeModel>, _ loader: AsyncCascadeLoader
  ) async {
    repeat {
      loader.refresh(&engine)
      await loader.loadsFinished()
    } while loader.model() != engine.model
  }

  @Test("visiting every root keeps the cache under its limit, and a dropped node loads again alike")
  func boundedByBytes() async throws {
    // Each root's children: 100 × (96 + 1,000 + key) ≈ 110 KB; a 300 KB cache holds two of them.
    let loader = try AsyncCascadeLoader(
      levels: 2, cacheLimit: 300_000, load: Self.wide(width: 100, size: 1_000))
    var engine = SelectionEngine(model: loader.model())
    await Self.waitForLoads(&engine, loader)
    var highest = 0
    for root in 0..<10 {
      engine.selectRow(root, inWheel: 0)
      await Self.waitForLoads(&engine, loader)
      highest = max(highest, loader.cachedByteCount)
      #expect(engine.rowCount(ofWheel: 1) == 100, "root \(root)")
    }
    #expect(highest <= 300_000, "the cache held \(highest) bytes")
    #expect(loader.evictedNodeCount >= 7)
    #expect(loader.loadCount(ofPath: ["root0"]) == 1)
    engine.selectRow(0, inWheel: 0)
    await Self.waitForLoads(&engine, loader)
    #expect(loader.loadCount(ofPath: ["root0"]) == 2, "the dropped node loaded again")
    #expect(engine.rowCount(ofWheel: 1) == 100)
    #expect(engine.title(ofRow: 99, inWheel: 1) == String(repeating: "x", count: 1_000))
    #expect(engine.value.nodes.map(\.key) == ["root0", "root0/0"])
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("the selected path's children stay, even when they alone exceed the limit")
  func selectedPathIsKept() async throws {
    let loader = try AsyncCascadeLoader(levels: 3, cacheLimit: 1_000, load: Self.wide(width: 50, size: 100))
    var engine = SelectionEngine(model: loader.model())
    await Self.waitForLoads(&engine, loader)
    engine.step(3, inWheel: 1)
    await Self.waitForLoads(&engine, loader)
    #expect(engine.value.isComplete)
    #expect(engine.value.nodes.map(\.key) == ["root0", "root0/3", "root0/3/0"])
    #expect(loader.loadCount(ofPath: ["root0"]) == 1, "no reload loop on the selected path")
    #expect(!loader.isLoading)
  }

  @Test("a deep path loads level by level; each arrival re-derives only from the wheel it filled")
  func deepPathRederivesFromTheArrival() async throws {
    let levels = 60
    let loader = try AsyncCascadeLoader(levels: levels) { path in
      [
        AsyncCascadeNode(key: "\(path.count)a", name: "a"),
        AsyncCascadeNode(key: "\(path.count)b", name: "b"),
      ]
    }
    var engine = SelectionEngine(model: loader.model())
    await Self.waitForLoads(&engine, loader)
    #expect(engine.value.nodes.count == levels)
    #expect(engine.value.isComplete)
    // One more level's children: moving the deepest parent re-derives from the wheel after it.
    engine.selectRow(1, inWheel: levels - 2)
    loader.refresh(&engine)
    await loader.loadsFinished()
    let change = loader.refresh(&engine)
    #expect(change?.rederivedWheels == (levels - 1)..<levels)
    #expect(engine.value.nodes.last?.key == "\(levels - 1)a")
  }

  @Test(
    "levels and cacheLimit out of range are refused, each by its own reason",
    arguments: [(0, 1), (-1, 1), (1 << 40, 1), (1_001, 1), (2, -1)])
  func refusedArguments(levels: Int, cacheLimit: Int) {
    #expect(
      kindAndReason { try AsyncCascadeLoader(levels: levels, cacheLimit: cacheLimit) { _ in [] } }
        == KindAndReason(.invalidData, cacheLimit < 0 ? .cacheLimitNegative : .levelsOutOfRange))
  }
}
