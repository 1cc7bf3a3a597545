import WheelPickerCore

extension SheetProgram {
  /// The state after an event, and what the loop must do.
  ///
  /// Pure: the same state and event always give the same result.
  /// - Complexity: O(visible rows + depth) for keys that move; a typed
  ///   character costs what the search costs (O(*n*) for ``FocusedWheelSearch``).
  public func update(_ state: SheetState<Model>, _ event: SheetEvent) -> (SheetState<Model>, SheetOutcome) {
    var state = state
    let outcome: SheetOutcome
    switch event {
    case .key(let key): outcome = handle(key, &state)
    case .mouse(let mouse): outcome = handle(mouse, &state)
    case .paste(let text):
      let line = String(
        text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
      if !line.isEmpty { type(line, &state) }
      outcome = .none
    case .resized(let size):
      state.size = size.clamped
      outcome = .none
    case .tick: outcome = advanceSpin(&state)
    }
    return (state, outcome)
  }

  private func handle(_ key: Key, _ state: inout SheetState<Model>) -> SheetOutcome {
    if let command = configuration.keyMap.command(for: key) {
      if command == .toggleHelp || command == .spin, !state.query.isEmpty, case .character(let c) = key {
        type(String(c), &state)
        return .none
      }
      return perform(command, &state)
    }
    if case .character(let character) = key {
      type(String(character), &state)
    }
    return .none
  }

  private func perform(_ command: SheetCommand, _ state: inout SheetState<Model>) -> SheetOutcome {
    guard let wheel = state.focusedWheel else {
      return [.confirm, .cancel, .interrupt, .suspend].contains(command)
        ? simpleOutcome(command, &state) : .none
    }
    let page = configuration.pageSize(ofWheel: wheel)
    switch command {
    case .previousRow: moveRow(by: -1, &state)
    case .nextRow: moveRow(by: 1, &state)
    case .previousPage: moveRow(by: -page, &state)
    case .nextPage: moveRow(by: page, &state)
    case .firstRow: selectRow(0, direction: 1, &state)
    case .lastRow: selectRow(state.engine.rowCount(ofWheel: wheel) - 1, direction: -1, &state)
    case .previousWheel: moveFocus(by: -1, wrapping: false, &state)
    case .nextWheel: moveFocus(by: 1, wrapping: false, &state)
    case .previousWheelWrapping: moveFocus(by: -1, wrapping: true, &state)
    case .nextWheelWrapping: moveFocus(by: 1, wrapping: true, &state)
    case .nextMatch: stepMatch(by: 1, &state)
    case .previousMatch: stepMatch(by: -1, &state)
    case .deleteBackward:
      guard !state.query.isEmpty else { return .none }
      state.query.removeLast()
      research(&state)
    case .toggleHelp: state.isHelpShown.toggle()
    case .spin:
      guard let spin else { return .none }
      let order = state.engine.model.displayOrder
      var generator = state.generator
      let turns = spin(state.engine, &generator)
      state.generator = generator
      state.spinRemaining = order.indices.map { $0 < turns.count ? max(0, turns[$0]) : 0 }
    case .confirm, .cancel, .interrupt, .suspend: return simpleOutcome(command, &state)
    }
    return .none
  }

  private func simpleOutcome(_ command: SheetCommand, _ state: inout SheetState<Model>) -> SheetOutcome {
    switch command {
    case .confirm: return .confirmed
    case .interrupt: return .interrupted
    case .suspend: return .suspendRequested
    case .cancel:
      if state.isHelpShown {
        state.isHelpShown = false
      } else if !state.query.isEmpty {
        clearQuery(&state)
      } else {
        return .cancelled
      }
      return .none
    default: return .none
    }
  }

  // MARK: Rows

  private func moveRow(by delta: Int, _ state: inout SheetState<Model>) {
    guard let wheel = state.focusedWheel, let row = state.engine.selectedRow(inWheel: wheel) else { return }
    let count = state.engine.rowCount(ofWheel: wheel)
    guard count > 0 else { return }
    // Reduced first, so that no page size can overflow.
    let target: Int
    if state.engine.model.traits(ofWheel: wheel).isCyclic {
      target = ((row + delta % count) % count + count) % count
    } else {
      target = min(max(row + max(-count, min(count, delta)), 0), count - 1)
    }
    selectRow(target, direction: delta >= 0 ? 1 : -1, &state)
  }

  /// Selects `row` in the focused wheel, stepping over disabled rows in `direction`.
  private func selectRow(_ row: Int, direction: Int, _ state: inout SheetState<Model>) {
    guard let wheel = state.focusedWheel else { return }
    let count = state.engine.rowCount(ofWheel: wheel)
    guard count > 0 else { return }
    let cyclic = state.engine.model.traits(ofWheel: wheel).isCyclic
    var target = min(max(row, 0), count - 1)
    // Bounded so that a long run of disabled rows never costs O(n) per key.
    var budget = min(count, 1_000)
    while !state.engine.isRowEnabled(target, inWheel: wheel) {
      budget -= 1
      target += direction
      if cyclic { target = ((target % count) + count) % count }
      guard budget > 0, target >= 0, target < count else { return }
    }
    apply(state.engine.selectRow(target, inWheel: wheel), &state)
  }

  /// Measures again the wheels a change re-derived (not the one that moved:
  /// its rows are the same) and keeps the focus on a wheel with rows.
  func apply(_ change: SelectionChange, _ state: inout SheetState<Model>) {
    let head = change.moves.first?.wheel
    for wheel in change.rederivedWheels where wheel != head && wheel < state.contentWidths.count {
      state.contentWidths[wheel] = contentWidth(ofWheel: wheel, in: state.engine)
    }
    if let focused = state.focusedWheel, state.engine.rowCount(ofWheel: focused) == 0 {
      moveFocus(by: -1, wrapping: false, &state)
    }
  }

  // MARK: Focus

  private func moveFocus(by step: Int, wrapping: Bool, _ state: inout SheetState<Model>) {
    let order = state.engine.model.displayOrder
    let count = order.count
    guard count > 0 else { return }
    var position = state.focus
    for _ in 0..<count {
      position += step
      if wrapping {
        position = ((position % count) + count) % count
      } else if position < 0 || position >= count {
        return
      }
      if state.engine.rowCount(ofWheel: order[position]) > 0 {
        if position != state.focus { clearQuery(&state) }
        state.focus = position
        return
      }
    }
  }

  private func focus(wheel: Int, _ state: inout SheetState<Model>) {
    guard let position = state.engine.model.displayOrder.firstIndex(of: wheel),
      state.engine.rowCount(ofWheel: wheel) > 0
    else { return }
    state.focus = position
  }

  // MARK: Query

  private func type(_ text: String, _ state: inout SheetState<Model>) {
    state.isHelpShown = false
    state.query += text
    research(&state)
  }

  private func clearQuery(_ state: inout SheetState<Model>) {
    state.query = ""
    state.matches = []
    state.matchIndex = nil
  }

  private func research(_ state: inout SheetState<Model>) {
    guard !state.query.isEmpty, let wheel = state.focusedWheel else {
      clearQuery(&state)
      return
    }
    state.matches = search.matches(for: state.query, in: state.engine, focusedWheel: wheel)
    state.matchIndex = state.matches.isEmpty ? nil : 0
    if let first = state.matches.first { show(first, &state) }
  }

  private func stepMatch(by step: Int, _ state: inout SheetState<Model>) {
    guard !state.matches.isEmpty else { return }
    let count = state.matches.count
    let index = (((state.matchIndex ?? 0) + step) % count + count) % count
    state.matchIndex = index
    show(state.matches[index], &state)
  }

  private func show(_ match: SearchMatch, _ state: inout SheetState<Model>) {
    for step in match.steps { apply(state.engine.selectRow(step.row, inWheel: step.wheel), &state) }
    focus(wheel: match.focusedWheel, &state)
  }

  // MARK: Mouse

  private func handle(_ mouse: MouseEvent, _ state: inout SheetState<Model>) -> SheetOutcome {
    let layout = SheetLayout(program: self, state: state, size: state.size)
    switch (layout.hit(x: mouse.x, y: mouse.y), mouse.kind) {
    case (.cancelButton, .press(0)), (.backdrop, .press(0)): return .cancelled
    case (.confirmButton, .press(0)): return .confirmed
    case (.wheel(let position, _), .scrollUp):
      focusPosition(position, &state)
      moveRow(by: -1, &state)
    case (.wheel(let position, _), .scrollDown):
      focusPosition(position, &state)
      moveRow(by: 1, &state)
    case (.wheel(let position, let offset), .press(0)):
      focusPosition(position, &state)
      if offset != 0 { moveRow(by: offset, &state) }
    default: break
    }
    return .none
  }

  private func focusPosition(_ position: Int, _ state: inout SheetState<Model>) {
    let order = state.engine.model.displayOrder
    guard position >= 0, position < order.count, state.engine.rowCount(ofWheel: order[position]) > 0,
      position != state.focus
    else { return }
    clearQuery(&state)
    state.focus = position
  }

  // MARK: Spin

  private func advanceSpin(_ state: inout SheetState<Model>) -> SheetOutcome {
    guard state.isAnimating else { return .none }
    let order = state.engine.model.displayOrder
    for position in state.spinRemaining.indices where state.spinRemaining[position] > 0 {
      // Each tick turns a sixth of what is left: fast at first, slowing to one row.
      let step = max(1, state.spinRemaining[position] / 6)
      state.spinRemaining[position] -= step
      guard position < order.count else { continue }
      let wheel = order[position]
      let count = state.engine.rowCount(ofWheel: wheel)
      guard count > 0, let row = state.engine.selectedRow(inWheel: wheel) else { continue }
      apply(state.engine.selectRow((row + step) % count, inWheel: wheel), &state)
    }
    if state.isAnimating { return .none }
    state.spinRemaining = []
    return .spinFinished
  }
}
