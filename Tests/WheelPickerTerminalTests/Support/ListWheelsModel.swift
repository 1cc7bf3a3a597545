import WheelPickerCore

/// Independent wheels of fixed strings, with optional disabled rows and
/// cyclic wheels; an empty list makes an empty wheel.
struct ListWheelsModel: WheelModel {
  var wheels: [[String]]
  var disabled: Set<[Int]> = []
  var cyclic: Set<Int> = []
  var order: [Int]?
  /// Units, page sizes and width weights by wheel, as the wheels' traits say them.
  var units: [Int: String] = [:]
  var pageSizes: [Int: Int] = [:]
  var weights: [Int: Double] = [:]

  init(_ wheels: [[String]], disabled: Set<[Int]> = [], cyclic: Set<Int> = [], order: [Int]? = nil) {
    self.wheels = wheels
    self.disabled = disabled
    self.cyclic = cyclic
    self.order = order
  }

  var wheelCount: Int { wheels.count }
  var displayOrder: [Int] { order ?? Array(0..<wheels.count) }
  func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int { wheels[wheel].count }
  func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    wheels[wheel][row]
  }
  func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey { RowKey(row) }
  func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    key.ordinal >= 0 && key.ordinal < wheels[wheel].count ? key.ordinal : nil
  }
  func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    !disabled.contains([wheel, row])
  }
  func traits(ofWheel wheel: Int) -> WheelTraits {
    WheelTraits(
      kind: .items, name: "wheel \(wheel + 1)", unit: units[wheel], widthWeight: weights[wheel],
      isCyclic: cyclic.contains(wheel), pageSize: pageSizes[wheel])
  }
  func value(of selection: WheelSelection) -> [Int?] { selection.rows }
  func keys(for value: [Int?]) throws(WheelPickerError) -> [RowKey?] { value.map { $0.map(RowKey.init) } }
}

/// One wheel of `count` rows computed on demand (`item-000001`…), counting
/// title requests so tests can prove a key costs O(visible rows).
struct HugeListModel: WheelModel {
  let count: Int
  let counter = TitleCounter()

  var wheelCount: Int { 1 }
  func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int { count }
  func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    counter.increment()
    let digits = String(row + 1)
    return "item-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }
  func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey { RowKey(row) }
  func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    key.ordinal >= 0 && key.ordinal < count ? key.ordinal : nil
  }
  func value(of selection: WheelSelection) -> Int { selection[0] ?? -1 }
  func keys(for value: Int) throws(WheelPickerError) -> [RowKey?] { [RowKey(value)] }
}

/// Counts calls across copies of a model.
final class TitleCounter: @unchecked Sendable {
  private var value = 0
  func increment() { value += 1 }
  func reset() { value = 0 }
  var count: Int { value }
}

extension HugeListModel: Hashable {
  static func == (lhs: HugeListModel, rhs: HugeListModel) -> Bool { lhs.count == rhs.count }
  func hash(into hasher: inout Hasher) { hasher.combine(count) }
}

/// A province → city → district cascade small enough to read in a test.
enum Fixtures {
  static let regions = CascadeTree(roots: [
    .init(
      name: "广东省",
      children: [
        .init(name: "广州市", children: [.init(name: "天河区"), .init(name: "越秀区")]),
        .init(name: "深圳市", children: [.init(name: "南山区"), .init(name: "福田区"), .init(name: "宝安区")]),
      ]),
    .init(name: "北京市", children: [.init(name: "东城区", children: [])]),
    .init(name: "澳门"),
    .init(name: "浙江省", children: [.init(name: "杭州市", children: [.init(name: "西湖区")])]),
  ])

  static func cascade() -> SelectionEngine<CascadeModel> {
    SelectionEngine(model: CascadeModel(tree: regions, wheelNames: ["province", "city", "district"]))
  }
}
