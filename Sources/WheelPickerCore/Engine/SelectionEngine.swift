/// Holds a model and a selection; the only place where a selection changes.
///
/// Every operation re-derives the wheels after the one it changed, in
/// dependency order. Each re-derived wheel keeps its selection on the same
/// value where that value still exists, otherwise it takes the nearest enabled
/// row (or the first row, when the model asks for it), and the returned
/// ``SelectionChange`` says what moved and why.
///
/// <!-- snippet:
/// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
/// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
/// var configuration = DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now)
/// configuration.initialValue = .fields(year: 2026, month: 1, day: 31)
/// let model = try DatePickerModel(configuration)
/// -->
/// ```swift
/// var engine = SelectionEngine(model: model)
/// let change = engine.selectRow(3, inWheel: 1)   // April
/// change.move(ofWheel: 2)?.describe(with: model) // "day clamped 31 → 30"
/// ```
///
/// A wheel that becomes empty (after 至今, under a node without children)
/// remembers the value it held and comes back on it when it has rows again.
public struct SelectionEngine<Model: WheelModel>: Sendable, Equatable {
  /// The model the engine shows.
  public private(set) var model: Model
  /// The selected row of every wheel, in dependency order.
  public private(set) var selection: WheelSelection
  /// The key each wheel holds, or held before it became empty.
  public private(set) var heldKeys: [RowKey?]

  /// Creates an engine on the model's preferred rows.
  public init(model: Model) {
    self.model = model
    selection = WheelSelection(count: model.wheelCount)
    heldKeys = Array(repeating: nil, count: model.wheelCount)
    _ = rederive(from: 0, targets: nil, parentsKept: true, earlierChanged: false)
    assert(invariantViolations().isEmpty, "\(invariantViolations())")
  }

  /// Creates an engine showing `value`.
  ///
  /// - Throws: ``WheelPickerError`` when the model cannot show `value`.
  public init(model: Model, value: Model.Value) throws(WheelPickerError) {
    self.init(model: model)
    try select(value)
  }

  // MARK: Reading

  /// The number of wheels.
  public var wheelCount: Int { selection.count }

  /// What the selection means.
  public var value: Model.Value { model.value(of: selection) }

  /// The number of rows of a wheel under the current selection.
  public func rowCount(ofWheel wheel: Int) -> Int {
    guard wheel >= 0, wheel < wheelCount else { return 0 }
    return model.rowCount(ofWheel: wheel, given: selection)
  }

  /// The title of a row under the current selection; empty when out of range.
  public func title(ofRow row: Int, inWheel wheel: Int) -> String {
    guard row >= 0, row < rowCount(ofWheel: wheel) else { return "" }
    return model.title(ofRow: row, inWheel: wheel, given: selection)
  }

  /// Whether a row is enabled under the current selection; `false` when out of range.
  public func isRowEnabled(_ row: Int, inWheel wheel: Int) -> Bool {
    guard row >= 0, row < rowCount(ofWheel: wheel) else { return false }
    return model.isRowEnabled(row, inWheel: wheel, given: selection)
  }

  /// The selected row of a wheel, `nil` when it is empty.
  public func selectedRow(inWheel wheel: Int) -> Int? { selection[wheel] }

  // MARK: Changing

  /// Selects a row in a wheel, as a user's scroll or a program would.
  ///
  /// A row out of range is clamped into the wheel; a disabled row moves to the
  /// nearest enabled one (by key). Either way the change reports the row asked
  /// for (``SelectionMove/requestedRow``), even when the selection stays where
  /// it was, so that a face showing that row scrolls back. Nothing happens for
  /// an empty wheel or an unknown one.
  @discardableResult
  public mutating func selectRow(_ row: Int, inWheel wheel: Int) -> SelectionChange {
    guard wheel >= 0, wheel < wheelCount else { return .none }
    let count = model.rowCount(ofWheel: wheel, given: selection)
    guard count > 0 else { return .none }
    let target = min(max(row, 0), count - 1)
    guard !model.isRowEnabled(target, inWheel: wheel, given: selection) else {
      return take(target, inWheel: wheel, requested: target == row ? nil : row)
    }
    let key = model.key(ofRow: target, inWheel: wheel, given: selection)
    return take(nearestEnabledRow(to: key, inWheel: wheel, count: count), inWheel: wheel, requested: row)
  }

  /// The direction in which stepping skips disabled rows.
  public enum StepDirection: Hashable, Sendable {
    /// Towards later rows.
    case forward
    /// Towards earlier rows.
    case backward
  }

