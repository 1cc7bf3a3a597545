import WheelPickerCore

extension PickerSheet {
  /// The state after an event, and what the face must do.
  ///
  /// Pure: the same state and event always give the same result. Once the sheet has begun to
  /// end (``SheetPhase/hasEnded``), only ``Event/dismissFinished`` and
  /// ``Event/dismissedByOthers`` do anything, so a second Confirm, a Cancel during the slide-out
  /// or a late callback never reports twice.
  ///
  /// - Complexity: O(depth + visible rows) for moves; typed or pasted text costs its length
  ///   plus one search.
  ///
  /// Compiled ahead for the common models: a face in another module calls code specialised
  /// for its model (no generic-metadata lookups on every key).
  @_specialize(exported:true,where Model == ListModel)
  @_specialize(exported:true,where Model == CascadeModel)
  @_specialize(exported:true,where Model == RegionModel)
  @_specialize(exported:true,where Model == DatePickerModel)
  public func update(_ state: State, _ event: Event) -> (State, [Effect]) {
    var state = state
    var effects: [Effect] = []
    switch event {
    case .appeared:
      if state.phase == .presenting { state.phase = .shown }
    case .dismissFinished:
      if state.phase == .confirmed || state.phase == .cancelled {
        state.phase = .dismissed
        effects.append(.remove)
      }
    case .dismissedByOthers:
      if state.phase.acceptsInput { effects.append(.reportCancel) }
      if state.phase != .dismissed {
        state.phase = .dismissed
        effects.append(.remove)
      }
    default:
      guard state.phase.acceptsInput else { return (state, []) }
      if event != .tick { state.isMarkLimitReached = false }
      handle(event, &state, &effects)
    }
    return (state, effects)
  }

  private func handle(_ event: Event, _ state: inout State, _ effects: inout [Effect]) {
    switch event {
    case .rowSettled(let row, let position, let turned):
      guard let wheel = state.wheel(at: position), state.engine.rowCount(ofWheel: wheel) > 0 else { return }
      focus(position, clearsQuery: true, &state)
      // A wrapping hour wheel settled past 11 ↔ 12 turned that way: AM/PM follows it, once a lap.
      let change =
        turned.flatMap { state.engine.turn(by: $0, toRow: row, inWheel: wheel) }
        ?? state.engine.turn(toRow: row, inWheel: wheel)
      apply(change, movedWheel: wheel, byUser: true, &state, &effects)
    case .step(let delta):
      guard let wheel = state.focusedWheel else { return }
      apply(state.engine.step(delta, inWheel: wheel), movedWheel: nil, byUser: true, &state, &effects)
    case .stepWheel(let delta, let position):
      guard let wheel = state.wheel(at: position), state.engine.rowCount(ofWheel: wheel) > 0 else { return }
      focus(position, clearsQuery: true, &state)
      apply(state.engine.step(delta, inWheel: wheel), movedWheel: nil, byUser: true, &state, &effects)
    case .page(let pages):
      guard let wheel = state.focusedWheel else { return }
      let rows = pageSize(ofWheel: wheel, in: state.engine).multipliedReportingOverflow(by: pages)
      guard !rows.overflow else { return }
      apply(
        state.engine.step(rows.partialValue, inWheel: wheel), movedWheel: nil, byUser: true, &state, &effects)
    case .firstRow:
      guard let wheel = state.focusedWheel else { return }
      let change = state.engine.selectRow(0, inWheel: wheel, skipping: .forward)
      apply(change, movedWheel: nil, byUser: true, &state, &effects)
    case .lastRow:
      guard let wheel = state.focusedWheel else { return }
      let last = state.engine.rowCount(ofWheel: wheel) - 1
      let change = state.engine.selectRow(last, inWheel: wheel, skipping: .backward)
      apply(change, movedWheel: nil, byUser: true, &state, &effects)
    case .focus(let position):
      focus(position, clearsQuery: true, &state)
    case .moveFocus(let step, let wrapping):
      moveFocus(by: step, wrapping: wrapping, clearsQuery: true, &state)
    case .type(let text):
      type(text, asKeys: true, &state, &effects)
    case .paste(let text):
      var line = String.UnicodeScalarView()
      line.append(contentsOf: text.unicodeScalars.lazy.filter { $0.value >= 0x20 && $0.value != 0x7F })
      if !line.isEmpty { type(String(line), asKeys: false, &state, &effects) }
    case .erase:
      guard !state.query.isEmpty else { return }
      state.query.removeLast()
      state.isQueryTruncated = false
      searchAgain(&state, &effects)
    case .clearQuery:
      clearQuery(&state)
    case .nextMatch:
      stepMatch(by: 1, &state, &effects)
    case .previousMatch:
      stepMatch(by: -1, &state, &effects)
    case .spin:
      guard let spin, !state.isSpinning else { return }
      var generator = state.generator
      let turns = spin(state.engine, &generator)
      state.generator = generator
      state.spinRemaining = state.engine.model.displayOrder.indices.map {
        $0 < turns.count ? max(0, turns[$0]) : 0
      }
      if !state.isSpinning { state.spinRemaining = [] }
    case .tick:
      advanceSpin(&state, &effects)
    case .toggleMark:
      toggleMark(&state, &effects)
    case .markAllMatches:
      markAllMatches(&state, &effects)
    case .confirm(let shownRows):
      confirm(shownRows: shownRows, &state, &effects)
    case .cancel, .backdropTapped:
      end(cancelled: true, &state, &effects)
    case .escape:
      if state.query.isEmpty {
        end(cancelled: true, &state, &effects)
      } else {
        clearQuery(&state)
      }
    case .childrenArrived(let arrival):
      applyByCode(state.engine.receive(arrival), &state, &effects)
    case .valueSetByCode(let value):
      guard let change = try? state.engine.select(value) else { return }
      applyByCode(change, &state, &effects)
    case .modelReplacedByCode(let model):
      applyByCode(state.engine.replaceModel(model), &state, &effects)
      let rows = state.focusedWheel.map { state.engine.rowCount(ofWheel: $0) } ?? 0
      let kept = state.marks.filter { $0 < rows }
      if kept != state.marks {
        state.marks = kept
        effects.append(.marksChanged(kept.sorted()))
      }
    case .searchFinished(let results):
      finishSearch(results, &state, &effects)
    case .appeared, .dismissFinished, .dismissedByOthers:
      break
    }
  }

