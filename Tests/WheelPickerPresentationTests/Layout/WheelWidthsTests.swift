import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("WheelWidths")
struct WheelWidthsTests {
  @Test("weights 90 and 210 share the room 30% / 70% while the content fits")
  func weights() {
    let widths = WheelWidths.widths(needs: [50, 10], weights: [90, 210], available: 354)
    #expect(abs(widths[0] - 354 * 0.3) < 1e-9)
    #expect(abs(widths[1] - 354 * 0.7) < 1e-9)
  }

  @Test("a weighted wheel never gets less than its content while another has room to spare")
  func weightedContentKept() {
    let widths = WheelWidths.widths(needs: [200, 10], weights: [90, 210], available: 354)
    #expect(widths == [200, 154])
  }

  @Test("the authors × books engine is laid out by its traits' weights")
  func independentWheels() throws {
    let model = try IndependentWheelsModel([
      .init(items: ["鲁迅", "钱钟书"], name: "author", widthWeight: 90),
      .init(items: ["围城", "骆驼祥子"], name: "book", widthWeight: 210),
    ])
    let sheet = PickerSheet<IndependentWheelsModel>(words: PickerWords(language: .english), search: nil)
    let widths = sheet.plan(sheet.initialState(engine: SelectionEngine(model: model)), width: 359).columns
      .map(\.width)
    #expect(abs(widths[0] / (widths[0] + widths[1]) - 0.3) < 1e-9)
    #expect(abs(widths[0] + widths[1] + 5 - 359) < 1e-9)
  }

  @Test("equal shares while every wheel's content fits its share, so columns stay put")
  func equalShares() {
    #expect(
      WheelWidths.widths(needs: [30, 60, 10], weights: [nil, nil, nil], available: 300) == [100, 100, 100])
    // A wheel whose content outgrows its share keeps it; the others share the rest.
    #expect(
      WheelWidths.widths(needs: [33, 12, 14], weights: [nil, nil, nil], available: 76) == [33, 21.5, 21.5])
  }

  @Test("whole units add up to the room, the leftmost taking the remainder")
  func whole() {
    #expect(
      WheelWidths.widths(needs: [33, 12, 14], weights: [nil, nil, nil], available: 76, isWhole: true) == [
        33, 22, 21,
      ])
    #expect(
      WheelWidths.widths(needs: [3, 3, 3], weights: [nil, nil, nil], available: 20, isWhole: true) == [
        7, 7, 6,
      ])
  }

  @Test("content wider than the room: the widest shrink first, narrow wheels keep their content")
  func overflow() {
    #expect(WheelWidths.widths(needs: [40, 8, 30], weights: [nil, nil, nil], available: 60) == [26, 8, 26])
    #expect(WheelWidths.widths(needs: [300, 100], weights: [nil, nil], available: 200) == [100, 100])
    #expect(WheelWidths.widths(needs: [300, 50], weights: [nil, nil], available: 200) == [150, 50])
  }

  @Test("never below the minimum: the room grows to give every wheel its minimum")
  func minimum() {
    let widths = WheelWidths.widths(needs: [100, 100], weights: [nil, nil], available: 4, minimum: 3)
    #expect(widths == [3, 3])
    #expect(WheelWidths.widths(needs: [], weights: [], available: 100).isEmpty)
  }

  @Test("bad weights and needs count as 1 and the minimum")
  func badNumbers() {
    let widths = WheelWidths.widths(
      needs: [.nan, .infinity], weights: [-1, .nan], available: 100, minimum: 2)
    #expect(widths == [50, 50])
  }

  @Test("a unit beside the centre row widens its wheel's content")
  func unit() throws {
    let engine = try SelectionEngine(model: Fixtures.dateModel(units: .besideCentre))
    let sheet = PickerSheet<DatePickerModel>(words: PickerWords(language: .english), search: nil)
    let year = sheet.contentWidth(ofWheel: 0, in: engine)
    // "2026" (2.2 em) + 4 pt + "年" (1 em) + 8 pt padding either side.
    #expect(abs(year - (2.2 * 16 + 4 + 16 + 16)) < 1e-9)
  }
}
