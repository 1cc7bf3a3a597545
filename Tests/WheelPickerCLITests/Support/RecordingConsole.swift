import Foundation

@testable import WheelPickerCLI

/// A console that records what the command writes, for tests.
final class RecordingConsole: Console, @unchecked Sendable {
  private let lock = NSLock()
  private var storedOutput: [UInt8] = []
  private var storedError = ""
  private let input: [UInt8]
  private let isOutputClosed: Bool

  let isInputTerminal: Bool
  let isOutputTerminal: Bool

  init(
    input: String = "", isOutputClosed: Bool = false, isInputTerminal: Bool = false,
    isOutputTerminal: Bool = false
  ) {
    self.input = Array(input.utf8)
    self.isOutputClosed = isOutputClosed
    self.isInputTerminal = isInputTerminal
    self.isOutputTerminal = isOutputTerminal
  }

  init(inputBytes: [UInt8], isOutputTerminal: Bool = false) {
    input = inputBytes
    isOutputClosed = false
    isInputTerminal = false
    self.isOutputTerminal = isOutputTerminal
  }

  var output: String { String(decoding: outputBytes, as: UTF8.self) }
  var outputBytes: [UInt8] { lock.withLock { storedOutput } }
  var error: String { lock.withLock { storedError } }

  func writeOutput(_ text: String) -> Bool { writeOutput(bytes: Array(text.utf8)) }

  func writeOutput(bytes: [UInt8]) -> Bool {
    guard !isOutputClosed else { return false }
    lock.withLock { storedOutput += bytes }
    return true
  }

  func writeError(_ text: String) { lock.withLock { storedError += text } }

  func readInput(limit: Int) -> StreamRead { input.count > limit ? .tooLarge : .bytes(input) }
}
