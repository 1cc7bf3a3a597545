extension DateRangeModel: MoveExplaining {
  /// Why the engine clamped a wheel: in the start, what ``DatePickerModel`` says; in the end,
  /// that the end cannot precede the start (or leave the length limits), announced with the
  /// end's whole text (`end moved to 2015年9月: it cannot precede the start`), else the
  /// end model's own cause (a month's length, the latest date).
  public func cause(of move: SelectionMove, given selection: WheelSelection) -> MoveCause? {
    let wheel = move.wheel
    guard wheel >= 0, wheel < wheelCount else { return nil }
    guard wheel >= half else { return start.cause(of: move, given: selection) }
    guard move.reason == .clamped, let from = move.fromKey, let to = move.toKey else { return nil }
    let bounds = endModel(given: selection)
    let local = endSelection(selection)
    let end = dates.text(for: bounds.end.value(of: local))
    let hasMinimum = (minimumLength?.count ?? 0) > 0
    if from == DatePickerModel.presentKey {
      // 至今 was refused: now lies before the start (+ minimum) or past the maximum.
      return presentTime < bounds.startTime || !hasMinimum && maximumLength == nil
        ? .endBeforeStart(end: end) : .rangeLength(end: end)
    }
    if to.ordinal > from.ordinal {
      return hasMinimum ? .rangeLength(end: end) : .endBeforeStart(end: end)
    }
    if maximumLength != nil, bounds.end.high < dates.high {
      return .rangeLength(end: end)
    }
    var inHalf = move
    inHalf.wheel = wheel - half
    return bounds.end.cause(of: inHalf, given: local)
  }
}
