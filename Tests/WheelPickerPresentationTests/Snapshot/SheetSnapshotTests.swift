import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("SheetSnapshot")
struct SheetSnapshotTests {
  func snapshot<Model: WheelModel>(
    _ engine: SelectionEngine<Model>, style: SheetStyle = .chinese, appearance: SheetAppearance = .light
  ) -> SheetSnapshot {
    SheetSnapshot(
      engine: engine, title: "选择日期", style: style, container: Fixtures.container, safeArea: Fixtures.safeArea,
      appearance: appearance)
  }

  @Test("a date: title, button titles and tints, the selected row of each wheel in the centre band")
  func date() throws {
    let shot = snapshot(try Fixtures.dateEngine(Fixtures.date(2007, 4, 1)))
    #expect(shot.title == "选择日期")
    #expect(shot.cancelButton?.title == "取消")
    #expect(shot.confirmButton.title == "确定")
    #expect(shot.confirmButton.tint == SheetColor(rgb: 0x007AFF))
    #expect(shot.cancelButton?.tint == SheetColor(rgb: 0x8E8E93))
    #expect(shot.backdropAlpha == 0.64)
    #expect(shot.columns.map(\.wheel) == [0, 1, 2])
    let selected = shot.columns.map { $0.rows.filter(\.isSelected).map(\.text) }
    #expect(selected == [["2007年"], ["4月"], ["1日"]])
    for column in shot.columns {
      let centre = try #require(column.rows.first { $0.isSelected })
      #expect(centre.y == shot.centreBand.midY)
      #expect(centre.scale == 1)
    }
    // Day 1 has nothing above it; 2007 has three years above and below.
    #expect(shot.columns[2].rows.map(\.text) == ["1日", "2日", "3日", "4日"])
    #expect(shot.columns[0].rows.map(\.offset) == [-3, -2, -1, 0, 1, 2, 3])
  }

  @Test("columns fill the wheel area left to right with 5-pt gaps")
  func columns() throws {
    let shot = snapshot(try Fixtures.dateEngine(Fixtures.date(2007, 4, 1)))
    let columns = shot.columns
    #expect(columns[0].x == shot.wheelArea.x)
    for (left, right) in zip(columns, columns.dropFirst()) {
      #expect(abs(right.x - (left.x + left.width + 5)) < 1e-9)
    }
    let last = try #require(columns.last)
    #expect(abs(last.x + last.width - shot.wheelArea.maxX) < 1e-9)
  }

  @Test("a range: 至 centred between the start's and the end's wheels, in the room WheelGroups keeps")
  func rangeSeparator() throws {
    let configuration = try DatePickerConfiguration(
      columns: .yearMonth, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: Fixtures.now, minimum: .year(1940), maximum: .now,
      includesPresent: true)
    let model = try DateRangeModel(configuration)
    #expect(WheelGroups.starts(of: model) == [2])
    let engine = try SelectionEngine(
      model: model, value: DateRange(start: .fields(year: 2015, month: 9), end: .present))
    let shot = snapshot(engine)
    let separator = try #require(shot.separators.first)
    #expect(shot.separators.count == 1)
    #expect(separator.text == "至")
    #expect(separator.y == shot.centreBand.midY)
    let columns = shot.columns
    let room = WheelGroups.room(style: .chinese, geometry: SheetGeometry())
    #expect(abs(columns[2].x - (columns[1].x + columns[1].width + 5 + room)) < 1e-9)
    #expect(abs(separator.x - (columns[1].x + columns[1].width + columns[2].x) / 2) < 1e-9)
    #expect(abs(columns[3].x + columns[3].width - shot.wheelArea.maxX) < 1e-9)
    #expect(snapshot(try Fixtures.dateEngine(Fixtures.date(2007, 4, 1))).separators.isEmpty)
  }

  @Test("after 至今 the month and day wheels show one greyed, unselectable placeholder row")
  func present() throws {
    let engine = try Fixtures.dateEngine(.present)
    let shot = snapshot(engine)
    #expect(shot.columns[0].rows.first { $0.isSelected }?.text == "至今")
    for wheel in [1, 2] {
      let column = shot.columns[wheel]
      #expect(column.isEmpty)
      #expect(column.rows.count == 1)
      #expect(column.rows[0].row == nil)
      #expect(column.rows[0].text == "—")
      #expect(!column.rows[0].isSelected)
      #expect(!column.rows[0].isEnabled)
      #expect(column.unit == nil)
      #expect(!engine.isRowEnabled(0, inWheel: wheel))
    }
    #expect(shot.columns[0].rows.allSatisfy { $0.row != nil }, "a wheel with rows shows no placeholder")
  }

