import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerPresentation
@testable import WheelPickerSheetStyle

/// The shared layout plan: one width rule, one separator rule, one placeholder rule, one set of
/// bar words, in any unit.
@Suite("PickerSheet plan")
struct PickerSheetPlanTests {
  /// Cells: one per character, the terminal's paddings.
  static let cells = SheetMetrics(
    measure: { Double($0.count) }, wheelPadding: 1, gap: 1, separatorPadding: 2, unitSpacing: 0,
    minimumWheelWidth: 3, isWhole: true)

  func rangeSheet() throws -> (PickerSheet<DateRangeModel>, PickerSheet<DateRangeModel>.State) {
    let configuration = try DatePickerConfiguration(
      columns: .yearMonth, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: Fixtures.now, minimum: .year(1940), maximum: .now,
      includesPresent: true)
    let model = try DateRangeModel(configuration)
    let engine = try SelectionEngine(
      model: model,
      value: DateRange(start: .fields(year: 2015, month: 9), end: .fields(year: 2024, month: 12)))
    let sheet = PickerSheet<DateRangeModel>(
      words: PickerWords(language: .simplifiedChinese), search: nil, metrics: Self.cells)
    return (sheet, sheet.initialState(engine: engine))
  }

  @Test("the bar's text: the title, the query while one is typed, the title again once it is cleared")
  func barText() throws {
    let engine = try SelectionEngine(items: ["red", "green", "blue"], selected: "red")
    let sheet = PickerSheet<ListModel>(words: PickerWords(language: .english), title: "Colour")
    var state = sheet.update(sheet.initialState(engine: engine), .appeared).0
    #expect(sheet.barText(state) == "Colour")
    state = sheet.update(state, .type("bl")).0
    #expect(sheet.barText(state) == "bl")
    #expect(state.engine.value.value == "blue")
    state = sheet.update(state, .escape).0
    #expect(sheet.barText(state) == "Colour")
  }

  @Test("remeasured: wheels measured again at the program's new metrics, the phase and focus kept")
  func remeasured() throws {
    let engine = try SelectionEngine(items: ["a", "bbbb", "cc"], selected: "a")
    var sheet = PickerSheet<ListModel>(words: PickerWords(language: .english), metrics: Self.cells)
    var state = sheet.initialState(engine: engine)
    state = sheet.update(state, .appeared).0
    state = sheet.update(state, .type("c")).0
    #expect(state.contentWidths == [6], "bbbb and a padding either side")
    let doubled = SheetMetrics(
      measure: { 2 * Double($0.count) }, wheelPadding: 1, gap: 1, separatorPadding: 2, unitSpacing: 0,
      minimumWheelWidth: 3, isWhole: true)
    sheet.metrics = doubled
    let remeasured = sheet.remeasured(state)
    #expect(remeasured.contentWidths == [10])
    #expect(remeasured.phase == state.phase && remeasured.focus == state.focus)
    #expect(remeasured.query == "c" && remeasured.engine == state.engine)
  }

  @Test("a range: 至 between the start's wheels and the end's, in a space of its text and padding")
  func separator() throws {
    let (sheet, state) = try rangeSheet()
    let plan = sheet.plan(state, width: 58)
    #expect(plan.separators.count == 1)
    let separator = try #require(plan.separators.first)
    #expect(separator.text == "至" && separator.width == 1 + 4)
    #expect(separator.x == plan.columns[1].x + plan.columns[1].width)
    #expect(plan.columns[2].x == separator.x + separator.width)
    #expect(plan.width == 58)
  }

  @Test("the end becoming 至今 moves no column: the month keeps its place and width, showing —")
  func presentKeepsColumns() throws {
    let (sheet, state) = try rangeSheet()
    let before = sheet.plan(state, width: 58)
    let presentRow = state.engine.rowCount(ofWheel: 2) - 1
    let (present, _) = sheet.update(state, .rowSettled(row: presentRow, at: DisplayPosition(2)))
    #expect(present.engine.value.end == .present)
    let after = sheet.plan(present, width: 58)
    #expect(after.columns.map(\.x) == before.columns.map(\.x))
    #expect(after.columns.map(\.width) == before.columns.map(\.width))
    #expect(after.columns[3].placeholder == "—")
  }

