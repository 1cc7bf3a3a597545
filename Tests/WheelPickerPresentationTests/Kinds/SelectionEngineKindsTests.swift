import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("SelectionEngine's ready-made kinds")
struct SelectionEngineKindsTests {
  @Test("a list starts on the item named, or on the model's preferred row")
  func list() throws {
    let items = ["2k以下", "2k-5k", "5k-10k"]
    #expect(try SelectionEngine(items: items, selected: "5k-10k").value.value == "5k-10k")
    #expect(try SelectionEngine(items: items).value == SelectionEngine(model: ListModel(items)).value)
    #expect(throws: WheelPickerError.self) { try SelectionEngine(items: items, selected: "100k") }
  }

  @Test("independent wheels start on the items named")
  func wheels() throws {
    let engine = try SelectionEngine(
      wheels: [
        .init(items: ["white", "rye"], name: "bread", widthWeight: 90),
        .init(items: ["ham", "tofu"], name: "filling", widthWeight: 210),
      ], selected: ["rye", "tofu"])
    #expect(engine.value.values == ["rye", "tofu"])
  }

  @Test("dependent wheels start on the path named, the children re-derived from the parent")
  func tree() throws {
    let tree = CascadeTree(roots: [
      .init(name: "Austen", children: [.init(name: "Emma"), .init(name: "Persuasion")]),
      .init(name: "Brontë", children: [.init(name: "Jane Eyre"), .init(name: "Villette")]),
    ])
    let engine = try SelectionEngine(tree: tree, levels: 2, selectedNames: ["Brontë", "Villette"])
    #expect(engine.value.text(separator: "/") == "Brontë/Villette")
    #expect(engine.title(ofRow: 0, inWheel: 1) == "Jane Eyre")
    #expect(throws: WheelPickerError.self) { try SelectionEngine(tree: tree, selectedNames: ["Dickens"]) }
  }

  @Test("regions start on names given as text")
  func regions() throws {
    let engine = try SelectionEngine(regions: RegionDataset.china.load(), levels: 2, defaultText: "广东 深圳")
    #expect(engine.value.text(separator: "-") == "广东省-深圳市")
  }

  @Test("time and countdown wheels refuse a minute step that does not divide 60")
  func steps() throws {
    #expect(throws: WheelPickerError.self) {
      try SelectionEngine(countdownMinuteStep: 7, locale: Locale(identifier: "en"))
    }
    #expect(throws: WheelPickerError.self) {
      try SelectionEngine(timeIn: .gmt, locale: Locale(identifier: "en"), now: Fixtures.now, minuteStep: 7)
    }
    let countdown = try SelectionEngine(countdownMinuteStep: 5, locale: Locale(identifier: "en"))
    #expect(countdown.model.wheelCount == 2)
    let time = try SelectionEngine(
      timeIn: .gmt, locale: Locale(identifier: "en"), now: Fixtures.now, minuteStep: 5)
    #expect(time.model.configuration.columns == .hourMinute)
    #expect(time.model.configuration.minuteStep == 5)
  }
}
