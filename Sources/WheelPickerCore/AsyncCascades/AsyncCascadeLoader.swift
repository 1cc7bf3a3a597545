import Foundation

/// Loads a cascade's children when they are first needed, and says when they arrive.
///
/// The loader is called with the path of a node (empty for the roots) when a
/// wheel first shows that node's children; until it returns, the wheel shows
/// one disabled row, `loading…`. Results are cached per node (by the keys of
/// its path), failures too, up to ``cacheLimit`` bytes (the nodes least
/// recently on the selected path are dropped first and load again when shown):
/// a failed node loads again only when it is selected again after the user
/// moved elsewhere. A load whose node is no
/// longer on the selected path is cancelled, and a result that arrives for it
/// anyway is dropped, so at most one load per node runs at a time.
///
/// ``refresh(_:)`` is the one place where an engine meets the loads: it
/// gives the engine a model of what has arrived (`replaceModel`, which keeps
/// every wheel on its node and re-derives the rest) and starts, cancels and
/// retries the loads the new selection calls for. ``onChange`` is called,
/// on any thread, when a load ends, so that a face calls ``refresh(_:)`` again.
///
/// <!-- snippet: compile-only: waitForLoads blocks its thread, and a test runs on the cooperative pool
/// @Sendable func children(of path: [AsyncCascadeNode]) async throws -> [AsyncCascadeNode] {
///   ["a", "b"].map { AsyncCascadeNode(key: "\(path.count)\($0)", name: $0) }
/// }
/// -->
/// ```swift
/// let loader = try AsyncCascadeLoader(levels: 2) { path in try await children(of: path) }
/// var engine = SelectionEngine(model: loader.model())
/// loader.refresh(&engine)       // starts loading the roots
/// loader.waitForLoads(&engine)        // a headless run: wait until nothing loads
/// ```
public final class AsyncCascadeLoader: @unchecked Sendable {
  /// Children of the node at a path, root first (empty for the roots); none for a leaf.
  public typealias Load = @Sendable ([AsyncCascadeNode]) async throws -> [AsyncCascadeNode]

  private struct Running {
    var id: Int
    var task: Task<Void, Never>
  }

  /// What the cache holds of one node: its estimated bytes and when it was last on the path.
  private struct Cached {
    var bytes: Int
    var lastUse: Int
  }

  /// The default ``cacheLimit``: 64 MiB.
  public static let defaultCacheLimit = 64 << 20
  /// The bytes a child is estimated at beyond its key's and name's UTF-8 bytes.
  public static let bytesPerChild = 96

  private let load: Load
  private let condition = Condition()
  private var template: AsyncCascadeModel
  private var store = AsyncCascadeStore()
  private var cached: [Int: Cached] = [:]
  private var cachedBytes = 0
  private var clock = 0
  private var running: [Int: Running] = [:]
  private var needed: Set<Int> = []
  /// The nodes of the selected path at the last walk (the roots' parent first), the rows that
  /// led to them and the nodes they are (as numbered: what a load of the last is given), how far
  /// those rows are known to be the selection's without comparing them, and the version of the
  /// model walked.
  private var path: [Int] = []
  private var pathRows: [Int] = []
  private var pathNodes: [AsyncCascadeNode] = []
  private var pathMark = WheelSelection.RowsMark()
  private var walkVersion = 0
  /// How many of the selection's rows were compared one by one with `pathRows`, in all.
  private var pathComparisons = 0
  private var version = 0
  /// The shallowest wheel each version changed, by version (index `v - 1` for version `v`).
  private var changedWheels: [Int] = []
  private var changedNodes: [Int] = []
  private var nextID = 0
  private var starts: [Int: Int] = [:]
  private var endedCount = 0
  private var droppedCount = 0
  private var evictedCount = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  private var endWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var changeHandler: (@Sendable () -> Void)?

  /// The most bytes the children cache holds, estimated per child as its key's and name's UTF-8
  /// bytes plus ``bytesPerChild``. Past it, the children of the nodes least recently on the
  /// selected path are dropped (never those the selected path shows), and load again when a
  /// wheel shows them again.
  public let cacheLimit: Int

