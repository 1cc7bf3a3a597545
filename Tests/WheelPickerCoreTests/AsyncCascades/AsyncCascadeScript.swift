import Foundation
import WheelPickerCore

/// A loader whose calls wait until the test answers them, in any order: it
/// delays (nothing answers until told), fails, reorders, and may ignore
/// cancellation (as a slow command that has not been killed yet), so that
/// a result arrives after the user moved on.
final class AsyncCascadeScript: @unchecked Sendable {
  struct Call: Sendable {
    var id: Int
    var path: [AsyncCascadeNode]
    var isCancelled: Bool
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let lock = NSLock()
  private let ignoresCancellation: Bool
  private var nextID = 0
  private var continuations: [Int: CheckedContinuation<[AsyncCascadeNode], any Error>] = [:]
  private var calls: [Int: Call] = [:]
  private var cancelledEarly: Set<Int> = []
  private var registered = 0
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  init(ignoresCancellation: Bool) {
    self.ignoresCancellation = ignoresCancellation
  }

  /// The loader's function.
  func load(_ path: [AsyncCascadeNode]) async throws -> [AsyncCascadeNode] {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        lock.lock()
        calls[id] = Call(id: id, path: path, isCancelled: cancelledEarly.contains(id))
        if cancelledEarly.contains(id), !ignoresCancellation {
          calls[id] = nil
          note()
          lock.unlock()
          continuation.resume(throwing: CancellationError())
          return
        }
        continuations[id] = continuation
        note()
        lock.unlock()
      }
    } onCancel: {
      lock.lock()
      guard calls[id] != nil else {
        cancelledEarly.insert(id)
        lock.unlock()
        return
      }
      calls[id]?.isCancelled = true
      if ignoresCancellation {
        lock.unlock()
        return
      }
      calls[id] = nil
      let continuation = continuations.removeValue(forKey: id)
      lock.unlock()
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Counts a call that registered (or ended at once); called with the lock held.
  private func note() {
    registered += 1
    let ready = waiters.filter { $0.count <= registered }
    waiters.removeAll { $0.count <= registered }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Suspends until `count` calls in all have registered.
  func waitForCalls(_ count: Int) async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if registered >= count {
        lock.unlock()
        continuation.resume()
      } else {
        waiters.append((count, continuation))
        lock.unlock()
      }
    }
  }

  /// Refreshes `engine` through `loader`, then waits until every load it started has called the
  /// script, so that `pending` lists them; `started` counts the loads started, before and after.
  func refresh(
    _ engine: inout SelectionEngine<AsyncCascadeModel>, with loader: AsyncCascadeLoader, started: inout Int
  ) async {
    loader.refresh(&engine)
    let now = loader.startedLoadCount
    if now > started {
      await waitForCalls(now)
      started = now
    }
  }

  /// The calls waiting for an answer, oldest first.
  var pending: [Call] { lock.withLock { calls.values.sorted { $0.id < $1.id } } }

  /// Answers a call.
  func answer(_ id: Int, with result: Result<[AsyncCascadeNode], Failure>) {
    lock.lock()
    calls[id] = nil
    let continuation = continuations.removeValue(forKey: id)
    lock.unlock()
    switch result {
    case .success(let nodes): continuation?.resume(returning: nodes)
    case .failure(let failure): continuation?.resume(throwing: failure)
    }
  }
}
