import Foundation
import Testing
import WheelPickerCore

/// Daylight-saving gaps and repeats, through the picker's public surface.
@Suite("DayClock")
struct DayClockTests {
  typealias S = DateTestSupport

  struct ZoneCase: CustomTestStringConvertible, Sendable {
    var name: String
    var zone: String
    var day: (Int, Int, Int)
    var missingHour: Int?
    var repeatedHour: Int?
    var testDescription: String { name }
  }

  static let cases = [
    ZoneCase(name: "New York spring forward", zone: "America/New_York", day: (2025, 3, 9), missingHour: 2),
    ZoneCase(name: "New York fall back", zone: "America/New_York", day: (2025, 11, 2), repeatedHour: 1),
    ZoneCase(name: "Berlin spring forward", zone: "Europe/Berlin", day: (2025, 3, 30), missingHour: 2),
    ZoneCase(name: "Berlin fall back", zone: "Europe/Berlin", day: (2025, 10, 26), repeatedHour: 2),
  ]

  func engine(_ test: ZoneCase) throws -> SelectionEngine<DatePickerModel> {
    var config = S.configuration(
      .yearMonthDayHourMinute, zone: test.zone, locale: "en_US", minimum: .year(2025), maximum: .year(2025))
    config.uses12HourClock = false
    var engine = try S.engine(config)
    try engine.select(.fields(year: test.day.0, month: test.day.1, day: test.day.2, hour: 12, minute: 0))
    return engine
  }

  func hours(_ engine: SelectionEngine<DatePickerModel>) -> [RowKey] {
    (0..<engine.rowCount(ofWheel: 3)).map { engine.model.key(ofRow: $0, inWheel: 3, given: engine.selection) }
  }

  @Test("a skipped hour is never offered; a repeated hour is offered twice", arguments: cases)
  func hourRows(_ test: ZoneCase) throws {
    let engine = try engine(test)
    let keys = hours(engine)
    if let missing = test.missingHour {
      #expect(keys.count == 23)
      #expect(!keys.contains(RowKey(missing * 2)))
    }
    if let repeated = test.repeatedHour {
      #expect(keys.count == 25)
      #expect(keys.contains(RowKey(repeated * 2)) && keys.contains(RowKey(repeated * 2 + 1)))
      let first = keys.firstIndex(of: RowKey(repeated * 2)) ?? 0
      let titles = [engine.title(ofRow: first, inWheel: 3), engine.title(ofRow: first + 1, inWheel: 3)]
      #expect(titles[0] != titles[1])
    }
  }

  @Test(
    "the two occurrences of a repeated time are different moments",
    arguments: cases.filter { $0.repeatedHour != nil })
  func repeatedMoments(_ test: ZoneCase) throws {
    var engine = try engine(test)
    let hour = try #require(test.repeatedHour)
    let first = DateValue.fields(year: test.day.0, month: test.day.1, day: test.day.2, hour: hour, minute: 30)
    let second = DateValue.fields(
      year: test.day.0, month: test.day.1, day: test.day.2, hour: hour, minute: 30, isRepeatedHour: true)
    try engine.select(second)
    #expect(engine.value == second)
    let a = try #require(try engine.model.date(for: first))
    let b = try #require(try engine.model.date(for: second))
    #expect(b.timeIntervalSince(a) == 3600)
    #expect(engine.model.isoString(for: first) != engine.model.isoString(for: second))
  }

  @Test("a skipped time is refused, never moved silently", arguments: cases.filter { $0.missingHour != nil })
  func skippedTime(_ test: ZoneCase) throws {
    var engine = try engine(test)
    let hour = try #require(test.missingHour)
    let skipped = DateValue.fields(
      year: test.day.0, month: test.day.1, day: test.day.2, hour: hour, minute: 30)
    #expect(throws: WheelPickerError.self) { try engine.select(skipped) }
    #expect(throws: WheelPickerError.self) { try engine.model.date(for: skipped) }
    // Moving from 02:30 the day before onto the gap day takes the nearest hour, and says so.
    try engine.select(
      .fields(year: test.day.0, month: test.day.1, day: test.day.2 - 1, hour: hour, minute: 30))
    let change = engine.selectRow((engine.selectedRow(inWheel: 2) ?? 0) + 1, inWheel: 2)
    #expect(change.move(ofWheel: 3)?.reason == .clamped)
    #expect(engine.value.fields?.hour == hour - 1)
  }

  @Test("the date-and-time layout in New York over 1900–2100 keeps its invariants across DST days")
  func wideRange() throws {
    var config = S.configuration(.dateAndTime, zone: "America/New_York", locale: "en_US")
    config.minuteStep = 5
    var engine = try S.engine(config)
    try engine.select(.fields(year: 2025, month: 11, day: 2, hour: 1, minute: 30, isRepeatedHour: true))
    #expect(engine.value.fields?.isRepeatedHour == true)
    #expect(engine.invariantViolations().isEmpty)
  }
}
