import Foundation
import Testing
import WheelPickerCore

/// A headless run waits for the loads on a thread of its own (`waitForLoads(_:)` blocks its
/// thread): every level arrives, the moves of the refreshes come back as one change, and a
/// failure loads again when retried.
@Suite("AsyncCascadeLoader: waiting for the loads, and retrying a failure")
struct AsyncCascadeLoaderWaitingTests {
  /// Two children `a` and `b` under every node (keyed by depth); the roots fail the first time.
  final class RootsFailOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var hasFailed = false

    func children(_ path: [AsyncCascadeNode]) throws -> [AsyncCascadeNode] {
      if path.isEmpty {
        let fails = lock.withLock {
          defer { hasFailed = true }
          return !hasFailed
        }
        if fails { throw WheelPickerError(.invalidData, "exit status 1", reason: .loadFailed) }
      }
      return ["a", "b"].map { AsyncCascadeNode(key: "\(path.count)\($0)", name: $0) }
    }
  }

  /// Runs `body` on a thread of its own, off Swift's cooperative pool, and returns its result.
  static func onAThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }

  @Test("the roots fail, a retry loads them, and the wait brings every level with one merged change")
  func waitAndRetry() async throws {
    let source = RootsFailOnce()
    let loader = try AsyncCascadeLoader(levels: 3) { try source.children($0) }
    let start = SelectionEngine(model: loader.model())
    let (failed, loaded, retried, waited) = await Self.onAThread {
      var engine = start
      _ = loader.waitForLoads(&engine)
      let failed = engine
      let retried = loader.retry(&engine)
      let waited = loader.waitForLoads(&engine)
      return (failed, engine, retried, waited)
    }
    #expect(failed.value.pending == .failed("exit status 1"))
    #expect(retried != nil, "the failed row shows loading again")
    let a = ["0a", "1a", "2a"].map { AsyncCascadeNode(key: $0, name: "a") }
    #expect(loaded.value == AsyncCascadePath(a))
    let reloaded = try #require(waited?.reloadedWheels)
    #expect(reloaded == reloaded.sorted() && Set(reloaded).count == reloaded.count, "\(reloaded)")
    #expect(Set(reloaded).isSuperset(of: [1, 2]), "the levels below the roots arrived: \(reloaded)")
    #expect(loaded.invariantViolations().isEmpty)
    #expect(loader.loadCount(ofPath: []) == 2, "the roots were asked again once")
  }
}
