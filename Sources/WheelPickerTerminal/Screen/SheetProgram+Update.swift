import WheelPickerCore

extension SheetProgram {
  /// The state after an event, and what the loop must do.
  ///
  /// Pure: the same state and event always give the same result.
  /// - Complexity: O(visible rows + depth) for keys that move; typed or pasted
  ///   text costs its length plus one search (O(*n*) for ``FocusedWheelSearch``).
  public func update(_ state: SheetState<Model>, _ event: SheetEvent) -> (SheetState<Model>, SheetOutcome) {
    var state = state
    let outcome: SheetOutcome
    switch event {
    case .key(.character(let character)): outcome = handleTyped(String(character), &state)
    case .key(let key): outcome = handle(key, &state)
    case .typed(let text): outcome = handleTyped(text, &state)
    case .mouse(var mouse):
      mouse.y -= state.originLine
      outcome = handle(mouse, &state)
    case .paste(let text):
      var line = String.UnicodeScalarView()
      line.append(contentsOf: text.unicodeScalars.lazy.filter { $0.value >= 0x20 && $0.value != 0x7F })
      if !line.isEmpty { type(String(line), &state) }
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
    guard let command = configuration.keyMap.command(for: key), isAvailable(command, in: state.engine) else {
      return .none
    }
    return perform(command, &state)
  }

  /// Characters typed: each runs its command (`?`, Space, …) or joins the query, which is
  /// searched once before the next command (which may need the matches) and once at the end.
  ///
  /// - Complexity: O(*n*) in the characters, plus one search per command they hold.
  private func handleTyped(_ text: String, _ state: inout SheetState<Model>) -> SheetOutcome {
    var added = ""
    var addedCount = 0
    for character in text {
      // `?` and Space are text inside a query.
      let isInQuery = !state.query.isEmpty || !added.isEmpty
      guard let command = configuration.keyMap.command(for: .character(character)),
        isAvailable(command, in: state.engine),
        !(isInQuery && (command == .toggleHelp || command == .spin))
      else {
        // Leading spaces never join a query (see `type`).
        if !isInQuery, character == " " { continue }
        // One past the limit is enough for `type` to see the query cut; the rest can never join.
        if addedCount <= SheetState<Model>.maximumQueryLength {
          added.append(character)
          addedCount += 1
        }
        continue
      }
      if !added.isEmpty { type(added, asKeys: true, &state) }
      added = ""
      addedCount = 0
      let outcome = perform(command, &state)
      if outcome != .none { return outcome }
    }
    if !added.isEmpty { type(added, asKeys: true, &state) }
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
      state.isQueryTruncated = false
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
    case .confirm:
      if !state.query.isEmpty && state.matches.isEmpty { return .none }
      return holdsConfirmation?(state.engine.value) == true ? .confirmationHeld : .confirmed
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

  /// Adds text to the query, up to ``SheetState/maximumQueryLength`` characters, and searches.
  ///
  /// Text typed `asKeys` ends where its keys one by one would have: when the whole query
  /// matches nothing, the longest prefix that matched is shown, as it would have been.
  /// - Complexity: O(*n*) in the text kept plus the query's length (only near the limit),
  ///   plus one search (O(log *n*) searches for typed text that matches nothing).
  private func type(_ text: String, asKeys: Bool = false, _ state: inout SheetState<Model>) {
    guard search != nil else { return }
    // A query never starts with a space: Space where nothing spins does nothing.
    var text = state.query.isEmpty ? text.drop { $0 == " " } : text[...]
    guard !text.isEmpty else { return }
    state.isHelpShown = false
    guard !state.isQueryTruncated else { return }
    let limit = SheetState<Model>.maximumQueryLength
    // Characters never outnumber UTF-8 bytes: only a query near the limit is counted.
    if state.query.utf8.count + text.utf8.count > limit {
      let kept = text.prefix(max(0, limit - state.query.count))
      if kept.endIndex != text.endIndex { state.isQueryTruncated = true }
      text = kept
      guard !text.isEmpty else { return }
    }
    if state.query.isEmpty { state.queryWheel = state.focusedWheel }
    let before = state.query
    state.query += text
    research(&state)
    if asKeys, state.matches.isEmpty, text.count > 1 { showLongestMatchingPrefix(before, text, &state) }
  }

  /// Shows the first match of the longest `base` + prefix of `text` that has one (a search
  /// that matches a query matches its prefixes, so the prefixes that match come first).
  ///
  /// - Complexity: O(log *n*) searches.
  private func showLongestMatchingPrefix(_ base: String, _ text: Substring, _ state: inout SheetState<Model>)
  {
    guard let search, let wheel = state.queryWheel ?? state.focusedWheel else { return }
    // Invariant: the prefix of `low` characters matched (0: nothing typed, nothing to show);
    // that of `high` did not.
    var low = 0
    var high = text.count
    var best: SearchMatch?
    while high - low > 1 {
      let middle = (low + high) / 2
      if let first = search.matches(for: base + text.prefix(middle), in: state.engine, focusedWheel: wheel)
        .first
      {
        low = middle
        best = first
      } else {
        high = middle
      }
    }
    if let best { show(best, &state) }
  }

  private func clearQuery(_ state: inout SheetState<Model>) {
    state.isQueryTruncated = false
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
