import Foundation
import Testing

@testable import WheelPickerCore

/// Partial bounds, Gregorian moments that cannot be, the words for keys of every wheel, and the
/// causes a date picker gives (or does not give) for a clamp.
@Suite("DatePickerModel: partial bounds, moments refused, keys described, causes")
struct DatePickerModelCoverageTests {
  typealias S = DateTestSupport

  static func utc(
    _ columns: DateColumns, minimum: DateBound = .year(1900), maximum: DateBound = .year(2100),
    calendar: Calendar.Identifier = .gregorian
  ) -> DatePickerConfiguration {
    var configuration = S.configuration(
      columns, zone: "UTC", locale: "en_US", minimum: minimum, maximum: maximum, calendar: calendar)
    configuration.uses12HourClock = false
    return configuration
  }

  @Test("a minimum of a year alone starts on its first day; a maximum of a month alone ends on its last")
  func partialBounds() throws {
    let configuration = Self.utc(
      .yearMonthDay, minimum: .fields(DateFields(year: 2021)),
      maximum: .fields(DateFields(year: 2021, month: 3)))
    var engine = try S.engine(configuration)
    try engine.select(S.ymd(2021, 1, 1))
    try engine.select(S.ymd(2021, 3, 31))
    #expect(engine.rowCount(ofWheel: 0) == 1 && engine.rowCount(ofWheel: 1) == 3)
    #expect(throws: WheelPickerError.self) { try engine.select(S.ymd(2021, 4, 1)) }
    #expect(throws: WheelPickerError.self) { try engine.select(S.ymd(2020, 12, 31)) }
  }

