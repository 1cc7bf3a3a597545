import Testing
import WheelPickerCore

@testable import WheelPickerPresentation
@testable import WheelPickerSheetStyle

/// The shared sheet program: the state and the effects after each event.
@Suite("PickerSheet update")
struct PickerSheetUpdateTests {
  typealias Dates = PickerSheet<DatePickerModel>
  let words = PickerWords(language: .english)

  func dateSheet(_ value: DateValue) throws -> (Dates, Dates.State) {
    let sheet = Dates(words: words, title: "Date")
    return (sheet, sheet.initialState(engine: try Fixtures.dateEngine(value)))
  }

  func send(_ sheet: Dates, _ state: Dates.State, _ events: [Dates.Event]) -> (Dates.State, [[Dates.Effect]])
  {
    var state = state
    var all: [[Dates.Effect]] = []
    for event in events {
      let effects: [Dates.Effect]
      (state, effects) = sheet.update(state, event)
      all.append(effects)
    }
    return (state, all)
  }

  @Test(
    "appear, confirm: the value is reported once and the sheet slides away; a second Confirm, a Cancel and a late tap report nothing"
  )
  func confirmOnce() throws {
    let (sheet, start) = try dateSheet(Fixtures.date(2007, 4, 1))
    #expect(start.phase == .presenting)
    let (state, effects) = send(
      sheet, start, [.appeared, .confirm(shownRows: nil), .confirm(shownRows: nil), .cancel, .backdropTapped])
    #expect(effects[0].isEmpty)
    #expect(effects[1] == [.reportValue(Fixtures.date(2007, 4, 1)), .dismiss(animated: true)])
    #expect(effects[2...].allSatisfy { $0.isEmpty })
    #expect(state.phase == .confirmed)
    let (gone, removed) = send(sheet, state, [.dismissFinished, .dismissFinished, .dismissedByOthers])
    #expect(removed == [[.remove], [], []])
    #expect(gone.phase == .dismissed)
  }

  @Test(
    "Cancel, the backdrop and Escape without a query each report the cancel once",
    arguments: [
      PickerSheet<DatePickerModel>.Event.cancel, .backdropTapped, .escape,
    ])
  func cancelOnce(_ event: PickerSheet<DatePickerModel>.Event) throws {
    let (sheet, start) = try dateSheet(Fixtures.date(2007, 4, 1))
    let (state, effects) = send(sheet, start, [.appeared, event, event, .confirm(shownRows: nil)])
    #expect(effects == [[], [.reportCancel, .dismiss(animated: true)], [], []])
    #expect(state.phase == .cancelled)
  }

  @Test(
    "a sheet taken away by others (a swipe, the presenter, a cancelled task) ends cancelled once, even mid-slide-in"
  )
  func dismissedByOthers() throws {
    let (sheet, start) = try dateSheet(Fixtures.date(2007, 4, 1))
    let (state, effects) = send(sheet, start, [.dismissedByOthers, .dismissedByOthers, .appeared, .cancel])
    #expect(effects == [[.reportCancel, .remove], [], [], []])
    #expect(state.phase == .dismissed)
    // After a Confirm, a dismissal by others only removes the sheet: the value was reported.
    let (_, confirmed) = send(sheet, start, [.confirm(shownRows: nil), .dismissedByOthers])
    #expect(confirmed[1] == [.remove])
  }

  @Test("Escape clears a query first, then cancels")
  func escapeClearsQuery() throws {
    let (sheet, start) = try dateSheet(Fixtures.date(2007, 4, 1))
    let (typed, _) = send(sheet, start, [.type("199")])
    #expect(typed.query == "199")
    let (cleared, effects) = send(sheet, typed, [.escape])
    #expect(cleared.query.isEmpty && cleared.matches.isEmpty && effects == [[]])
    #expect(send(sheet, cleared, [.escape]).1 == [[.reportCancel, .dismiss(animated: true)]])
  }

