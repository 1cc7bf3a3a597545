import WheelPickerCore

/// One wheel of keys 10, 20, 30 whose rows may all be disabled, and whose `keys(for:)` may
/// answer with a wrong number of keys: the engine's answers to a model that cannot show a value.
struct TensModel: WheelModel {
  var allDisabled = false
  var extraKey = false

  var wheelCount: Int { 1 }
  func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int { 3 }
  func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    String((row + 1) * 10)
  }
  func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    RowKey((row + 1) * 10)
  }
  func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    key.ordinal % 10 == 0 && (10...30).contains(key.ordinal) ? key.ordinal / 10 - 1 : nil
  }
  func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool { !allDisabled }
  func value(of selection: WheelSelection) -> [Int] {
    selection[0].map { [($0 + 1) * 10] } ?? []
  }
  func keys(for value: [Int]) throws(WheelPickerError) -> [RowKey?] {
    let keys = value.map { RowKey($0) }
    return extraKey ? keys + keys : keys
  }
}
