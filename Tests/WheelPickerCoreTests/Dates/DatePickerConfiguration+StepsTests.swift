import Foundation
import Testing
import WheelPickerCore

@Suite("Steps and typed reasons")
struct DatePickerConfigurationStepsTests {
  typealias S = DateTestSupport

  @Test("exactly the allowed steps build date and countdown pickers", arguments: 0...61)
  func steps(_ step: Int) {
    var configuration = S.configuration(.hourMinuteSecond)
    configuration.minuteStep = step
    let allowed = DatePickerConfiguration.allowedSteps.contains(step)
    let date = Result { () throws(WheelPickerError) in try DatePickerModel(configuration) }
    let countdown = Result { () throws(WheelPickerError) in
      try CountdownModel(minuteStep: step, locale: Locale(identifier: "en"))
    }
    for result in [date.map { _ in () }, countdown.map { _ in () }] {
      switch result {
      case .success: #expect(allowed, "step \(step)")
      case .failure(let error):
        #expect(!allowed && error.reason == .stepNotAllowed, "step \(step): \(error.message)")
      }
    }
    configuration.minuteStep = 1
    configuration.secondStep = step
    let seconds = Result { () throws(WheelPickerError) in try DatePickerModel(configuration) }
    #expect((try? seconds.get()) != nil || !allowed)
  }

  @Test("60 is not a step, as UIDatePicker's minuteInterval allows at most 30")
  func sixty() {
    #expect(!DatePickerConfiguration.allowedSteps.contains(60))
    #expect(
      DatePickerConfiguration.stepRule == "a divisor of 60 up to 30: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30")
  }

  @Test("reversed bounds and an empty step grid say so by reason")
  func bounds() {
    let reversed = S.configuration(.yearMonthDay, minimum: .year(2030), maximum: .year(2020))
    #expect(reason { () throws(WheelPickerError) in try DatePickerModel(reversed) } == .boundsReversed)
    var grid = S.configuration(
      .hourMinute, minimum: .fields(DateFields(hour: 10, minute: 1)),
      maximum: .fields(DateFields(hour: 10, minute: 4)))
    grid.minuteStep = 5
    #expect(reason { () throws(WheelPickerError) in try DatePickerModel(grid) } == .emptyRange)
  }

  @Test("values with missing or impossible fields say so by reason")
  func values() throws {
    let model = try DatePickerModel(S.configuration(.yearMonthDay))
    #expect(
      reason { () throws(WheelPickerError) in try model.keys(for: .date(DateFields(year: 2020, month: 1))) }
        == .missingField)
    #expect(
      reason { () throws(WheelPickerError) in
        try model.date(for: .date(DateFields(year: 2021, month: 2, day: 29)))
      }
        == .nonexistentDate)
    #expect(
      reason { () throws(WheelPickerError) in
        try model.keys(for: .date(DateFields(year: 2020, month: 1, day: 41)))
      } == .fieldOutOfRange)
  }

  private func reason<T>(_ body: () throws(WheelPickerError) -> T) -> WheelPickerError.Reason? {
    do {
      _ = try body()
      return nil
    } catch {
      return error.reason
    }
  }
}
