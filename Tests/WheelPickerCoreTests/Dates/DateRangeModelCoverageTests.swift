import Foundation
import Testing

@testable import WheelPickerCore

/// Range lengths refused, week and clock ranges whose end follows the start, and the causes a
/// range gives for an end that moved by itself: a month's length, 至今 refused.
@Suite("DateRangeModel: lengths, week ranges and the causes of an end's moves")
struct DateRangeModelCoverageTests {
  typealias S = DateTestSupport

  static func configuration(
    _ columns: DateColumns, locale: String = "en_US", minimum: DateBound = .year(2000),
    maximum: DateBound = .year(2100), present: Bool = false
  ) -> DatePickerConfiguration {
    var configuration = S.configuration(
      columns, zone: "UTC", locale: locale, minimum: minimum, maximum: maximum)
    configuration.includesPresent = present
    return configuration
  }

  /// Selects the row of a wheel whose key the model describes as `words`.
  @discardableResult
  static func selectDescribed(
    _ words: String, inWheel wheel: Int, _ engine: inout SelectionEngine<DateRangeModel>
  ) throws -> SelectionChange {
    let row = try #require(
      (0..<engine.rowCount(ofWheel: wheel)).first {
        engine.model.describe(
          engine.model.key(ofRow: $0, inWheel: wheel, given: engine.selection), inWheel: wheel)
          == words
      }, "no row \(words) in wheel \(wheel)")
    return engine.selectRow(row, inWheel: wheel)
  }

  @Test(
    "a length outside 0…1000000 units is refused, naming which length",
    arguments: [
      (DateRangeLength(-1, .day), nil, "minimum length -1 days must be 0…1000000 units"),
      (nil, DateRangeLength(1_000_001, .second), "maximum length 1000001 seconds must be 0…1000000 units"),
    ] as [(DateRangeLength?, DateRangeLength?, String)])
  func lengthOutOfRange(_ minimum: DateRangeLength?, _ maximum: DateRangeLength?, _ message: String) {
    #expect(throws: WheelPickerError(.invalidConfiguration, message, reason: .lengthNotAllowed)) {
      _ = try DateRangeModel(
        Self.configuration(.yearMonthDay), minimumLength: minimum, maximumLength: maximum)
    }
  }

  @Test("a wheel past both halves has plain traits and no cause")
  func unknownWheel() throws {
    let model = try DateRangeModel(Self.configuration(.yearMonthDay))
    #expect(model.wheelCount == 6)
    let traits = model.traits(ofWheel: 6)
    #expect(traits.name == "wheel 6" && traits.kind == .level(6))
    let move = SelectionMove(
      wheel: 6, fromRow: 0, toRow: 1, fromKey: RowKey(1), toKey: RowKey(2), reason: .clamped)
    #expect(model.cause(of: move, given: SelectionEngine(model: model).selection) == nil)
  }

  @Test("a range cannot start at 至今")
  func presentStart() throws {
    let model = try DateRangeModel(Self.configuration(.yearMonth, maximum: .now, present: true))
    let range = DateRange(start: .present, end: .present)
    #expect(
      throws: WheelPickerError(
        .valueNotAvailable, "range present (至今) … present (至今): the start cannot be present (至今)")
    ) {
      _ = try model.keys(for: range)
    }
  }

  @Test("an end day past its new month's end is clamped, and the range says the month is shorter")
  func endMonthLength() throws {
    let model = try DateRangeModel(Self.configuration(.yearMonthDay))
    var engine = try SelectionEngine(
      model: model, value: DateRange(start: S.ymd(2020, 1, 10), end: S.ymd(2020, 3, 31)))
    let change = try Self.selectDescribed("4", inWheel: 4, &engine)
    #expect(engine.value.end == S.ymd(2020, 4, 30))
    let move = try #require(change.move(ofWheel: 5))
    #expect(move.reason == .clamped && move.fromKey?.ordinal == 31 && move.toKey?.ordinal == 30)
    guard case .monthLength(_, let lastDay)? = model.cause(of: move, given: engine.selection) else {
      Issue.record("no month-length cause for \(move)")
      return
    }
    #expect(lastDay == 30)
  }

  @Test("至今 refused because the start moved past now: the end cannot precede the start")
  func presentBeforeStart() throws {
    // Now is 2026-11-29; a start in 2030 leaves 至今 before it.
    let model = try DateRangeModel(Self.configuration(.yearMonth, present: true))
    var engine = try SelectionEngine(
      model: model, value: DateRange(start: .fields(year: 2015, month: 9), end: .present))
    let change = try Self.selectDescribed("2030", inWheel: 0, &engine)
    #expect(engine.value.start == .fields(year: 2030, month: 9))
    #expect(!engine.value.end.isPresent)
    let move = try #require(change.move(ofWheel: 2))
    #expect(move.fromKey == DatePickerModel.presentKey && move.reason == .clamped)
    let end = model.dates.text(for: engine.value.end)
    #expect(model.cause(of: move, given: engine.selection) == .endBeforeStart(end: end))
  }

  @Test("至今 refused because now is closer to the start than the minimum length: the length moved it")
  func presentTooSoon() throws {
    let model = try DateRangeModel(
      Self.configuration(.yearMonth, present: true), minimumLength: DateRangeLength(1, .year))
    var engine = try SelectionEngine(
      model: model, value: DateRange(start: .fields(year: 2015, month: 3), end: .present))
    // A start in March 2026 needs an end in March 2027 or later; now (November 2026) is too soon.
    let change = try Self.selectDescribed("2026", inWheel: 0, &engine)
    #expect(engine.value.start == .fields(year: 2026, month: 3))
    #expect(!engine.value.end.isPresent)
    let move = try #require(change.move(ofWheel: 2))
    #expect(move.fromKey == DatePickerModel.presentKey && move.reason == .clamped)
    let end = model.dates.text(for: engine.value.end)
    #expect(model.cause(of: move, given: engine.selection) == .rangeLength(end: end))
  }

  @Test("a week range: the end's week years and weeks begin at the start's week")
  func weekRange() throws {
    let model = try DateRangeModel(
      Self.configuration(.yearWeek, locale: "zh_Hans", minimum: .year(2019), maximum: .year(2026)))
    let start = DateValue.date(DateFields(weekYear: 2020, week: 53))
    let engine = try SelectionEngine(model: model, value: DateRange(start: start, end: start))
    // 2019-01-01 (a Tuesday) opens ISO week year 2019; 2026-12-31 (a Thursday) closes 2026.
    #expect(engine.rowCount(ofWheel: 0) == 8)
    #expect(engine.rowCount(ofWheel: 2) == 7)
    // In week year 2020 the end can only be week 53, the start's own week.
    #expect(engine.rowCount(ofWheel: 3) == 1)
    #expect(engine.value.end == start)
  }

  @Test("a minute step coarser than both lengths leaves one end: the first grid minute past the minimum")
  func coarseStep() throws {
    var configuration = Self.configuration(.hourMinute)
    configuration.minuteStep = 30
    configuration.uses12HourClock = false
    let model = try DateRangeModel(
      configuration, minimumLength: DateRangeLength(1, .minute), maximumLength: DateRangeLength(10, .minute))
    let engine = try SelectionEngine(
      model: model,
      value: DateRange(start: .fields(hour: 10, minute: 0), end: .fields(hour: 10, minute: 30)))
    // 10:00 + 1 minute rounds up to 10:30, 10:00 + 10 minutes down to 10:00: the end keeps 10:30.
    #expect(engine.value.end == .fields(hour: 10, minute: 30))
    #expect(engine.rowCount(ofWheel: 2) == 1 && engine.rowCount(ofWheel: 3) == 1)
  }
}
