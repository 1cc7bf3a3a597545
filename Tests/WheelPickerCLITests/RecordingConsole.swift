import Foundation

@testable import WheelPickerCLI

/// A console that records what the command writes, for tests.
final class RecordingConsole: Console, @unchecked Sendable {
  private let lock = NSLock()
  private var storedOutput = ""
  private var storedError = ""
  private let input: [UInt8]
  private let isOutputClosed: Bool

  let isInputTerminal: Bool

  init(input: String = "", isOutputClosed: Bool = false, isInputTerminal: Bool = false) {
    self.input = Array(input.utf8)
    self.isOutputClosed = isOutputClosed
    self.isInputTerminal = isInputTerminal
  }

  var output: String { lock.withLock { storedOutput } }
  var error: String { lock.withLock { storedError } }

  func writeOutput(_ text: String) -> Bool {
    guard !isOutputClosed else { return false }
    lock.withLock { storedOutput += text }
    return true
  }

  func writeError(_ text: String) { lock.withLock { storedError += text } }

  func readInput() -> [UInt8] { input }
}
