import WheelPickerCore

/// The history of a region dataset's codes: every code that ended or gave
/// area away, with its years, its successors and the current codes that
/// cover its area, so a saved address with an old code still finds its place.
///
/// The product ships ``china``: China's GB/T 2260 county-level-and-above
/// records since 1981, followed through every later change to the current
/// list (``asOf``, the date of `RegionDataset.china`).
///
/// ```swift
/// let succession = try RegionHistory.china.successors(of: "120225")
/// succession?.record.name            // "蓟县"
/// succession?.record.years           // "1981–2016"
/// succession?.current.map(\.name)    // ["蓟州区"]
/// ```
public struct RegionHistory: Sendable {
  /// One code under one name for a span of years.
  public struct Record: Hashable, Sendable {
    /// The 6-digit GB/T 2260 code (`120225`).
    public var code: String
    /// The name it bore (`蓟县`).
    public var name: String
    /// The name's full pinyin (`jixian`).
    public var pinyin: String
    /// The year of the first yearly list (31 December) that has the record.
    public var firstYear: Int
    /// The year of the first list without it; `nil` while it is in use.
    public var endYear: Int?
    /// The 6-digit code of its province or prefecture when it was in use, if any.
    public var parentCode: String?
    /// The records that took over its area, as the source lists them.
    public var successors: [Successor]
    /// The 6-digit codes of the current list whose area intersects the
    /// record's: its successors, followed through every later change; empty
    /// for a record in use, and for the few ended records the source gives
    /// no successors (prefecture-level 地区 that became cities).
    public var currentCodes: [String]

    /// Whether the record is still in use (it only gave area away).
    public var isInUse: Bool { endYear == nil }

    /// Its years of use, `1981–2016` (or `1981–` while in use).
    public var years: String { "\(firstYear)–\(endYear.map(String.init) ?? "")" }

    /// The mark a search shows beside a current division found by this
    /// former name: `formerly 蓟县 (1981–2016)`, `原蓟县（1981–2016）`.
    public func formerNameNote(in language: PickerWords.Language) -> String {
      switch language {
      case .english: "formerly \(name) (\(years))"
      case .simplifiedChinese, .traditionalChinese: "原\(name)（\(years)）"
      case .japanese: "旧称 \(name)（\(years)）"
      }
    }
  }

  /// A record that took over some or all of another's area.
  public struct Successor: Hashable, Sendable {
    /// Its 6-digit code.
    public var code: String
    /// The year of the change.
    public var year: Int
    /// The title of the decision, when the source has one
    /// (`国务院关于同意天津市调整部分行政区划的批复`).
    public var decision: String?
  }

  /// A division of the current list.
  public struct Division: Hashable, Sendable {
    /// Its 6-digit code (`120119`).
    public var code: String
    /// Its name (`蓟州区`).
    public var name: String
  }

  /// What an old code became.
  public struct Succession: Hashable, Sendable {
    /// The record the code named last.
    public var record: Record
    /// The current divisions its area lies in, in the source's order; the
    /// first is the one a picker opens on.
    public var current: [Division]
  }

  /// A short identifier (`chinaHistory`).
  public let identifier: String
  /// A human-readable title.
  public let title: String
  /// Where the history comes from: repository, commit, file.
  public let source: String
  /// The date of the current list the successors are followed to, ISO 8601.
  public let asOf: String
  /// What the generator changed on the way from the source to the bundle.
  public let transformation: String
  /// The licence texts of the sources.
  public let licenses: [RegionDataset.License]
  private let decoded: Result<Records, WheelPickerError>

  /// Creates a history from its metadata and its records in the compact
  /// `WPH1` text format that `Scripts/generate-region-data` writes.
  public init(
    identifier: String, title: String, source: String, asOf: String, transformation: String,
    licenses: [RegionDataset.License], encodedRecords: String
  ) {
    self.identifier = identifier
    self.title = title
    self.source = source
    self.asOf = asOf
    self.transformation = transformation
    self.licenses = licenses
    decoded = Result { () throws(WheelPickerError) in
      try Records(decoding: encodedRecords, origin: "history \(identifier)")
    }
  }

  /// Every record, by code and then first year.
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError/Kind/invalidData`` when the embedded data is corrupt.
  public func records() throws(WheelPickerError) -> [Record] { try decoded.get().all }

  /// The records of a 6-digit code, oldest first (codes are reused: one code
  /// can have named several places).
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError/Kind/invalidData`` when the embedded data is corrupt.
  public func records(ofCode code: String) throws(WheelPickerError) -> [Record] {
    let records = try decoded.get()
    return (records.byCode[code] ?? []).map { records.all[$0] }
  }

  /// The ended records whose area now lies, in whole or in part, in the
  /// current division `code` (6 digits): its former names.
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError/Kind/invalidData`` when the embedded data is corrupt.
  public func formerRecords(ofCurrentCode code: String) throws(WheelPickerError) -> [Record] {
    let records = try decoded.get()
    return (records.byCurrentCode[code] ?? []).map { records.all[$0] }
  }

  /// What an old code became: the last record that bore it and the current
  /// divisions its area lies in; `nil` when the code is in the current list
  /// (`RegionDataset.china`) or is no code the history knows.
  ///
  /// A code in the 6-digit form (`120225`, `522200`) or shortened as the
  /// region data writes prefectures and provinces (`5222`).
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError/Kind/invalidData`` when the embedded data is corrupt.
  /// - Complexity: O(successors); the first call also loads `RegionDataset.china`.
  public func successors(of code: String) throws(WheelPickerError) -> Succession? {
    let full =
      code.count < 6 && code.count.isMultiple(of: 2)
      ? code + String(repeating: "0", count: 6 - code.count) : code
    let tree = try RegionDataset.china.load().tree
    guard Self.node(forCode: full, in: tree) == nil else { return nil }
    guard let last = try records(ofCode: full).last(where: { !$0.isInUse }) else { return nil }
    let current = last.currentCodes.compactMap { code in
      Self.node(forCode: code, in: tree).map { Division(code: code, name: tree.name(of: $0)) }
    }
    return Succession(record: last, current: current)
  }

  /// The node of a 6-digit code in the current tree, whose keys shorten
  /// provinces and prefectures (`44`, `4403`, `440305`).
  static func node(forCode code: String, in tree: CascadeTree) -> CascadeTree.NodeIndex? {
    guard code.utf8.count == 6, code.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    var key = Substring(code)
    while key.count > 2, key.hasSuffix("00") { key = key.dropLast(2) }
    var node: CascadeTree.NodeIndex?
    for length in stride(from: 2, through: key.count, by: 2) {
      guard let child = tree.child(of: node, matching: String(key.prefix(length))) else {
        // A county under a placeholder level keyed otherwise: nothing else to try.
        return nil
      }
      node = child
    }
    return node
  }
}
