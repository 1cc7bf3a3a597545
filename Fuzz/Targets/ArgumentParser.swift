// fuzz-modules: WheelPickerCLI
// The whole command line (arguments split at NUL): messages are harmless, and what is accepted
// runs over `--keys` to 0, 1 or 2 (then with one line saying why).
import Foundation
import WheelPickerCore

@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgumentParser(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = fuzzBytes(start, count)
  // As the process reads them: each argument's own bytes (ArgumentBytes).
  let arguments = bytes.split(separator: 0, maxSplits: 24, omittingEmptySubsequences: false).map {
    ArgumentBytes.text(of: Array($0))
  }
  let environment = ["LANG": "en_US.UTF-8", "TZ": "Asia/Shanghai", "COLUMNS": "80", "LINES": "24"]
  let invocation: Invocation
  do {
    invocation = try CommandLineParser.parse(arguments, environment: environment)
  } catch {
    requireHarmless(error.message, "\(arguments)")
    return 0
  }
  // Paths are left alone: a fuzzed `/dev/stdin` or FIFO would wait for ever.
  guard case .run(let command, var common) = invocation, case .picker = command,
    !arguments.contains(where: { $0.contains("/") })
  else { return 0 }
  if common.keys.map({ $0.pressCount > 64 }) ?? true {
    common.keys = try? KeyScript.parse("down enter", option: "--keys")
  }
  let console = FuzzConsole()
  let status = CommandRunner(environment: environment, console: console).run(command, options: common)
  require(
    [0, 1, 2].contains(status.code),
    "\(arguments) ended with \(status.code): \(console.error.debugDescription)")
  // Some checks need the data (an item of the list, a date inside the bounds): such a refusal
  // still comes before any sheet, as one line naming the value.
  let lines = console.error.split(separator: "\n")
  require(
    status.code != 2 || (lines.count == 1 && lines[0].hasPrefix("wheelpicker: ") && lines[0].count > 20),
    "\(arguments) was accepted, then refused without a one-line reason: \(console.error.debugDescription)")
  return 0
}

/// A console with empty stdin that keeps what is written.
private final class FuzzConsole: Console, @unchecked Sendable {
  private(set) var error = ""

  var isInputTerminal: Bool { false }
  var isOutputTerminal: Bool { false }

  func writeOutput(_ text: String) -> Bool { true }
  func writeOutput(bytes: [UInt8]) -> Bool { true }
  func writeError(_ text: String) { error += text }
  func readInput(limit: Int) -> StreamRead {
    .bytes([])
  }
}
