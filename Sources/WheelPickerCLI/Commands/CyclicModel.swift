import WheelPickerCore

/// A model whose wheels wrap around when asked (`wheelpicker time --cyclic`),
/// otherwise exactly the model it wraps.
struct CyclicModel<Base: WheelModel>: WheelModel {
  /// The wrapped model.
  let base: Base
  /// Whether the wheels wrap; `false` leaves the base's own answer.
  let isCyclic: Bool

  var wheelCount: Int { base.wheelCount }
  var displayOrder: [Int] { base.displayOrder }
  func name(ofWheel wheel: Int) -> String { base.name(ofWheel: wheel) }
  func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    base.rowCount(ofWheel: wheel, given: selection)
  }
  func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    base.title(ofRow: row, inWheel: wheel, given: selection)
  }
  func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    base.key(ofRow: row, inWheel: wheel, given: selection)
  }
  func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    base.row(for: key, inWheel: wheel, given: selection)
  }
  func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    base.isRowEnabled(row, inWheel: wheel, given: selection)
  }
  func retention(ofWheel wheel: Int) -> Retention { base.retention(ofWheel: wheel) }
  func preferredRow(inWheel wheel: Int, given selection: WheelSelection) -> Int {
    base.preferredRow(inWheel: wheel, given: selection)
  }
  func value(of selection: WheelSelection) -> Base.Value { base.value(of: selection) }
  func keys(for value: Base.Value) throws(WheelPickerError) -> [RowKey?] { try base.keys(for: value) }
  func describe(_ key: RowKey, inWheel wheel: Int) -> String { base.describe(key, inWheel: wheel) }
  func unit(ofWheel wheel: Int) -> String? { base.unit(ofWheel: wheel) }
  func searchAlias(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String? {
    base.searchAlias(ofRow: row, inWheel: wheel, given: selection)
  }
  func isCyclic(wheel: Int) -> Bool { isCyclic || base.isCyclic(wheel: wheel) }
}
