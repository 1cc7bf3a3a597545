/// Dependent (cascading) wheels over a ``CascadeTree``: wheel 0 lists the
/// roots, wheel *k* the children of the node selected in wheel *k − 1*.
///
/// Wheels past a leaf are empty and the value ends at the leaf. When a parent
/// changes, children go to their first row (``Retention/firstRow``, the
/// classic province → city rule) or, with ``Retention/sameValueOrFirst``, to the child with the
/// same name (the same value of the path) where it exists.
public struct CascadeModel: WheelModel {
  /// The tree.
  public let tree: CascadeTree
  /// The number of wheels shown (at most the tree's level count; at least 1).
  public let wheelCount: Int
  /// How children follow a parent change: ``Retention/firstRow``, or the
  /// child with the same name (``Retention/sameValueOrFirst`` and
  /// ``Retention/sameValueOrNearest`` both mean that here).
  public let childRetention: Retention
  /// Names of the wheels (`"province"`, `"city"`…), used in change descriptions.
  public let wheelNames: [String]
  private let nodesByName: [String: [Int]]
  /// Built on the first lookup by key, shared by copies of the model.
  private let lazyKeyIndex = LazyValue<CascadeKeyIndex>()

  /// The tree's nodes by key.
  ///
  /// - Complexity: O(*n*) the first time, then O(1).
  public var keyIndex: CascadeKeyIndex { lazyKeyIndex.value { CascadeKeyIndex(tree: tree) } }

  /// Creates a cascade.
  ///
  /// - Parameters:
  ///   - tree: the rows.
  ///   - levels: how many wheels to show; `nil` for every level of the tree.
  ///   - childRetention: how children follow a parent change.
  ///   - wheelNames: names of the wheels; missing names read `level k`.
  public init(
    tree: CascadeTree, levels: Int? = nil, childRetention: Retention = .firstRow,
    wheelNames: [String] = []
  ) {
    self.tree = tree
    self.wheelCount = max(1, min(levels ?? tree.levelCount, max(tree.levelCount, 1)))
    self.childRetention = childRetention
    self.wheelNames = wheelNames
    if childRetention != .firstRow {
      var byName: [String: [Int]] = [:]
      for node in 0..<tree.count { byName[tree.names[node], default: []].append(node) }
      nodesByName = byName
    } else {
      nodesByName = [:]
    }
  }

  /// The node selected in `wheel`, if any; `nil` for a wheel outside `0..<wheelCount`.
  ///
  /// - Complexity: O(wheel).
  public func node(inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    guard wheel >= 0, wheel < wheelCount else { return nil }
    var parent: Int?
    for level in 0...wheel {
      guard let row = selection[level] else { return nil }
      let range = tree.children(of: parent)
      guard row >= 0, row < range.count else { return nil }
      parent = range.lowerBound + row
    }
    return parent
  }

  func siblings(ofWheel wheel: Int, given selection: WheelSelection) -> Range<Int>? {
    guard wheel >= 0, wheel < wheelCount else { return nil }
    if wheel == 0 { return tree.children(of: nil) }
    guard let parent = node(inWheel: wheel - 1, given: selection) else { return nil }
    return tree.children(of: parent)
  }

