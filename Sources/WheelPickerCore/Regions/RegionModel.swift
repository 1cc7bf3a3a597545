/// A region picker: dependent wheels over a region tree (province → city →
/// district; country → subdivision; state → ZIP code) whose value is a
/// ``RegionPath``.
///
/// ```swift
/// let model = RegionModel(dataset: .china)                      // 3 wheels
/// var engine = try SelectionEngine(model: model, value: model.path(forDefault: "广东 深圳"))
/// engine.value.text                                              // "广东省 深圳市 罗湖区"
/// ```
///
/// Placeholder rows (`市辖区`, `省直辖县级行政区划`) show as `北京市` or
/// `省直辖县` and stay in the value's path, out of its text. Branches that end
/// early (东莞市, 台湾省) leave the wheels after them empty.
public struct RegionModel: WheelModel {
  /// The data shown.
  public let data: RegionData
  /// The cascade the model delegates to.
  public let cascade: CascadeModel

  /// Creates a picker over loaded region data.
  ///
  /// - Parameters:
  ///   - data: the tree, its search index and its source.
  ///   - levels: how many wheels to show, clamped to 1 … the tree's depth; `nil` for the
  ///     data's default. ``checkedLevels(_:for:)`` refuses a count from outside instead.
  ///   - childRetention: how children follow a parent change (the first row by default).
  public init(data: RegionData, levels: Int? = nil, childRetention: Retention = .firstRow) {
    let depth = max(data.tree.levelCount, 1)
    let wanted = min(max(levels ?? data.defaultLevels ?? depth, 1), depth)
    self.data = data
    self.cascade = CascadeModel(
      tree: data.tree, levels: wanted, childRetention: childRetention, wheelNames: data.wheelNames)
  }

  /// Creates a picker over a bundled dataset, its level count clamped as in
  /// ``init(data:levels:childRetention:)``.
  ///
  /// A bundled dataset is checked by the package's tests; one whose embedded data does not
  /// decode (a ``RegionDataset`` made by hand with a broken tree) stops the program with the
  /// decoder's message. Load such a dataset with ``RegionDataset/load()``, which throws, and
  /// pass the data to ``init(data:levels:childRetention:)``.
  public init(dataset: RegionDataset, levels: Int? = nil, childRetention: Retention = .firstRow) {
    let data: RegionData
    do {
      data = try dataset.load()
    } catch {
      preconditionFailure("the embedded region dataset \(dataset.identifier) is corrupt: \(error.message)")
    }
    self.init(data: data, levels: levels, childRetention: childRetention)
  }

  /// A level count given from outside (an option, a setting), checked against `data`.
  ///
  /// - Returns: `levels`, or the data's default when it is `nil`.
  /// - Throws: ``WheelPickerError/Kind/invalidConfiguration`` with reason
  ///   ``WheelPickerError/Reason/levelsOutOfRange`` for a count outside 1 and the tree's depth.
  public static func checkedLevels(_ levels: Int?, for data: RegionData) throws(WheelPickerError) -> Int {
    let depth = max(data.tree.levelCount, 1)
    let wanted = levels ?? data.defaultLevels ?? depth
    guard wanted >= 1, wanted <= depth else {
      throw WheelPickerError(
        .invalidConfiguration,
        "levels \(wanted) for \(data.title): must lie between 1 and the data's \(depth) levels",
        reason: .levelsOutOfRange)
    }
    return wanted
  }

  /// The tree.
  public var tree: CascadeTree { data.tree }

  /// The number of wheels.
  public var wheelCount: Int { cascade.wheelCount }

  /// The wheel's kind and name (`province`, `prefecture`…), from the data's wheel names.
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    var traits = cascade.traits(ofWheel: wheel)
    // The bundled data's wheel names are identifiers; people read the words table's label of the kind.
    traits.label = nil
    switch traits.name {
    case "province": traits.kind = .province
    case "prefecture": traits.kind = .prefecture
    case "county": traits.kind = .county
    case "township": traits.kind = .township
    case "country": traits.kind = .country
    case "state": traits.kind = .state
    case "ZIP code": traits.kind = .postalCode
    case "subdivision": traits.kind = .subdivision(level: 0)
    case let name where name.hasPrefix("subdivision ("):
      let digits = name.filter(\.isNumber)
      traits.kind = .subdivision(level: max(0, (Int(digits) ?? 1) - 1))
    default: break
    }
    return traits
  }

  /// Region models are equal when they show the same data the same way.
  public static func == (lhs: RegionModel, rhs: RegionModel) -> Bool {
    lhs.cascade == rhs.cascade && lhs.data.source == rhs.data.source && lhs.data.asOf == rhs.data.asOf
  }

  /// The number of children of the node selected in the wheel before.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    cascade.rowCount(ofWheel: wheel, given: selection)
  }

  /// The node's title (`北京市` for the placeholder `市辖区`).
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    cascade.title(ofRow: row, inWheel: wheel, given: selection)
  }

  /// The node's index in the tree.
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    cascade.key(ofRow: row, inWheel: wheel, given: selection)
  }

  /// The row of that node under the current parent.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    cascade.row(for: key, inWheel: wheel, given: selection)
  }

  /// Children keep the same node, else go to their first row.
  public func retention(ofWheel wheel: Int) -> Retention { cascade.retention(ofWheel: wheel) }

  /// The node's official name.
  public func describe(_ key: RowKey, inWheel wheel: Int) -> String { cascade.describe(key, inWheel: wheel) }

  /// The codes and names of the selected nodes and the display text.
  public func value(of selection: WheelSelection) -> RegionPath {
    RegionPath(cascade.value(of: selection))
  }

  /// The nodes a path names, by code at each level (else by name).
  public func keys(for value: RegionPath) throws(WheelPickerError) -> [RowKey?] {
    try cascade.keys(for: CascadePath(value.path.map { .init(key: $0.code, name: $0.name) }))
  }

  /// The value that shows `node` and, below it, the first row of every wheel
  /// left, as selecting that node and letting its children follow would:
  /// what a search hit or a default selects.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` when the node is
  ///   not in the tree or lies deeper than the picker's wheels.
  /// - Complexity: O(depth).
  public func path(toNode node: CascadeTree.NodeIndex) throws(WheelPickerError) -> RegionPath {
    RegionPath(try cascade.path(toNode: node))
  }

  /// Rows of the whole picker that match `query` (name, pinyin, initials),
  /// best first; ``path(toNode:)`` gives the value that selects one.
  ///
  /// - Complexity: O(size of the search index).
  public func search(_ query: String, limit: Int? = 50) -> [CascadeSearchHit] {
    data.searchIndex.search(query, maxDepth: wheelCount - 1, limit: limit)
  }

  /// Rows of one wheel, under the current selection, that match `query`
  /// (name, pinyin, initials), best first: type-to-find in one wheel.
  ///
  /// - Complexity: O(size of the index entries of the wheel's rows).
  public func search(
    _ query: String, inWheel wheel: Int, given selection: WheelSelection
  ) -> [WheelSearch.Match] {
    guard wheel >= 0, wheel < wheelCount else { return [] }
    let count = rowCount(ofWheel: wheel, given: selection)
    guard count > 0 else { return [] }
    // A wheel's rows are the contiguous children of one node.
    let first = key(ofRow: 0, inWheel: wheel, given: selection).ordinal
    return data.searchIndex.search(query, among: first..<(first + count), limit: nil).map {
      WheelSearch.Match(row: $0.node - first, kind: $0.match)
    }
  }
}
