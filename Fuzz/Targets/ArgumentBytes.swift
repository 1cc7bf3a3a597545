// fuzz-modules: WheelPickerCLI
// Arguments' own bytes (split at NUL): each reads back exactly, and `list ITEM…` answers the item
// chosen (first, or named by `--select`) with exactly its bytes, as a line piped in would be.
import Foundation
import WheelPickerCore

@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgumentBytes(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = fuzzBytes(start, count)
  let items = bytes.split(separator: 0, maxSplits: 8, omittingEmptySubsequences: false).map(Array.init)
  let texts = items.map(ArgumentBytes.text(of:))
  for (item, text) in zip(items, texts) {
    require(ArgumentBytes.bytes(of: text) == item, "\(item) reads back as \(ArgumentBytes.bytes(of: text))")
    requireHarmless(UsageError.shown(text), "\(item) in a message")
  }
  // An item that starts with - is an option; the rest are items of the list.
  guard !items.contains(where: { $0.first == UInt8(ascii: "-") }) else { return 0 }
  let chosen = texts.count > 1 ? texts.count - 1 : 0
  let console = ByteConsole()
  let arguments = ["list", "--keys", "enter", "--"] + texts
  let selecting = ["list", "--select", texts[chosen], "--keys", "enter", "--"] + texts
  for (line, expected) in [(arguments, items[0]), (selecting, items[chosen])] {
    console.output = []
    let status = WheelPickerTool.run(arguments: line, environment: [:], console: console)
    require(status.code == 0, "\(items): status \(status.code), \(console.error.debugDescription)")
    require(console.output == expected + [0x0A], "\(items): answered \(console.output), not \(expected)")
  }
  return 0
}

/// A console with empty stdin that keeps the bytes written.
private final class ByteConsole: Console, @unchecked Sendable {
  var output: [UInt8] = []
  private(set) var error = ""

  var isInputTerminal: Bool { false }
  var isOutputTerminal: Bool { false }

  func writeOutput(_ text: String) -> Bool { writeOutput(bytes: Array(text.utf8)) }
  func writeOutput(bytes: [UInt8]) -> Bool {
    output += bytes
    return true
  }
  func writeError(_ text: String) { error += text }
  func readInput(limit: Int) -> StreamRead { .bytes([]) }
}
