import Foundation

/// Dependent wheels whose rows are loaded on demand: what an
/// ``AsyncCascadeLoader`` knows at one moment, as a value.
///
/// Wheel 0 lists the roots, wheel *k* the children of the node selected in
/// wheel *k − 1*. A node whose children have not arrived shows one disabled
/// row, ``loadingTitle``; a node whose load failed shows one disabled row,
/// ``failureTitle`` and the reason, which loads again when the node is
/// selected again. Wheels after such a row, or after a leaf, are empty.
/// The loader makes a new model each time a load ends, and the engine keeps
/// every wheel on its node (`replaceModel`), so rows arriving never move the
/// user.
///
/// Row keys are stable hashes of the node keys, so the same node has the
/// same key in every model.
public struct AsyncCascadeModel: WheelModel {
  /// Children loaded on demand, which arrive while a picker shows the model.
  public typealias Arrival = AsyncCascadeArrival

  /// The key of the row shown while a node's children load.
  public static let loadingKey = RowKey(Int.min)
  /// The key of the row shown when a node's children could not be loaded.
  public static let failedKey = RowKey(Int.min + 1)

  /// The number of wheels (at least 1).
  public let wheelCount: Int
  /// How children follow a parent change: ``Retention/firstRow`` (a new
  /// parent's first child), or the child with the same key where the new parent has one.
  public let childRetention: Retention
  /// Names of the wheels (`"branch"`, `"commit"`); missing names read `level k`.
  public let wheelNames: [String]
  /// The row shown while children load (`加载中…`, ``PickerWords/loading``).
  public let loadingTitle: String
  /// The row shown when a load failed, before its reason (``PickerWords/loadFailed``).
  public let failureTitle: String
  /// The children that arrived, by the keys of the path to their parent (`[]` for the roots).
  ///
  /// - Complexity: O(nodes × depth): the model keeps them by node (an internal `AsyncCascadeStore`).
  public var children: [[String]: AsyncCascadeChildren] { store.childrenByPath }
  /// The children that arrived, by node.
  let store: AsyncCascadeStore
  /// Which loader made the model and how many loads had ended, so that
  /// comparing two models of one loader is O(1).
  let source: ObjectIdentifier?
  let version: Int
  /// The last path walked, so that the engine's calls for one wheel after another cost O(1) each.
  private let walk = Walk()

  /// Creates a model over what has arrived.
  ///
  /// - Parameters:
  ///   - levels: the number of wheels.
  ///   - children: the children that arrived, by the keys of their parent's path.
  ///   - childRetention: how children follow a parent change.
  ///   - wheelNames: names of the wheels.
  ///   - words: the words of the loading and failure rows.
  public init(
    levels: Int, children: [[String]: AsyncCascadeChildren] = [:], childRetention: Retention = .firstRow,
    wheelNames: [String] = [], words: PickerWords = PickerWords(language: .english)
  ) {
    self.init(
      levels: levels, store: AsyncCascadeStore(children), childRetention: childRetention,
      wheelNames: wheelNames,
      loadingTitle: words.loading, failureTitle: words.loadFailed, source: nil, version: 0)
  }

  init(
    levels: Int, store: AsyncCascadeStore, childRetention: Retention,
    wheelNames: [String], loadingTitle: String, failureTitle: String, source: ObjectIdentifier?, version: Int
  ) {
    wheelCount = max(1, levels)
    self.store = store
    self.childRetention = childRetention
    self.wheelNames = wheelNames
    self.loadingTitle = loadingTitle
    self.failureTitle = failureTitle
    self.source = source
    self.version = version
  }

  /// The same model over another store.
  func with(store: AsyncCascadeStore, version: Int) -> AsyncCascadeModel {
    AsyncCascadeModel(
      levels: wheelCount, store: store, childRetention: childRetention, wheelNames: wheelNames,
      loadingTitle: loadingTitle, failureTitle: failureTitle, source: source, version: version)
  }

