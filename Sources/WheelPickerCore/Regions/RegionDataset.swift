import Foundation

/// A bundled region dataset: where it comes from, when it was true, its
/// licences, and its tree in a compact form decoded on first use.
///
/// WheelPickerCore ships ``china`` (province → prefecture → county). The
/// products `WheelPickerChinaTowns`, `WheelPickerWorld` and `WheelPickerUSZip`
/// add `chinaTowns`, `world` and `usZip`. The data is embedded in the binary,
/// so a built program copied anywhere still has it.
///
/// ```swift
/// RegionDataset.china.asOf                  // "2024-12-31"
/// let model = RegionModel(dataset: .china)
/// let states = try RegionDataset.usZip.load(for: Locale(identifier: "en"))   // Alabama, Alaska…
/// ```
public struct RegionDataset: Sendable {
  /// A licence text that must accompany the data.
  public struct License: Hashable, Sendable {
    /// The file name under `LICENSES/` beside the dataset.
    public var name: String
    /// The full text.
    public var text: String

    /// Creates a licence entry.
    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  /// The order a dataset's siblings are shown in.
  public enum SiblingOrder: Hashable, Sendable {
    /// The source's order, which is by code: kept, as for China's divisions,
    /// whose official order is the GB/T 2260 code order.
    case code
    /// By name in the reader's locale (``load(for:)``): countries, states.
    case name
  }

  /// A short identifier (`china`, `chinaTowns`, `world`, `usZip`).
  public let identifier: String
  /// A human-readable title.
  public let title: String
  /// Where the data comes from: publisher, repository or package, version.
  public let source: String
  /// The date (or dates) the data describes, ISO 8601.
  public let asOf: String
  /// What the generator changed on the way from the source to the bundle.
  public let transformation: String
  /// The licence texts of the sources.
  public let licenses: [License]
  /// The number of wheels a picker shows by default; `nil` for every level.
  public let defaultLevels: Int?
  /// Names of the wheels, root first (`province`, `prefecture`…).
  public let wheelNames: [String]
  /// Whether the siblings keep the source's code order or go by name.
  public let siblingOrder: SiblingOrder
  private let encodedTree: String
  /// Names in other languages by ``PickerWords/Language`` identifier: one a
  /// line in the tree's breadth-first order, an empty line where the
  /// source's name stays.
  private let localizedNames: [String: String]

  /// The languages the dataset has names in besides the source's, as
  /// ``PickerWords/Language`` identifiers (`zh-Hans`, `zh-Hant`, `ja` for the
  /// world); ``load(for:)`` shows them to a reader of that language.
  public var nameLanguages: [PickerWords.Language] {
    PickerWords.Language.allCases.filter { localizedNames[$0.rawValue] != nil }
  }

  /// Creates a dataset from its metadata and its tree in the compact `WPR1`
  /// text format that `Scripts/generate-region-data` writes.
  ///
  /// `localizedNames` maps a ``PickerWords/Language`` identifier (`ja`) to
  /// the names in that language, one a line in the tree's breadth-first
  /// order, an empty line keeping the source's name.
  public init(
    identifier: String, title: String, source: String, asOf: String, transformation: String,
    licenses: [License], defaultLevels: Int?, wheelNames: [String], siblingOrder: SiblingOrder = .code,
    localizedNames: [String: String] = [:], encodedTree: String
  ) {
    self.identifier = identifier
    self.title = title
    self.source = source
    self.asOf = asOf
    self.transformation = transformation
    self.licenses = licenses
    self.defaultLevels = defaultLevels
    self.wheelNames = wheelNames
    self.siblingOrder = siblingOrder
    self.localizedNames = localizedNames
    self.encodedTree = encodedTree
  }

  /// The decoded tree and its search index, decoded once per process and then shared.
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` when the embedded data is corrupt.
  /// - Complexity: O(*n*) on the first call, O(1) afterwards.
  public func load() throws(WheelPickerError) -> RegionData {
    let result = Self.cache.value(for: identifier) { () -> Result<RegionData, WheelPickerError> in
      Result { () throws(WheelPickerError) -> RegionData in try decode() }
    }
    return try result.get()
  }

  /// The data as a reader of `locale` expects it: named in the reader's
  /// language where the dataset has names in it (``nameLanguages``; the
  /// world's countries and subdivisions in Chinese and Japanese, the source's
  /// name where a translation is missing), and the siblings sorted by name in
  /// its collation (``RegionData/ordered(for:)``) when the dataset's
  /// ``siblingOrder`` is ``SiblingOrder/name``, else in the source's order
  /// (China's code order). Made once per locale and process, then shared.
  ///
  /// Search finds a node by its names in every language whatever the
  /// reader's: they are aliases in the search index.
  ///
  /// ```swift
  /// let world = try RegionDataset.world.load(for: Locale(identifier: "ja"))
  /// world.tree.name(of: world.searchIndex.search("us")[0].node)   // "米国"
  /// ```
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` when the embedded data is corrupt.
  /// - Complexity: O(*n* log *k*) on the first call for a locale (see
  ///   ``RegionData/ordered(for:)``), O(1) afterwards.
  public func load(for locale: Locale) throws(WheelPickerError) -> RegionData {
    let language = PickerWords.Language(identifier: locale.identifier).rawValue
    let names = localizedNames[language]
    guard siblingOrder == .name || names != nil else { return try load() }
    let data = try load()
    let result = Self.cache.value(for: "\(identifier) in \(language) ordered for \(locale.identifier)") {
      () -> Result<RegionData, WheelPickerError> in
      Result { () throws(WheelPickerError) -> RegionData in
        guard let names else { return data.ordered(for: locale) }
        let (named, ranks) = try data.renamed(
          byLines: names, origin: "dataset \(identifier), names in \(language)")
        guard siblingOrder == .name else { return named }
        guard let ranks else { return named.ordered(for: locale) }
        return named.ordered(for: locale) { ranks[$0] < ranks[$1] }
      }
    }
    return try result.get()
  }

  /// Decodes the embedded tree afresh, without the shared cache (for benchmarks).
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` when the embedded data is corrupt.
  /// - Complexity: O(*n*).
  public func decode() throws(WheelPickerError) -> RegionData {
    let (tree, decoded) = try RegionDataDecoder.decode(encodedTree, origin: "dataset \(identifier)")
    // China's divisions, keyed by GB/T 2260 code, rank equal matches by prominence (`RegionProminence`).
    let index = isChina ? decoded.withProminence(RegionProminence.prominence(of: tree)) : decoded
    return RegionData(
      tree: tree, searchIndex: index, source: source, asOf: asOf, defaultLevels: defaultLevels,
      wheelNames: wheelNames, title: title)
  }

  /// Whether the dataset holds China's divisions keyed by GB/T 2260 code (`china`, `chinaTowns`).
  private var isChina: Bool { identifier == "china" || identifier == "chinaTowns" }

  private static let cache = MemoCache<String, Result<RegionData, WheelPickerError>>(capacity: 16)
}
