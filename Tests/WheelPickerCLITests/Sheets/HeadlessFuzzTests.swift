import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerCLI

@Suite("Headless runs under random keys")
struct HeadlessFuzzTests {
  static let commands: [[String]] = [
    ["list", "a", "深圳", "👨‍👩‍👧", "\u{1B}[31mred", "e"],
    ["wheels", "--wheel", "a,b,c", "--wheel", "x,y", "--wheel", "1"],
    ["slots", "--seed", "3"],
    [],
    ["region"],
    ["date", "--present", "--columns", "ymdhm"],
    ["time", "--cyclic"],
    ["countdown"],
  ]

  static func randomScript(_ generator: inout SeededGenerator) -> String {
    let tokens = KeyScript.named.map(\.token) + ["type:a", "type:深", "type:?", "type:1", "2*down", "3*tab"]
    return (0..<Int.random(in: 1..<25, using: &generator)).map { _ in
      tokens.randomElement(using: &generator) ?? "down"
    }.joined(separator: " ")
  }

  @Test(
    "random key scripts end with a documented status; stdout only on 0", arguments: [11, 12, 13] as [UInt64])
  func randomKeys(_ seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<TestScale.operations(150) {
      let command = Self.commands.randomElement(using: &generator) ?? []
      let script = Self.randomScript(&generator)
      let width = Int.random(in: 20..<100, using: &generator)
      let height = Int.random(in: 6..<30, using: &generator)
      // On a terminal no answer may carry an escape sequence (to a pipe an item's bytes are exact).
      let console = RecordingConsole(isOutputTerminal: true)
      let arguments = command + ["--keys", script, "--size", "\(width)x\(height)", "--print-frame"]
      let status = WheelPickerTool.run(arguments: arguments, environment: [:], console: console)
      let comment = Comment(rawValue: "seed \(seed): \(arguments)")
      #expect([0, 1, 130].contains(status.code), comment)
      #expect(status.code == 0 || console.output.isEmpty, comment)
      #expect(!console.output.unicodeScalars.contains { $0.value == 0x1B }, comment)
      let frameLines = console.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(frameLines.count == height, comment)
      #expect(!console.error.unicodeScalars.contains { $0.value == 0x1B }, comment)
    }
  }

  /// Cells a line of the region sheet takes, counted independently of the
  /// code under test: CJK ideographs, CJK punctuation and fullwidth forms take two.
  static func cells(_ line: Substring) -> Int {
    line.unicodeScalars.reduce(0) { sum, scalar in
      switch scalar.value {
      case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60,
        0x20000...0x3FFFD:
        sum + 2
      case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: sum
      default: sum + 1
      }
    }
  }

  @Test(
    "4-level China data: every frame fits its width, CJK counted as two cells",
    arguments: [21, 22] as [UInt64])
  func chinaTownsFit(_ seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let searches = ["type:shenzhen", "type:xinjiang", "type:neimenggu", "type:香港", "type:jiedao"]
    for _ in 0..<TestScale.operations(40) {
      let script = Self.randomScript(&generator) + " " + (searches.randomElement(using: &generator) ?? "")
      let width = Int.random(in: 20..<120, using: &generator)
      let height = Int.random(in: 6..<20, using: &generator)
      let console = RecordingConsole()
      let arguments = [
        "region", "--data", "china-towns", "--locale", "zh-Hans", "--keys", script, "--size",
        "\(width)x\(height)",
        "--print-frame",
      ]
      let status = WheelPickerTool.run(arguments: arguments, environment: [:], console: console)
      let comment = Comment(rawValue: "seed \(seed): \(arguments)")
      #expect([0, 1, 130].contains(status.code), comment)
      for line in console.error.split(separator: "\n") {
        #expect(Self.cells(line) <= width, comment)
      }
    }
  }
}