  /// Takes over `old`'s walk down the selected rows for the wheels before `wheel`, whose rows did
  /// not change between the two models: a model made when children arrive deep down a path then
  /// walks on from there instead of from the roots. The walk is moved, not copied (O(1) but for
  /// the levels dropped), so `old` walks again from the roots if it is asked anything; call it
  /// for a model that replaces `old`, on a model no other thread uses yet.
  func inheritWalk(of old: AsyncCascadeModel, before wheel: Int) {
    var taken = old.walk.lock.locked { () -> Walk.State in
      defer { old.walk.state = Walk.State() }
      return old.walk.state
    }
    // numbers[k] is the node whose children fill wheel k: it stands while wheels before k stand.
    let kept = max(0, min(wheel - 1, taken.rows.count))
    taken.rows.removeSubrange(kept...)
    taken.numbers.removeSubrange((kept + 1)...)
    taken.mark.agreeing = min(taken.mark.agreeing, kept)
    walk.lock.locked { walk.state = taken }
  }

  /// How many of the selection's rows this model's walk, and the walks it took over, compared one
  /// by one with the rows they had walked.
  package var walkComparisonCount: Int { walk.lock.locked { walk.state.comparisons } }

  /// The numbering the model's store reads, which it shares with the loader and its other models.
  package var numberingIdentity: ObjectIdentifier { store.numberingIdentity }

  /// The same model, made by a loader.
  func with(source: ObjectIdentifier) -> AsyncCascadeModel {
    AsyncCascadeModel(
      levels: wheelCount, store: store, childRetention: childRetention, wheelNames: wheelNames,
      loadingTitle: loadingTitle, failureTitle: failureTitle, source: source, version: version)
  }

  /// Models are equal when they show the same rows the same way.
  public static func == (lhs: AsyncCascadeModel, rhs: AsyncCascadeModel) -> Bool {
    guard lhs.wheelCount == rhs.wheelCount, lhs.childRetention == rhs.childRetention,
      lhs.wheelNames == rhs.wheelNames, lhs.loadingTitle == rhs.loadingTitle,
      lhs.failureTitle == rhs.failureTitle
    else { return false }
    // One loader's models differ exactly when their versions do: a version is one change.
    if lhs.source != nil, lhs.source == rhs.source { return lhs.version == rhs.version }
    return lhs.children == rhs.children
  }

  // MARK: Where a wheel stands

  /// What a wheel shows under a selection.
  enum Rows {
    /// The wheel is empty: past a leaf, past a loading or failed row, or past a missing selection.
    case none
    /// The children of the node whose children the wheel shows have not arrived.
    case loading
    /// The children could not be loaded.
    case failed(reason: String)
    /// The children.
    case loaded(AsyncCascadeRows)
  }

  /// The walk down the selected rows: the node whose children fill each wheel.
  private final class Walk: @unchecked Sendable {
    /// No node: the wheel is empty.
    static let none = -1
    /// A node selected whose load was never asked for: the wheel shows the loading row.
    static let unrequested = -2

    struct State {
      /// The row taken at each level walked (-1 for none).
      var rows: [Int] = []
      /// The node (its store number) whose children fill each wheel walked, or a sentinel; one
      /// more than `rows`.
      var numbers: [Int] = [AsyncCascadeStore.roots]
      /// How far `rows` are known to be a selection's without comparing them.
      var mark = WheelSelection.RowsMark()
      /// How many rows were compared one by one, in all.
      var comparisons = 0
    }

    let lock = Lock()
    var state = State()
  }

