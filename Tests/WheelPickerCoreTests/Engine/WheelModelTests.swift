import Foundation
import Testing
import WheelPickerCore

/// What every model promises whatever its kind: a wheel outside `0..<wheelCount` has no rows
/// (so the engine ignores moves there), keys are described in words for logs, and moves read
/// as short English lines.
@Suite("WheelModel: the contract every kind keeps")
struct WheelModelTests {
  /// Two provinces, one with two cities (one with districts), one without cities.
  static let smallTree = CascadeTree(roots: [
    .init(name: "A", children: [.init(name: "A1", children: [.init(name: "A1a")]), .init(name: "A2")]),
    .init(name: "B"),
  ])

  /// Checks the wheels outside `model`: the engine ignores them, and so does the model unless it
  /// does not read the index (a list's one wheel, the slot machine's identical reels).
  static func checkOutside<Model: WheelModel>(_ model: Model, _ name: String, readsWheel: Bool = true) {
    var engine = SelectionEngine(model: model)
    let before = engine.selection
    for wheel in [-1, model.wheelCount, model.wheelCount + 7] {
      let comment = Comment(rawValue: "\(name), wheel \(wheel)")
      #expect(engine.step(1, inWheel: wheel).moves.isEmpty, comment)
      #expect(engine.selectRow(0, inWheel: wheel).moves.isEmpty, comment)
      #expect(engine.rowCount(ofWheel: wheel) == 0, comment)
      guard readsWheel else { continue }
      #expect(model.rowCount(ofWheel: wheel, given: engine.selection) == 0, comment)
      #expect(model.title(ofRow: 0, inWheel: wheel, given: engine.selection) == "", comment)
      #expect(model.row(for: RowKey(0), inWheel: wheel, given: engine.selection) == nil, comment)
      #expect(model.searchAlias(ofRow: 0, inWheel: wheel, given: engine.selection) == nil, comment)
      #expect(model.spokenText(ofRow: 0, inWheel: wheel, given: engine.selection) == "", comment)
    }
    #expect(engine.selection == before, "\(name)")
  }

  static func region() throws -> RegionModel {
    let tree = CascadeTree(roots: [
      .init(name: "广东省", key: "44", children: [.init(name: "深圳市", key: "4403")]),
      .init(name: "北京市", key: "11", children: [.init(name: "东城区", key: "1101")]),
    ])
    return RegionModel(data: RegionData(tree: tree, source: "test regions"))
  }

  @Test("a wheel outside the model has no rows, and the engine ignores moves there")
  func outsideWheels() throws {
    let configuration = DateTestSupport.configuration(.yearMonthDay, zone: "UTC", locale: "en_US")
    Self.checkOutside(try DatePickerModel(configuration), "date ymd")
    for columns in [DateColumns.yearWeek, .yearQuarter, .yearMonthWeek, .dateAndTime, .hourMinuteSecond] {
      Self.checkOutside(
        try DatePickerModel(DateTestSupport.configuration(columns, zone: "UTC", locale: "en_US")),
        "\(columns)")
    }
    Self.checkOutside(try DateRangeModel(configuration), "date range")
    Self.checkOutside(ListModel(["a", "b"]), "list", readsWheel: false)
    Self.checkOutside(
      try IndependentWheelsModel([.init(items: ["a"], name: "x"), .init(items: ["1", "2"], name: "y")]),
      "wheels")
    Self.checkOutside(CascadeModel(tree: Self.smallTree, wheelNames: ["a", "b", "c"]), "cascade")
    Self.checkOutside(try Self.region(), "region")
    Self.checkOutside(try CountdownModel(locale: Locale(identifier: "en_US")), "countdown")
    Self.checkOutside(SlotMachineModel(), "slots", readsWheel: false)
    Self.checkOutside(CyclicModel(ListModel(["a", "b", "c"])), "cyclic list", readsWheel: false)
  }

  @Test("moves are described with each model's words for its keys")
  func describedMoves() throws {
    var list = SelectionEngine(model: ListModel(["alpha", "beta", "gamma"], name: "greek"))
    #expect(
      list.selectRow(2, inWheel: 0).moves.map { $0.describe(with: list.model) } == ["greek selected gamma"])
    #expect(list.model.describe(RowKey(9), inWheel: 0) == "row 9")

