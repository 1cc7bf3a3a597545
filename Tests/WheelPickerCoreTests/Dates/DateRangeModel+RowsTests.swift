import Foundation
import Testing

@testable import WheelPickerCore

/// The rows a range offers: a start that cannot be 至今, week and clock ranges whose end
/// follows the start.
@Suite("DateRangeModel rows")
struct DateRangeModelRowsTests {
  @Test("a range cannot start at 至今")
  func presentStart() throws {
    let model = try DateRangeModel(
      DateRangeModelTests.configuration(.yearMonth, maximum: .now, present: true))
    let range = DateRange(start: .present, end: .present)
    #expect(
      kindAndReason {
        _ = try model.keys(for: range)
      } == KindAndReason(.valueNotAvailable, .notOffered))
  }

  @Test("a week range: the end's week years and weeks begin at the start's week")
  func weekRange() throws {
    let model = try DateRangeModel(
      DateRangeModelTests.configuration(
        .yearWeek, locale: "zh_Hans", minimum: .year(2019), maximum: .year(2026)))
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
    var configuration = DateRangeModelTests.configuration(.hourMinute)
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