  /// Selects a row, skipping disabled rows in `direction` (wrapping around in
  /// a cyclic wheel), as Home/End or a page key does.
  ///
  /// When no enabled row lies that way, the selection stays and the change
  /// reports the row asked for, for a scroll back.
  /// - Complexity: O(1) plus the run of disabled rows crossed.
  @discardableResult
  public mutating func selectRow(
    _ row: Int, inWheel wheel: Int, skipping direction: StepDirection
  ) -> SelectionChange {
    guard wheel >= 0, wheel < wheelCount else { return .none }
    let count = model.rowCount(ofWheel: wheel, given: selection)
    guard count > 0 else { return .none }
    let isCyclic = model.traits(ofWheel: wheel).isCyclic
    let start = min(max(row, 0), count - 1)
    let delta = direction == .forward ? 1 : -1
    var target = start
    for _ in 0..<count {
      if model.isRowEnabled(target, inWheel: wheel, given: selection) {
        return take(target, inWheel: wheel, requested: target == row ? nil : row)
      }
      target += delta
      if isCyclic {
        target = (target % count + count) % count
      } else if target < 0 || target >= count {
        break
      }
    }
    return take(selection[wheel] ?? start, inWheel: wheel, requested: row)
  }

  /// Moves a wheel by `delta` rows, as an arrow key, a page key or VoiceOver's
  /// increment and decrement do: wraps around in a cyclic wheel (else stops
  /// at the ends) and skips disabled rows in the direction of travel.
  ///
  /// <!-- snippet:
  /// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  /// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
  /// var engine = SelectionEngine(model: try DatePickerModel(DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now)))
  /// -->
  /// ```swift
  /// engine.step(1, inWheel: 2)     // next day; 31 → 1 when the wheel wraps
  /// engine.step(-10, inWheel: 0)   // ten years back
  /// ```
  /// - Complexity: O(1) plus the run of disabled rows crossed.
  @discardableResult
  public mutating func step(_ delta: Int, inWheel wheel: Int) -> SelectionChange {
    guard wheel >= 0, wheel < wheelCount, let row = selection[wheel] else { return .none }
    let count = model.rowCount(ofWheel: wheel, given: selection)
    guard count > 0, delta != 0 else { return .none }
    // Reduced first, so that no delta can overflow.
    let target: Int
    if model.traits(ofWheel: wheel).isCyclic {
      target = ((row + delta % count) % count + count) % count
      // How many times the wheel passes its end: each turns the wheel it carries into once.
      let laps = delta / count + (row + delta % count).floorDivided(by: count)
      if laps != 0, let change = carry(laps, to: target, inWheel: wheel) { return change }
    } else {
      target = min(max(row + max(-count, min(count, delta)), 0), count - 1)
    }
    return selectRow(target, inWheel: wheel, skipping: delta > 0 ? .forward : .backward)
  }

  /// Turns a cyclic wheel the shortest way round to `row`, carrying as ``step(_:inWheel:)``
  /// does (a wheel settled by a flick: from 11 to 12 is one row forwards, past AM into PM).
  /// A row halfway round either way, and any wheel that carries into none, is selected as
  /// ``selectRow(_:inWheel:)`` selects it.
  @discardableResult
  public mutating func turn(toRow row: Int, inWheel wheel: Int) -> SelectionChange {
    guard wheel >= 0, wheel < wheelCount, let current = selection[wheel],
      model.traits(ofWheel: wheel).isCyclic, model.carry(ofWheel: wheel) != nil
    else { return selectRow(row, inWheel: wheel) }
    let count = model.rowCount(ofWheel: wheel, given: selection)
    guard count > 0, row >= 0, row < count else { return selectRow(row, inWheel: wheel) }
    var delta = row - current
    if 2 * abs(delta) > count { delta -= delta.signum() * count }
    guard 2 * abs(delta) != count, delta != 0 else { return selectRow(row, inWheel: wheel) }
    return step(delta, inWheel: wheel)
  }

