import WheelPickerCore

/// A two-wheel test model: months 1…12 and their days (a fixed non-leap table),
/// with an optional set of disabled days. Independent of Foundation calendars so
/// that engine tests test the engine alone.
struct NumberWheelsModel: WheelModel {
  static let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  var disabledDays: Set<Int> = []
  var firstMonth = 1
  var lastMonth = 12
  var descendingDays = false

  var wheelCount: Int { 2 }
  func traits(ofWheel wheel: Int) -> WheelTraits {
    wheel == 0 ? WheelTraits(kind: .month, name: "month") : WheelTraits(kind: .day, name: "day")
  }
  func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    if wheel == 0 { return lastMonth - firstMonth + 1 }
    guard let month = selection[0] else { return 0 }
    return Self.lengths[firstMonth - 1 + month]
  }
  func day(_ row: Int, _ selection: WheelSelection) -> Int {
    descendingDays ? rowCount(ofWheel: 1, given: selection) - row : row + 1
  }
  func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    String(key(ofRow: row, inWheel: wheel, given: selection).ordinal)
  }
  func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    RowKey(wheel == 0 ? firstMonth + row : day(row, selection))
  }
  func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    let count = rowCount(ofWheel: wheel, given: selection)
    let row =
      wheel == 0 ? key.ordinal - firstMonth : descendingDays ? count - key.ordinal : key.ordinal - 1
    return row >= 0 && row < count ? row : nil
  }
  func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    wheel == 0 || !disabledDays.contains(day(row, selection))
  }
  func value(of selection: WheelSelection) -> [Int] {
    (0..<2).compactMap { wheel in
      selection[wheel].map { key(ofRow: $0, inWheel: wheel, given: selection).ordinal }
    }
  }
  func keys(for value: [Int]) throws(WheelPickerError) -> [RowKey?] {
    guard value.count == 2 else {
      throw WheelPickerError(.valueNotAvailable, "need month and day", reason: .wrongComponentCount)
    }
    return value.map { RowKey($0) }
  }
}
