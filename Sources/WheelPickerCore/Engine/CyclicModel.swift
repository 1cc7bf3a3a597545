/// Any model whose wheels wrap around: the row after the last is the first
/// (a clock, a reel), in every face.
///
/// <!-- snippet:
/// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
/// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
/// let configuration = DatePickerConfiguration(columns: .hourMinute, timeZone: zone, now: now)
/// -->
/// ```swift
/// let clock = CyclicModel(try DatePickerModel(configuration))   // 23 → 00, 59 → 00
/// var engine = SelectionEngine(model: clock)
/// engine.step(1, inWheel: 0)
/// ```
///
/// Everything but ``WheelTraits/isCyclic`` is the wrapped model's. An AM/PM wheel
/// (``WheelKind/period``) never wraps, so that its two rows never repeat
/// (AM PM AM PM…): a wrapping hour wheel turns it instead (``WheelModel/carry(ofWheel:)``).
public struct CyclicModel<Base: WheelModel>: WheelModel {
  /// The wrapped model.
  public let base: Base
  /// The wheels that wrap, in dependency order; `nil` for every wheel.
  public let wheels: Set<Int>?

  /// Wraps `base` so that `wheels` (every wheel when `nil`) wrap around.
  public init(_ base: Base, wheels: Set<Int>? = nil) {
    self.base = base
    self.wheels = wheels
  }

  /// The base model's number of wheels.
  public var wheelCount: Int { base.wheelCount }
  /// The base model's display order.
  public var displayOrder: [Int] { base.displayOrder }
  /// The base model's traits, cyclic where asked.
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    var traits = base.traits(ofWheel: wheel)
    if wheels?.contains(wheel) ?? true, traits.kind != .period { traits.isCyclic = true }
    return traits
  }
  /// The base model's row count.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    base.rowCount(ofWheel: wheel, given: selection)
  }
  /// The base model's title.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    base.title(ofRow: row, inWheel: wheel, given: selection)
  }
  /// The base model's key.
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    base.key(ofRow: row, inWheel: wheel, given: selection)
  }
  /// The base model's row of a key.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    base.row(for: key, inWheel: wheel, given: selection)
  }
  /// Whether the base model enables the row.
  public func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    base.isRowEnabled(row, inWheel: wheel, given: selection)
  }
  /// The base model's retention.
  public func retention(ofWheel wheel: Int) -> Retention { base.retention(ofWheel: wheel) }
  /// The base model's preferred row.
  public func preferredRow(inWheel wheel: Int, given selection: WheelSelection) -> Int {
    base.preferredRow(inWheel: wheel, given: selection)
  }
  /// The base model's value.
  public func value(of selection: WheelSelection) -> Base.Value { base.value(of: selection) }
  /// The base model's keys of a value.
  public func keys(for value: Base.Value) throws(WheelPickerError) -> [RowKey?] { try base.keys(for: value) }
  /// The base model's words for a key.
  public func describe(_ key: RowKey, inWheel wheel: Int) -> String { base.describe(key, inWheel: wheel) }
  /// The base model's carry.
  public func carry(ofWheel wheel: Int) -> Int? { base.carry(ofWheel: wheel) }
  /// The base model's search alias.
  public func searchAlias(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String? {
    base.searchAlias(ofRow: row, inWheel: wheel, given: selection)
  }
}