  /// The most wheels a loader takes.
  public static let maximumLevels = 1_000

  /// Creates a loader of `levels` wheels.
  ///
  /// - Parameters:
  ///   - levels: the number of wheels, from 1 to ``maximumLevels``; the last wheel's nodes are
  ///     never asked for children.
  ///   - childRetention: how children follow a parent change (``AsyncCascadeModel/childRetention``).
  ///   - wheelNames: names of the wheels.
  ///   - words: the words of the loading and failure rows.
  ///   - cacheLimit: the most bytes of children kept (``cacheLimit``).
  ///   - load: the children of a node.
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming `levels` or `cacheLimit` when out of range.
  public init(
    levels: Int, childRetention: Retention = .firstRow, wheelNames: [String] = [],
    words: PickerWords = PickerWords(language: .english), cacheLimit: Int = defaultCacheLimit,
    load: @escaping Load
  ) throws(WheelPickerError) {
    guard (1...Self.maximumLevels).contains(levels) else {
      throw WheelPickerError(
        .invalidData, "levels \(levels) is out of range: a loader has from 1 to \(Self.maximumLevels) wheels",
        reason: .levelsOutOfRange)
    }
    guard cacheLimit >= 0 else {
      throw WheelPickerError(
        .invalidData, "cacheLimit \(cacheLimit) is negative: it is a number of bytes",
        reason: .cacheLimitNegative)
    }
    self.load = load
    self.cacheLimit = cacheLimit
    template = AsyncCascadeModel(
      levels: levels, store: AsyncCascadeStore(), childRetention: childRetention, wheelNames: wheelNames,
      loadingTitle: words.loading, failureTitle: words.loadFailed, source: nil, version: 0)
    template = template.with(source: ObjectIdentifier(self))
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
      path = []
      pathRows = []
      pathNodes = []
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
    condition.locked { template.with(store: store, version: version) }
  }

  /// The bytes the children cache holds now (estimated as ``cacheLimit`` says).
  package var cachedByteCount: Int { condition.locked { cachedBytes } }

  /// How many nodes' children were dropped from the cache to keep it under ``cacheLimit``.
  package var evictedNodeCount: Int { condition.locked { evictedCount } }

  /// Whether a load is under way.
  package var isLoading: Bool { condition.locked { !running.isEmpty } }

  /// How many loads were started for the node at a path of keys (`[]`: the roots).
  package func loadCount(ofPath keys: [String]) -> Int {
    condition.locked { store.number(ofPath: keys).flatMap { starts[$0] } ?? 0 }
  }

  /// How many loads were started in all.
  package var startedLoadCount: Int { condition.locked { starts.values.reduce(0, +) } }

  /// How many loads ended (taken, dropped or cancelled).
  package var endedLoadCount: Int { condition.locked { endedCount } }

  /// How many results arrived for a node no longer on the selected path and were dropped.
  package var droppedLoadCount: Int { condition.locked { droppedCount } }

  /// How many slots of the children trie the loader copied, in all, because a snapshot still
  /// held them (the work of keeping snapshots immutable, O(log₃₂ nodes) an arrival).
  package var copiedSlotCount: Int { condition.locked { store.children.copiedSlotCount } }

  /// How many of the selection's rows the loader compared one by one with the path it walked last.
  package var pathComparisonCount: Int { condition.locked { pathComparisons } }

  // MARK: Meeting the engine

  /// Brings an engine up to date: shows what has arrived (``arrival(since:)``, then
  /// ``SelectionEngine/receive(_:)``), then starts the loads its selected path needs
  /// (``requestLoads(for:)``), again while that forgets a failure.
  ///
  /// - Returns: what moved, `nil` when the engine already showed everything.
  /// - Complexity: O(wheels) look-ups of one key each, plus, when something arrived, the
  ///   engine's re-derivation of the wheels from the shallowest one that changed.
  @discardableResult
  public func refresh(_ engine: inout SelectionEngine<AsyncCascadeModel>) -> SelectionChange? {
    var change: SelectionChange?
    // A retry turns a failed row back into a loading one, which the engine must then show.
    for _ in 0...engine.wheelCount {
      if let arrival = arrival(since: engine.model) { Self.merge(engine.receive(arrival), into: &change) }
      guard requestLoads(for: engine) else { break }
    }
    return change
  }