  /// A wheel of ``WheelKind/level(_:)`` named and labelled from ``wheelNames`` (the caller's words,
  /// which faces show), else named `level k` (from 1) and labelled by the words table.
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    let given = wheel >= 0 && wheel < wheelNames.count ? wheelNames[wheel] : nil
    return WheelTraits(kind: .level(wheel), name: given ?? "level \(wheel + 1)", label: given)
  }

  /// Cascades are equal when they show the same tree the same way.
  public static func == (lhs: CascadeModel, rhs: CascadeModel) -> Bool {
    lhs.wheelCount == rhs.wheelCount && lhs.childRetention == rhs.childRetention
      && lhs.wheelNames == rhs.wheelNames && lhs.tree == rhs.tree
  }

  /// The number of children of the node selected in the wheel before.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    siblings(ofWheel: wheel, given: selection)?.count ?? 0
  }

  /// The node's title.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    guard let range = siblings(ofWheel: wheel, given: selection), row >= 0, row < range.count else {
      return ""
    }
    return tree.title(of: range.lowerBound + row)
  }

  /// Whether the node may be chosen: a disabled node is shown greyed and skipped.
  public func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    guard tree.hasDisabledNodes else { return true }
    guard let range = siblings(ofWheel: wheel, given: selection), row >= 0, row < range.count else {
      return false
    }
    return !tree.isDisabled(range.lowerBound + row)
  }

  /// Whether every node of `value` exists and none is disabled: a value Confirm may return.
  ///
  /// - Complexity: O(depth) lookups by key or name.
  public func isSelectable(_ value: CascadePath) -> Bool {
    guard !value.elements.isEmpty, let keys = try? keys(for: value) else { return false }
    return keys.allSatisfy { $0.map { !tree.isDisabled($0.ordinal) } ?? true }
  }

  /// The node's index in the tree.
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    RowKey((siblings(ofWheel: wheel, given: selection)?.lowerBound ?? 0) + row)
  }

  /// The row of that node under the current parent, or of a sibling with its name.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    guard let range = siblings(ofWheel: wheel, given: selection) else { return nil }
    if range.contains(key.ordinal) { return key.ordinal - range.lowerBound }
    guard childRetention != .firstRow, key.ordinal >= 0, key.ordinal < tree.count,
      let namesakes = nodesByName[tree.names[key.ordinal]]
    else { return nil }
    return namesakes.first(where: range.contains).map { $0 - range.lowerBound }
  }

  /// Children keep the same node, else follow ``childRetention``.
  public func retention(ofWheel wheel: Int) -> Retention { .sameValueOrFirst }

  /// The node's name.
  public func describe(_ key: RowKey, inWheel wheel: Int) -> String {
    key.ordinal >= 0 && key.ordinal < tree.count ? tree.names[key.ordinal] : "?"
  }

  /// The path of selected nodes.
  public func value(of selection: WheelSelection) -> CascadePath {
    var nodes: [CascadePath.Element] = []
    var parent: Int?
    for wheel in 0..<wheelCount {
      guard let row = selection[wheel] else { break }
      let range = tree.children(of: parent)
      guard row >= 0, row < range.count else { break }
      let node = range.lowerBound + row
      nodes.append(
        .init(key: tree.keys[node], name: tree.names[node], isHiddenInText: tree.isHiddenInText(node)))
      parent = node
    }
    return CascadePath(nodes)
  }

  /// The nodes a path names, matched by key, else by name, level by level.
  public func keys(for value: CascadePath) throws(WheelPickerError) -> [RowKey?] {
    var keys: [RowKey?] = Array(repeating: nil, count: wheelCount)
    var parent: Int?
    for (level, element) in value.elements.enumerated() {
      guard level < wheelCount else {
        throw WheelPickerError(
          .valueNotAvailable, "path \(value.text) is deeper than the picker's \(wheelCount) wheels",
          reason: .tooDeep)
      }
      let range = tree.children(of: parent)
      let byKey: Int?
      switch keyIndex.match(element.key) {
      case .none: byKey = nil
      case .unique(let node): byKey = range.contains(node) ? node : nil
      case .ambiguous: byKey = range.first { tree.keys[$0] == element.key }
      }
      guard let node = byKey ?? tree.child(of: parent, matching: element.name)
      else {
        throw WheelPickerError(
          .valueNotAvailable,
          "path \(value.text): no \(traits(ofWheel: level).name) \"\(element.name)\" at level \(level + 1)",
          reason: .notFound)
      }
      keys[level] = RowKey(node)
      parent = node
    }
    return keys
  }

  /// The row of the node a path of keys or names leads to, for defaults.
  public func keys(forPath components: [String]) throws(WheelPickerError) -> [RowKey?] {
    try keys(for: CascadePath(components.map { .init(key: $0, name: $0) }))
  }
}

/// The value of a cascade: the nodes from a root down to the selected leaf.
public struct CascadePath: Hashable, Sendable, Codable, CustomStringConvertible {
  /// One node of the path.
  public struct Element: Hashable, Sendable, Codable {
    /// The node's key (its name where the source has none).
    public var key: String
    /// The node's official name.
    public var name: String
    /// Whether display text leaves it out (a placeholder such as `市辖区`).
    public var isHiddenInText: Bool

    /// Creates an element.
    public init(key: String, name: String, isHiddenInText: Bool = false) {
      self.key = key
      self.name = name
      self.isHiddenInText = isHiddenInText
    }
  }

  /// The nodes, root first.
  public var elements: [Element]

  /// Creates a path.
  public init(_ elements: [Element]) { self.elements = elements }

  /// The names joined by `separator`, leaving out hidden nodes (`广东省 深圳市 南山区`).
  public func text(separator: String = " ") -> String {
    elements.filter { !$0.isHiddenInText }.map(\.name).joined(separator: separator)
  }

  /// The display text with a space between names.
  public var text: String { text() }

  /// The display text.
  public var description: String { text }
}
