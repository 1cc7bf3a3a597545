import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("DateArgument")
struct DateArgumentTests {
  @Test("now and present only where the option allows them")
  func words() throws {
    #expect(try DateArgument.parse("now", option: "--to", words: .now) == .now)
    #expect(try DateArgument.parse("present", option: "--select", words: [.now, .present]) == .present)
    #expect(
      try DateArgument.parse("2007-04", option: "--to", words: .now) == .date(.month(year: 2007, month: 4)))
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let text: String
    let words: DateArgument.Words
    let message: String
    var testDescription: String { text }
  }

  static let forms = "2007, 2007-04, 2007-04-01, 2007-04-01T14:20[:SS], 2020-W53 or 2021-Q1"

  static let bad: [Bad] = [
    Bad(
      text: "present", words: .now,
      message: "--to present: must be an ISO 8601 date (\(forms)), or now"),
    Bad(
      text: "today", words: .present,
      message: "--to today: must be an ISO 8601 date (\(forms)), or present"),
    Bad(text: "now", words: [], message: "--to now: must be an ISO 8601 date (\(forms))"),
    Bad(text: "NOW", words: .now, message: "--to NOW: must be an ISO 8601 date (\(forms)), or now"),
  ]

  @Test("words an option does not take are refused", arguments: bad)
  func rejects(_ example: Bad) {
    #expect(throws: WheelPickerError(.invalidConfiguration, example.message)) {
      try DateArgument.parse(example.text, option: "--to", words: example.words)
    }
  }
}
