import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle
import WheelPickerTestSupport

/// Random event sequences through the shared sheet program: after every event the engine keeps
/// its invariants, the focus rests on a wheel with rows (or the sheet has none), the phase only
/// moves forward, and a sheet ends — reports a value or a cancel — exactly once.
@Suite("PickerSheet random events")
struct PickerSheetPropertyTests {
  static func randomEvent<Model: WheelModel>(
    _ random: inout SeededGenerator, _ state: PickerSheet<Model>.State
  ) -> PickerSheet<Model>.Event {
    let wheels = max(1, state.engine.model.displayOrder.count)
    let position = DisplayPosition(Int.random(in: 0..<wheels, using: &random))
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<25: return .rowSettled(row: Int.random(in: -2..<40, using: &random), at: position)
    case 25..<40: return .step(Int.random(in: -5...5, using: &random))
    case 40..<48: return .stepWheel(Int.random(in: -3...3, using: &random), at: position)
    case 48..<52: return .page(Int.random(in: -2...2, using: &random))
    case 52..<55: return Bool.random(using: &random) ? .firstRow : .lastRow
    case 55..<62:
      return .moveFocus(by: Bool.random(using: &random) ? 1 : -1, wrapping: Bool.random(using: &random))
    case 62..<70: return .type(["1", "20", "a", "广", "z", " "].randomElement(using: &random) ?? "a")
    case 70..<73: return .erase
    case 73..<75: return .nextMatch
    case 75..<77: return .clearQuery
    case 77..<79: return .appeared
    case 79..<81: return .tick
    case 81..<83:
      return .confirm(shownRows: (0..<wheels).map { _ in Int.random(in: -1..<30, using: &random) })
    case 83..<84: return .confirm(shownRows: nil)
    case 84..<85: return .cancel
    case 85..<86: return .escape
    case 86..<87: return .backdropTapped
    case 87..<88: return .dismissedByOthers
    case 88..<90: return .dismissFinished
    case 90..<94: return .toggleMark
    case 94..<95: return .markAllMatches
    default: return .focus(position)
    }
  }

  static func run<Model: WheelModel>(
    _ sheet: PickerSheet<Model>, _ engine: SelectionEngine<Model>, seed: UInt64, steps: Int
  ) {
    var random = SeededGenerator(seed: seed)
    var state = sheet.initialState(engine: engine, seed: seed)
    let order: [SheetPhase] = [.presenting, .shown, .confirmed, .cancelled, .dismissed]
    var endings = 0
    for step in 0..<steps {
      let event = randomEvent(&random, state)
      let before = state
      let effects: [PickerSheet<Model>.Effect]
      (state, effects) = sheet.update(state, event)
      let context = Comment(rawValue: "seed \(seed), step \(step), event \(event)")
      #expect(state.engine.invariantViolations().isEmpty, context)
      endings +=
        effects.filter {
          switch $0 {
          case .reportValue, .reportValues, .reportCancel: true
          default: false
          }
        }.count
      #expect(endings <= 1, context)
      let from = order.firstIndex(of: before.phase) ?? 0
      let to = order.firstIndex(of: state.phase) ?? 0
      #expect(to >= from || (before.phase == .confirmed && state.phase == .dismissed), context)
      if before.phase.hasEnded { #expect(state.engine == before.engine, context) }
      let rows = state.focusedWheel.map { state.engine.rowCount(ofWheel: $0) } ?? 0
      #expect(state.marks.allSatisfy { (0..<rows).contains($0) }, context)
      #expect(sheet.marking?.limit.map { state.marks.count <= $0 } ?? state.marks.isEmpty, context)
      if state.phase.acceptsInput, let wheel = state.focusedWheel, state.engine.rowCount(ofWheel: wheel) == 0
      {
        let anyRows = (0..<state.engine.wheelCount).contains { state.engine.rowCount(ofWheel: $0) > 0 }
        #expect(!anyRows || state.focus.offset == 0, context)
      }
      if state.phase.hasEnded, before.phase.acceptsInput { #expect(endings == 1, context) }
      if endings == 1 && step % 7 == 0 {
        // Start again, so the run keeps exercising a live sheet.
        state = sheet.initialState(engine: state.engine, seed: seed &+ UInt64(step))
        endings = 0
      }
    }
  }

  @Test("a date sheet with 至今", arguments: [1, 2, 3] as [UInt64])
  func dates(seed: UInt64) throws {
    let sheet = PickerSheet<DatePickerModel>(words: PickerWords(language: .english))
    Self.run(
      sheet, try Fixtures.dateEngine(Fixtures.date(2020, 1, 31)), seed: seed,
      steps: TestScale.operations(3_000))
  }

  @Test("a region cascade with its search", arguments: [4, 5] as [UInt64])
  func regions(seed: UInt64) throws {
    let sheet = PickerSheet<RegionModel>(words: PickerWords(language: .simplifiedChinese))
    Self.run(
      sheet, SelectionEngine(model: RegionModel(dataset: .china)), seed: seed,
      steps: TestScale.operations(2_000))
  }

  @Test("a list that answers several rows, at most 3", arguments: [7, 8] as [UInt64])
  func marks(seed: UInt64) {
    var sheet = PickerSheet<ListModel>(words: PickerWords(language: .english))
    sheet.marking = SheetMarking(limit: 3)
    let items = (0..<30).map { "item \($0) \(["a", "b", "z"][$0 % 3])" }
    Self.run(sheet, SelectionEngine(model: ListModel(items)), seed: seed, steps: TestScale.operations(3_000))
  }

  @Test("a slot machine that spins", arguments: [6] as [UInt64])
  func slots(seed: UInt64) {
    var sheet = PickerSheet<SlotMachineModel>(
      words: PickerWords(language: .english), buttons: .spin, search: nil)
    sheet.spin = { _, generator in SlotMachineModel.spinTurns(&generator) }
    sheet.isWin = { SlotMachineModel.isWin($0) }
    Self.run(
      sheet, SelectionEngine(model: SlotMachineModel()), seed: seed, steps: TestScale.operations(2_000))
  }
}