  // MARK: Ending

  private func confirm(shownRows: [Int?]?, _ state: inout State, _ effects: inout [Effect]) {
    // Confirm takes the query's first match: while the search runs, it waits for the answer.
    if state.isSearching {
      state.confirmsAfterSearch = true
      return
    }
    // A query that matches nothing shows "no match": Confirm must not take the row under it
    // (marked rows are the answer then).
    if !state.query.isEmpty && state.matches.isEmpty && state.marks.isEmpty { return }
    if let shownRows {
      let settled = state.engine.settled(showingRows: shownRows)
      if settled != state.engine {
        let moved = (0..<settled.wheelCount).filter {
          settled.selectedRow(inWheel: $0) != state.engine.selectedRow(inWheel: $0)
            || settled.rowCount(ofWheel: $0) != state.engine.rowCount(ofWheel: $0)
        }
        state.engine = settled
        remeasure(moved, &state)
        effects.append(.reload(positions(of: moved, in: state)))
        for wheel in moved { show(wheel, animated: false, state, &effects) }
      }
    }
    if isConfirmationHeld(state) {
      effects.append(.confirmationHeld)
      return
    }
    state.spinRemaining = []
    end(cancelled: false, &state, &effects)
  }

  private func end(cancelled: Bool, _ state: inout State, _ effects: inout [Effect]) {
    state.phase = cancelled ? .cancelled : .confirmed
    if cancelled {
      effects.append(.reportCancel)
    } else if marking != nil {
      effects.append(.reportValues(answeredValues(state)))
    } else {
      effects.append(.reportValue(state.engine.value))
    }
    effects.append(.dismiss(animated: !reducesMotion))
  }

  // MARK: Changes

  /// Shows a change the user did not make (code, a loader): a model with other wheels is
  /// measured anew.
  private func applyByCode(_ change: SelectionChange, _ state: inout State, _ effects: inout [Effect]) {
    if state.contentWidths.count != state.engine.wheelCount {
      state.contentWidths = (0..<state.engine.wheelCount).map { contentWidth(ofWheel: $0, in: state.engine) }
    }
    apply(change, movedWheel: nil, byUser: false, &state, &effects)
  }

  /// Measures again the wheels a change reloaded, keeps the focus on a wheel with rows, and
  /// tells the face what to reload, show and say.
  ///
  /// The wheel under the finger (`movedWheel`) is already showing its row: it is shown again
  /// only when the engine took another row (a disabled row refused).
  func apply(
    _ change: SelectionChange, movedWheel: Int?, byUser: Bool, _ state: inout State,
    _ effects: inout [Effect]
  ) {
    remeasure(change.reloadedWheels, &state)
    if let focused = state.focusedWheel, state.engine.rowCount(ofWheel: focused) == 0 {
      moveFocus(by: -1, wrapping: false, clearsQuery: false, &state)
    }
    guard !change.isEmpty || !change.reloadedWheels.isEmpty else { return }
    if !change.reloadedWheels.isEmpty {
      effects.append(.reload(positions(of: change.reloadedWheels, in: state)))
    }
    let scrolledBack = Set(change.scrollBacks.map(\.wheel))
    var shown = Set(change.reloadedWheels)
    for move in change.moves where move.wheel != movedWheel || scrolledBack.contains(move.wheel) {
      shown.insert(move.wheel)
    }
    for wheel in shown.sorted() {
      let animated =
        !change.reloadedWheels.contains(wheel) && (scrolledBack.contains(wheel) || movedWheel == nil)
      show(wheel, animated: animated, state, &effects)
    }
    guard !change.isEmpty else { return }
    if byUser {
      effects.append(.selectionHaptic)
      if announces, let sentence = state.engine.announcement(for: change, words: words) {
        effects.append(.announce(sentence))
      }
    }
    effects.append(.changed(change))
  }

