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
  /// The key of the row shown while a node's children load.
  public static let loadingKey = RowKey(Int.min)
  /// The key of the row shown when a node's children could not be loaded.
  public static let failedKey = RowKey(Int.min + 1)

  /// The number of wheels (at least 1).
  public let wheelCount: Int
  /// How children follow a parent change: ``Retention/firstRow`` (the seed's
  /// rule), or the child with the same key where the new parent has one.
  public let childRetention: Retention
  /// Names of the wheels (`"branch"`, `"commit"`); missing names read `level k`.
  public let wheelNames: [String]
  /// The row shown while children load (`加载中…`, ``PickerWords/loading``).
  public let loadingTitle: String
  /// The row shown when a load failed, before its reason (``PickerWords/loadFailed``).
  public let failureTitle: String
  /// The children that arrived, by the keys of the path to their parent (`[]` for the roots).
  public let children: [[String]: AsyncCascadeChildren]
  /// Which loader made the model and how many loads had ended, so that
  /// comparing two models of one loader is O(1) when nothing arrived.
  let source: ObjectIdentifier?
  let version: Int

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
      levels: levels, children: children, childRetention: childRetention, wheelNames: wheelNames,
      loadingTitle: words.loading, failureTitle: words.loadFailed, source: nil, version: 0)
  }

  init(
    levels: Int, children: [[String]: AsyncCascadeChildren], childRetention: Retention,
    wheelNames: [String], loadingTitle: String, failureTitle: String, source: ObjectIdentifier?, version: Int
  ) {
    wheelCount = max(1, levels)
    self.children = children
    self.childRetention = childRetention
    self.wheelNames = wheelNames
    self.loadingTitle = loadingTitle
    self.failureTitle = failureTitle
    self.source = source
    self.version = version
  }

  /// The same model over other children.
  func with(children: [[String]: AsyncCascadeChildren], version: Int) -> AsyncCascadeModel {
    AsyncCascadeModel(
      levels: wheelCount, children: children, childRetention: childRetention, wheelNames: wheelNames,
      loadingTitle: loadingTitle, failureTitle: failureTitle, source: source, version: version)
  }

  /// Models are equal when they show the same rows the same way.
  public static func == (lhs: AsyncCascadeModel, rhs: AsyncCascadeModel) -> Bool {
    guard lhs.wheelCount == rhs.wheelCount, lhs.childRetention == rhs.childRetention,
      lhs.wheelNames == rhs.wheelNames, lhs.loadingTitle == rhs.loadingTitle,
      lhs.failureTitle == rhs.failureTitle
    else { return false }
    if lhs.source != nil, lhs.source == rhs.source, lhs.version == rhs.version { return true }
    return lhs.children == rhs.children
  }

  // MARK: Where a wheel stands

  /// What a wheel shows under a selection.
  enum Rows {
    /// The wheel is empty: past a leaf, past a loading or failed row, or past a missing selection.
    case none
    /// The children of the node at `path` have not arrived.
    case loading(path: [String])
    /// The children of the node at `path` could not be loaded.
    case failed(path: [String], reason: String)
    /// The children of the node at `path`.
    case loaded(path: [String], rows: AsyncCascadeRows)
  }

  /// What `wheel` shows when the wheels before it hold `selection`.
  ///
  /// - Complexity: O(wheel × path length) for the dictionary look-ups.
  func rows(ofWheel wheel: Int, given selection: WheelSelection) -> Rows {
    guard wheel >= 0, wheel < wheelCount else { return .none }
    var path: [String] = []
    for level in 0...wheel {
      switch children[path] {
      case nil: return level == wheel ? .loading(path: path) : .none
      case .failed(let reason): return level == wheel ? .failed(path: path, reason: reason) : .none
      case .loaded(let rows):
        if level == wheel { return .loaded(path: path, rows: rows) }
        guard let row = selection[level], row >= 0, row < rows.nodes.count else { return .none }
        path.append(rows.nodes[row].key)
      }
    }
    return .none
  }

  /// The loaded nodes a selection goes through, root first.
  ///
  /// - Complexity: O(wheels × path length).
  public func nodes(of selection: WheelSelection) -> [AsyncCascadeNode] {
    var nodes: [AsyncCascadeNode] = []
    var path: [String] = []
    for level in 0..<wheelCount {
      guard case .loaded(let rows)? = children[path], let row = selection[level], row >= 0,
        row < rows.nodes.count
      else { break }
      nodes.append(rows.nodes[row])
      path.append(rows.nodes[row].key)
    }
    return nodes
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
    case .loaded(_, let rows): rows.nodes.count
    }
  }

  /// The node's name, ``loadingTitle``, or ``failureTitle`` with the reason.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    switch rows(ofWheel: wheel, given: selection) {
    case .none: ""
    case .loading: loadingTitle
    case .failed(_, let reason): reason.isEmpty ? failureTitle : "\(failureTitle) (\(reason))"
    case .loaded(_, let rows): row >= 0 && row < rows.nodes.count ? rows.nodes[row].name : ""
    }
  }

  /// A stable hash of the node's key; ``loadingKey`` or ``failedKey`` for a placeholder.
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    switch rows(ofWheel: wheel, given: selection) {
    case .none, .loading: Self.loadingKey
    case .failed: Self.failedKey
    case .loaded(_, let rows):
      RowKey(row >= 0 && row < rows.nodes.count ? AsyncCascadeRows.ordinal(of: rows.nodes[row].key) : 0)
    }
  }

  /// The row of the child with that key, or the placeholder of the same kind.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    switch rows(ofWheel: wheel, given: selection) {
    case .none: nil
    case .loading: key == Self.loadingKey ? 0 : nil
    case .failed: key == Self.failedKey ? 0 : nil
    case .loaded(_, let rows): rows.row(forOrdinal: key.ordinal)
    }
  }

  /// Placeholders are disabled: they are no answer.
  public func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    if case .loaded = rows(ofWheel: wheel, given: selection) { return true }
    return false
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
    case .failed(_, let reason): return AsyncCascadePath(nodes, pending: .failed(reason))
    case .none, .loaded: return AsyncCascadePath(nodes)
    }
  }

  /// The keys of the path's nodes, where they have arrived.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` naming the first
  ///   node that has not arrived or is not a child of the one before.
  public func keys(for value: AsyncCascadePath) throws(WheelPickerError) -> [RowKey?] {
    var keys: [RowKey?] = Array(repeating: nil, count: wheelCount)
    var path: [String] = []
    for (level, node) in value.nodes.enumerated() {
      guard level < wheelCount else {
        throw WheelPickerError(
          .valueNotAvailable, "path \(value) is deeper than the picker's \(wheelCount) wheels")
      }
      guard case .loaded(let rows)? = children[path],
        let row = rows.row(forOrdinal: AsyncCascadeRows.ordinal(of: node.key)),
        rows.nodes[row].key == node.key
      else {
        throw WheelPickerError(
          .valueNotAvailable,
          "path \(value): no \(traits(ofWheel: level).name) with the key \"\(node.key)\" has arrived at level \(level + 1)"
        )
      }
      keys[level] = RowKey(AsyncCascadeRows.ordinal(of: node.key))
      path.append(node.key)
    }
    // A placeholder is the only row of its wheel, so it needs no key (and, disabled, takes none).
    return keys
  }
}
