/// The value of a region picker: the code and official name of every level,
/// and the display text.
///
/// The path keeps the official GB/T 2260 nodes (`1101 市辖区`,
/// `4290 省直辖县级行政区划`); the text leaves those placeholders out.
/// Encoded as JSON it reads
/// `{"path":[{"code":"44","name":"广东省"},{"code":"4403","name":"深圳市"},{"code":"440305","name":"南山区"}],"text":"广东省 深圳市 南山区"}`.
public struct RegionPath: Hashable, Sendable, Codable, CustomStringConvertible {
  /// One level of the path.
  public struct Element: Hashable, Sendable, Codable {
    /// The node's code (`4403`, `GB-ENG`, `90001`).
    public var code: String
    /// The node's official name.
    public var name: String

    /// Creates an element.
    public init(code: String, name: String) {
      self.code = code
      self.name = name
    }
  }

  /// The levels, root first.
  public var path: [Element]
  /// The display text: the names joined by spaces, placeholders left out.
  public var text: String

  /// Creates a path.
  public init(path: [Element], text: String) {
    self.path = path
    self.text = text
  }

  /// The path of a cascade value.
  public init(_ cascadePath: CascadePath) {
    path = cascadePath.elements.map { Element(code: $0.key, name: $0.name) }
    text = cascadePath.text
  }

  /// The names joined by `separator` (`广东省-深圳市`), leaving out the
  /// placeholder levels ``RegionPlaceholder`` recognises, as ``text`` does.
  public func text(separator: String) -> String {
    var names: [String] = []
    var parentName: String?
    for element in path {
      if RegionPlaceholder.title(forName: element.name, parentName: parentName) == nil {
        names.append(element.name)
      }
      parentName = element.name
    }
    return names.joined(separator: separator)
  }

  /// The codes, root first.
  public var codes: [String] { path.map(\.code) }

  /// The display text.
  public var description: String { text }
}
