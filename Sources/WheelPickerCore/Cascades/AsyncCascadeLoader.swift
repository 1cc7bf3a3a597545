import Foundation

/// Loads a cascade's children when they are first needed, and says when they arrive.
///
/// The loader is called with the path of a node (empty for the roots) when a
/// wheel first shows that node's children; until it returns, the wheel shows
/// one disabled row, `loading…`. Results are cached per node (by the keys of
/// its path), failures too: a failed node loads again only when it is
/// selected again after the user moved elsewhere. A load whose node is no
/// longer on the selected path is cancelled, and a result that arrives for it
/// anyway is dropped, so at most one load per node runs at a time.
///
/// ``refresh(_:)`` is the one place where an engine meets the loads: it
/// gives the engine a model of what has arrived (`replaceModel`, which keeps
/// every wheel on its node and re-derives the rest) and starts, cancels and
/// retries the loads the new selection calls for. ``onChange`` is called,
/// on any thread, when a load ends, so that a face calls ``refresh(_:)`` again.
///
/// ```swift
/// let loader = AsyncCascadeLoader(levels: 2) { path in try await children(of: path) }
/// var engine = SelectionEngine(model: loader.model())
/// loader.refresh(&engine)       // starts loading the roots
/// loader.settle(&engine)        // a headless run: wait until nothing loads
/// ```
public final class AsyncCascadeLoader: @unchecked Sendable {
  /// Children of the node at a path, root first (empty for the roots); none for a leaf.
  public typealias Load = @Sendable ([AsyncCascadeNode]) async throws -> [AsyncCascadeNode]

  private struct Running {
    var id: Int
    var task: Task<Void, Never>
  }

  private let load: Load
  private let condition = NSCondition()
  private var template: AsyncCascadeModel
  private var finished: [[String]: AsyncCascadeChildren] = [:]
  private var running: [[String]: Running] = [:]
  private var needed: Set<[String]> = []
  private var version = 0
  private var nextID = 0
  private var starts: [[String]: Int] = [:]
  private var endedCount = 0
  private var droppedCount = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  private var endWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var changeHandler: (@Sendable () -> Void)?

  /// Creates a loader of `levels` wheels.
  ///
  /// - Parameters:
  ///   - levels: the number of wheels; the last wheel's nodes are never asked for children.
  ///   - childRetention: how children follow a parent change (``AsyncCascadeModel/childRetention``).
  ///   - wheelNames: names of the wheels.
  ///   - words: the words of the loading and failure rows.
  ///   - load: the children of a node.
  public init(
    levels: Int, childRetention: Retention = .firstRow, wheelNames: [String] = [],
    words: PickerWords = PickerWords(language: .english), load: @escaping Load
  ) {
    self.load = load
    template = AsyncCascadeModel(
      levels: levels, children: [:], childRetention: childRetention, wheelNames: wheelNames,
      loadingTitle: words.loading, failureTitle: words.loadFailed, source: nil, version: 0)
    template = AsyncCascadeModel(
      levels: levels, children: [:], childRetention: childRetention, wheelNames: wheelNames,
      loadingTitle: words.loading, failureTitle: words.loadFailed, source: ObjectIdentifier(self),
      version: 0)
  }

  deinit {
    for load in running.values { load.task.cancel() }
  }

  /// Cancels every load under way (the sheet ended); their results are dropped.
  public func cancelLoads() {
    condition.locked {
      for load in running.values { load.task.cancel() }
      running = [:]
      needed = []
      wakeIdleWaiters()
    }
  }

  /// Called, on any thread, after a load's result was taken (not for a dropped one).
  public var onChange: (@Sendable () -> Void)? {
    get { condition.locked { changeHandler } }
    set { condition.locked { changeHandler = newValue } }
  }

  /// What has arrived, as a model.
  public func model() -> AsyncCascadeModel {
    condition.locked { template.with(children: finished, version: version) }
  }

  /// Whether a load is under way.
  public var isLoading: Bool { condition.locked { !running.isEmpty } }

  /// How many loads were started for the node at a path of keys (`[]`: the roots).
  public func loadCount(ofPath keys: [String]) -> Int { condition.locked { starts[keys] ?? 0 } }

  /// How many loads were started in all.
  public var startedLoadCount: Int { condition.locked { starts.values.reduce(0, +) } }

  /// How many loads ended (taken, dropped or cancelled).
  public var endedLoadCount: Int { condition.locked { endedCount } }

  /// How many results arrived for a node no longer on the selected path and were dropped.
  public var droppedLoadCount: Int { condition.locked { droppedCount } }

  // MARK: Meeting the engine

  /// Brings an engine up to date: shows what has arrived, then starts the
  /// loads its selected path needs, cancels those it no longer needs, and
  /// loads again a failed node selected anew.
  ///
  /// - Returns: what moved, `nil` when the engine already showed everything.
  /// - Complexity: O(wheels) look-ups, plus a model comparison when a load ended.
  @discardableResult
  public func refresh(_ engine: inout SelectionEngine<AsyncCascadeModel>) -> SelectionChange? {
    var change: SelectionChange?
    // A retry turns a failed row back into a loading one, which the engine must then show.
    for _ in 0...engine.wheelCount {
      let snapshot = model()
      if snapshot != engine.model {
        let moved = engine.replaceModel(snapshot)
        change = change.map { merged($0, moved) } ?? moved
      }
      guard request(paths(needing: engine)) else { break }
    }
    return change
  }