  @Test(
    "January 31 → February: the day wheel is reloaded and shown on the 28th, a haptic plays, the clamp is announced"
  )
  func clampAnnounced() throws {
    let (sheet, start) = try dateSheet(Fixtures.date(2026, 1, 31))
    let (state, effects) = send(sheet, start, [.rowSettled(row: 1, at: DisplayPosition(1))])
    #expect(state.engine.value == Fixtures.date(2026, 2, 28))
    let change = try #require(
      effects[0].compactMap { effect -> SelectionChange? in
        if case .changed(let change) = effect { return change }
        return nil
      }.first)
    let sentence = try #require(state.engine.announcement(for: change, words: words))
    #expect(sentence.contains("28"))
    #expect(
      effects[0] == [
        .reload([DisplayPosition(2)]), .show(row: 27, at: DisplayPosition(2), animated: false),
        .selectionHaptic,
        .announce(sentence), .changed(change),
      ])
    #expect(state.focus == DisplayPosition(1))
  }

  @Test("arrow keys move the focused wheel and show the row the engine took, animated")
  func stepShowsRow() throws {
    let (sheet, start) = try dateSheet(Fixtures.date(2026, 1, 15))
    let (state, effects) = send(sheet, start, [.moveFocus(by: 1, wrapping: false), .step(2)])
    #expect(state.engine.value == Fixtures.date(2026, 3, 15))
    #expect(effects[1].contains(.show(row: 2, at: DisplayPosition(1), animated: true)))
    #expect(effects[1].contains(.selectionHaptic))
  }

  @Test("Confirm while a wheel still coasts takes the rows the wheels show, in dependency order")
  func confirmSettles() throws {
    let (sheet, start) = try dateSheet(Fixtures.date(2026, 1, 31))
    let year = try #require(start.engine.selectedRow(inWheel: 0))
    let (state, effects) = send(sheet, start, [.confirm(shownRows: [year, 1, 30])])
    #expect(state.engine.value == Fixtures.date(2026, 2, 28))
    #expect(effects[0].suffix(2) == [.reportValue(Fixtures.date(2026, 2, 28)), .dismiss(animated: true)])
  }

  @Test(
    "a query that matches nothing holds Confirm back; a held value gives confirmationHeld and the sheet stays"
  )
  func heldConfirm() throws {
    var (sheet, start) = try dateSheet(Fixtures.date(2026, 1, 31))
    let (typed, _) = send(sheet, start, [.type("zzz")])
    #expect(typed.matches.isEmpty)
    #expect(send(sheet, typed, [.confirm(shownRows: nil)]).1 == [[]])
    sheet.holdsConfirmation = { _ in true }
    let (held, effects) = send(sheet, start, [.confirm(shownRows: nil)])
    #expect(effects == [[.confirmationHeld]] && held.phase == .presenting)
    #expect(!sheet.plan(held, width: 300).bar.isConfirmEnabled)
  }

  @Test(
    "至今 empties the month and day wheels: the focus leaves them, they show the placeholder, VoiceOver says nothing to choose"
  )
  func present() throws {
    let (sheet, start) = try dateSheet(Fixtures.date(2026, 1, 31))
    let presentRow = start.engine.rowCount(ofWheel: 0) - 1
    let (state, effects) = send(
      sheet, start, [.moveFocus(by: 1, wrapping: false), .stepWheel(presentRow, at: DisplayPosition(0))])
    #expect(state.engine.value == .present)
    #expect(effects[1].first == .reload([DisplayPosition(1), DisplayPosition(2)]))
    #expect(state.focus == DisplayPosition(0))
    let plan = sheet.plan(state, width: 359)
    #expect(plan.columns.map(\.placeholder) == [nil, "—", "—"])
    #expect(plan.columns.map(\.unit) == [nil, nil, nil])
    #expect(sheet.displayedRowCount(at: DisplayPosition(2), in: state) == 1)
    #expect(sheet.title(ofRow: 0, at: DisplayPosition(2), in: state) == "—")
    #expect(sheet.accessibilityValue(at: DisplayPosition(1), in: state).contains("nothing to choose"))
  }

  @Test("a cascade reloads exactly the wheels the engine names")
  func cascadeReloads() throws {
    let model = RegionModel(dataset: .china)
    let sheet = PickerSheet<RegionModel>(words: words)
    let start = sheet.initialState(engine: SelectionEngine(model: model))
    let (state, effects) = sheet.update(start, .rowSettled(row: 3, at: DisplayPosition(0)))
    var engine = start.engine
    let change = engine.selectRow(3, inWheel: 0)
    #expect(state.engine == engine)
    #expect(effects.first == .reload(change.reloadedWheels.map(DisplayPosition.init)))
    #expect(effects.contains(.changed(change)))
  }

  @Test("a value or a model set by code: the program derives the engine, without a haptic")
  func setByCode() throws {
    let sheet = PickerSheet<ListModel>(words: words)
    let start = sheet.initialState(engine: SelectionEngine(model: ListModel(["a", "b", "c"])))
    var expected = start.engine
    let change = try expected.select(ListChoice(index: 2, value: "c"))
    let (selected, effects) = sheet.update(start, .valueSetByCode(ListChoice(index: 2, value: "c")))
    #expect(selected.engine == expected)
    #expect(effects.contains(.changed(change)) && !effects.contains(.selectionHaptic))
    let (refused, none) = sheet.update(start, .valueSetByCode(ListChoice(index: 7, value: "z")))
    #expect(refused == start && none.isEmpty, "a value the model cannot show changes nothing")
    let shorter = ListModel(["a", "b"])
    var replaced = expected
    let replacement = replaced.replaceModel(shorter)
    let (after, moved) = sheet.update(selected, .modelReplacedByCode(shorter))
    #expect(after.engine == replaced && after.engine.model == shorter)
    #expect(moved.contains(.changed(replacement)) && !moved.contains(.selectionHaptic))
  }

  typealias Children = PickerSheet<AsyncCascadeModel>

  /// A sheet over a loader of two levels whose every node has the children `a` and `b` (keyed by
  /// depth), its first state, and the loader with the roots loaded but not yet received.
  func cascadeWithRootsLoaded() async throws -> (AsyncCascadeLoader, Children, Children.State) {
    let loader = try AsyncCascadeLoader(levels: 2) { path in
      ["a", "b"].map { AsyncCascadeNode(key: "\(path.count)\($0)", name: $0) }
    }
    let sheet = Children(words: words)
    let start = sheet.initialState(engine: SelectionEngine(model: loader.model()))
    loader.requestLoads(for: start.engine)
    await loader.loadsFinished()
    return (loader, sheet, start)
  }

  @Test("children arriving: the engine receives them, the wheels they change reload, no haptic")
  func childrenArrived() async throws {
    let (loader, sheet, start) = try await cascadeWithRootsLoaded()
    let arrival = try #require(loader.arrival(since: start.engine.model))
    #expect(arrival.nodes == [[]], "the roots' list arrived")
    #expect(arrival.firstChangedWheel == 0)
    var expected = start.engine
    let change = expected.receive(arrival)
    let (state, effects) = sheet.update(start, .childrenArrived(arrival))
    #expect(state.engine == expected)
    #expect(state.engine.rowCount(ofWheel: 0) == 2)
    #expect(effects.first == .reload(change.reloadedWheels.map(DisplayPosition.init)))
    #expect(!effects.contains(.selectionHaptic))
  }

  @Test("children arriving keep a row selected after the loader looked: the program derives the engine")
  func childrenArrivedKeepTheSelection() async throws {
    let (loader, sheet, start) = try await cascadeWithRootsLoaded()
    var state = start
    let roots = try #require(loader.arrival(since: state.engine.model))
    (state, _) = sheet.update(state, .childrenArrived(roots))
    // The children of the first root load; the person turns to the second root meanwhile.
    loader.requestLoads(for: state.engine)
    await loader.loadsFinished()
    let arrival = try #require(loader.arrival(since: state.engine.model))
    #expect(arrival.nodes.map { $0.map(\.key) } == [["0a"]])
    #expect(arrival.children.count == 1 && arrival.firstChangedWheel == 1)
    (state, _) = sheet.update(state, .rowSettled(row: 1, at: DisplayPosition(0)))
    (state, _) = sheet.update(state, .childrenArrived(arrival))
    #expect(state.engine.selectedRow(inWheel: 0) == 1, "the arrival did not put back the row the loader saw")
    let loading = state.engine.model.loadingTitle
    #expect(state.engine.title(ofRow: 0, inWheel: 1) == loading, "the second root's children load")
  }

  @Test("a spin turns the reels on ticks and says whether it won only when the last reel stops")
  func spinStopsThenReports() throws {
    let model = SlotMachineModel()
    var sheet = PickerSheet<SlotMachineModel>(words: words, buttons: .spin, search: nil)
    sheet.spin = { _, generator in SlotMachineModel.spinTurns(&generator) }
    sheet.isWin = { _ in true }
    var (state, effects) = sheet.update(
      sheet.initialState(engine: SelectionEngine(model: model), seed: 7), .spin)
    #expect(state.isSpinning && effects.isEmpty)
    #expect(!sheet.plan(state, width: 300).bar.isConfirmEnabled, "Spin waits for the reels")
    var ticks = 0
    var stops: [[PickerSheet<SlotMachineModel>.Effect]] = []
    while state.isSpinning && ticks < 10_000 {
      (state, effects) = sheet.update(state, .tick)
      ticks += 1
      if effects.contains(where: { if case .spinStopped = $0 { true } else { false } }) {
        stops.append(effects)
      }
      if state.isSpinning { #expect(!effects.contains(.announce(words.winning))) }
    }
    #expect(!state.isSpinning && ticks > 1)
    #expect(stops.count == 1)
    #expect(stops.first?.suffix(2) == [.spinStopped(isWin: true), .announce(words.winning)])
    #expect(
      sheet.plan(state, width: 300).bar
        == SheetPlan.Bar(cancel: nil, title: "", confirm: "Spin", isConfirmEnabled: true))
  }

  @Test("a sheet started from a generator spins on from where the generator stands")
  func spinsFromGenerator() throws {
    var sheet = PickerSheet<SlotMachineModel>(words: words, buttons: .spin, search: nil)
    sheet.spin = { _, generator in SlotMachineModel.spinTurns(&generator) }
    var generator = SeededGenerator(seed: 11)
    var engine = SelectionEngine(model: SlotMachineModel())
    for (reel, row) in SlotMachineModel.startingRows(&generator).enumerated() {
      _ = engine.selectRow(row, inWheel: reel)
    }
    var state = sheet.initialState(engine: engine, generator: generator)
    #expect(state.engine == engine && state.generator == generator)
    var expected = engine
    for _ in 0..<3 {
      for (reel, turns) in SlotMachineModel.spinTurns(&generator).enumerated() {
        _ = expected.step(turns, inWheel: reel)
      }
      (state, _) = sheet.update(state, .spin)
      while state.isSpinning { (state, _) = sheet.update(state, .tick) }
      #expect(state.engine.value == expected.value)
    }
  }

  @Test("Spin pressed while the reels turn starts nothing and says nothing; after they stop it starts again")
  func spinWhileSpinning() throws {
    var sheet = PickerSheet<SlotMachineModel>(words: words, buttons: .spin, search: nil)
    sheet.spin = { _, generator in SlotMachineModel.spinTurns(&generator) }
    let (spinning, _) = sheet.update(
      sheet.initialState(engine: SelectionEngine(model: SlotMachineModel()), seed: 3), .spin)
    #expect(spinning.isSpinning)
    let (again, ignored) = sheet.update(spinning, .spin)
    #expect(ignored.isEmpty)
    #expect(again == spinning, "the turns left are not drawn again")
    var state = again
    while state.isSpinning { (state, _) = sheet.update(state, .tick) }
    #expect(sheet.update(state, .spin).0.isSpinning)
  }

  @Test("VoiceOver's adjustment of another wheel focuses it and clears the query")
  func stepWheelFocuses() throws {
    let (sheet, start) = try dateSheet(Fixtures.date(2026, 1, 15))
    let (typed, _) = send(sheet, start, [.type("20")])
    let (state, _) = send(sheet, typed, [.stepWheel(1, at: DisplayPosition(2))])
    #expect(state.focus == DisplayPosition(2) && state.query.isEmpty)
    var engine = typed.engine
    engine.step(1, inWheel: 2)
    #expect(state.engine == engine)
  }
}

