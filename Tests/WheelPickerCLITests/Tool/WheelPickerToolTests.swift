import Foundation
import Testing

@testable import WheelPickerCLI

@Suite("WheelPickerTool")
struct WheelPickerToolTests {
  @Test("the environment read from environ is the one Foundation reads, values with = included")
  func environment() {
    setenv("WHEELPICKER_TEST_SETTING", "a=b=c", 1)
    defer { unsetenv("WHEELPICKER_TEST_SETTING") }
    let read = WheelPickerTool.processEnvironment()
    #expect(read["WHEELPICKER_TEST_SETTING"] == "a=b=c")
    #expect(read == ProcessInfo.processInfo.environment)
  }

  @Test("bad usage: exit 2, the message on stderr, nothing on stdout")
  func badUsage() {
    let console = RecordingConsole()
    let status = WheelPickerTool.run(arguments: ["date", "--rows", "4"], environment: [:], console: console)
    #expect(status == .usage)
    #expect(status.code == 2)
    #expect(console.output.isEmpty)
    #expect(console.error == "wheelpicker: --rows 4: must be an odd number from 3 to 15\n")
  }

  @Test("help, version and completion go to stdout with status 0")
  func meta() {
    for arguments in [["--help"], ["slots", "--help"], ["--version"], ["--completion", "bash"]] {
      let console = RecordingConsole()
      let status = WheelPickerTool.run(arguments: arguments, environment: [:], console: console)
      #expect(status == .confirmed, "\(arguments)")
      #expect(!console.output.isEmpty && console.error.isEmpty, "\(arguments)")
    }
    let console = RecordingConsole()
    _ = WheelPickerTool.run(arguments: ["--version"], environment: [:], console: console)
    #expect(console.output == "wheelpicker 0.1.0\n")
  }

  @Test("a closed stdout ends quietly with 141")
  func closedOutput() {
    let console = RecordingConsole(isOutputClosed: true)
    let status = WheelPickerTool.run(arguments: ["--help"], environment: [:], console: console)
    #expect(status.code == 141)
    #expect(console.error.isEmpty)
  }

  @Test("exit statuses are the documented numbers")
  func statuses() {
    #expect(ExitStatus.confirmed.code == 0)
    #expect(ExitStatus.cancelled.code == 1)
    #expect(ExitStatus.usage.code == 2)
    #expect(ExitStatus.interrupted.code == 130)
    #expect(ExitStatus.signal(15).code == 143)
    #expect(ExitStatus.signal(1).code == 129)
  }
}
