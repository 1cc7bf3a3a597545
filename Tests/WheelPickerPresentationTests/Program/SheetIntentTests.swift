import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

/// The one input vocabulary: each intent's event and where it is available, decided once for
/// every face.
@Suite("SheetIntent")
struct SheetIntentTests {
  let words = PickerWords(language: .english)

  @Test("rows and wheels move, Tab wraps, Confirm confirms, Cancel clears or cancels, typing searches")
  func dateIntents() throws {
    let sheet = PickerSheet<DatePickerModel>(words: words)
    let state = sheet.initialState(engine: try Fixtures.dateEngine(Fixtures.date(2007, 4, 1)))
    #expect(sheet.event(for: .previousRow, in: state) == .step(-1))
    #expect(sheet.event(for: .nextRow, in: state) == .step(1))
    #expect(sheet.event(for: .previousWheel, in: state) == .moveFocus(by: -1, wrapping: false))
    #expect(sheet.event(for: .nextWheel, in: state) == .moveFocus(by: 1, wrapping: false))
    #expect(sheet.event(for: .nextWheelWrapping, in: state) == .moveFocus(by: 1, wrapping: true))
    #expect(sheet.event(for: .previousWheelWrapping, in: state) == .moveFocus(by: -1, wrapping: true))
    #expect(sheet.event(for: .nextPage, in: state) == .page(1))
    #expect(sheet.event(for: .firstRow, in: state) == .firstRow)
    #expect(sheet.event(for: .lastRow, in: state) == .lastRow)
    #expect(sheet.event(for: .nextMatch, in: state) == .nextMatch)
    #expect(sheet.event(for: .confirm, in: state) == .confirm(shownRows: nil))
    #expect(sheet.event(for: .cancel, in: state) == .escape)
    #expect(sheet.event(for: .deleteBackward, in: state) == nil, "nothing typed to erase")
    #expect(sheet.event(for: .spin, in: state) == nil, "a date sheet does not spin")
    for own in [SheetIntent.toggleHelp, .interrupt, .suspend] {
      #expect(sheet.event(for: own, in: state) == nil, "a face's own: \(own)")
    }
    #expect(sheet.event(typing: "1", boundTo: nil, in: state) == .type("1"))
    #expect(sheet.event(typing: " ", boundTo: .spin, in: state) == nil, "a query never starts with a space")
    #expect(sheet.event(typing: "\u{7}", boundTo: nil, in: state) == nil, "control characters are not text")
    let (typed, _) = sheet.update(state, .type("19"))
    #expect(sheet.event(for: .deleteBackward, in: typed) == .erase)
    #expect(sheet.event(typing: " ", boundTo: .spin, in: typed) == .type(" "))
  }

  @Test("one wheel: no wheel changes; a slot machine spins on Space and Confirm, and has no Cancel")
  func oneWheelAndSpin() throws {
    let list = PickerSheet<ListModel>(words: words)
    let listState = list.initialState(engine: SelectionEngine(model: ListModel(["a", "b"])))
    #expect(list.event(for: .previousWheel, in: listState) == nil)
    #expect(list.event(for: .nextWheelWrapping, in: listState) == nil)
    #expect(!list.isAvailable(.nextWheel, wheelCount: 1) && list.isAvailable(.nextWheel, wheelCount: 2))
    var slots = PickerSheet<SlotMachineModel>(words: words, buttons: .spin, search: nil)
    slots.spin = { _, generator in SlotMachineModel.spinTurns(&generator) }
    let slotState = slots.initialState(engine: SelectionEngine(model: SlotMachineModel()))
    #expect(slots.event(typing: " ", boundTo: .spin, in: slotState) == .spin)
    #expect(slots.event(for: .confirm, in: slotState) == .spin)
    #expect(slots.event(for: .cancel, in: slotState) == nil)
    #expect(slots.event(for: .nextMatch, in: slotState) == nil, "reels are not searched")
    #expect(slots.event(typing: "a", boundTo: nil, in: slotState) == nil, "reels are not searched")
  }

  @Test(
    "a key bound to Space's or ?'s intent types its character while a query is under way",
    arguments: SheetIntent.allCases)
  func textInQuery(intent: SheetIntent) {
    var sheet = PickerSheet<ListModel>(words: words)
    let isMarking = intent == .toggleMark || intent == .markAllMatches
    // Marks are offered on a sheet of one wheel that answers several rows.
    if isMarking { sheet.marking = SheetMarking() }
    let wheelCount = isMarking ? 1 : 2
    var spinning = sheet
    spinning.spin = { _, _ in [1] }
    let isText = intent == .spin || intent == .toggleHelp || intent == .toggleMark
    #expect(intent.isTextInQuery == isText)
    #expect(spinning.runs(intent, typedInQuery: true, wheelCount: wheelCount) == !isText)
    #expect(spinning.runs(intent, typedInQuery: false, wheelCount: wheelCount))
    #expect(sheet.runs(intent, typedInQuery: false, wheelCount: wheelCount) == (intent != .spin))
    if isMarking { #expect(!sheet.runs(intent, typedInQuery: false, wheelCount: 2), "one wheel only") }
  }
}