  /// What `wheel` shows when the wheels before it hold `selection`.
  ///
  /// - Complexity: O(1) hashes when the wheels before it hold what the last call's did (the
  ///   engine's order), else O(wheel); plus comparisons of the rows written since the last call,
  ///   as the selection's edit periods tell (O(1) in the engine's order, else O(wheel)).
  func rows(ofWheel wheel: Int, given selection: WheelSelection) -> Rows {
    guard wheel >= 0, wheel < wheelCount else { return .none }
    let number = walk.lock.locked { () -> Int in
      let limit = min(wheel, walk.state.rows.count)
      let agreeing = min(limit, selection.agreeingRows(with: walk.state.mark))
      var valid = agreeing
      while valid < limit, walk.state.rows[valid] == (selection[valid] ?? -1) { valid += 1 }
      // The rows compared: those found equal, and the first that differs.
      walk.state.comparisons += valid - agreeing + (valid < limit ? 1 : 0)
      if valid < limit {
        walk.state.rows.removeSubrange(valid...)
        walk.state.numbers.removeSubrange((valid + 1)...)
      }
      while walk.state.rows.count < wheel {
        let level = walk.state.rows.count
        let row = selection[level] ?? -1
        walk.state.numbers.append(child(of: walk.state.numbers[level], atRow: row))
        walk.state.rows.append(row)
      }
      walk.state.mark = selection.mark(matching: wheel, after: walk.state.mark, count: walk.state.rows.count)
      return walk.state.numbers[wheel]
    }
    return rows(of: number)
  }

  /// What a wheel filled by the children of node `number` (or a sentinel) shows.
  private func rows(of number: Int) -> Rows {
    switch number {
    case Walk.none: return .none
    case Walk.unrequested: return .loading
    default:
      switch store.children[number] {
      case nil: return .loading
      case .failed(let reason): return .failed(reason: reason)
      case .loaded(let rows): return .loaded(rows)
      }
    }
  }

  /// The node selected at `row` among the children of node `number`, or a sentinel.
  private func child(of number: Int, atRow row: Int) -> Int {
    guard number >= 0, case .loaded(let rows)? = store.children[number], row >= 0, row < rows.nodes.count
    else { return Walk.none }
    return store.number(ofKey: rows.nodes[row].key, under: number) ?? Walk.unrequested
  }

  /// The loaded nodes a selection goes through, root first, with the store number of each.
  ///
  /// - Complexity: O(wheels) hashes of one key each.
  func numberedNodes(of selection: WheelSelection) -> [(node: AsyncCascadeNode, number: Int?)] {
    var nodes: [(node: AsyncCascadeNode, number: Int?)] = []
    var number: Int? = AsyncCascadeStore.roots
    for level in 0..<wheelCount {
      guard let parent = number, case .loaded(let rows)? = store.children[parent], let row = selection[level],
        row >= 0, row < rows.nodes.count
      else { break }
      number = store.number(ofKey: rows.nodes[row].key, under: parent)
      nodes.append((rows.nodes[row], number))
      if number == nil { break }
    }
    return nodes
  }

  /// The loaded nodes a selection goes through, root first.
  ///
  /// - Complexity: O(wheels).
  public func nodes(of selection: WheelSelection) -> [AsyncCascadeNode] {
    numberedNodes(of: selection).map(\.node)
  }

  // MARK: WheelModel

