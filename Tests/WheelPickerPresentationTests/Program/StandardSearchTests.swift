import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

/// The search a face's sheet gets for a model.
@Suite("Standard sheet search")
struct StandardSearchTests {
  /// The engine of a sheet searching `engine` with the standard search after `text` was typed.
  func typed<Model: WheelModel>(
    _ text: String, into engine: SelectionEngine<Model>
  ) throws -> SelectionEngine<Model> {
    let sheet = PickerSheet<Model>(
      words: PickerWords(language: .english), search: .standard(for: engine.model))
    var state = sheet.initialState(engine: engine)
    for character in text {
      let event = try #require(sheet.event(typing: character, boundTo: nil, in: state))
      (state, _) = sheet.update(state, event)
    }
    return state.engine
  }

  @Test("a region sheet searches pinyin: typing shenzhen selects 广东省 深圳市")
  func regions() throws {
    let engine = try SelectionEngine(regions: RegionDataset.china.load(), levels: 2, defaultText: "北京")
    #expect(try typed("shenzhen", into: engine).value.text(separator: " ") == "广东省 深圳市")
  }

  @Test("other models search the focused wheel's titles: initials do not match there")
  func lists() throws {
    let engine = SelectionEngine(model: ListModel(["apple", "banana", "cherry"]))
    let sheet = PickerSheet<ListModel>(
      words: PickerWords(language: .english), search: .standard(for: engine.model))
    var state = sheet.initialState(engine: engine)
    for character in "ch" {
      let event = try #require(sheet.event(typing: character, boundTo: nil, in: state))
      (state, _) = sheet.update(state, event)
    }
    #expect(state.engine.selectedRow(inWheel: 0) == 2)
  }
}
