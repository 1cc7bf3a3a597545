import Testing
import WheelPickerCore
import WheelPickerPresentation

/// A hardware keyboard in the Apple faces: each key's event, decided once for every face.
@Suite("SheetKey")
struct SheetKeyTests {
  let words = PickerWords(language: .english)

  @Test("arrows move rows and wheels, Tab wraps, Return confirms, Escape clears or cancels, typing searches")
  func dateKeys() throws {
    let sheet = PickerSheet<DatePickerModel>(words: words)
    let state = sheet.initialState(engine: try Fixtures.dateEngine(Fixtures.date(2007, 4, 1)))
    #expect(sheet.event(for: .up, in: state) == .step(-1))
    #expect(sheet.event(for: .down, in: state) == .step(1))
    #expect(sheet.event(for: .left, in: state) == .moveFocus(by: -1, wrapping: false))
    #expect(sheet.event(for: .right, in: state) == .moveFocus(by: 1, wrapping: false))
    #expect(sheet.event(for: .tab, in: state) == .moveFocus(by: 1, wrapping: true))
    #expect(sheet.event(for: .backTab, in: state) == .moveFocus(by: -1, wrapping: true))
    #expect(sheet.event(for: .pageDown, in: state) == .page(1))
    #expect(sheet.event(for: .home, in: state) == .firstRow)
    #expect(sheet.event(for: .end, in: state) == .lastRow)
    #expect(sheet.event(for: .enter, in: state) == .confirm(shownRows: nil))
    #expect(sheet.event(for: .escape, in: state) == .escape)
    #expect(sheet.event(for: .delete, in: state) == nil, "nothing typed to erase")
    #expect(sheet.event(for: .character("1"), in: state) == .type("1"))
    #expect(sheet.event(for: .character(" "), in: state) == nil, "a query never starts with a space")
    let (typed, _) = sheet.update(state, .type("19"))
    #expect(sheet.event(for: .delete, in: typed) == .erase)
    #expect(sheet.event(for: .character(" "), in: typed) == .type(" "))
  }

  @Test("the keys change the sheet as the terminal's do: typing pinyin finds a region")
  func pinyinThroughKeys() throws {
    let model = try RegionModel(dataset: .china)
    let sheet = PickerSheet<RegionModel>(
      words: words, search: AnySheetSearch(CascadeSheetSearch(regions: model)))
    var state = sheet.initialState(engine: SelectionEngine(model: model))
    for character in "shenzhen" {
      let event = try #require(sheet.event(for: .character(character), in: state))
      state = sheet.update(state, event).0
    }
    #expect(state.engine.value.path.map(\.name).prefix(2) == ["广东省", "深圳市"])
  }

  @Test("one wheel: ← → and Tab do nothing; a slot machine spins on Space and Return, and has no Escape")
  func oneWheelAndSpin() throws {
    let list = PickerSheet<ListModel>(words: words)
    let listState = list.initialState(engine: SelectionEngine(model: try ListModel(["a", "b"])))
    #expect(list.event(for: .left, in: listState) == nil && list.event(for: .tab, in: listState) == nil)
    var slots = PickerSheet<SlotMachineModel>(words: words, buttons: .spin, search: nil)
    slots.spin = { _, generator in SlotMachineModel.spinTurns(&generator) }
    let slotState = slots.initialState(engine: SelectionEngine(model: SlotMachineModel()))
    #expect(slots.event(for: .character(" "), in: slotState) == .spin)
    #expect(slots.event(for: .enter, in: slotState) == .spin)
    #expect(slots.event(for: .escape, in: slotState) == nil)
    #expect(slots.event(for: .character("a"), in: slotState) == nil, "reels are not searched")
  }
}