  @Test("disabled rows are shown, greyed")
  func disabledRows() throws {
    let everyDayButSevenths: @Sendable (DateValue, Date) -> Bool = { value, _ in
      value.fields?.day.map { $0 % 7 != 0 } ?? true
    }
    let model = try Fixtures.dateModel(isEnabled: everyDayButSevenths)
    let shot = snapshot(try Fixtures.dateEngine(Fixtures.date(2007, 4, 8), model: model))
    let days = shot.columns[2].rows
    #expect(days.map(\.text) == ["5日", "6日", "7日", "8日", "9日", "10日", "11日"])
    #expect(days.map(\.isEnabled) == [true, true, false, true, true, true, true])
  }

  @Test("a cascade's disabled options are shown, greyed, and the sheet starts past them")
  func disabledCascadeRows() throws {
    let tree = CascadeTree(roots: [
      .init(name: "Zhejiang", children: [.init(name: "Hangzhou", isDisabled: true), .init(name: "Ningbo")]),
      .init(name: "Jiangsu", children: [.init(name: "Nanjing", isDisabled: true)]),
    ])
    let shot = snapshot(SelectionEngine(model: CascadeModel(tree: tree)))
    let provinces = shot.columns[0].rows.filter { $0.row != nil }
    #expect(provinces.map(\.text) == ["Zhejiang", "Jiangsu"])
    #expect(provinces.map(\.isEnabled) == [true, false])
    let cities = shot.columns[1].rows.filter { $0.row != nil }
    #expect(cities.map(\.text) == ["Hangzhou", "Ningbo"])
    #expect(cities.map(\.isEnabled) == [false, true])
    #expect(cities.first { $0.isSelected }?.text == "Ningbo")
  }

  @Test("units beside the centre row sit right of its text, which ends against them")
  func units() throws {
    let engine = try Fixtures.dateEngine(
      Fixtures.date(2007, 4, 1), model: Fixtures.dateModel(units: .besideCentre))
    let shot = snapshot(engine)
    let year = shot.columns[0]
    let unit = try #require(year.unit)
    #expect(unit.text == "年")
    #expect(unit.y == shot.centreBand.midY)
    // "2007" (2.2 em at 16 pt) ends 4 pt before "年"; the group of the widest content is centred.
    #expect(year.textAlignment == .trailing)
    #expect(abs(unit.x - (year.textAnchorX + 4)) < 1e-9)
    #expect(abs((year.textAnchorX - 2.2 * 16 + unit.x + 16) / 2 - (year.x + year.width / 2)) < 1)
    #expect(unit.x + 16 <= year.x + year.width)
    #expect(year.rows.first { $0.isSelected }?.text == "2007")
  }

  @Test("text too wide for its wheel is shortened with an ellipsis")
  func fitted() throws {
    let model = try IndependentWheelsModel([
      .init(items: ["一二三四五六七八九十一二三四五六七八九十"], name: "long", widthWeight: 1),
      .init(items: ["x"], name: "short", widthWeight: 3),
    ])
    let shot = snapshot(SelectionEngine(model: model))
    let text = try #require(shot.columns[0].rows.first?.text)
    #expect(text.hasSuffix("…"))
    #expect(TextWidthEstimate.width(of: text, fontSize: 16) <= shot.columns[0].width - 16)
  }

  @Test("dark mode resolves the dynamic colours")
  func dark() throws {
    let shot = snapshot(try Fixtures.dateEngine(Fixtures.date(2007, 4, 1)), appearance: .dark)
    #expect(shot.palette.panelBackground == SheetColor(rgb: 0x1C1C1E))
    #expect(shot.palette.rowText == .white)
    #expect(shot.confirmButton.tint == SheetColor(rgb: 0x0A84FF))
  }

  @Test("equal engines make equal snapshots; a move makes another")
  func equatable() throws {
    var engine = try Fixtures.dateEngine(Fixtures.date(2007, 4, 1))
    let before = snapshot(engine)
    #expect(snapshot(engine) == before)
    engine.step(1, inWheel: 2)
    #expect(snapshot(engine) != before)
  }
}
