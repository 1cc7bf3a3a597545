/// Several wheels of strings that do not depend on each other (authors ×
/// books, bread × filling), each with a width weight.
///
/// ```swift
/// let model = try IndependentWheelsModel([
///   .init(items: ["white", "wheat", "rye"], name: "bread", widthWeight: 90),
///   .init(items: ["ham", "turkey", "tofu"], name: "filling", widthWeight: 210),
/// ])
/// var engine = try SelectionEngine(model: model, value: model.choices(texts: ["wheat", "turkey"]))
/// engine.value.values  // ["wheat", "turkey"]
/// ```
public struct IndependentWheelsModel: WheelModel {
  /// One wheel: its rows and its share of the picker's width.
  public struct Wheel: Hashable, Sendable {
    /// The rows.
    public let list: ListModel
    /// The wheel's width relative to the others' (90 and 210 give 30 % and 70 %); `nil` to size the
    /// wheel by its content.
    public let widthWeight: Double?

    /// Creates a wheel.
    ///
    /// - Throws: ``WheelPickerError/Kind/invalidConfiguration`` when `items`
    ///   is empty or `widthWeight` is not a positive finite number.
    public init(items: [String], name: String, widthWeight: Double? = nil) throws(WheelPickerError) {
      if let widthWeight, !(widthWeight.isFinite && widthWeight > 0) {
        throw WheelPickerError(
          .invalidConfiguration,
          "width weight \(widthWeight) of the \(name) wheel is not a positive number",
          reason: .widthWeightNotPositive)
      }
      guard !items.isEmpty else {
        throw WheelPickerError(
          .invalidConfiguration, "the \(name) wheel has no rows: give at least one", reason: .noRows)
      }
      list = ListModel(items, name: name)
      self.widthWeight = widthWeight
    }
  }

  /// The wheels, left to right.
  public let wheels: [Wheel]

  /// Creates independent wheels.
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidConfiguration`` when there is no wheel.
  public init(_ wheels: [Wheel]) throws(WheelPickerError) {
    guard !wheels.isEmpty else {
      throw WheelPickerError(
        .invalidConfiguration, "independent wheels need at least one wheel, got none", reason: .noRows)
    }
    self.wheels = wheels
  }

  /// Each wheel's share of the total width; the shares add up to 1. A wheel without a weight
  /// weighs 1.
  public var widthFractions: [Double] {
    let weights = wheels.map { $0.widthWeight ?? 1 }
    // Scaled by the largest first: weights near `Double.greatestFiniteMagnitude` would add up to infinity.
    let largest = weights.max() ?? 1
    let total = weights.reduce(0) { $0 + $1 / largest }
    return weights.map { $0 / largest / total }
  }

  /// The number of wheels.
  public var wheelCount: Int { wheels.count }

  /// A wheel of ``WheelKind/items`` with its name and width weight, depending on no other.
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    guard wheel >= 0, wheel < wheels.count else {
      return WheelTraits(kind: .items, name: "wheel \(wheel + 1)", dependsOnEarlierWheels: false)
    }
    return WheelTraits(
      kind: .items, name: wheels[wheel].list.wheelName, widthWeight: wheels[wheel].widthWeight,
      dependsOnEarlierWheels: false)
  }

  /// The number of items of the wheel, whatever the others hold.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    wheel >= 0 && wheel < wheels.count ? wheels[wheel].list.items.count : 0
  }

  /// The item.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    guard wheel >= 0, wheel < wheels.count else { return "" }
    return wheels[wheel].list.title(ofRow: row, inWheel: 0, given: selection)
  }

  /// The row's index.
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    RowKey(row)
  }

  /// The index itself, when it is a row.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    key.ordinal >= 0 && key.ordinal < rowCount(ofWheel: wheel, given: selection) ? key.ordinal : nil
  }

  /// The item.
  public func describe(_ key: RowKey, inWheel wheel: Int) -> String {
    guard wheel >= 0, wheel < wheels.count else { return "row \(key.ordinal)" }
    return wheels[wheel].list.describe(key, inWheel: 0)
  }

  /// The selected index and text of every wheel.
  public func value(of selection: WheelSelection) -> ListChoices {
    var indices: [Int] = []
    var values: [String] = []
    indices.reserveCapacity(wheels.count)
    values.reserveCapacity(wheels.count)
    for (wheel, column) in wheels.enumerated() {
      let items = column.list.items
      let row = min(max(selection[wheel] ?? 0, 0), items.count - 1)
      indices.append(row)
      values.append(items[row])
    }
    return ListChoices(indices: indices, values: values)
  }

  /// The row of each wheel; indices and texts must agree.
  public func keys(for value: ListChoices) throws(WheelPickerError) -> [RowKey?] {
    guard value.indices.count == wheels.count, value.values.count == wheels.count else {
      throw WheelPickerError(
        .valueNotAvailable,
        "choices \(value.values) have \(value.indices.count) indices and \(value.values.count) texts "
          + "but the picker has \(wheels.count) wheels", reason: .wrongComponentCount)
    }
    var keys: [RowKey?] = []
    for (wheel, column) in wheels.enumerated() {
      keys += try column.list.keys(
        for: ListChoice(index: value.indices[wheel], value: value.values[wheel]))
    }
    return keys
  }

  /// The choices showing `texts`, one per wheel (each its first row with that text).
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` naming the first
  ///   text no row shows, or when the count of texts differs from the wheels'.
  public func choices(texts: [String]) throws(WheelPickerError) -> ListChoices {
    guard texts.count == wheels.count else {
      throw WheelPickerError(
        .valueNotAvailable, "\(texts.count) texts given for \(wheels.count) wheels: give one per wheel",
        reason: .wrongComponentCount)
    }
    var indices: [Int] = []
    for (wheel, text) in texts.enumerated() {
      indices.append(try wheels[wheel].list.choice(text: text).index)
    }
    return ListChoices(indices: indices, values: texts)
  }

  /// The choices of rows `indices`, one per wheel.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` naming the first
  ///   index outside its wheel, or when the count of indices differs from the wheels'.
  public func choices(indices: [Int]) throws(WheelPickerError) -> ListChoices {
    guard indices.count == wheels.count else {
      throw WheelPickerError(
        .valueNotAvailable, "\(indices.count) indices given for \(wheels.count) wheels: give one per wheel",
        reason: .wrongComponentCount)
    }
    var values: [String] = []
    for (wheel, index) in indices.enumerated() {
      values.append(try wheels[wheel].list.choice(at: index).value)
    }
    return ListChoices(indices: indices, values: values)
  }
}