  /// Loads again the failed nodes on the selected path (Confirm pressed on a
  /// failed row), then refreshes the engine.
  ///
  /// - Returns: what moved, `nil` when nothing did.
  @discardableResult
  public func retry(_ engine: inout SelectionEngine<AsyncCascadeModel>) -> SelectionChange? {
    let paths = paths(needing: engine).map { $0.map(\.key) }
    condition.locked {
      for path in paths {
        guard case .failed? = finished[path] else { continue }
        finished[path] = nil
        version += 1
      }
    }
    return refresh(&engine)
  }

  /// Refreshes `engine` until no load is under way, waiting for each (a
  /// headless run before each key, so that a script sees the same wheels
  /// every time). Blocks the calling thread: call it off Swift's cooperative pool.
  ///
  /// - Returns: what moved, `nil` when nothing did.
  @discardableResult
  public func settle(_ engine: inout SelectionEngine<AsyncCascadeModel>) -> SelectionChange? {
    var change: SelectionChange?
    while true {
      if let moved = refresh(&engine) { change = change.map { merged($0, moved) } ?? moved }
      // A load may have ended between the refresh and the wait: its result still needs a refresh.
      if !waitForLoads(), model() == engine.model { return change }
    }
  }

  /// Waits until no load is under way; `false` when none was.
  @discardableResult
  public func waitForLoads() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard !running.isEmpty else { return false }
    while !running.isEmpty { condition.wait() }
    return true
  }

  /// Suspends until no load is under way.
  public func loadsFinished() async {
    await withCheckedContinuation { continuation in
      condition.lock()
      if running.isEmpty {
        condition.unlock()
        continuation.resume()
      } else {
        idleWaiters.append(continuation)
        condition.unlock()
      }
    }
  }

  /// Suspends until `count` loads have ended in all (taken, dropped or cancelled).
  public func loadsEnded(_ count: Int) async {
    await withCheckedContinuation { continuation in
      condition.lock()
      if endedCount >= count {
        condition.unlock()
        continuation.resume()
      } else {
        endWaiters.append((count, continuation))
        condition.unlock()
      }
    }
  }

  /// The paths whose children the engine's wheels show: the roots, then each
  /// loaded node selected before the last wheel.
  private func paths(needing engine: SelectionEngine<AsyncCascadeModel>) -> [[AsyncCascadeNode]] {
    let nodes = engine.model.nodes(of: engine.selection)
    let depth = min(nodes.count, engine.wheelCount - 1)
    return (0...depth).map { Array(nodes.prefix($0)) }
  }

  /// Starts the loads of `paths` that have not run, cancels the running ones
  /// not among them, and forgets the failures of paths newly needed.
  ///
  /// - Returns: whether a failure was forgotten (the model changed).
  private func request(_ paths: [[AsyncCascadeNode]]) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    let keys = paths.map { $0.map(\.key) }
    let wanted = Set(keys)
    for (path, load) in running where !wanted.contains(path) {
      load.task.cancel()
      running[path] = nil
    }
    var forgot = false
    for (nodes, path) in zip(paths, keys) {
      if case .failed? = finished[path], !needed.contains(path) {
        finished[path] = nil
        version += 1
        forgot = true
      }
      if finished[path] == nil, running[path] == nil { start(nodes, at: path) }
    }
    needed = wanted
    if running.isEmpty { wakeIdleWaiters() }
    return forgot
  }

  /// Starts a load; called with the lock held.
  private func start(_ nodes: [AsyncCascadeNode], at path: [String]) {
    nextID += 1
    let id = nextID
    starts[path, default: 0] += 1
    let load = self.load
    let task = Task { [weak self] in
      let result: AsyncCascadeChildren?
      do {
        result = .loaded(AsyncCascadeRows(try await load(nodes)))
      } catch is CancellationError {
        result = nil
      } catch {
        result = .failed(Self.reason(error))
      }
      self?.end(id, at: path, with: result)
    }
    running[path] = Running(id: id, task: task)
  }

  private func end(_ id: Int, at path: [String], with result: AsyncCascadeChildren?) {
    condition.lock()
    endedCount += 1
    var handler: (@Sendable () -> Void)?
    if running[path]?.id == id {
      running[path] = nil
      if let result {
        finished[path] = result
        version += 1
        handler = changeHandler
      }
    } else if result != nil {
      droppedCount += 1
    }
    if running.isEmpty { wakeIdleWaiters() }
    let ready = endWaiters.filter { $0.count <= endedCount }
    endWaiters.removeAll { $0.count <= endedCount }
    condition.unlock()
    for waiter in ready { waiter.continuation.resume() }
    handler?()
  }

  /// Wakes whoever waits for the loads to end; called with the lock held.
  private func wakeIdleWaiters() {
    condition.broadcast()
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  /// A failure's reason as the failed row shows it.
  static func reason(_ error: any Error) -> String {
    if let error = error as? WheelPickerError { return error.message }
    return String(describing: error)
  }

  /// One change of two successive ones: the second's moves after the first's, every wheel reloaded.
  private func merged(_ first: SelectionChange, _ second: SelectionChange) -> SelectionChange {
    let lower = min(first.rederivedWheels.lowerBound, second.rederivedWheels.lowerBound)
    let upper = max(first.rederivedWheels.upperBound, second.rederivedWheels.upperBound)
    return SelectionChange(
      rederivedWheels: lower..<upper,
      reloadedWheels: Array(Set(first.reloadedWheels + second.reloadedWheels)).sorted(),
      moves: first.moves + second.moves)
  }
}