  /// What arrived, or was dropped, since `old` (an engine's model), for the engine to receive
  /// (``SelectionEngine/receive(_:)``); `nil` when `old` shows everything already.
  ///
  /// - Complexity: O(the nodes that changed since `old`).
  public func arrival(since old: AsyncCascadeModel) -> AsyncCascadeArrival? {
    condition.locked { () -> AsyncCascadeArrival? in
      // The engine shows this version already: its model keeps its walk.
      if old.source == template.source, old.version == version { return nil }
      let model = template.with(store: store, version: version)
      if model == old { return nil }
      guard old.source == model.source, old.version < version, old.version >= 0 else {
        return AsyncCascadeArrival(
          model: model, baseVersion: nil, firstChangedWheel: 0, nodeNumbers: Array(changedNodes))
      }
      // Copied, so that the logs stay the one holders of their storage and grow in place.
      let nodes = Array(changedNodes[old.version..<version])
      return AsyncCascadeArrival(
        model: model, baseVersion: old.version,
        firstChangedWheel: changedWheels[old.version..<version].min() ?? old.wheelCount, nodeNumbers: nodes)
    }
  }

  /// Starts the loads an engine's selected path needs, cancels those it no longer needs, and
  /// loads again a failed node selected anew.
  ///
  /// - Returns: whether a failure was forgotten to load again: the loader's model changed, and
  ///   the engine has an arrival to receive (its row shows loading again).
  @discardableResult
  public func requestLoads(for engine: SelectionEngine<AsyncCascadeModel>) -> Bool {
    request(needing: engine)
  }

  /// Forgets the failures on an engine's selected path (Confirm pressed on a failed row), so
  /// that the next ``requestLoads(for:)`` loads them again.
  public func forgetFailures(on engine: SelectionEngine<AsyncCascadeModel>) {
    let numbers = self.numbers(needing: engine)
    condition.locked {
      for number in numbers.compactMap(\.number) {
        guard case .failed? = store.children[number] else { continue }
        forget(number)
      }
    }
  }

  /// Loads again the failed nodes on the selected path (Confirm pressed on a
  /// failed row), then refreshes the engine.
  ///
  /// - Returns: what moved, `nil` when nothing did.
  @discardableResult
  public func retry(_ engine: inout SelectionEngine<AsyncCascadeModel>) -> SelectionChange? {
    forgetFailures(on: engine)
    return refresh(&engine)
  }

