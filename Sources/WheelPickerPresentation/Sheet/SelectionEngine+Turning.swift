import WheelPickerCore

extension SelectionEngine {
  /// Turns a wrapping wheel by `rows` (negative: back up) to come to rest on `row`, as a
  /// wheel flung by hand turns: every lap past its end turns the wheel it carries into once
  /// (an hour wheel flung from 11 AM forward 8 rows rests on 7 PM; forward 6 rows, on 5 PM).
  /// `nil` when `rows` does not lead from the wheel's row to `row`, or the wheel does not
  /// wrap or carry: the caller then settles the wheel another way
  /// (``/WheelPickerCore/SelectionEngine/turn(toRow:inWheel:)``).
  ///
  /// <!-- snippet:
  /// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  /// var configuration = DatePickerConfiguration(
  ///   columns: .hourMinute, timeZone: zone, locale: Locale(identifier: "en_US"), now: Date(timeIntervalSince1970: 0))
  /// configuration.initialValue = .fields(hour: 11, minute: 0)
  /// var engine = SelectionEngine(model: try DatePickerModel(configuration))
  /// let hourWheel = 0
  /// -->
  /// ```swift
  /// engine.turn(by: 8, toRow: 7, inWheel: hourWheel)   // 11 AM → 7 PM
  /// ```
  public mutating func turn(by rows: Int, toRow row: Int, inWheel wheel: Int) -> SelectionChange? {
    guard wheel >= 0, wheel < wheelCount, let current = selectedRow(inWheel: wheel),
      model.traits(ofWheel: wheel).isCyclic, model.carry(ofWheel: wheel) != nil
    else { return nil }
    let count = rowCount(ofWheel: wheel)
    guard count > 0, row >= 0, row < count, rows != 0,
      ((current + rows % count) % count + count) % count == row
    else { return nil }
    return step(rows, inWheel: wheel)
  }
}
