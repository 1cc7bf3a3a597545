import Foundation

/// A region tree ready for pickers: the ``CascadeTree``, its
/// ``CascadeSearchIndex`` and where the data comes from.
///
/// Get one from a bundled dataset (`try RegionDataset.china.load()`) or from a
/// file of your own in the `code/name/children` JSON shape of the bundled
/// sources (``init(json:source:asOf:)``, ``init(contentsOf:asOf:)``).
public struct RegionData: Sendable {
  /// The rows.
  public let tree: CascadeTree
  /// Search over every node, with the pinyin the data ships, else the pinyin read from the names.
  public let searchIndex: CascadeSearchIndex
  /// Where the data comes from.
  public let source: String
  /// The date the data describes, when known.
  public let asOf: String?
  /// The number of wheels a picker shows by default; `nil` for every level.
  public let defaultLevels: Int?
  /// Names of the wheels, root first.
  public let wheelNames: [String]
  /// A human-readable title of the data.
  public let title: String

  /// Creates region data from a tree and its index.
  public init(
    tree: CascadeTree, searchIndex: CascadeSearchIndex? = nil, source: String, asOf: String? = nil,
    defaultLevels: Int? = nil, wheelNames: [String] = [], title: String? = nil
  ) {
    self.tree = tree
    self.searchIndex = searchIndex ?? CascadeSearchIndex(tree: tree)
    self.source = source
    self.asOf = asOf
    self.defaultLevels = defaultLevels
    self.wheelNames = wheelNames
    self.title = title ?? source
  }

  /// Reads a region file: a JSON array of `{"code", "name", "children"}`
  /// objects, `children` optional, as the bundled sources are.
  ///
  /// Codes may be strings or whole numbers (not `1.5`, not past 2^53 as
  /// `1e300`); siblings must differ in code. The bytes are read straight into
  /// the tree, as the bundled data is (a million nodes in well under two
  /// seconds), never through `JSONSerialization`. GB/T 2260
  /// placeholder nodes (`市辖区`, `省直辖县级行政区划`…) are titled and hidden
  /// in text as in the bundled data. Names are searchable by prefix and
  /// substring, and by the pinyin of their characters and its initials, every
  /// reading of a polyphone (``CascadeSearchIndex/init(tree:)``).
  ///
  /// - Parameters:
  ///   - json: the file's bytes.
  ///   - source: where the bytes came from (a file name), for messages and ``source``.
  ///   - asOf: the date the data describes, if known.
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming the source and
  ///   the line and column of a syntax error, or the path inside it
  ///   (`[3].children[12].name`) and the rule broken there
  ///   (`[1].code: code "1" repeats [0].code`); no region data is made from
  ///   part of a file.
  /// - Complexity: O(*n*) in the file's size.
  public init(json: Data, source: String, asOf: String? = nil) throws(WheelPickerError) {
    let loader = CascadeLoader(shape: .nested(.codeNameChildren))
    let tree = try loader.tree(from: json, source: source)
    self.init(tree: Self.markingPlaceholders(tree), source: source, asOf: asOf)
  }

  /// Reads a region file (see ``init(json:source:asOf:)``).
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` when the file cannot be
  ///   read (naming its full path) or does not have the expected shape
  ///   (naming the file and the path inside it).
  public init(contentsOf url: URL, asOf: String? = nil) throws(WheelPickerError) {
    let tree = try CascadeLoader(shape: .nested(.codeNameChildren)).tree(contentsOf: url)
    self.init(tree: Self.markingPlaceholders(tree), source: url.path, asOf: asOf)
  }

  /// The tree with its placeholder nodes titled and hidden in text, as the
  /// bundled data's decoder marks them; also leaves, which older GB/T 2260
  /// lists hold (`130101 市辖区` under 石家庄市), so that display text agrees
  /// with ``RegionPath/text(separator:)``.
  static func markingPlaceholders(_ tree: CascadeTree) -> CascadeTree {
    var titles = tree.titles
    var hidden = tree.hiddenInText
    for node in 0..<tree.count {
      let parentName = tree.parent(of: node).map { tree.names[$0] }
      if let title = RegionPlaceholder.title(forName: tree.names[node], parentName: parentName) {
        titles[node] = title
        hidden[node] = true
      }
    }
    return CascadeTree(
      names: tree.names, keys: tree.keys, titles: titles, hiddenInText: hidden, parents: tree.parents,
      childStarts: tree.childStarts, childCounts: tree.childCounts, depths: tree.depths,
      rootCount: tree.rootCount, disabled: tree.disabled)
  }
}
