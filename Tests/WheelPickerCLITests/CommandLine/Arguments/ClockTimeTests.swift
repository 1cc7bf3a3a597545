import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("ClockTime")
struct ClockTimeTests {
  @Test(
    "HH:MM and HH:MM:SS parse",
    arguments: [
      ("14:20", ClockTime(hour: 14, minute: 20)),
      ("9:05", ClockTime(hour: 9, minute: 5)),
      ("00:00", ClockTime(hour: 0, minute: 0)),
      ("23:59:59", ClockTime(hour: 23, minute: 59, second: 59)),
    ])
  func parses(_ text: String, _ expected: ClockTime) throws {
    #expect(try ClockTime.parse(text, option: "--select") == expected)
  }

  @Test(
    "bad times name the rule",
    arguments: [
      ("24:00", "--select 24:00: hour must be from 0 to 23"),
      ("12:60", "--select 12:60: minute must be from 00 to 59"),
      ("12:30:60", "--select 12:30:60: second must be from 00 to 59"),
      ("1230", "--select 1230: must be a time of day HH:MM or HH:MM:SS (24-hour clock)"),
      ("12:3", "--select 12:3: must be a time of day HH:MM or HH:MM:SS (24-hour clock)"),
      ("2:30pm", "--select 2:30pm: must be a time of day HH:MM or HH:MM:SS (24-hour clock)"),
      ("", "--select '': must be a time of day HH:MM or HH:MM:SS (24-hour clock)"),
    ])
  func rejects(_ text: String, _ message: String) {
    #expect(throws: UsageError(.invalidValue(option: "--select", value: text), message: message)) {
      try ClockTime.parse(text, option: "--select")
    }
  }

  @Test("description pads to two digits")
  func description() {
    #expect(ClockTime(hour: 9, minute: 5).description == "09:05")
    #expect(ClockTime(hour: 9, minute: 5, second: 7).description == "09:05:07")
  }
}
