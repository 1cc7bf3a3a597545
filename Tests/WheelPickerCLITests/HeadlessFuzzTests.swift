import Testing
import WheelPickerCore

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
    let tokens = KeyStroke.named.map(\.token) + ["type:a", "type:深", "type:?", "type:1", "2*down", "3*tab"]
    return (0..<Int.random(in: 1..<25, using: &generator)).map { _ in
      tokens.randomElement(using: &generator) ?? "down"
    }.joined(separator: " ")
  }

  @Test(
    "random key scripts end with a documented status; stdout only on 0", arguments: [11, 12, 13] as [UInt64])
  func randomKeys(_ seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<150 {
      let command = Self.commands.randomElement(using: &generator) ?? []
      let script = Self.randomScript(&generator)
      let width = Int.random(in: 20..<100, using: &generator)
      let height = Int.random(in: 6..<30, using: &generator)
      let console = RecordingConsole()
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
}
