import Foundation
import Testing
import WheelPickerCore

/// A birthday without a year: the first year from now that has the day, or an error when
/// no year has it.
@Suite("DatePickerModel conversion: month-days without a year")
struct DatePickerModelConversionTests {
  typealias S = DateTestSupport

  @Test("29 February without a year falls in the next leap year after now (2026): 2028")
  func leapDay() throws {
    let model = try DatePickerModel(S.configuration(.monthDay, zone: "UTC", locale: "en_US"))
    #expect(try model.date(for: .fields(month: 2, day: 29)) == Date(timeIntervalSince1970: 1_835_395_200))
  }

  @Test("30 February exists in no year: refused as a day the month does not have")
  func noYearHasIt() throws {
    let model = try DatePickerModel(S.configuration(.monthDay, zone: "UTC", locale: "en_US"))
    #expect(
      kindAndReason { try model.date(for: .fields(month: 2, day: 30)) }
        == KindAndReason(.valueNotAvailable, .nonexistentDate))
  }
}
