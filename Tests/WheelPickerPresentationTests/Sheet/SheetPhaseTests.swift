import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

/// A sheet's life as the program moves it: every ending event from every phase it can be in.
@Suite("SheetPhase")
struct SheetPhaseTests {
  typealias Sheet = PickerSheet<ListModel>

  struct Case: CustomTestStringConvertible, Sendable {
    /// The events that bring a new sheet to the phase under test.
    let before: [Sheet.Event]
    let event: Sheet.Event
    let phase: SheetPhase
    let effects: [Sheet.Effect]
    var testDescription: String { "\(before) + \(event)" }
  }

  static let cases: [Case] = [
    Case(before: [], event: .appeared, phase: .shown, effects: []),
    Case(
      before: [], event: .confirm(shownRows: nil), phase: .confirmed,
      effects: [.reportValue(ListChoice(index: 0, value: "a"))]),
    Case(before: [.appeared], event: .cancel, phase: .cancelled, effects: [.reportCancel]),
    Case(before: [.appeared], event: .backdropTapped, phase: .cancelled, effects: [.reportCancel]),
    Case(before: [.appeared], event: .escape, phase: .cancelled, effects: [.reportCancel]),
    Case(before: [.appeared], event: .dismissFinished, phase: .shown, effects: []),
    Case(
      before: [.appeared], event: .dismissedByOthers, phase: .dismissed, effects: [.reportCancel, .remove]),
    Case(before: [.cancel], event: .confirm(shownRows: nil), phase: .cancelled, effects: []),
    Case(before: [.cancel], event: .backdropTapped, phase: .cancelled, effects: []),
    Case(before: [.cancel], event: .appeared, phase: .cancelled, effects: []),
    Case(before: [.confirm(shownRows: nil)], event: .dismissFinished, phase: .dismissed, effects: [.remove]),
    Case(
      before: [.confirm(shownRows: nil)], event: .dismissedByOthers, phase: .dismissed, effects: [.remove]),
    Case(before: [.cancel, .dismissFinished], event: .dismissFinished, phase: .dismissed, effects: []),
    Case(before: [.cancel, .dismissFinished], event: .dismissedByOthers, phase: .dismissed, effects: []),
  ]

  @Test("each phase takes only its events; a sheet ends once", arguments: cases)
  func transition(_ item: Case) throws {
    var sheet = Sheet(words: PickerWords(language: .english), search: nil)
    sheet.reducesMotion = true
    var state = sheet.initialState(engine: SelectionEngine(model: ListModel(["a", "b"])))
    for event in item.before { state = sheet.update(state, event).0 }
    let (after, effects) = sheet.update(state, item.event)
    #expect(after.phase == item.phase)
    #expect(effects.filter { $0 != .dismiss(animated: false) } == item.effects)
    #expect(after.phase.acceptsInput == [.presenting, .shown].contains(item.phase))
    #expect(after.phase.hasEnded == !after.phase.acceptsInput)
  }
}