  private func show(_ wheel: Int, animated: Bool, _ state: State, _ effects: inout [Effect]) {
    guard let position = state.position(ofWheel: wheel) else { return }
    effects.append(
      .show(
        row: state.engine.selectedRow(inWheel: wheel) ?? 0, at: position, animated: animated && !reducesMotion
      ))
  }

  private func positions(of wheels: [Int], in state: State) -> [DisplayPosition] {
    wheels.compactMap { state.position(ofWheel: $0) }.sorted()
  }

  private func remeasure(_ wheels: [Int], _ state: inout State) {
    for wheel in wheels where state.contentWidths.indices.contains(wheel) {
      state.contentWidths[wheel] = contentWidth(ofWheel: wheel, in: state.engine)
    }
  }

  // MARK: Focus

  /// Focuses a wheel with rows; a user's move to another wheel clears the query.
  private func focus(_ position: DisplayPosition, clearsQuery: Bool, _ state: inout State) {
    guard let wheel = state.wheel(at: position), state.engine.rowCount(ofWheel: wheel) > 0,
      position != state.focus
    else { return }
    if clearsQuery { clearQuery(&state) }
    state.focus = position
  }

  /// Moves the focus to the next wheel with rows.
  private func moveFocus(by step: Int, wrapping: Bool, clearsQuery: Bool, _ state: inout State) {
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

  /// Adds text to the query, up to ``maximumQueryLength`` characters, and searches.
  ///
  /// Text typed `asKeys` ends where its keys one by one would have: when the whole query
  /// matches nothing, the longest prefix that matched is shown.
  /// - Complexity: O(*n*) in the text kept plus one search (O(log *n*) searches for typed text
  ///   that matches nothing).
  private func type(_ text: String, asKeys: Bool, _ state: inout State, _ effects: inout [Effect]) {
    guard search != nil else { return }
    // A query never starts with a space.
    var text = state.query.isEmpty ? text.drop { $0 == " " } : text[...]
    guard !text.isEmpty, !state.isQueryTruncated else { return }
    let limit = Self.maximumQueryLength
    // Characters never outnumber UTF-8 bytes: only a query near the limit is counted.
    if state.query.utf8.count + text.utf8.count > limit {
      let kept = text.prefix(max(0, limit - state.query.count))
      if kept.endIndex != text.endIndex { state.isQueryTruncated = true }
      text = kept
      guard !text.isEmpty else { return }
    }
    if state.query.isEmpty { state.queryWheel = state.focusedWheel }
    let kept = asKeys && text.count > 1 ? state.query.count : nil
    state.query += text
    searchAgain(keptCharacters: kept, &state, &effects)
  }

  /// The answer to a search: the matches of its query and, when there are none and the request
  /// keeps characters (typed keys), the first match of the longest query, beginning with those,
  /// that has one (a search that matches a query matches its prefixes, so the prefixes that
  /// match come first).
  ///
  /// Pure, and callable from any thread: a face runs it away from its input loop for a
  /// ``State/pendingSearch``.
  /// - Complexity: one search, plus O(log *n*) searches for typed text that matches nothing.
  public func results(of request: SheetSearchRequest<Model>) -> SheetSearchResults {
    results(of: request, cancellation: .never)
  }

  /// The answer to a search, or, once `cancellation` says it is no longer wanted (a newer query
  /// made it stale), what was found before the search stopped: an answer nobody should show.
  ///
  /// A face that runs searches away from its input loop cancels the one a newer request
  /// overtook, so that the newer starts within milliseconds.
  /// - Complexity: as ``results(of:)``, until cancelled.
  public func results(
    of request: SheetSearchRequest<Model>, cancellation: SearchCancellation
  ) -> SheetSearchResults {
    guard let search else { return SheetSearchResults(generation: request.generation, matches: []) }
    let matches = search.matches(
      for: request.query, in: request.engine, focusedWheel: request.wheel, cancellation: cancellation)
    guard matches.isEmpty, let keptCharacters = request.keptCharacters, !cancellation.isCancelled else {
      return SheetSearchResults(generation: request.generation, matches: matches)
    }
    let base = request.query.prefix(keptCharacters)
    let text = request.query.dropFirst(keptCharacters)
    // Invariant: the prefix of `low` characters matched (0: nothing to show); that of `high` did not.
    var low = 0
    var high = text.count
    var best: SearchMatch?
    while high - low > 1, !cancellation.isCancelled {
      let middle = (low + high) / 2
      let query = String(base + text.prefix(middle))
      if let first = search.matches(
        for: query, in: request.engine, focusedWheel: request.wheel, cancellation: cancellation
      ).first {
        low = middle
        best = first
      } else {
        high = middle
      }
    }
    return SheetSearchResults(generation: request.generation, matches: [], fallback: best)
  }

  private func clearQuery(_ state: inout State) {
    state.isQueryTruncated = false
    state.query = ""
    state.queryWheel = nil
    state.matches = []
    state.matchIndex = nil
    state.pendingSearch = nil
    state.confirmsAfterSearch = false
  }

  /// Searches the query again and shows its first match; a wheel of at least
  /// ``deferredSearchRows`` rows is left to the face (``State/pendingSearch``), and the sheet
  /// shows no match until the answer arrives.
  private func searchAgain(keptCharacters: Int? = nil, _ state: inout State, _ effects: inout [Effect]) {
    guard search != nil, !state.query.isEmpty, let wheel = state.queryWheel ?? state.focusedWheel else {
      clearQuery(&state)
      return
    }
    // Decided by the rows the search scans: a cascade's search reads the whole tree.
    let defers =
      deferredSearchRows.map { rows in
        search.map { $0.scannedRows(in: state.engine, focusedWheel: wheel) >= rows } ?? false
      } ?? false
    if defers { state.searchGeneration += 1 }
    let request = SheetSearchRequest(
      generation: state.searchGeneration, query: state.query, wheel: wheel, engine: state.engine,
      keptCharacters: keptCharacters)
    guard !defers else {
      state.pendingSearch = request
      state.matches = []
      state.matchIndex = nil
      return
    }
    state.pendingSearch = nil
    receive(results(of: request), &state, &effects)
  }

  /// Takes an answer to the query: keeps its matches and shows the first (or the fallback).
  private func receive(_ results: SheetSearchResults, _ state: inout State, _ effects: inout [Effect]) {
    state.matches = results.matches
    state.matchIndex = results.matches.isEmpty ? nil : 0
    if let first = results.matches.first ?? results.fallback { show(first, &state, &effects) }
  }

  /// Takes the answer to the pending search, unless the query changed since; a Confirm pressed
  /// meanwhile acts now.
  private func finishSearch(_ results: SheetSearchResults, _ state: inout State, _ effects: inout [Effect]) {
    guard let pending = state.pendingSearch, pending.generation == results.generation else { return }
    state.pendingSearch = nil
    receive(results, &state, &effects)
    if state.confirmsAfterSearch {
      state.confirmsAfterSearch = false
      confirm(shownRows: nil, &state, &effects)
    }
  }

  private func stepMatch(by step: Int, _ state: inout State, _ effects: inout [Effect]) {
    guard !state.matches.isEmpty else { return }
    let count = state.matches.count
    let index = (((state.matchIndex ?? 0) + step) % count + count) % count
    state.matchIndex = index
    show(state.matches[index], &state, &effects)
  }

  /// Selects a match's rows and focuses its wheel, keeping the query (the search moved the
  /// focus, not the user).
  private func show(_ match: SearchMatch, _ state: inout State, _ effects: inout [Effect]) {
    for step in match.steps {
      apply(
        state.engine.selectRow(step.row, inWheel: step.wheel), movedWheel: nil, byUser: false, &state,
        &effects)
    }
    if let position = state.position(ofWheel: match.focusedWheel),
      state.engine.rowCount(ofWheel: match.focusedWheel) > 0
    {
      state.focus = position
    }
  }

  // MARK: Spin

  /// Turns the spinning wheels one tick (a sixth of what is left, at least one row: fast at
  /// first, slowing to a stop); when the last stops, says whether the value is a win.
  private func advanceSpin(_ state: inout State, _ effects: inout [Effect]) {
    guard state.isSpinning else { return }
    for offset in state.spinRemaining.indices where state.spinRemaining[offset] > 0 {
      let turn = max(1, state.spinRemaining[offset] / 6)
      state.spinRemaining[offset] -= turn
      guard let wheel = state.wheel(at: DisplayPosition(offset)) else { continue }
      apply(state.engine.step(turn, inWheel: wheel), movedWheel: nil, byUser: false, &state, &effects)
    }
    guard !state.isSpinning else { return }
    state.spinRemaining = []
    let isWin = isWin?(state.engine.value) == true
    effects.append(.spinStopped(isWin: isWin))
    if isWin { effects.append(.announce(words.winning)) }
  }
}