  /// Turns the wheel `wheel` carries into by `laps` rows (wrapping around), then selects the
  /// key of `row` of `wheel` under it; `nil` when there is no such wheel or it cannot turn.
  private mutating func carry(_ laps: Int, to row: Int, inWheel wheel: Int) -> SelectionChange? {
    guard let carried = model.carry(ofWheel: wheel), carried >= 0, carried < wheel,
      let from = selection[carried], model.isRowEnabled(row, inWheel: wheel, given: selection)
    else { return nil }
    let count = model.rowCount(ofWheel: carried, given: selection)
    guard count > 1 else { return nil }
    let to = ((from + laps % count) % count + count) % count
    guard to != from else { return nil }
    var targets = [RowKey?](repeating: nil, count: wheelCount)
    targets[wheel] = model.key(ofRow: row, inWheel: wheel, given: selection)
    let fromKey = heldKeys[carried]
    selection[carried] = to
    heldKeys[carried] = model.key(ofRow: to, inWheel: carried, given: selection)
    let head = SelectionMove(
      wheel: carried, fromRow: from, toRow: to, fromKey: fromKey, toKey: heldKeys[carried], reason: .carried)
    var change = rederive(from: carried + 1, targets: targets, parentsKept: false, earlierChanged: true)
    change.moves.insert(head, at: 0)
    change.rederivedWheels = carried..<wheelCount
    assert(invariantViolations().isEmpty, "\(invariantViolations())")
    return change
  }

  /// Takes `row` (enabled, in range) in `wheel` and re-derives the wheels after it.
  private mutating func take(_ row: Int, inWheel wheel: Int, requested: Int?) -> SelectionChange {
    let oldRow = selection[wheel]
    let oldKey = heldKeys[wheel]
    guard row != oldRow else {
      guard let requested else { return .none }
      let head = SelectionMove(
        wheel: wheel, fromRow: oldRow, toRow: row, fromKey: oldKey, toKey: oldKey, reason: .skippedDisabled,
        requestedRow: requested)
      return SelectionChange(rederivedWheels: wheel..<wheel + 1, reloadedWheels: [], moves: [head])
    }
    let newKey = model.key(ofRow: row, inWheel: wheel, given: selection)
    selection[wheel] = row
    heldKeys[wheel] = newKey
    let head = SelectionMove(
      wheel: wheel, fromRow: oldRow, toRow: row, fromKey: oldKey, toKey: newKey,
      reason: requested == nil ? .selected : .skippedDisabled, requestedRow: requested)
    var change = rederive(from: wheel + 1, targets: nil, parentsKept: oldKey == newKey, earlierChanged: true)
    change.moves.insert(head, at: 0)
    change.rederivedWheels = wheel..<wheelCount
    assert(invariantViolations().isEmpty, "\(invariantViolations())")
    return change
  }

  /// Selects the rows that show `value`.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` when the model has
  ///   no rows for `value` (outside the bounds, a disabled row…); the
  ///   selection is then unchanged.
  @discardableResult
  public mutating func select(_ value: Model.Value) throws(WheelPickerError) -> SelectionChange {
    let keys = try model.keys(for: value)
    guard keys.count == wheelCount else {
      throw WheelPickerError(
        .valueNotAvailable,
        "value \(value) has \(keys.count) components but the picker has \(wheelCount) wheels",
        reason: .wrongComponentCount)
    }
    var copy = self
    let change = copy.rederive(from: 0, targets: keys, parentsKept: true, earlierChanged: false)
    let shown = copy.value
    guard shown == value else {
      throw WheelPickerError(
        .valueNotAvailable, "value \(value) is not available in this picker (nearest: \(shown))",
        reason: .notOffered)
    }
    for (wheel, key) in keys.enumerated() {
      if let key, let row = copy.selection[wheel],
        !copy.model.isRowEnabled(row, inWheel: wheel, given: copy.selection)
      {
        throw WheelPickerError(
          .valueNotAvailable,
          "value \(value) is disabled: \(model.traits(ofWheel: wheel).name) \(model.describe(key, inWheel: wheel))",
          reason: .disabled)
      }
    }
    self = copy
    assert(invariantViolations().isEmpty, "\(invariantViolations())")
    return change
  }

  /// Selects the rows of `keys`, each wheel on its key's row or the nearest valid one (a
  /// moment clamped into a date picker's bounds).
  @discardableResult
  mutating func selectNearest(_ keys: [RowKey?]) -> SelectionChange {
    let change = rederive(from: 0, targets: keys, parentsKept: true, earlierChanged: false)
    assert(invariantViolations().isEmpty, "\(invariantViolations())")
    return change
  }

