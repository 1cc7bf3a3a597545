import Testing

@testable import WheelPickerCore

/// A title and its unit, as screen readers hear a row.
@Suite("SpokenText: units after titles")
struct SpokenTextCoverageTests {
  @Test(
    "a Latin unit follows after a space, another script's directly, and a unit already there is not repeated",
    arguments: [
      ("5", "hr", "5 hr"), ("30", "日", "30日"), ("30日", "日", "30日"), ("7", "", "7"), ("", "min", ""),
      ("12", "µs", "12µs"), ("3", "-x", "3-x"),
    ])
  func titles(_ title: String, _ unit: String, _ expected: String) {
    #expect(SpokenText.title(title, unit: unit) == expected)
  }

  @Test("no unit leaves the title alone")
  func noUnit() {
    #expect(SpokenText.title("April", unit: nil) == "April")
  }
}