  /// Refreshes `engine` until no load is under way, waiting for each (a
  /// headless run before each key, so that a script sees the same wheels
  /// every time). Blocks the calling thread: call it off Swift's cooperative pool.
  ///
  /// - Returns: what moved, `nil` when nothing did.
  @discardableResult
  public func waitForLoads(_ engine: inout SelectionEngine<AsyncCascadeModel>) -> SelectionChange? {
    var change: SelectionChange?
    while true {
      if let moved = refresh(&engine) { Self.merge(moved, into: &change) }
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
  package func loadsFinished() async {
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
  package func loadsEnded(_ count: Int) async {
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

  /// The nodes whose children the engine's wheels show: the roots' parent, then each loaded
  /// node selected before the last wheel, with its parent's number (its own where it has one).
  private func numbers(
    needing engine: SelectionEngine<AsyncCascadeModel>
  ) -> [(node: AsyncCascadeNode?, parent: Int, number: Int?)] {
    let nodes = engine.model.numberedNodes(of: engine.selection)
    let depth = min(nodes.count, engine.wheelCount - 1)
    var result: [(node: AsyncCascadeNode?, parent: Int, number: Int?)] = [(nil, -1, AsyncCascadeStore.roots)]
    for index in 0..<depth {
      guard let parent = result[index].number ?? nil else { break }
      result.append((nodes[index].node, parent, nodes[index].number))
    }
    return result
  }

  /// Starts the loads the engine's wheels need that have not run, cancels the running ones no
  /// longer needed, and forgets the failures of nodes newly needed.
  ///
  /// The selected path is walked again only from the first wheel whose row or whose rows
  /// changed since the last walk, and the rows before it are compared one by one only past those
  /// the selection's edit periods vouch for, so waiting for the loads down a deep path costs O(1) per level here.
  ///
  /// - Returns: whether a failure was forgotten (the model changed).
  private func request(needing engine: SelectionEngine<AsyncCascadeModel>) -> Bool {
    let model = engine.model
    let selection = engine.selection
    condition.lock()
    defer { condition.unlock() }
    // The walk's first levels stand while their rows are the same and their children did not change.
    var valid = 0
    if model.source == template.source, walkVersion <= model.version, !path.isEmpty {
      let changed = changedWheels[walkVersion..<model.version].min() ?? Int.max
      // The roots' parent stands unless its own children changed; each later node, while its
      // parent's children did not change and the same row still leads to it.
      valid = min(1, changed)
      if valid == 1 { valid = max(1, min(selection.agreeingRows(with: pathMark) + 1, path.count, changed)) }
      while valid < path.count, valid < changed, pathRows[valid - 1] == selection[valid - 1] {
        valid += 1
        pathComparisons += 1
      }
    }
    // Copied out, so that `path` stays the one holder of its storage and shrinks in place.
    let removed = Array(path[valid...])
    path.removeSubrange(valid...)
    pathRows.removeSubrange(max(0, valid - 1)...)
    pathNodes.removeSubrange(max(0, valid - 1)...)
    if path.isEmpty { path = [AsyncCascadeStore.roots] }
    while path.count < engine.wheelCount, let parent = path.last,
      case .loaded(let rows)? = model.store.children[parent], let row = selection[path.count - 1], row >= 0,
      row < rows.nodes.count
    {
      let number = store.number(of: rows.nodes[row], under: parent)
      pathRows.append(row)
      path.append(number)
      pathNodes.append(store.node(numbered: number))
    }
    pathMark = selection.mark(matching: pathRows.count, after: pathMark, count: pathRows.count)
    walkVersion = model.source == template.source ? model.version : 0
    for (offset, number) in removed.enumerated() {
      // A node's place on the path is its depth: the new path keeps it only at the same place.
      if valid + offset < path.count, path[valid + offset] == number { continue }
      running.removeValue(forKey: number)?.task.cancel()
      cached[number]?.lastUse = clock
      needed.remove(number)
    }
    clock += 1
    var forgot = false
    for number in path[min(valid, path.count)...] {
      if case .failed? = store.children[number], !needed.contains(number) {
        forget(number)
        forgot = true
      }
      if store.children[number] == nil, running[number] == nil { start(number) }
      needed.insert(number)
    }
    if running.isEmpty { wakeIdleWaiters() }
    return forgot
  }

  /// Drops what arrived for a node; called with the lock held.
  private func forget(_ number: Int) {
    guard store.children[number] != nil else { return }
    store.children[number] = nil
    cachedBytes -= cached.removeValue(forKey: number)?.bytes ?? 0
    noteChange(of: number)
  }

  /// A new version: the children of the node `number` changed, and with them the rows of the
  /// wheel at its depth; called with the lock held.
  private func noteChange(of number: Int) {
    version += 1
    changedWheels.append(store.depth(of: number))
    changedNodes.append(number)
  }

  /// Starts a load; called with the lock held.
  private func start(_ number: Int) {
    nextID += 1
    let id = nextID
    starts[number, default: 0] += 1
    let load = self.load
    // The last node's path is `pathNodes` itself (every load while waiting for loads), shared, not copied; the
    // load lets go of it as soon as it returns, so that the next level is appended in place.
    let nodes = PathHandOver(path.last == number ? pathNodes : store.path(to: number))
    let task = Task { [weak self] in
      let result: AsyncCascadeChildren?
      do {
        result = .loaded(AsyncCascadeRows(try await load(nodes.take())))
      } catch is CancellationError {
        result = nil
      } catch {
        result = .failed(Self.reason(error))
      }
      self?.end(id, of: number, with: result)
    }
    running[number] = Running(id: id, task: task)
  }

  private func end(_ id: Int, of number: Int, with result: AsyncCascadeChildren?) {
    condition.lock()
    endedCount += 1
    var handler: (@Sendable () -> Void)?
    if running[number]?.id == id {
      running[number] = nil
      if let result {
        store.children[number] = result
        let bytes = Self.estimatedBytes(of: result)
        cached[number] = Cached(bytes: bytes, lastUse: clock)
        cachedBytes += bytes
        noteChange(of: number)
        evict()
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

  /// Drops the children of the nodes least recently on the selected path until the cache is
  /// under its limit, keeping those the selected path shows; called with the lock held.
  ///
  /// - Complexity: O(cached nodes) per node dropped.
  private func evict() {
    while cachedBytes > cacheLimit {
      guard
        let oldest = cached.filter({ !needed.contains($0.key) }).min(by: {
          $0.value.lastUse < $1.value.lastUse
        })?
        .key
      else { return }
      forget(oldest)
      evictedCount += 1
    }
  }

  /// The bytes a node's children are estimated to take: their keys' and names' UTF-8 bytes plus
  /// ``bytesPerChild`` each.
  static func estimatedBytes(of children: AsyncCascadeChildren) -> Int {
    switch children {
    case .failed(let reason): return bytesPerChild + reason.utf8.count
    case .loaded(let rows):
      return rows.nodes.reduce(bytesPerChild) { $0 + bytesPerChild + $1.key.utf8.count + $1.name.utf8.count }
    }
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

  /// Adds to an ascending list of wheels those of another, keeping it ascending and without repeats.
  ///
  /// - Complexity: O(log *n* + *m* + the wheels of `first` between `second`'s lowest and highest),
  ///   plus moving the wheels after those when the list grows in the middle: waiting for loads, adding each
  ///   arrival's few deep wheels, at the end or among wheels already there, pays for those alone.
  static func formUnion(_ first: inout [Int], _ second: [Int]) {
    guard let lowest = second.first, let highest = second.last else { return }
    // Only the wheels of `first` from `lowest` to `highest` interleave with `second`.
    let low = first.partitionPoint(where: { $0 >= lowest })
    let high = first.partitionPoint(where: { $0 > highest })
    var middle: [Int] = []
    middle.reserveCapacity(high - low + second.count)
    var (i, j) = (low, 0)
    while i < high || j < second.count {
      let next = j == second.count || (i < high && first[i] <= second[j]) ? first[i] : second[j]
      if i < high, first[i] == next { i += 1 }
      if j < second.count, second[j] == next { j += 1 }
      middle.append(next)
    }
    first.replaceSubrange(low..<high, with: middle)
  }

  /// Adds a change after the one so far: its moves after the earlier ones, its wheels among theirs.
  ///
  /// - Complexity: O(`next`'s moves and wheels) amortised, plus ``formUnion(_:_:)``.
  private static func merge(_ next: SelectionChange, into change: inout SelectionChange?) {
    guard var merged = change else {
      change = next
      return
    }
    // Taken out first, so that its lists grow in place.
    change = nil
    let lower = min(merged.rederivedWheels.lowerBound, next.rederivedWheels.lowerBound)
    let upper = max(merged.rederivedWheels.upperBound, next.rederivedWheels.upperBound)
    merged.rederivedWheels = lower..<upper
    formUnion(&merged.reloadedWheels, next.reloadedWheels)
    merged.moves.append(contentsOf: next.moves)
    change = merged
  }
}

/// A load's path, handed to the load and let go of when it returns.
private final class PathHandOver: @unchecked Sendable {
  // Set before the load's task starts, read once by that task alone.
  private var nodes: [AsyncCascadeNode]

  init(_ nodes: [AsyncCascadeNode]) { self.nodes = nodes }

  /// The path; the hand-over keeps none of it.
  func take() -> [AsyncCascadeNode] {
    defer { nodes = [] }
    return nodes
  }
}

extension Array where Element == Int {
  /// The first index whose element is past the boundary `isPast` draws in an ascending array (the
  /// end when none is).
  ///
  /// - Complexity: O(log *n*).
  fileprivate func partitionPoint(where isPast: (Int) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if isPast(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
