extension SelectionEngine {
  /// The engine's invariants that do not hold, as sentences; empty when all hold.
  ///
  /// 1. Every selected row lies inside its wheel; an empty wheel has no selection.
  /// 2. Every wheel is what the model derives from the selections to its left
  ///    (rows are never stored, so this reduces to 1 and to the held keys
  ///    matching the selected rows).
  /// 3. `value` shows again through `select(_:)` unchanged (checked by the
  ///    property tests, which can afford the extra work).
  ///
  /// The engine asserts this after every operation in debug builds.
  ///
  /// - Complexity: O(wheels).
  package func invariantViolations() -> [String] {
    var problems: [String] = []
    for wheel in 0..<wheelCount {
      let count = model.rowCount(ofWheel: wheel, given: selection)
      switch selection[wheel] {
      case nil where count > 0:
        problems.append("wheel \(wheel) has \(count) rows but no selection")
      case let row? where row < 0 || row >= count:
        problems.append("wheel \(wheel) selects row \(row) of \(count)")
      case let row?:
        let key = model.key(ofRow: row, inWheel: wheel, given: selection)
        if heldKeys[wheel] != key {
          problems.append(
            "wheel \(wheel) holds key \(String(describing: heldKeys[wheel])) but row \(row) is \(key)")
        }
      case nil:
        break
      }
    }
    return problems
  }
}
