import WheelPickerCore
import WheelPickerPresentation

extension SheetProgram {
  /// The state after an event, and what the loop must do.
  ///
  /// Pure: the same state and event always give the same result. Keys, clicks and scrolls
  /// become the shared program's events (``sheet``); only the key help, the slide-up, the
  /// terminal's size and where the frame sits are handled here.
  /// - Complexity: O(visible rows + depth) for keys that move; typed or pasted
  ///   text costs its length plus one search (O(*n*) for ``/WheelPickerPresentation/FocusedWheelSearch``).
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
      hideHelpBeforeTyping(text, &state)
      outcome = send(.paste(text), &state)
    case .resized(let size):
      state.size = size.clamped
      outcome = .none
    case .appeared:
      state.rise = configuration.isAnimated ? SheetLayout(program: self, state: state).frameHeight : 0
      outcome = send(.appeared, &state)
    case .cursorPositionReported(let line):
      state.originLine = max(0, line - 1)
      outcome = .none
    case .tick:
      if state.rise > 0 {
        let height = SheetLayout(program: self, state: state).frameHeight
        state.rise = max(0, min(state.rise, height) - max(1, height / 6))
      }
      outcome = send(.tick, &state)
    case .searchFinished(let results):
      outcome = send(.searchFinished(results), &state)
    }
    return (state, outcome)
  }

  /// Sends an event to the shared program and turns its effects into what the loop must do:
  /// the terminal redraws everything from the state, so only the ending, a held Confirm and the
  /// bell after a winning spin matter here.
  func send(_ event: PickerSheet<Model>.Event, _ state: inout SheetState<Model>) -> SheetOutcome {
    let effects: [PickerSheet<Model>.Effect]
    (state.sheet, effects) = sheet.update(state.sheet, event)
    var outcome = SheetOutcome.none
    for effect in effects {
      switch effect {
      case .reportValue, .reportValues: return .ended(.confirmed)
      case .reportCancel: return .ended(.cancelled)
      case .confirmationHeld: outcome = .confirmationHeld
      case .spinStopped(let isWin): if isWin { outcome = .bellRequested }
      default: break
      }
    }
    return outcome
  }

  private func handle(_ key: KeyPress, _ state: inout SheetState<Model>) -> SheetOutcome {
    let wheelCount = state.sheet.engine.model.displayOrder.count
    guard
      let intent = configuration.keyMap.intent(
        for: key, where: { sheet.isAvailable($0, wheelCount: wheelCount) }),
      sheet.isAvailable(intent, wheelCount: wheelCount)
    else { return .none }
    return perform(intent, &state)
  }

  /// Characters typed: each runs the intent its key is bound to (`?`, Space, …) where the
  /// program ``PickerSheet/runs(_:typedInQuery:wheelCount:)`` it, or joins the query, which is
  /// searched once before the next intent (which may need the matches) and once at the end.
  ///
  /// - Complexity: O(*n*) in the characters, plus one search per intent they hold.
  private func handleTyped(_ text: String, _ state: inout SheetState<Model>) -> SheetOutcome {
    var added = ""
    var addedCount = 0
    let wheelCount = state.sheet.engine.model.displayOrder.count
    for character in text {
      let isInQuery = !state.sheet.query.isEmpty || !added.isEmpty
      let isAvailable = { sheet.isAvailable($0, wheelCount: wheelCount) }
      guard let intent = configuration.keyMap.intent(for: .character(character), where: isAvailable),
        sheet.runs(intent, typedInQuery: isInQuery, wheelCount: wheelCount)
      else {
        // Leading spaces never join a query.
        if !isInQuery, character == " " { continue }
        // One past the limit is enough for the program to see the query cut; the rest can never join.
        if addedCount <= PickerSheet<Model>.maximumQueryLength {
          added.append(character)
          addedCount += 1
        }
        continue
      }
      if !added.isEmpty { _ = typeText(added, &state) }
      added = ""
      addedCount = 0
      let outcome = perform(intent, &state)
      if outcome != .none { return outcome }
    }
    if !added.isEmpty { return typeText(added, &state) }
    return .none
  }

  private func typeText(_ text: String, _ state: inout SheetState<Model>) -> SheetOutcome {
    hideHelpBeforeTyping(text, &state)
    guard let event = sheet.event(typing: text, in: state.sheet) else { return .none }
    return send(event, &state)
  }

  /// Typing into a sheet with a search closes the key help.
  private func hideHelpBeforeTyping(_ text: String, _ state: inout SheetState<Model>) {
    guard sheet.search != nil, state.sheet.phase.acceptsInput else { return }
    let typed =
      state.sheet.query.isEmpty
      ? text.drop { $0 == " " || $0.asciiValue.map { $0 < 0x20 } == true } : text[...]
    if !typed.isEmpty { state.isHelpShown = false }
  }

  /// Carries out an intent: the terminal's own (interrupt, suspend, help; Escape closes the help
  /// before the program sees it), or the program's event for it.
  private func perform(_ intent: SheetIntent, _ state: inout SheetState<Model>) -> SheetOutcome {
    switch intent {
    case .interrupt: return .ended(.interrupted)
    case .suspend: return .suspendRequested
    case .cancel where state.isHelpShown:
      state.isHelpShown = false
      return .none
    case .toggleHelp where state.sheet.focusedWheel != nil:
      state.isHelpShown.toggle()
      return .none
    case .confirm, .cancel:
      break
    default:
      guard state.sheet.focusedWheel != nil else { return .none }
    }
    guard let event = sheet.event(for: intent, in: state.sheet) else { return .none }
    return send(event, &state)
  }

  // MARK: Mouse

  private func handle(_ mouse: MouseEvent, _ state: inout SheetState<Model>) -> SheetOutcome {
    let layout = SheetLayout(program: self, state: state)
    switch (layout.hit(x: mouse.x, y: mouse.y), mouse.kind) {
    case (.cancelButton, .press(0)): return send(.cancel, &state)
    case (.backdrop, .press(0)): return send(.backdropTapped, &state)
    case (.confirmButton, .press(0)): return send(.confirm(shownRows: nil), &state)
    case (.wheel(let position, _), .scrollUp): return send(.stepWheel(-1, at: position), &state)
    case (.wheel(let position, _), .scrollDown): return send(.stepWheel(1, at: position), &state)
    case (.wheel(let position, let offset), .press(0)):
      return send(offset == 0 ? .focus(position) : .stepWheel(offset, at: position), &state)
    default: return .none
    }
  }
}