  /// A wheel of ``WheelKind/level(_:)`` named and labelled from ``wheelNames``, else named `level k`.
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    let given = wheel >= 0 && wheel < wheelNames.count ? wheelNames[wheel] : nil
    return WheelTraits(kind: .level(wheel), name: given ?? "level \(wheel + 1)", label: given)
  }

  /// The number of children that arrived; 1 (a placeholder row) while they load or after a failure.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    switch rows(ofWheel: wheel, given: selection) {
    case .none: 0
    case .loading, .failed: 1
    case .loaded(let rows): rows.nodes.count
    }
  }

  /// The node's name, ``loadingTitle``, or ``failureTitle`` with the reason.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    switch rows(ofWheel: wheel, given: selection) {
    case .none: ""
    case .loading: loadingTitle
    case .failed(let reason): reason.isEmpty ? failureTitle : "\(failureTitle) (\(reason))"
    case .loaded(let rows): row >= 0 && row < rows.nodes.count ? rows.nodes[row].name : ""
    }
  }

  /// A stable hash of the node's key; ``loadingKey`` or ``failedKey`` for a placeholder.
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    switch rows(ofWheel: wheel, given: selection) {
    case .none, .loading: Self.loadingKey
    case .failed: Self.failedKey
    case .loaded(let rows):
      RowKey(row >= 0 && row < rows.nodes.count ? AsyncCascadeRows.ordinal(of: rows.nodes[row].key) : 0)
    }
  }

  /// The row of the child with that key, or the placeholder of the same kind.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    switch rows(ofWheel: wheel, given: selection) {
    case .none: nil
    case .loading: key == Self.loadingKey ? 0 : nil
    case .failed: key == Self.failedKey ? 0 : nil
    case .loaded(let rows): rows.row(forOrdinal: key.ordinal)
    }
  }

  /// Placeholders are disabled: they are no answer; so are nodes that arrived disabled.
  public func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    guard case .loaded(let rows) = rows(ofWheel: wheel, given: selection), row >= 0, row < rows.nodes.count
    else { return false }
    return !rows.nodes[row].isDisabled
  }

  /// A wheel that is empty, loading or failed leaves every later wheel empty.
  public func emptiesLaterWheels(after wheel: Int, given selection: WheelSelection) -> Bool {
    if case .loaded = rows(ofWheel: wheel, given: selection) { return false }
    return true
  }

  /// Roots keep their node; children follow ``childRetention``.
  public func retention(ofWheel wheel: Int) -> Retention { wheel == 0 ? .sameValueOrFirst : childRetention }

  /// The words of a placeholder; a node's key is described by its hash.
  public func describe(_ key: RowKey, inWheel wheel: Int) -> String {
    switch key {
    case Self.loadingKey: loadingTitle
    case Self.failedKey: failureTitle
    default: "#\(String(UInt(bitPattern: key.ordinal), radix: 16))"
    }
  }

  /// The loaded nodes selected, and whether a wheel after them is loading or failed.
  public func value(of selection: WheelSelection) -> AsyncCascadePath {
    let nodes = nodes(of: selection)
    guard nodes.count < wheelCount else { return AsyncCascadePath(nodes) }
    switch rows(ofWheel: nodes.count, given: selection) {
    case .loading: return AsyncCascadePath(nodes, pending: .loading)
    case .failed(let reason): return AsyncCascadePath(nodes, pending: .failed(reason))
    case .none, .loaded: return AsyncCascadePath(nodes)
    }
  }

  /// The keys of the path's nodes, where they have arrived.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` naming the first
  ///   node that has not arrived or is not a child of the one before.
  public func keys(for value: AsyncCascadePath) throws(WheelPickerError) -> [RowKey?] {
    var keys: [RowKey?] = Array(repeating: nil, count: wheelCount)
    var number: Int? = AsyncCascadeStore.roots
    for (level, node) in value.nodes.enumerated() {
      guard level < wheelCount else {
        throw WheelPickerError(
          .valueNotAvailable, "path \(value) is deeper than the picker's \(wheelCount) wheels",
          reason: .tooDeep)
      }
      guard let parent = number, case .loaded(let rows)? = store.children[parent],
        let row = rows.row(forOrdinal: AsyncCascadeRows.ordinal(of: node.key)),
        rows.nodes[row].key == node.key
      else {
        throw WheelPickerError(
          .valueNotAvailable,
          "path \(value): no \(traits(ofWheel: level).name) with the key \"\(node.key)\" has arrived at level \(level + 1)",
          reason: .notFound)
      }
      keys[level] = RowKey(AsyncCascadeRows.ordinal(of: node.key))
      number = store.number(ofKey: node.key, under: parent)
    }
    // A placeholder is the only row of its wheel, so it needs no key (and, disabled, takes none).
    return keys
  }
}
