import Testing

@testable import WheelPickerCLI

@Suite("Launch")
struct CommandTests {
  @Test("one command line parses to equal commands with equal hashes; another differs")
  func commandsCompare() throws {
    let lines = [
      ["range", "--columns", "ymd", "--min-length", "3d", "--select", "2020-05-10..2020-06-01"],
      ["range", "--columns", "ymd", "--max-length", "3d"], ["date", "--columns", "ym"], [],
    ]
    let commands = try lines.map { try CommandLineParser.parse($0, environment: [:]) }
    for (index, command) in commands.enumerated() {
      let again = try CommandLineParser.parse(lines[index], environment: [:])
      #expect(again == command && again.hashValue == command.hashValue, "\(lines[index])")
      for other in commands.indices where other != index {
        #expect(commands[other] != command, "\(lines[index]) vs \(lines[other])")
      }
    }
    if case .run(.picker(let run), _) = commands[2] {
      #expect(run.description.hasPrefix("date DateOptions("))
    } else {
      Issue.record("date --columns ym: \(commands[2])")
    }
  }
}