  /// Replaces the model (new bounds, new data, a new configuration) and keeps
  /// every selection on the same value where it still exists, else on the
  /// nearest valid row. When the new model has a different number of wheels,
  /// the engine keeps the whole value if the new model can show it, else it
  /// starts on the new model's preferred rows.
  @discardableResult
  public mutating func replaceModel(_ newModel: Model) -> SelectionChange {
    // Keys are per wheel, so a model with other wheels (a 12-hour clock
    // becoming a 24-hour one) keeps the value instead, where it can show it.
    let previous = newModel.wheelCount != selection.count ? value : nil
    model = newModel
    if newModel.wheelCount != selection.count {
      selection = WheelSelection(count: newModel.wheelCount)
      heldKeys = Array(repeating: nil, count: newModel.wheelCount)
    }
    var change = rederive(from: 0, targets: nil, parentsKept: true, earlierChanged: true)
    if let previous, let kept = try? select(previous) {
      change.moves = kept.moves
    }
    // A new model may show other rows in every wheel.
    change.reloadedWheels = Array(0..<wheelCount)
    assert(invariantViolations().isEmpty, "\(invariantViolations())")
    return change
  }

  /// Replaces the model with one that shows the same rows as the old in every wheel before
  /// `wheel` (children that arrived for a deeper wheel): only the wheels from `wheel` on are
  /// re-derived, as ``replaceModel(_:)`` would, so a deep cascade pays for what changed.
  ///
  /// Every wheel from `wheel` on is reloaded, except wheels after one the new model empties that
  /// were empty already: they stay empty, and re-deriving stops there.
  /// A model with a different number of wheels is replaced as ``replaceModel(_:)`` does.
  /// - Complexity: the re-derivation of wheels `wheel...` up to where it stops.
  @discardableResult
  public mutating func replaceModel(_ newModel: Model, unchangedBefore wheel: Int) -> SelectionChange {
    guard newModel.wheelCount == selection.count, wheel > 0 else { return replaceModel(newModel) }
    let start = min(wheel, wheelCount)
    model = newModel
    let change = rederive(
      from: start, targets: nil, parentsKept: true, earlierChanged: true, stopsAtEmptyTail: true)
    assert(invariantViolations().isEmpty, "\(invariantViolations())")
    return change
  }

  // MARK: Re-deriving (the one place where wheels are reloaded and clamped)

  /// Re-derives wheels `start...` in dependency order.
  ///
  /// - Parameters:
  ///   - targets: keys the wheels must show (from a value); `nil` entries and a
  ///     `nil` array mean "keep the held key".
  ///   - parentsKept: whether every wheel before `start` still holds the key it
  ///     held; while true, wheels keep their value even where the model's
  ///     retention is ``Retention/firstRow``.
  ///   - earlierChanged: whether a wheel before `start` changed its key, so
  ///     that the dependent wheels from `start` on must be reloaded.
  ///   - stopsAtEmptyTail: whether to stop at a wheel the model empties when every wheel from it
  ///     on shows nothing already (they stay empty), and to report every wheel before it from
  ///     `start` on as reloaded: children arriving down a deep path then cost the wheels they
  ///     fill, not the depth.
  private mutating func rederive(
    from start: Int, targets: [RowKey?]?, parentsKept: Bool, earlierChanged: Bool,
    stopsAtEmptyTail: Bool = false
  ) -> SelectionChange {
    var moves: [SelectionMove] = []
    var reloaded: [Int] = []
    var parentsKept = parentsKept
    var earlierChanged = earlierChanged
    var wheel = start
    var emptiesLater = false
    var stop = wheelCount
    while wheel < wheelCount {
      // A period per wheel that changed a row, so that a model's memo of the rows before this
      // wheel is checked against the row just written, not against every row since `start` (the
      // first wheel's memo is checked against the rows written since the last operation ended).
      if wheel > start { selection.beginPeriod() }
      // Every wheel from here on shows nothing yet (the loop changes only the wheels it reached).
      if stopsAtEmptyTail, emptiesLater, selection.selectedEnd <= wheel {
        stop = wheel
        break
      }
      defer {
        emptiesLater = emptiesLater || model.emptiesLaterWheels(after: wheel, given: selection)
        wheel += 1
      }
      let oldRow = selection[wheel]
      let oldKey = heldKeys[wheel]
      if earlierChanged, model.traits(ofWheel: wheel).dependsOnEarlierWheels { reloaded.append(wheel) }
      let count = emptiesLater ? 0 : model.rowCount(ofWheel: wheel, given: selection)
      if count <= 0 {
        selection[wheel] = nil
        if oldRow != nil {
          moves.append(
            SelectionMove(
              wheel: wheel, fromRow: oldRow, toRow: nil, fromKey: oldKey, toKey: nil, reason: .emptied))
          parentsKept = false
          earlierChanged = true
        }
        continue
      }
      let explicit = targets?[wheel]
      let row: Int
      let reason: SelectionMove.Reason
      let newKey: RowKey
      if let key = explicit ?? oldKey {
        var retention = model.retention(ofWheel: wheel)
        if explicit != nil {
          retention = .sameValueOrNearest
        } else if parentsKept, retention == .firstRow {
          retention = .sameValueOrFirst
        }
        row = resolve(key, inWheel: wheel, count: count, retention: retention)
        newKey = model.key(ofRow: row, inWheel: wheel, given: selection)
        if explicit != nil {
          reason = .selected
        } else if newKey == key {
          reason = oldRow == nil ? .restored : .sameValue
        } else {
          reason = retention == .sameValueOrNearest ? .clamped : .reset
        }
      } else {
        let preferred = model.preferredRow(inWheel: wheel, given: selection)
        row = firstEnabledRow(from: min(max(preferred, 0), count - 1), inWheel: wheel, count: count)
        newKey = model.key(ofRow: row, inWheel: wheel, given: selection)
        reason = .initial
      }
      if newKey != oldKey {
        parentsKept = false
        earlierChanged = true
      }
      selection[wheel] = row
      heldKeys[wheel] = newKey
      if row != oldRow || newKey != oldKey {
        moves.append(
          SelectionMove(
            wheel: wheel, fromRow: oldRow, toRow: row, fromKey: oldKey, toKey: newKey, reason: reason))
      }
    }
    // And one after, so that a face reading every wheel compares no row already read.
    selection.beginPeriod()
    if stopsAtEmptyTail { reloaded = Array(min(start, stop)..<stop) }
    return SelectionChange(
      rederivedWheels: min(start, wheelCount)..<wheelCount, reloadedWheels: reloaded, moves: moves)
  }

