import Foundation
import Testing

@testable import WheelPickerCore

/// The rows of a date picker's wheels and the words for their keys.
@Suite("DatePickerModel rows and keys")
struct DatePickerModelRowsTests {
  typealias S = DateTestSupport

  @Test("a wheel past the last has plain traits, starts on row 0 and keys rows out of range as 0")
  func unknownWheel() throws {
    let model = try DatePickerModel(S.utc(.yearMonthDay))
    let selection = SelectionEngine(model: model).selection
    #expect(model.traits(ofWheel: 3).name == "wheel 3" && model.traits(ofWheel: 3).kind == .level(3))
    #expect(model.preferredRow(inWheel: 3, given: selection) == 0)
    // 1900…2100 is 201 years: row 201 is past the year wheel (no 至今 row).
    #expect(model.rowCount(ofWheel: 0, given: selection) == 201)
    #expect(model.key(ofRow: 201, inWheel: 0, given: selection) == RowKey(0))
  }

  @Test("keys are described as change logs read them: leap months, repeated hours, periods, 至今, eras")
  func describedKeys() throws {
    var clock = S.utc(.hourMinute)
    clock.uses12HourClock = true
    let twelve = try DatePickerModel(clock)
    let period = try #require(twelve.kinds.firstIndex(of: .period))
    let hour = try #require(twelve.kinds.firstIndex(of: .hour))
    #expect(twelve.describe(RowKey(0), inWheel: period) == "AM")
    #expect(twelve.describe(RowKey(1), inWheel: period) == "PM")
    // Hour keys are 2 × hour, plus 1 for the second occurrence of a repeated hour.
    #expect(twelve.describe(RowKey(4), inWheel: hour) == "2")
    #expect(twelve.describe(RowKey(5), inWheel: hour) == "2 (repeated)")

    var dates = S.utc(.yearMonth, maximum: .now)
    dates.includesPresent = true
    let months = try DatePickerModel(dates)
    // Month keys are 2 × month, plus 1 for a leap month.
    #expect(months.describe(RowKey(8), inWheel: 1) == "4")
    #expect(months.describe(RowKey(9), inWheel: 1) == "leap 4")
    #expect(months.describe(DatePickerModel.presentKey, inWheel: 0) == "Present")

    // 2018…2020 in the Japanese calendar crosses from Heisei (235) into Reiwa (236).
    let japanese = try DatePickerModel(
      S.utc(
        .yearMonth, minimum: .gregorian(DateFields(year: 2018)), maximum: .gregorian(DateFields(year: 2020)),
        calendar: .japanese))
    let selection = SelectionEngine(model: japanese).selection
    let years = (0..<japanese.rowCount(ofWheel: 0, given: selection)).map {
      japanese.describe(japanese.key(ofRow: $0, inWheel: 0, given: selection), inWheel: 0)
    }
    #expect(years == ["235-30", "235-31", "236-1", "236-2"])
  }
}
