import Foundation
import Testing
import WheelPickerCore

@Suite("DateValue")
struct DateValueTests {
  @Test(
    "values survive JSON",
    arguments: [
      DateValue.present, .fields(era: 78, year: 42, month: 6, isLeapMonth: true, day: 1),
      .fields(year: 2025, month: 11, day: 2, hour: 1, minute: 30, isRepeatedHour: true),
      .date(DateFields(weekYear: 2020, week: 53)),
    ])
  func codable(_ value: DateValue) throws {
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(DateValue.self, from: data) == value)
  }

  @Test("JSON is flat: the fields themselves, or present")
  func flatJSON() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let lunar = try encoder.encode(DateValue.fields(era: 78, year: 42, month: 6, isLeapMonth: true, day: 1))
    #expect(
      String(decoding: lunar, as: UTF8.self)
        == #"{"day":1,"era":78,"isLeapMonth":true,"isRepeatedHour":false,"month":6,"year":42}"#)
    #expect(String(decoding: try encoder.encode(DateValue.present), as: UTF8.self) == #"{"present":true}"#)
    let typed = try JSONDecoder().decode(DateValue.self, from: Data(#"{"year":2007,"month":4,"day":1}"#.utf8))
    #expect(typed == .fields(year: 2007, month: 4, day: 1))
  }

  @Test(
    "descriptions name the fields that are set",
    arguments: [
      (DateValue.fields(year: 2007, month: 4, day: 1), "year 2007, month 4, day 1"),
      (
        .fields(era: 78, year: 42, month: 6, isLeapMonth: true, day: 1),
        "era 78, year 42, leap month 6, day 1"
      ),
      (.fields(hour: 1, minute: 30, isRepeatedHour: true), "repeated hour 1, minute 30"),
      (.date(DateFields(weekYear: 2020, week: 53)), "week year 2020, week 53"),
      (.present, "present (至今)"),
    ])
  func descriptions(_ value: DateValue, _ text: String) {
    #expect(value.description == text)
  }

  @Test("present is not a date")
  func presentIsDistinct() {
    #expect(DateValue.present.fields == nil)
    #expect(DateValue.present.isPresent)
    #expect(!DateValue.fields(year: 2026).isPresent)
  }
}
