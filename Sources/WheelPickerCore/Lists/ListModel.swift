/// One wheel of strings (salary ranges, a menu, lines read from a pipe).
///
/// ```swift
/// let model = ListModel(["2k以下", "2k-5k", "5k-10k"])
/// var engine = try SelectionEngine(model: model, value: model.choice(text: "2k-5k"))
/// engine.value  // ListChoice(index: 1, value: "2k-5k")
/// ```
///
/// A list without rows is a wheel with no rows: a sheet shows its empty-wheel
/// row, and the value is ``ListChoice/none`` (index -1, empty text).
///
/// Rows live in one UTF-8 buffer (``PackedLines``): a row's `String` is made
/// only when it is read, so 200,000 piped lines cost their bytes plus 8 bytes
/// each. Texts are compared by their UTF-8 bytes. The first
/// lookup by text is one pass over the rows (~1 ms for 200,000, cheaper than
/// building an index, so a list started on a default stays fast); the second
/// builds an index and every later one is O(1). Where a text occurs more
/// than once, lookups by text find its first row.
public struct ListModel: WheelModel, Hashable {
  /// The rows.
  public let items: PackedLines
  /// The wheel's name, used in change descriptions and accessibility labels.
  public let wheelName: String
  private let textIndex = TextIndexCache()

  /// Creates a list; an empty one shows the empty-wheel row.
  ///
  /// - Parameters:
  ///   - items: the rows, in order.
  ///   - name: the wheel's name.
  public init(_ items: [String], name: String = "item") {
    self.init(lines: PackedLines(items), name: name)
  }

  /// Creates a list from packed lines (e.g. `PackedLines(splittingLines:)` of piped input);
  /// no lines make a wheel with no rows.
  public init(lines: PackedLines, name: String = "item") {
    self.items = lines
    self.wheelName = name
  }

  /// Lists are equal when they hold the same items under the same name.
  public static func == (lhs: ListModel, rhs: ListModel) -> Bool {
    lhs.wheelName == rhs.wheelName && lhs.items == rhs.items
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wheelName)
    hasher.combine(items)
  }

  /// One wheel.
  public var wheelCount: Int { 1 }

  /// A wheel of ``WheelKind/items`` named ``wheelName``.
  public func traits(ofWheel wheel: Int) -> WheelTraits { WheelTraits(kind: .items, name: wheelName) }

  /// The number of items.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int { items.count }

  /// The item.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    row >= 0 && row < items.count ? items[row] : ""
  }

  /// The row's index.
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    RowKey(row)
  }

  /// The index itself, when it is a row.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    key.ordinal >= 0 && key.ordinal < items.count ? key.ordinal : nil
  }

  /// The item.
  public func describe(_ key: RowKey, inWheel wheel: Int) -> String {
    key.ordinal >= 0 && key.ordinal < items.count ? items[key.ordinal] : "row \(key.ordinal)"
  }

  /// The selected index and text; ``ListChoice/none`` for a list without rows.
  public func value(of selection: WheelSelection) -> ListChoice {
    guard !items.isEmpty else { return .none }
    let row = min(max(selection[0] ?? 0, 0), items.count - 1)
    return ListChoice(index: row, value: items[row])
  }

  /// The row of the choice; its index and text must agree.
  public func keys(for value: ListChoice) throws(WheelPickerError) -> [RowKey?] {
    guard value.index >= 0, value.index < items.count else {
      throw WheelPickerError(
        .valueNotAvailable, "row \(value.index) is outside the \(wheelName) list of \(items.count) rows",
        reason: .rowOutOfRange)
    }
    guard items[value.index] == value.value else {
      throw WheelPickerError(
        .valueNotAvailable,
        "row \(value.index) of the \(wheelName) list is \"\(items[value.index])\", not \"\(value.value)\"",
        reason: .textMismatch)
    }
    return [RowKey(value.index)]
  }

  /// The first row whose text is `text`, or `nil`.
  ///
  /// - Complexity: O(*n*) for the first two calls, then O(1) expected.
  public func firstRow(ofText text: String) -> Int? {
    textIndex.firstRow(of: text, in: items)
  }

  /// The choice of the first row showing `text`, for a default given by text.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` when no row shows `text`.
  /// - Complexity: as ``firstRow(ofText:)``.
  public func choice(text: String) throws(WheelPickerError) -> ListChoice {
    guard let row = firstRow(ofText: text) else {
      throw WheelPickerError(.valueNotAvailable, "no \(wheelName) \"\(text)\" in the list", reason: .notFound)
    }
    return ListChoice(index: row, value: items[row])
  }

  /// The choice of row `index`, for a default given by position.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` when `index` is not a row.
  public func choice(at index: Int) throws(WheelPickerError) -> ListChoice {
    guard index >= 0, index < items.count else {
      throw WheelPickerError(
        .valueNotAvailable, "row \(index) is outside the \(wheelName) list of \(items.count) rows",
        reason: .rowOutOfRange)
    }
    return ListChoice(index: index, value: items[index])
  }
}
