import Testing
import WheelPickerCore
import WheelPickerPresentation

@Suite("WheelWidths")
struct WheelWidthsTests {
  @Test("weights 90 and 210 share the wheel area 30% / 70% after the gap")
  func weights() {
    let widths = WheelWidths.widths(weights: [90, 210], contentWidths: [500, 10], available: 359, gap: 5)
    #expect(abs(widths[0] - 354 * 0.3) < 1e-9)
    #expect(abs(widths[1] - 354 * 0.7) < 1e-9)
  }

  @Test("the authors × books engine (S8) is laid out by its traits' weights")
  func independentWheels() throws {
    let model = try IndependentWheelsModel([
      .init(items: ["鲁迅", "钱钟书"], name: "author", widthWeight: 90),
      .init(items: ["围城", "骆驼祥子"], name: "book", widthWeight: 210),
    ])
    let widths = WheelWidths.widths(
      of: SelectionEngine(model: model), available: 359, style: SheetStyle(), geometry: SheetGeometry())
    #expect(abs(widths[0] / (widths[0] + widths[1]) - 0.3) < 1e-9)
    #expect(abs(widths[0] + widths[1] + 5 - 359) < 1e-9)
  }

  @Test("content sizing: the widest CJK row plus padding, and the room left shared equally")
  func content() throws {
    let model = try IndependentWheelsModel([
      .init(items: ["广西壮族自治区", "广东省"], name: "province"), .init(items: ["深圳市"], name: "city"),
    ])
    let engine = SelectionEngine(model: model)
    let style = SheetStyle()
    let province = WheelWidths.contentWidth(ofWheel: 0, in: engine, style: style, geometry: SheetGeometry())
    let city = WheelWidths.contentWidth(ofWheel: 1, in: engine, style: style, geometry: SheetGeometry())
    #expect(province == 7 * 16 + 16)
    #expect(city == 3 * 16 + 16)
    let widths = WheelWidths.widths(
      weights: [nil, nil], contentWidths: [province, city], available: 359, gap: 5)
    #expect(widths[0] - widths[1] == province - city)
    #expect(abs(widths.reduce(0, +) + 5 - 359) < 1e-9)
  }

  @Test("content wider than the area shrinks in proportion")
  func overflow() {
    let widths = WheelWidths.widths(weights: [nil, nil], contentWidths: [300, 100], available: 205, gap: 5)
    #expect(widths == [150, 50])
  }

  @Test("weighted and content-sized wheels together: content first, the rest by weight")
  func mixed() {
    let widths = WheelWidths.widths(weights: [nil, 1, 3], contentWidths: [60, 0, 0], available: 270, gap: 5)
    #expect(widths == [60, 50, 150])
    // Too little room: each weighted wheel keeps an equal share, the content wheel shrinks.
    let tight = WheelWidths.widths(weights: [nil, 1], contentWidths: [400, 0], available: 205, gap: 5)
    #expect(tight == [100, 100])
  }

  @Test("a unit beside the centre row widens its wheel")
  func unit() throws {
    let engine = try SelectionEngine(model: Fixtures.dateModel(units: .besideCentre))
    let style = SheetStyle()
    let year = WheelWidths.contentWidth(ofWheel: 0, in: engine, style: style, geometry: SheetGeometry())
    // "2026" (2.2 em) + 4 pt + "年" (1 em) + padding.
    #expect(abs(year - (2.2 * 16 + 4 + 16 + 16)) < 1e-9)
  }
}
