import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerCLI

@Suite("CommandLineParser fuzzing")
struct CommandLineParserFuzzTests {
  static let vocabulary: [String] =
    SubcommandRegistry.names + OptionTable.allNames + [
      "help", "--", "-", "-h", "", " ", "=", "--=", "--rows=", "--keys=", "now", "present", "2007",
      "2007-04-01",
      "2020-W53", "2021-Q1", "2007-04-01T14:20:00", "2025-07-25T10:00+08:00", "1h30m", "1:30", "14:20",
      "80x24",
      "19x5", "3", "4", "15", "999999999999999999999", "-1", "a,b,c", #"a\,b"#, "a,,b", ",", "广东/深圳", "广东 深圳",
      "440305", "down 3*up type:深圳 enter", "0*down", "type:", #"type:\"#, "zh_CN.UTF-8", "zh-Hans", "json",
      "12",
      "chinese", "Asia/Shanghai", "plist-area", "\u{1B}[2J", "\u{0}", "👨‍👩‍👧", "\u{9B}", "é",
    ]

  static func randomArgument(_ generator: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<6:
      return vocabulary.randomElement(using: &generator) ?? ""
    case 6..<8:
      // Splice two vocabulary words, often making `--name=value`.
      let left = vocabulary.randomElement(using: &generator) ?? ""
      let right = vocabulary.randomElement(using: &generator) ?? ""
      return left + (Bool.random(using: &generator) ? "=" : "") + right
    default:
      let length = Int.random(in: 0..<12, using: &generator)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        let pick = [
          UInt32.random(in: 0...0x7F, using: &generator), UInt32.random(in: 0...0x2FFFF, using: &generator),
        ]
        if let scalar = Unicode.Scalar(pick[Int.random(in: 0...1, using: &generator)]) {
          scalars.append(scalar)
        }
      }
      return String(scalars)
    }
  }

  @Test(
    "random command lines never crash; errors always name something", arguments: [1, 2, 3, 4] as [UInt64])
  func randomArguments(_ round: UInt64) {
    let seed = 0x5EED_0000 + round
    var generator = SeededGenerator(seed: seed)
    var parsedCount = 0
    for _ in 0..<TestScale.operations(2_500) {
      let count = Int.random(in: 0..<8, using: &generator)
      let arguments = (0..<count).map { _ in Self.randomArgument(&generator) }
      do {
        _ = try CommandLineParser.parse(arguments, environment: ["LANG": "zh_CN.UTF-8"])
        parsedCount += 1
      } catch {
        #expect(
          error.message.contains(": ") && !error.message.unicodeScalars.contains { $0.value < 0x20 },
          Comment(rawValue: "seed \(seed): \(arguments) → \(error.message)"))
      }
    }
    // The vocabulary is rich enough that some random lines are valid.
    #expect(parsedCount > 0, Comment(rawValue: "seed \(seed)"))
  }

  @Test("random key scripts never crash", arguments: [7, 8] as [UInt64])
  func randomKeys(_ seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pieces =
      KeyScript.named.map(\.token) + ["type:", "*", "3*", "\\", "\\ ", "\\,", ",", " ", "x", "99999*"]
    for _ in 0..<TestScale.operations(2_000) {
      let text = (0..<Int.random(in: 0..<6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      if let script = try? KeyScript.parse(text, option: "--keys") {
        #expect(!script.steps.isEmpty, Comment(rawValue: "seed \(seed): \(text)"))
      }
    }
  }
}