  private func resolve(_ key: RowKey, inWheel wheel: Int, count: Int, retention: Retention) -> Int {
    if retention != .firstRow, let row = model.row(for: key, inWheel: wheel, given: selection),
      row >= 0, row < count, model.isRowEnabled(row, inWheel: wheel, given: selection)
    {
      return row
    }
    switch retention {
    case .sameValueOrNearest:
      return nearestEnabledRow(to: key, inWheel: wheel, count: count)
    case .sameValueOrFirst, .firstRow:
      return firstEnabledRow(from: 0, inWheel: wheel, count: count)
    }
  }

  /// The first enabled row at or after `start` (wrapping), else `start`.
  private func firstEnabledRow(from start: Int, inWheel wheel: Int, count: Int) -> Int {
    for offset in 0..<count {
      let row = (start + offset) % count
      if model.isRowEnabled(row, inWheel: wheel, given: selection) { return row }
    }
    return start
  }

  /// The enabled row whose key is nearest to `key` (ties to the smaller
  /// ordinal); rows must be ordered by ordinal, ascending or descending.
  ///
  /// - Complexity: O(log *n*) plus the run of disabled rows crossed.
  private func nearestEnabledRow(to key: RowKey, inWheel wheel: Int, count: Int) -> Int {
    let first = model.key(ofRow: 0, inWheel: wheel, given: selection).ordinal
    let last = model.key(ofRow: count - 1, inWheel: wheel, given: selection).ordinal
    let ascending = first <= last
    // The first row whose ordinal is at or past `key` in the wheel's direction.
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      let ordinal = model.key(ofRow: mid, inWheel: wheel, given: selection).ordinal
      if ascending ? ordinal < key.ordinal : ordinal > key.ordinal { low = mid + 1 } else { high = mid }
    }
    let enabled = { (row: Int) in self.model.isRowEnabled(row, inWheel: wheel, given: self.selection) }
    var before = low - 1
    while before >= 0 && !enabled(before) { before -= 1 }
    var after = low
    while after < count && !enabled(after) { after += 1 }
    switch (before >= 0, after < count) {
    case (false, false): return min(max(low, 0), count - 1)
    case (true, false): return before
    case (false, true): return after
    case (true, true):
      let a = model.key(ofRow: before, inWheel: wheel, given: selection).ordinal
      let b = model.key(ofRow: after, inWheel: wheel, given: selection).ordinal
      let da = abs(a - key.ordinal)
      let db = abs(b - key.ordinal)
      if da != db { return da < db ? before : after }
      return a < b ? before : after
    }
  }
}
