import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("DurationArgument")
struct DurationArgumentTests {
  @Test(
    "durations parse into seconds",
    arguments: [
      ("1h30m", 5400), ("90m", 5400), ("1:30", 5400), ("0:00", 0), ("0m", 0), ("2h", 7200),
      ("45s", 45), ("1h2m3s", 3723), ("1:02:03", 3723), ("23h59m", 86_340), ("1439m", 86_340),
    ])
  func parses(_ text: String, _ seconds: Int) throws {
    #expect(try DurationArgument.parse(text, option: "--select") == seconds)
  }

  static let rule = "must be a duration such as 1h30m, 90m or 1:30"

  @Test(
    "bad durations name the rule",
    arguments: [
      ("90", "--select 90: \(rule)"),
      ("", "--select '': \(rule)"),
      ("h", "--select h: \(rule)"),
      ("1h1h", "--select 1h1h: units must come in the order h, m, s, each once"),
      ("30m1h", "--select 30m1h: units must come in the order h, m, s, each once"),
      ("1h30", "--select 1h30: the number 30 has no unit: write h, m or s after every number (1h30m)"),
      ("1:75", "--select 1:75: minutes must be from 00 to 59"),
      ("1:30:99", "--select 1:30:99: seconds must be from 00 to 59"),
      ("24h", "--select 24h: must be shorter than 24h"),
      ("24:00", "--select 24:00: must be shorter than 24h"),
      ("-5m", "--select -5m: \(rule)"),
      ("1.5h", "--select 1.5h: \(rule)"),
      ("9999999h", "--select 9999999h: \(rule)"),
    ])
  func rejects(_ text: String, _ message: String) {
    #expect(throws: UsageError(.invalidValue(option: "--select", value: text), message: message)) {
      try DurationArgument.parse(text, option: "--select")
    }
  }
}
