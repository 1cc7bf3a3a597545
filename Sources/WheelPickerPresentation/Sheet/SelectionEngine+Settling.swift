import WheelPickerCore

extension SelectionEngine {
  /// The engine after the rows the wheels show on screen are taken, for
  /// Confirm pressed while a wheel is still spinning.
  ///
  /// A face commits a wheel's row only when the wheel settles (UIKit's
  /// `didSelectRow`), so at Confirm a spinning wheel may show a row the engine
  /// has not seen, and the wheels after it still show rows derived from the
  /// old selection. Each component's row goes through the engine in
  /// **dependency order**, so every later wheel is re-derived from the
  /// earlier ones before its own row is taken:
  ///
  /// - each shown row is read as the value (the key) it shows, in the rows the
  ///   face draws — those derived from the engine's selection before settling;
  /// - wheel by wheel, that value is selected where the re-derived wheel still
  ///   has it; where it does not (day 31 after the month became February), the
  ///   engine's own re-derivation stands: the day clamps to 28 or 29, and a
  ///   city resets to the first city of the new province.
  ///
  /// <!-- snippet:
  /// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  /// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
  /// var configuration = DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now)
  /// configuration.initialValue = .fields(year: 2026, month: 1, day: 31)
  /// var engine = SelectionEngine(model: try DatePickerModel(configuration))
  /// let yearRow = engine.selectedRow(inWheel: 0) ?? 0
  /// -->
  /// ```swift
  /// // January 31 committed; the month wheel shows February, the day wheel still 31.
  /// let settled = engine.settled(showingRows: [yearRow, 1, 30])
  /// settled.value   // February 28 (29 in a leap year)
  /// ```
  ///
  /// - Parameter rows: the row each component shows, by display position
  ///   (``/WheelPickerCore/WheelModel/displayOrder``); `nil` for an empty
  ///   wheel or one the face does not know. Rows out of range are clamped,
  ///   or wrapped in a cyclic wheel (a reel drawn as a long repeated strip).
  /// - Returns: the engine with every shown value applied; `self` when the
  ///   rows are the engine's own.
  /// - Complexity: O(*w* × (*w* + log *n*)) for *w* wheels of at most *n* rows.
  public func settled(showingRows rows: [Int?]) -> SelectionEngine {
    let order = model.displayOrder
    var shownKeys = [RowKey?](repeating: nil, count: wheelCount)
    for (position, wheel) in order.enumerated() where position < rows.count && wheel < wheelCount {
      guard let row = rows[position] else { continue }
      let count = rowCount(ofWheel: wheel)
      guard count > 0 else { continue }
      let inRange =
        model.traits(ofWheel: wheel).isCyclic ? ((row % count) + count) % count : min(max(row, 0), count - 1)
      shownKeys[wheel] = model.key(ofRow: inRange, inWheel: wheel, given: selection)
    }
    var engine = self
    for wheel in 0..<wheelCount {
      guard let key = shownKeys[wheel], engine.heldKeys[wheel] != key,
        let row = engine.model.row(for: key, inWheel: wheel, given: engine.selection)
      else { continue }
      engine.selectRow(row, inWheel: wheel)
    }
    return engine
  }
}
