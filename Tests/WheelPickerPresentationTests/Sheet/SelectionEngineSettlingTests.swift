import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("SelectionEngine.settled(showingRows:)")
struct SelectionEngineSettlingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let year: Int
    let expectedDay: Int
    var testDescription: String { "\(year)" }
  }

  @Test(
    "month spun to February while the day wheel still shows 31: the engine clamps the day",
    arguments: [Case(year: 2025, expectedDay: 28), Case(year: 2024, expectedDay: 29)])
  func monthSpunDayStale(_ item: Case) throws {
    let engine = try Fixtures.dateEngine(Fixtures.date(item.year, 1, 31))
    let february = try #require(Fixtures.row(of: "2月", inWheel: 1, of: engine))
    let shown = [engine.selectedRow(inWheel: 0), february, engine.selectedRow(inWheel: 2)]
    #expect(shown[2] == 30)
    let settled = engine.settled(showingRows: shown)
    #expect(settled.value == Fixtures.date(item.year, 2, item.expectedDay))
    #expect(settled.invariantViolations().isEmpty)
  }

  @Test("rows the engine already holds leave it unchanged")
  func unchanged() throws {
    let engine = try Fixtures.dateEngine(Fixtures.date(2007, 4, 1))
    #expect(engine.settled(showingRows: engine.selection.rows) == engine)
  }

  @Test("every wheel spun: each shown value is taken where it still exists (April 30 → March 30)")
  func everyWheelSpun() throws {
    let engine = try Fixtures.dateEngine(Fixtures.date(2007, 4, 30))
    let march = try #require(Fixtures.row(of: "3月", inWheel: 1, of: engine))
    let year = try #require(Fixtures.row(of: "2008年", inWheel: 0, of: engine))
    let settled = engine.settled(showingRows: [year, march, 29])
    #expect(settled.value == Fixtures.date(2008, 3, 30))
  }

  @Test("rows are read in display order (en_US shows month, day, year)")
  func displayOrder() throws {
    let configuration = try DatePickerConfiguration(
      columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "en_US", now: Fixtures.now, minimum: .year(1940), maximum: .now)
    let engine = try SelectionEngine(
      model: DatePickerModel(configuration), value: Fixtures.date(2007, 4, 1))
    #expect(engine.model.displayOrder == [1, 2, 0])
    let year2010 = try #require(Fixtures.row(of: "2010", inWheel: 0, of: engine))
    // Position 0 is the month wheel: row 5 is June; position 1 the day: row 9 is the 10th.
    let settled = engine.settled(showingRows: [5, 9, year2010])
    #expect(settled.value == Fixtures.date(2010, 6, 10))
  }

  @Test("province spun while the city wheel shows the old province's city: the new province's first city")
  func staleCity() throws {
    let model = RegionModel(dataset: .china, levels: 2)
    let engine = try SelectionEngine(model: model, value: model.path(forDefault: "广东 深圳"))
    let hunan = try #require(Fixtures.row(of: "湖南省", inWheel: 0, of: engine))
    let settled = engine.settled(showingRows: [hunan, engine.selectedRow(inWheel: 1)])
    #expect(settled.value.text(separator: "-") == "湖南省-长沙市")
  }

  @Test("a reel drawn as a long strip: rows wrap into the wheel")
  func cyclicWraps() throws {
    let engine = SelectionEngine(model: SlotMachineModel())
    let count = engine.rowCount(ofWheel: 0)
    let settled = engine.settled(showingRows: [count * 40 + 2, nil, nil, nil, nil])
    #expect(settled.selectedRow(inWheel: 0) == 2)
    #expect(settled.selectedRow(inWheel: 1) == engine.selectedRow(inWheel: 1))
  }
}
