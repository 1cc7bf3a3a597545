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
    case .mouse(var mouse):
      mouse.y -= state.originLine
      outcome = handle(mouse, &state)
    case .paste(let text):
      let line = String(
        text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
      if !line.isEmpty { type(line, &state) }
      outcome = .none
    case .resized(let size):
      state.size = size.clamped
      outcome = .none
    case .appeared:
      state.rise = configuration.isAnimated ? SheetLayout(program: self, state: state).frameHeight : 0
      outcome = .none
    case .cursorPositionReported(let line):
      state.originLine = max(0, line - 1)
      outcome = .none
    case .tick:
      if state.rise > 0 {
        let height = SheetLayout(program: self, state: state).frameHeight
        state.rise = max(0, min(state.rise, height) - max(1, height / 6))
      }
      outcome = advanceSpin(&state)
    }
    return (state, outcome)
  }

  private func handle(_ key: Key, _ state: inout SheetState<Model>) -> SheetOutcome {
    if let command = configuration.keyMap.command(for: key), isAvailable(command, in: state.engine) {
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
    let page = pageSize(ofWheel: wheel, in: state.engine)
    switch command {
    case .previousRow: step(by: -1, &state)
    case .nextRow: step(by: 1, &state)
    case .previousPage: step(by: -page, &state)
    case .nextPage: step(by: page, &state)
    case .firstRow: apply(state.engine.selectRow(0, inWheel: wheel, skipping: .forward), &state)
    case .lastRow:
      let last = state.engine.rowCount(ofWheel: wheel) - 1
      apply(state.engine.selectRow(last, inWheel: wheel, skipping: .backward), &state)
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
      var generator = state.generator
      let turns = spin(state.engine, &generator)
      state.generator = generator
      state.spinRemaining = state.engine.model.displayOrder.indices.map {
        $0 < turns.count ? max(0, turns[$0]) : 0
      }
    case .confirm, .cancel, .interrupt, .suspend: return simpleOutcome(command, &state)
    }
    return .none
  }

  private func simpleOutcome(_ command: SheetCommand, _ state: inout SheetState<Model>) -> SheetOutcome {
    switch command {
    // A query that matches nothing shows "no match": Enter must not confirm the row under it.
    case .confirm: return !state.query.isEmpty && state.matches.isEmpty ? .none : .confirmed
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

  /// Moves the focused wheel through the engine, which wraps a cyclic wheel
  /// and skips disabled rows in the direction of travel.
  private func step(by delta: Int, _ state: inout SheetState<Model>) {
    guard let wheel = state.focusedWheel else { return }
    apply(state.engine.step(delta, inWheel: wheel), &state)
  }

  /// Measures again the wheels whose rows a change reloaded, and keeps the
  /// focus on a wheel with rows (a move of the search's own, which keeps the query).
  func apply(_ change: SelectionChange, _ state: inout SheetState<Model>) {
    for wheel in change.reloadedWheels where state.contentWidths.indices.contains(wheel) {
      state.contentWidths[wheel] = contentWidth(ofWheel: wheel, in: state.engine)
    }
    if let focused = state.focusedWheel, state.engine.rowCount(ofWheel: focused) == 0 {
      moveFocus(by: -1, wrapping: false, clearsQuery: false, &state)
    }
  }

  // MARK: Focus

  /// Moves the focus to the next wheel with rows; a move of the user's clears the query.
  private func moveFocus(
    by step: Int, wrapping: Bool, clearsQuery: Bool = true, _ state: inout SheetState<Model>
  ) {
    let count = state.engine.model.displayOrder.count
    guard count > 0 else { return }
    var offset = state.focus.offset
    for _ in 0..<count {
      offset += step
      if wrapping {
        offset = ((offset % count) + count) % count
      } else if offset < 0 || offset >= count {
        return
      }
      let position = DisplayPosition(offset)
      if let wheel = state.wheel(at: position), state.engine.rowCount(ofWheel: wheel) > 0 {
        if clearsQuery, position != state.focus { clearQuery(&state) }
        state.focus = position
        return
      }
    }
  }

  // MARK: Query

  private func type(_ text: String, _ state: inout SheetState<Model>) {
    guard search != nil else { return }
    // A query never starts with a space: Space where nothing spins does nothing.
    let text = state.query.isEmpty ? String(text.drop { $0 == " " }) : text
    guard !text.isEmpty else { return }
    state.isHelpShown = false
    if state.query.isEmpty { state.queryWheel = state.focusedWheel }
    state.query += text
    research(&state)
  }

  private func clearQuery(_ state: inout SheetState<Model>) {
    state.query = ""
    state.queryWheel = nil
    state.matches = []
    state.matchIndex = nil
  }

  private func research(_ state: inout SheetState<Model>) {
    guard let search, !state.query.isEmpty, let wheel = state.queryWheel ?? state.focusedWheel else {
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

  /// Selects a match's rows and focuses its wheel, keeping the query (the
  /// search moved the focus, not the user).
  private func show(_ match: SearchMatch, _ state: inout SheetState<Model>) {
    for step in match.steps { apply(state.engine.selectRow(step.row, inWheel: step.wheel), &state) }
    if let position = state.position(ofWheel: match.focusedWheel),
      state.engine.rowCount(ofWheel: match.focusedWheel) > 0
    {
      state.focus = position
    }
  }

  // MARK: Mouse

  private func handle(_ mouse: MouseEvent, _ state: inout SheetState<Model>) -> SheetOutcome {
    let layout = SheetLayout(program: self, state: state)
    switch (layout.hit(x: mouse.x, y: mouse.y), mouse.kind) {
    case (.cancelButton, .press(0)), (.backdrop, .press(0)): return .cancelled
    case (.confirmButton, .press(0)): return simpleOutcome(.confirm, &state)
    case (.wheel(let position, _), .scrollUp):
      focusPosition(position, &state)
      step(by: -1, &state)
    case (.wheel(let position, _), .scrollDown):
      focusPosition(position, &state)
      step(by: 1, &state)
    case (.wheel(let position, let offset), .press(0)):
      focusPosition(position, &state)
      if offset != 0 { step(by: offset, &state) }
    default: break
    }
    return .none
  }

  /// Focuses a wheel the user clicked or scrolled (which clears the query).
  private func focusPosition(_ position: DisplayPosition, _ state: inout SheetState<Model>) {
    guard let wheel = state.wheel(at: position), state.engine.rowCount(ofWheel: wheel) > 0,
      position != state.focus
    else { return }
    clearQuery(&state)
    state.focus = position
  }

  // MARK: Spin

  /// Turns the spinning wheels one tick; when the last stops, asks for the
  /// bell if the program rings for the value shown.
  private func advanceSpin(_ state: inout SheetState<Model>) -> SheetOutcome {
    guard state.isSpinning else { return .none }
    for offset in state.spinRemaining.indices where state.spinRemaining[offset] > 0 {
      // Each tick turns a sixth of what is left: fast at first, slowing to one row.
      let turn = max(1, state.spinRemaining[offset] / 6)
      state.spinRemaining[offset] -= turn
      guard let wheel = state.wheel(at: DisplayPosition(offset)) else { continue }
      apply(state.engine.step(turn, inWheel: wheel), &state)
    }
    if state.isSpinning { return .none }
    state.spinRemaining = []
    return ringsBellAfterSpin?(state.engine.value) == true ? .bellRequested : .none
  }
}
