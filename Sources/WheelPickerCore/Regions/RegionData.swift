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
  /// Search over every node, with pinyin where the data ships it.
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
  /// GB/T 2260 placeholder nodes (`市辖区`, `省直辖县级行政区划`…) are titled
  /// and hidden in text as in the bundled data. Names are searchable by prefix
  /// and substring (no pinyin is computed at run time).
  ///
  /// - Parameters:
  ///   - json: the file's bytes.
  ///   - source: where the bytes came from (a file name), for messages and ``source``.
  ///   - asOf: the date the data describes, if known.
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming the source, the
  ///   path inside it (`[3].children[12].name`) and what was expected.
  public init(json: Data, source: String, asOf: String? = nil) throws(WheelPickerError) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: json)
    } catch {
      throw WheelPickerError(.invalidData, "\(source): not valid JSON (\(error.localizedDescription))")
    }
    guard let array = object as? [Any] else {
      throw WheelPickerError(.invalidData, "\(source): expected a JSON array of regions at the top level")
    }
    let roots = try Self.nodes(array, path: "", parentName: nil, source: source, depth: 0)
    self.init(tree: CascadeTree(roots: roots), source: source, asOf: asOf)
  }

  /// Reads a region file (see ``init(json:source:asOf:)``).
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` when the file cannot be
  ///   read or does not have the expected shape.
  public init(contentsOf url: URL, asOf: String? = nil) throws(WheelPickerError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw WheelPickerError(.invalidData, "\(url.path): cannot be read (\(error.localizedDescription))")
    }
    try self.init(json: data, source: url.path, asOf: asOf)
  }

  private static func nodes(
    _ array: [Any], path: String, parentName: String?, source: String, depth: Int
  ) throws(WheelPickerError) -> [CascadeTree.Node] {
    guard depth < 64 else {
      throw WheelPickerError(.invalidData, "\(source): \(path) nests deeper than 64 levels")
    }
    var result: [CascadeTree.Node] = []
    result.reserveCapacity(array.count)
    for (offset, element) in array.enumerated() {
      let here = "\(path)[\(offset)]"
      guard let object = element as? [String: Any] else {
        throw WheelPickerError(
          .invalidData, "\(source): \(here) is not an object with code, name and children")
      }
      guard let name = object["name"] as? String, !name.isEmpty else {
        throw WheelPickerError(.invalidData, "\(source): \(here).name is missing or not a non-empty string")
      }
      let code: String
      switch object["code"] {
      case let text as String: code = text
      case let number as NSNumber
      where !(number is Bool) && number.doubleValue.rounded() == number.doubleValue:
        code = number.stringValue
      case nil: code = name
      default:
        throw WheelPickerError(.invalidData, "\(source): \(here).code is not a string or an integer")
      }
      var children: [CascadeTree.Node] = []
      if let raw = object["children"], !(raw is NSNull) {
        guard let list = raw as? [Any] else {
          throw WheelPickerError(.invalidData, "\(source): \(here).children is not an array")
        }
        children = try nodes(
          list, path: "\(here).children", parentName: name, source: source, depth: depth + 1)
      }
      let title = children.isEmpty ? nil : RegionPlaceholder.title(forName: name, parentName: parentName)
      result.append(
        CascadeTree.Node(
          name: name, key: code, title: title, isHiddenInText: title != nil, children: children))
    }
    return result
  }
}