    let wheels = try IndependentWheelsModel([
      .init(items: ["rye", "wheat"], name: "bread"), .init(items: ["ham"], name: "filling"),
    ])
    var pair = SelectionEngine(model: wheels)
    #expect(pair.step(1, inWheel: 0).moves.map { $0.describe(with: wheels) } == ["bread selected wheat"])
    #expect(wheels.describe(RowKey(0), inWheel: 1) == "ham")
    #expect(wheels.describe(RowKey(3), inWheel: 5) == "row 3")

    let cascade = CascadeModel(tree: Self.smallTree, wheelNames: ["province", "city", "district"])
    var engine = SelectionEngine(model: cascade)
    let described = engine.selectRow(1, inWheel: 0).moves.map { $0.describe(with: cascade) }
    #expect(described.first == "province selected B", "\(described)")
    #expect(
      described.dropFirst().allSatisfy { $0.contains("reset") || $0.contains("emptied") }, "\(described)")
    #expect(cascade.describe(RowKey(-1), inWheel: 0) == "?")
    #expect(cascade.describe(RowKey(cascade.tree.count), inWheel: 0) == "?")

    let dates = try DatePickerModel(
      DateTestSupport.configuration(.yearMonthDay, zone: "UTC", locale: "en_US"))
    var date = try SelectionEngine(model: dates, value: DateTestSupport.ymd(2024, 1, 31))
    let clamp = try #require(DateTestSupport.selectKey(4, inWheel: 1, &date))
    #expect(clamp.move(ofWheel: 2)?.describe(with: dates) == "day clamped 31 → 29")
  }

  @Test("a range describes its end's keys as the date picker does, and reads its rows aloud")
  func rangeWords() throws {
    let configuration = DateTestSupport.configuration(.yearMonthDay, zone: "UTC", locale: "en_US")
    let range = try DateRangeModel(configuration)
    let dates = try DatePickerModel(configuration)
    let engine = try SelectionEngine(
      model: range,
      value: DateRange(start: DateTestSupport.ymd(2020, 5, 10), end: DateTestSupport.ymd(2020, 6, 1)))
    for wheel in 0..<3 {
      let key = RowKey(7)
      #expect(range.describe(key, inWheel: wheel) == dates.describe(key, inWheel: wheel))
      #expect(range.describe(key, inWheel: wheel + 3) == dates.describe(key, inWheel: wheel))
    }
    let selection = engine.selection
    let startMonth = range.spokenText(ofRow: selection[1] ?? 0, inWheel: 1, given: selection)
    let endMonth = range.spokenText(ofRow: selection[4] ?? 0, inWheel: 4, given: selection)
    #expect(startMonth.contains("May") && startMonth.contains("2020"), "\(startMonth)")
    #expect(endMonth.contains("June") && endMonth.contains("2020"), "\(endMonth)")
    #expect(range.searchAlias(ofRow: 4, inWheel: 1, given: selection) == "5")
    #expect(range.searchAlias(ofRow: 0, inWheel: 4, given: selection) != nil)
  }

  @Test("equal models hash alike; a different one is not equal")
  func equality() throws {
    #expect(ListModel(["a", "b"]) == ListModel(["a", "b"]))
    #expect(ListModel(["a", "b"]).hashValue == ListModel(["a", "b"]).hashValue)
    #expect(ListModel(["a", "b"]) != ListModel(["a", "c"]))
    #expect(ListModel(["a"], name: "x") != ListModel(["a"], name: "y"))
    let configuration = DateTestSupport.configuration(.yearMonthDay, zone: "UTC")
    let week = DateRangeLength(7, .day)
    #expect(
      try DateRangeModel(configuration, maximumLength: week)
        == DateRangeModel(configuration, maximumLength: week))
    #expect(try DateRangeModel(configuration, maximumLength: week) != DateRangeModel(configuration))
    #expect(
      try DateRangeModel(configuration, minimumLength: week)
        != DateRangeModel(configuration, maximumLength: week))
  }

  @Test("row keys order by ordinal")
  func keyOrder() {
    #expect(RowKey(-3) < RowKey(2))
    #expect(!(RowKey(2) < RowKey(2)))
    #expect([RowKey(30), RowKey(10), RowKey(20)].sorted() == [RowKey(10), RowKey(20), RowKey(30)])
  }

}
