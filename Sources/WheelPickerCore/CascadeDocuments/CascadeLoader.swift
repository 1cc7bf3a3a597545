import Foundation

/// Builds a ``CascadeTree`` from a JSON or property-list document of one of
/// several shapes.
///
/// <!-- snippet:
/// let data = try DocumentationGiven.cascadeData("regions-code-name.json")
/// -->
/// ```swift
/// let loader = CascadeLoader(shape: .nested(.codeNameChildren))
/// let tree = try loader.tree(from: data, source: "regions.json")
/// var engine = SelectionEngine(model: CascadeModel(tree: tree))
/// ```
///
/// The syntax is recognised from the first bytes: XML and binary property
/// lists start with `<` (or UTF-16's byte-order mark or `<?` in UTF-16) or
/// `bplist`, anything else is read as JSON. Every shape works in either syntax.
///
/// A document that does not fit its shape is rejected as a whole with a
/// ``WheelPickerError/Kind/invalidData`` error naming the source, the path
/// inside it and what was expected:
/// `cities.plist: [3].cities[12].city: expected a string, found a number`.
/// No half-built tree is ever returned.
///
/// Keys are strings or whole numbers written in decimal (`110000`, or
/// `110000.0`); a fraction (`1.5`) or a number too large to read exactly
/// (past 64 bits, or past 2^53 with a fraction or exponent: `1e300`) is refused.
/// Keys must differ among siblings (a value is a path of keys, so the same
/// code may recur under another parent), and names too where they are the
/// keys (a tree without codes, the property-list shapes), and throughout a
/// flat list (a parent is named by its key):
/// `areas.json: [1].code: code "1" repeats [0].code`.
///
/// JSON is read straight from its bytes into the tree's arrays (no
/// `JSONSerialization` value tree): a million nodes load in well under two
/// seconds. Syntax errors name the line and column:
/// `areas.json: not valid JSON at line 3, column 14: expected "," or "]", found "}"`.
public struct CascadeLoader: Sendable, Hashable {
  /// The shapes of documents the loader understands.
  public enum Shape: Sendable, Hashable {
    /// An array of nodes, each with a name, an optional key, an optional
    /// array of child nodes, to any depth, and an optional disabled flag; or
    /// one root object whose children are the roots.
    case nested(NestedFields)
    /// An array of records, each naming its parent by key, optionally disabled.
    case flatList(FlatListFields)
    /// A dictionary of key → array of strings (authors → books, states → ZIP
    /// codes) or key → dictionary, to any depth; keys are sorted in `order`.
    case keyedLists(order: KeyOrder)
    /// `[{state, cities: [{city, areas: [String]}]}]`, three levels.
    case statesCitiesAreas
    /// `[{name, cities: [String]}]`, two levels: provinces and their cities.
    case provincesCities
  }

  /// The field names of a nested tree.
  public struct NestedFields: Sendable, Hashable {
    /// The field holding a node's key or code; `nil` when nodes have none
    /// (the name is then the key).
    public var key: String?
    /// The field holding a node's name (the text a wheel shows).
    public var name: String
    /// The field holding a node's children; a node without it is a leaf.
    public var children: String
    /// The field that marks a node disabled when it is `true` (Vant's and
    /// antd-mobile's `disabled`); `nil` to read no such field.
    public var disabled: String?

    /// Creates field names.
    public init(key: String?, name: String, children: String = "children", disabled: String? = "disabled") {
      self.key = key
      self.name = name
      self.children = children
      self.disabled = disabled
    }

    /// `{code, name, children}`, as GB/T 2260 region files.
    public static let codeNameChildren = NestedFields(key: "code", name: "name")
    /// `{value, text, children}`, as Vant's cascader.
    public static let valueTextChildren = NestedFields(key: "value", name: "text")
    /// `{label, value, children}`, as antd-mobile's cascader: the label is shown.
    public static let labelValueChildren = NestedFields(key: "value", name: "label")
  }

  /// The field names of a flat list with parent keys.
  public struct FlatListFields: Sendable, Hashable {
    /// The field holding a record's unique key.
    public var key: String
    /// The field holding a record's name.
    public var value: String
    /// The field holding the parent's key.
    public var parentKey: String
    /// The parent key that marks a root (`"0"`, `""`), besides a missing or
    /// null parent field, which always does.
    public var rootMarker: String?
    /// The field that marks a record disabled when it is `true`; `nil` to read no such field.
    public var disabled: String?

    /// Creates field names.
    public init(
      key: String = "key", value: String = "value", parentKey: String = "parentKey",
      rootMarker: String? = nil, disabled: String? = "disabled"
    ) {
      self.key = key
      self.value = value
      self.parentKey = parentKey
      self.rootMarker = rootMarker
      self.disabled = disabled
    }
  }

  /// How the keys of a dictionary are ordered (a dictionary has no order of its own).
  public enum KeyOrder: Sendable, Hashable {
    /// By Unicode code points: fast, no locale data.
    case codePoints
    /// By the locale's collation, e.g. pinyin order for `zh-Hans`.
    case localized(Locale)
  }

  /// The shape documents must have.
  public var shape: Shape
  /// Where the cascade lies inside each document (`data` in `{"code":0,"data":[…]}`); empty
  /// for the document itself.
  public var at: EnvelopePath

  /// Creates a loader for documents of one shape.
  public init(shape: Shape) { self.init(shape: shape, at: EnvelopePath()) }

  /// Creates a loader for documents of one shape that lies at `at` inside each document.
  public init(shape: Shape, at: EnvelopePath) {
    self.shape = shape
    self.at = at
  }

  /// The tree a document describes.
  ///
  /// - Parameters:
  ///   - data: the document, JSON or a property list (XML or binary).
  ///   - source: the document's name for error messages (a file name).
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming `source`, and the
  ///   line and column of a syntax error, the first step of ``at`` the document does not
  ///   have, or the path inside the document and the rule it breaks there.
  /// - Complexity: O(*n*) in the document's size (O(*k* log *k*) to sort *k* keys).
  public func tree(from data: Data, source: String) throws(WheelPickerError) -> CascadeTree {
    let document = try DocumentReader(data: data, source: source, at: at)
    do {
      return try document.tree(shape)
    } catch {
      throw error.error(source: document.named)
    }
  }

  /// The tree a file describes; messages name the file.
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` when the file cannot be
  ///   read (naming its full path) or does not fit (naming the file, the path
  ///   inside it and what was expected).
  public func tree(contentsOf url: URL) throws(WheelPickerError) -> CascadeTree {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "no such file"
      throw WheelPickerError(.invalidData, "\(url.path): \(reason)", reason: .unreadableFile)
    }
    return try tree(from: data, source: url.lastPathComponent)
  }
}
