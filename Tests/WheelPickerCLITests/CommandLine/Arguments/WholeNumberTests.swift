import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("WholeNumber")
struct WholeNumberTests {
  @Test("steps are the core's allowed steps", arguments: DatePickerConfiguration.allowedSteps)
  func steps(_ step: Int) throws {
    #expect(try WholeNumber.parseStep(String(step), option: "--minute-step") == step)
  }

  @Test("the CLI accepts exactly the steps the core's models accept (60 in neither)", arguments: 0...61)
  func oneList(_ step: Int) {
    let cli = (try? WholeNumber.parseStep(String(step), option: "--minute-step")) != nil
    let core = (try? CountdownModel(minuteStep: step, locale: Locale(identifier: "en"))) != nil
    #expect(cli == core, "step \(step): CLI \(cli), core \(core)")
  }

  static let rule = "must be a divisor of 60 up to 30: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"

  @Test("bad steps name the rule", arguments: ["7", "0", "60", "+5", "five"])
  func badSteps(_ text: String) {
    #expect(
      throws: UsageError(
        .invalidValue(option: "--minute-step", value: text), message: "--minute-step \(text): \(Self.rule)")
    ) {
      try WholeNumber.parseStep(text, option: "--minute-step")
    }
  }

  @Test("seeds take the whole UInt64 range")
  func seeds() throws {
    #expect(try WholeNumber.parseSeed("0", option: "--seed") == 0)
    #expect(try WholeNumber.parseSeed("18446744073709551615", option: "--seed") == UInt64.max)
    #expect(
      throws: UsageError(
        .invalidValue(option: "--seed", value: "18446744073709551616"),
        message:
          "--seed 18446744073709551616: must be a whole number from 0 to 18446744073709551615")
    ) {
      try WholeNumber.parseSeed("18446744073709551616", option: "--seed")
    }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--seed", value: "-1"),
        message: "--seed -1: must be a whole number from 0 to 18446744073709551615")
    ) {
      try WholeNumber.parseSeed("-1", option: "--seed")
    }
  }
}
