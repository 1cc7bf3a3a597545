import Foundation
import Testing
import WheelPickerCore

@Suite("Off-step values and date-and-time rows")
struct DatePickerModelStepAndLabelTests {
  typealias S = DateTestSupport

  struct OffStep: Sendable, CustomTestStringConvertible {
    let columns: DateColumns
    let minuteStep: Int
    let secondStep: Int
    let value: DateValue
    let message: String
    var testDescription: String { message }
  }

  static let offSteps: [OffStep] = [
    OffStep(
      columns: .hourMinute, minuteStep: 5, secondStep: 1, value: .fields(hour: 10, minute: 3),
      message: "minute 3 is not on the 5-minute step (nearest: 10:00 or 10:05)"),
    OffStep(
      columns: .hourMinute, minuteStep: 15, secondStep: 1, value: .fields(hour: 23, minute: 50),
      message: "minute 50 is not on the 15-minute step (nearest: 23:45 or 00:00)"),
    OffStep(
      columns: .dateAndTime, minuteStep: 5, secondStep: 1,
      value: .fields(year: 2026, month: 3, day: 1, hour: 10, minute: 3),
      message: "minute 3 is not on the 5-minute step (nearest: 10:00 or 10:05)"),
    OffStep(
      columns: .hourMinuteSecond, minuteStep: 1, secondStep: 10,
      value: .fields(hour: 9, minute: 7, second: 42),
      message: "second 42 is not on the 10-second step (nearest: 09:07:40 or 09:07:50)"),
    OffStep(
      columns: .minuteSecond, minuteStep: 1, secondStep: 30, value: .fields(minute: 59, second: 45),
      message: "second 45 is not on the 30-second step (nearest: 59:30 or 00:00)"),
  ]

  @Test("a minute or second off the step names the step and the times either side", arguments: offSteps)
  func offStep(_ example: OffStep) throws {
    var config = S.configuration(example.columns, minimum: .year(2026), maximum: .year(2026))
    config.minuteStep = example.minuteStep
    config.secondStep = example.secondStep
    var engine = try S.engine(config)
    let before = engine.selection
    #expect(throws: WheelPickerError(.valueNotAvailable, example.message, reason: .offStep)) {
      try engine.select(example.value)
    }
    #expect(engine.selection == before)
    // Only the picker's own grid is refused: the same value on a step of 1 is taken.
    config.minuteStep = 1
    config.secondStep = 1
    var fine = try S.engine(config)
    try fine.select(example.value)
    #expect(fine.value == example.value)
  }

  @Test("values on the step pass the check; missing minutes are not checked")
  func onStep() throws {
    var config = S.configuration(.hourMinute)
    config.minuteStep = 5
    for minute in stride(from: 0, to: 60, by: 5) {
      try config.checkOnStep(DateFields(hour: 7, minute: minute))
    }
    try config.checkOnStep(DateFields(year: 2026))
  }

  @Test(
    "English date-and-time rows read like UIDatePicker's (no comma after the weekday)",
    arguments: [("en_US", "Sat Sep 15"), ("en_GB", "Sat 15 Sep"), ("zh_Hans", "9月15日 周六")])
  func dayRows(_ locale: String, _ title: String) throws {
    var config = S.configuration(.dateAndTime, locale: locale, minimum: .year(2018), maximum: .year(2018))
    config.initialValue = .fields(year: 2018, month: 9, day: 15, hour: 10, minute: 0)
    let engine = try S.engine(config)
    let dayWheel = try #require(
      (0..<engine.wheelCount).first { engine.model.traits(ofWheel: $0).kind == .date })
    let row = try #require(engine.selection[dayWheel])
    #expect(engine.model.title(ofRow: row, inWheel: dayWheel, given: engine.selection) == title)
  }
}