@Suite("PickerSheet under Reduce Motion")
struct PickerSheetReduceMotionTests {
  @Test("rows are shown and the sheet goes without animation")
  func noAnimation() throws {
    var sheet = PickerSheet<DatePickerModel>(words: PickerWords(language: .english))
    sheet.reducesMotion = true
    let state = sheet.initialState(engine: try Fixtures.dateEngine(Fixtures.date(2026, 1, 15)))
    let (moved, effects) = sheet.update(state, .step(1))
    #expect(
      effects.contains(
        .show(row: moved.engine.selectedRow(inWheel: 0) ?? -1, at: DisplayPosition(0), animated: false)))
    #expect(!effects.contains { if case .show(_, _, true) = $0 { true } else { false } })
    #expect(sheet.update(moved, .confirm(shownRows: nil)).1.last == .dismiss(animated: false))
  }
}

@Suite("PickerSheet without a screen reader")
struct PickerSheetSilentTests {
  @Test("a face without a screen reader (the terminal) gets no announcement, and the same move")
  func noAnnouncement() throws {
    var sheet = PickerSheet<DatePickerModel>(words: PickerWords(language: .english))
    let state = sheet.initialState(engine: try Fixtures.dateEngine(Fixtures.date(2026, 1, 31)))
    let (spoken, withSentence) = sheet.update(state, .rowSettled(row: 1, at: DisplayPosition(1)))
    #expect(withSentence.contains { if case .announce = $0 { true } else { false } })
    sheet.announces = false
    let (silent, without) = sheet.update(state, .rowSettled(row: 1, at: DisplayPosition(1)))
    #expect(!without.contains { if case .announce = $0 { true } else { false } })
    #expect(silent == spoken)
  }
}
