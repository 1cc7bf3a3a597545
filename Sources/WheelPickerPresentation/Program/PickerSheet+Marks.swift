import WheelPickerCore

extension PickerSheet {
  /// The symbol a face shows before a marked row.
  public static var markSymbol: String { "✓" }

  /// Whether a row of the wheel at a position is marked.
  public func isMarked(row: Int, at position: DisplayPosition, in state: State) -> Bool {
    marking != nil && position.offset == 0 && state.marks.contains(row)
  }

  /// What a screen reader says of a row's mark (`marked`, `not marked`); `nil` in a sheet without
  /// ``marking``.
  public func accessibilityMark(ofRow row: Int, at position: DisplayPosition, in state: State) -> String? {
    guard marking != nil else { return nil }
    return isMarked(row: row, at: position, in: state) ? words.markedRow : words.unmarkedRow
  }

  /// The status of the marks a face shows (`2 marked`, `at most 2 marked` after a refused mark);
  /// `nil` without ``marking`` or with nothing marked.
  public func markStatus(_ state: State) -> String? {
    guard let marking else { return nil }
    if state.isMarkLimitReached, let limit = marking.limit { return words.markLimitReached(limit) }
    return state.marks.isEmpty ? nil : words.marked(state.marks.count, limit: marking.limit)
  }

  /// The values Confirm answers in a sheet with ``marking``: the marked rows' in the wheel's
  /// order, or the selected row's when none is marked.
  ///
  /// - Complexity: O(*m* log *m*) for *m* marks, plus a selection each.
  public func answeredValues(_ state: State) -> [Model.Value] {
    guard !state.marks.isEmpty, let wheel = state.focusedWheel else { return [state.engine.value] }
    return state.marks.sorted().map { row in
      var engine = state.engine
      engine.selectRow(row, inWheel: wheel)
      return engine.value
    }
  }

  /// Marks the selected row, or unmarks it; at the limit a mark is refused, and only said.
  func toggleMark(_ state: inout State, _ effects: inout [Effect]) {
    guard let marking, let wheel = state.focusedWheel, let row = state.engine.selectedRow(inWheel: wheel),
      state.engine.isRowEnabled(row, inWheel: wheel)
    else { return }
    if state.marks.contains(row) {
      state.marks.remove(row)
      marksChanged(announcing: words.unmarkedRow, state, &effects)
    } else if marking.hasRoom(after: state.marks.count) {
      state.marks.insert(row)
      marksChanged(announcing: words.markedRow, state, &effects)
    } else {
      state.isMarkLimitReached = true
      // The marks stay; a face shows the refusal in its status.
      effects.append(.marksChanged(state.marks.sorted()))
      if announces, let limit = marking.limit { effects.append(.announce(words.markLimitReached(limit))) }
    }
  }

  /// Marks every row the query matches (every row without a query) in the wheel's order, until
  /// the limit.
  ///
  /// - Complexity: O(*n*) in the rows (or matches).
  func markAllMatches(_ state: inout State, _ effects: inout [Effect]) {
    guard let marking, let wheel = state.focusedWheel else { return }
    let rows: [Int]
    if state.query.isEmpty {
      rows = Array(0..<state.engine.rowCount(ofWheel: wheel))
    } else {
      rows = Set(state.matches.compactMap { $0.steps.last { $0.wheel == wheel }?.row }).sorted()
    }
    var marks = state.marks
    for row in rows where !marks.contains(row) && state.engine.isRowEnabled(row, inWheel: wheel) {
      guard marking.hasRoom(after: marks.count) else {
        state.isMarkLimitReached = true
        break
      }
      marks.insert(row)
    }
    guard marks != state.marks else { return }
    state.marks = marks
    marksChanged(announcing: words.marked(marks.count, limit: marking.limit), state, &effects)
  }

  private func marksChanged(announcing sentence: String, _ state: State, _ effects: inout [Effect]) {
    effects.append(.marksChanged(state.marks.sorted()))
    if announces { effects.append(.announce(sentence)) }
  }
}
