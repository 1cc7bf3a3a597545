import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("SelectionEngine accessibility")
struct SelectionEngineAccessibilityTests {
  let chinese = PickerWords(language: .simplifiedChinese)
  let english = PickerWords(language: .english)

  @Test("each wheel is labelled with the core's word for its kind")
  func labels() throws {
    let engine = try Fixtures.dateEngine(Fixtures.date(2007, 4, 1))
    #expect((0..<3).map { engine.accessibilityLabel(ofWheel: $0, words: chinese) } == ["年", "月", "日"])
    #expect(
      (0..<3).map { engine.accessibilityLabel(ofWheel: $0, words: english) } == ["Year", "Month", "Day"])
    let region = RegionModel(dataset: .china)
    let regions = SelectionEngine(model: region)
    #expect(regions.accessibilityLabel(ofWheel: 2, words: english) == "District")
  }

  @Test("rows and values are read in full, as the core speaks them")
  func spoken() throws {
    let engine = try Fixtures.dateEngine(Fixtures.date(2007, 4, 1))
    for wheel in 0..<3 {
      let row = try #require(engine.selectedRow(inWheel: wheel))
      let expected = engine.model.spokenText(ofRow: row, inWheel: wheel, given: engine.selection)
      #expect(engine.spokenText(ofRow: row, inWheel: wheel, words: chinese) == expected)
      #expect(engine.accessibilityValue(ofWheel: wheel, words: chinese) == expected)
    }
    let shot = SheetSnapshot(engine: engine, title: "", style: .chinese, container: Fixtures.container)
    #expect(shot.columns.map(\.accessibilityLabel) == ["年", "月", "日"])
    #expect(
      shot.columns.map(\.accessibilityValue)
        == (0..<3).map { engine.accessibilityValue(ofWheel: $0, words: chinese) })
    #expect(
      shot.columns[2].rows.map(\.spokenText)
        == (0..<4).map { engine.model.spokenText(ofRow: $0, inWheel: 2, given: engine.selection) })
  }

  @Test("an empty wheel after 至今 says there is nothing to choose")
  func empty() throws {
    let engine = try Fixtures.dateEngine(.present)
    #expect(engine.accessibilityValue(ofWheel: 1, words: english) == "Month: nothing to choose")
    #expect(engine.accessibilityValue(ofWheel: 2, words: chinese) == "日无可选项")
    #expect(engine.spokenText(ofRow: 0, inWheel: 2, words: chinese) == "日无可选项")
  }

  @Test("a day clamped by a month change is announced with its reason; the user's own move is not")
  func announcement() throws {
    var engine = try Fixtures.dateEngine(Fixtures.date(2025, 1, 31))
    let february = try #require(Fixtures.row(of: "2月", inWheel: 1, of: engine))
    let change = engine.selectRow(february, inWheel: 1)
    #expect(engine.announcement(for: change, words: chinese) == "日已调整为28日（2月只有28天）")
    let own = engine.selectRow(3, inWheel: 2)
    #expect(engine.announcement(for: own, words: chinese) == nil)
  }
}
