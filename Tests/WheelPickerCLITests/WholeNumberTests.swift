import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("WholeNumber")
struct WholeNumberTests {
  @Test("steps are divisors of 60 up to 30", arguments: [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30])
  func steps(_ step: Int) throws {
    #expect(try WholeNumber.parseStep(String(step), option: "--minute-step", unit: "minute") == step)
  }

  @Test(
    "bad steps name the rule",
    arguments: [
      ("7", "--minute-step 7: minute step 7 does not divide 60 (use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30)"),
      ("0", "--minute-step 0: must be a minute step dividing 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"),
      ("60", "--minute-step 60: must be a minute step dividing 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"),
      ("+5", "--minute-step +5: must be a minute step dividing 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"),
      (
        "five",
        "--minute-step five: must be a minute step dividing 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"
      ),
    ])
  func badSteps(_ text: String, _ message: String) {
    #expect(throws: WheelPickerError(.invalidConfiguration, message)) {
      try WholeNumber.parseStep(text, option: "--minute-step", unit: "minute")
    }
  }

  @Test("seeds take the whole UInt64 range")
  func seeds() throws {
    #expect(try WholeNumber.parseSeed("0", option: "--seed") == 0)
    #expect(try WholeNumber.parseSeed("18446744073709551615", option: "--seed") == UInt64.max)
    #expect(
      throws: WheelPickerError(
        .invalidConfiguration,
        "--seed 18446744073709551616: must be a whole number from 0 to 18446744073709551615")
    ) {
      try WholeNumber.parseSeed("18446744073709551616", option: "--seed")
    }
    #expect(
      throws: WheelPickerError(
        .invalidConfiguration, "--seed -1: must be a whole number from 0 to 18446744073709551615")
    ) {
      try WholeNumber.parseSeed("-1", option: "--seed")
    }
  }
}