  @Test("a bound in an era-year the calendar does not have is refused")
  func missingEraYear() throws {
    // Heisei (era 235) ended in its 31st year, 2019: its 40th year does not exist.
    let configuration = Self.utc(
      .yearMonthDay, minimum: .fields(DateFields(era: 235, year: 40)), maximum: .year(2100),
      calendar: .japanese)
    #expect(
      throws: WheelPickerError(.invalidConfiguration, "minimum year 40 does not exist in the calendar")
    ) {
      _ = try DatePickerModel(configuration)
    }
  }

  @Test("a Gregorian moment needs a year, and an hour can be the repeated one only when clocks fall back")
  func gregorianMoments() throws {
    let model = try DatePickerModel(Self.utc(.yearMonthDayHourMinute))
    let noYear = DateFields(month: 3, day: 9, hour: 2)
    #expect {
      _ = try model.moment(atGregorian: noYear)
    } throws: { error in
      let error = error as? WheelPickerError
      return error?.kind == .valueNotAvailable && error?.reason == .missingField
        && error?.message == "Gregorian time \(noYear) has no year"
    }
    // UTC never falls back, so no hour is repeated.
    let repeated = DateFields(year: 2025, month: 11, day: 2, hour: 1, minute: 30, isRepeatedHour: true)
    #expect {
      _ = try model.moment(atGregorian: repeated)
    } throws: { error in
      let error = error as? WheelPickerError
      return error?.reason == .nonexistentDate
        && error?.message
          == "local time 2025-11-02 01:30:00 in \(S.zone("UTC").identifier) is not repeated (clocks do not fall back then)"
    }
    let plain = DateFields(year: 2025, month: 11, day: 2, hour: 1, minute: 30)
    #expect(try model.moment(atGregorian: plain) == Date(timeIntervalSince1970: 1_762_047_000))
  }

  @Test("a wheel past the last has plain traits, starts on row 0 and keys rows out of range as 0")
  func unknownWheel() throws {
    let model = try DatePickerModel(Self.utc(.yearMonthDay))
    let selection = SelectionEngine(model: model).selection
    #expect(model.traits(ofWheel: 3).name == "wheel 3" && model.traits(ofWheel: 3).kind == .level(3))
    #expect(model.preferredRow(inWheel: 3, given: selection) == 0)
    // 1900…2100 is 201 years: row 201 is past the year wheel (no 至今 row).
    #expect(model.rowCount(ofWheel: 0, given: selection) == 201)
    #expect(model.key(ofRow: 201, inWheel: 0, given: selection) == RowKey(0))
  }

  @Test("a display order the caller gives is kept when it is a permutation")
  func givenOrder() throws {
    var configuration = Self.utc(.yearMonthDay)
    configuration.displayOrder = [2, 0, 1]
    #expect(try DatePickerModel(configuration).displayOrder == [2, 0, 1])
  }

  @Test("keys are described as change logs read them: leap months, repeated hours, periods, 至今, eras")
  func describedKeys() throws {
    var clock = Self.utc(.hourMinute)
    clock.uses12HourClock = true
    let twelve = try DatePickerModel(clock)
    let period = try #require(twelve.kinds.firstIndex(of: .period))
    let hour = try #require(twelve.kinds.firstIndex(of: .hour))
    #expect(twelve.describe(RowKey(0), inWheel: period) == "AM")
    #expect(twelve.describe(RowKey(1), inWheel: period) == "PM")
    // Hour keys are 2 × hour, plus 1 for the second occurrence of a repeated hour.
    #expect(twelve.describe(RowKey(4), inWheel: hour) == "2")
    #expect(twelve.describe(RowKey(5), inWheel: hour) == "2 (repeated)")

    var dates = Self.utc(.yearMonth, maximum: .now)
    dates.includesPresent = true
    let months = try DatePickerModel(dates)
    // Month keys are 2 × month, plus 1 for a leap month.
    #expect(months.describe(RowKey(8), inWheel: 1) == "4")
    #expect(months.describe(RowKey(9), inWheel: 1) == "leap 4")
    #expect(months.describe(DatePickerModel.presentKey, inWheel: 0) == "Present")

    // 2018…2020 in the Japanese calendar crosses from Heisei (235) into Reiwa (236).
    let japanese = try DatePickerModel(
      Self.utc(
        .yearMonth, minimum: .gregorian(DateFields(year: 2018)), maximum: .gregorian(DateFields(year: 2020)),
        calendar: .japanese))
    let selection = SelectionEngine(model: japanese).selection
    let years = (0..<japanese.rowCount(ofWheel: 0, given: selection)).map {
      japanese.describe(japanese.key(ofRow: $0, inWheel: 0, given: selection), inWheel: 0)
    }
    #expect(years == ["235-30", "235-31", "236-1", "236-2"])
  }

  @Test("a clamp to the earliest or latest time of a clock says which, formatted as a time")
  func timeBounds() throws {
    let configuration = Self.utc(
      .hourMinute, minimum: .fields(DateFields(hour: 9, minute: 30)),
      maximum: .fields(DateFields(hour: 17, minute: 15)))
    var engine = try S.engine(configuration)
    try engine.select(.fields(hour: 10, minute: 10))
    let earlier = try #require(S.selectKey(18, inWheel: 0, &engine))  // hour 9: minutes 30…59
    #expect(engine.value == .fields(hour: 9, minute: 30))
    let early = try #require(earlier.move(ofWheel: 1))
    #expect(engine.model.cause(of: early, given: engine.selection) == .earliestTime("09:30"))
    let later = try #require(S.selectKey(34, inWheel: 0, &engine))  // hour 17: minutes 0…15
    #expect(engine.value == .fields(hour: 17, minute: 15))
    let late = try #require(later.move(ofWheel: 1))
    #expect(engine.model.cause(of: late, given: engine.selection) == .latestTime("17:15"))
  }

  @Test("a day clamped past a disabled day has no cause to give")
  func filteredClamp() throws {
    var configuration = Self.utc(.yearMonthDay)
    configuration.isEnabled = { value, _ in value != S.ymd(2026, 4, 15) }
    var engine = try S.engine(configuration)
    try engine.select(S.ymd(2026, 3, 15))
    let change = try #require(S.selectKey(8, inWheel: 1, &engine))  // April
    #expect(engine.value == S.ymd(2026, 4, 14))
    let move = try #require(change.move(ofWheel: 2))
    #expect(move.reason == .clamped)
    #expect(engine.model.cause(of: move, given: engine.selection) == nil)
  }

  @Test("a year wheel clamped by new bounds names the latest year")
  func yearClampedByNewBounds() throws {
    var engine = try SelectionEngine(model: try DatePickerModel(Self.utc(.year)), value: .fields(year: 2030))
    let change = engine.replaceModel(try DatePickerModel(Self.utc(.year, maximum: .year(2025))))
    #expect(engine.value == .fields(year: 2025))
    let move = try #require(change.move(ofWheel: 0))
    #expect(move.reason == .clamped)
    #expect(engine.model.cause(of: move, given: engine.selection) == .latestDate("2025"))
  }
}