  @Test("a program made from a style takes its titles, its empty-wheel text and its fonts' widths")
  func fromStyle() throws {
    let (cells, state) = try rangeSheet()
    var style = SheetStyle(words: PickerWords(language: .simplifiedChinese))
    style.cancelTitle = "返回"
    style.confirmTitle = "好"
    style.emptyWheelText = "无"
    style.rowFont.size = 20
    let geometry = SheetGeometry()
    let sheet = PickerSheet<DateRangeModel>(style: style, geometry: geometry, title: "期间")
    let presentRow = state.engine.rowCount(ofWheel: 2) - 1
    let (present, _) = cells.update(state, .rowSettled(row: presentRow, at: DisplayPosition(2)))
    let restyled = sheet.initialState(engine: present.engine)
    let plan = sheet.plan(restyled, width: 350)
    #expect(plan.bar == SheetPlan.Bar(cancel: "返回", title: "期间", confirm: "好", isConfirmEnabled: true))
    #expect(sheet.bar(restyled) == plan.bar)
    #expect(plan.columns[3].placeholder == "无")
    #expect(sheet.title(ofRow: 0, at: DisplayPosition(3), in: restyled) == "无")
    let expected = TextWidthEstimate.width(of: "无", fontSize: 20) + 2 * style.rowPadding
    #expect(restyled.contentWidths[3] == expected)
    #expect(sheet.metrics.gap == geometry.wheelGap)
    var done = sheet
    done.buttons = .done
    #expect(done.bar(restyled).confirm == style.words.done, "Done keeps the words' title")
  }

  @Test("children that arrive do not move the first wheel while their names fit its share")
  func arrivalsKeepFirstWheel() throws {
    let tree = CascadeTree(roots: [
      .init(name: "浙江省", children: [.init(name: "杭州市"), .init(name: "宁波市")]),
      .init(name: "江苏省", children: []),
    ])
    let sheet = PickerSheet<CascadeModel>(
      words: PickerWords(language: .english), search: nil, metrics: Self.cells)
    let state = sheet.initialState(engine: SelectionEngine(model: CascadeModel(tree: tree, levels: 2)))
    let before = sheet.plan(state, width: 40)
    let (moved, _) = sheet.update(state, .rowSettled(row: 1, at: DisplayPosition(0)))
    #expect(moved.engine.rowCount(ofWheel: 1) == 0)
    let after = sheet.plan(moved, width: 40)
    #expect(after.columns.map(\.width) == before.columns.map(\.width))
  }

  @Test("units: beside the centre row, room kept on every row, none for an empty wheel")
  func units() throws {
    let engine = try Fixtures.dateEngine(
      Fixtures.date(2007, 4, 1), model: Fixtures.dateModel(units: .besideCentre))
    let sheet = PickerSheet<DatePickerModel>(
      words: PickerWords(language: .simplifiedChinese), search: nil, metrics: Self.cells)
    let plan = sheet.plan(sheet.initialState(engine: engine), width: 60)
    #expect(plan.columns.map(\.unit) == ["年", "月", "日"])
    #expect(plan.columns.map(\.unitRoom) == [1, 1, 1])
  }

  @Test("the bar: Cancel and Confirm, Done alone, Spin alone, in the sheet's language")
  func bar() throws {
    let engine = SelectionEngine(model: ListModel(["a", "b"]))
    var sheet = PickerSheet<ListModel>(
      words: PickerWords(language: .simplifiedChinese), title: "薪资", metrics: Self.cells)
    let state = sheet.initialState(engine: engine)
    #expect(
      sheet.plan(state, width: 20).bar
        == SheetPlan.Bar(cancel: "取消", title: "薪资", confirm: "确定", isConfirmEnabled: true))
    sheet.buttons = .done
    #expect(
      sheet.plan(state, width: 20).bar
        == SheetPlan.Bar(cancel: nil, title: "薪资", confirm: "完成", isConfirmEnabled: true))
    sheet.buttons = .spin
    sheet.liveTitle = { "选中 \($0.value)" }
    #expect(
      sheet.plan(state, width: 20).bar
        == SheetPlan.Bar(cancel: nil, title: "选中 a", confirm: "旋转", isConfirmEnabled: true))
  }

  @Test("points and cells from one rule: the same wheels in points are laid out by the same shares")
  func pointsAndCells() throws {
    let engine = SelectionEngine(
      model: try IndependentWheelsModel([
        .init(items: ["鲁迅", "钱钟书"], name: "author", widthWeight: 90),
        .init(items: ["围城", "骆驼祥子"], name: "book", widthWeight: 210),
      ]))
    let cells = PickerSheet<IndependentWheelsModel>(
      words: PickerWords(language: .english), search: nil, metrics: Self.cells)
    let points = PickerSheet<IndependentWheelsModel>(words: PickerWords(language: .english), search: nil)
    #expect(cells.plan(cells.initialState(engine: engine), width: 101).columns.map(\.width) == [30, 70])
    let pointWidths = points.plan(points.initialState(engine: engine), width: 305).columns.map(\.width)
    #expect(abs(pointWidths[0] - 90) < 1e-9 && abs(pointWidths[1] - 210) < 1e-9)
  }
}
