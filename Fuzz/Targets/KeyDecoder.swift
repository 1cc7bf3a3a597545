// fuzz-modules: WheelPickerTerminal
// Terminal bytes → keys, mouse, pastes: work linear in the bytes, any split of them decodes alike.
@testable import WheelPickerTerminal

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = fuzzBytes(start, count)
  guard let first = bytes.first else { return 0 }
  // The first byte chooses whether a position report is awaited and how the rest arrives.
  let input = bytes.dropFirst()
  var whole = KeyDecoder()
  if first & 1 == 1 { whole.expectCursorPosition() }
  let events = whole.feed(input) + whole.flush()
  requireLinear(whole.steps, bytes: input.count, perByte: 2, "feeding \(input.count) bytes at once")
  require(events.count <= input.count, "\(events.count) events from \(input.count) bytes")
  if isCompleteSequences(input) {
    require(!events.contains(.key(.escape)), "complete control sequences decode as Esc: \(events)")
  }
  for case .paste(let text) in events {
    require(text.utf8.count <= KeyDecoder.maximumPaste + 4, "a paste of \(text.utf8.count) bytes")
  }

  var split = KeyDecoder()
  if first & 1 == 1 { split.expectCursorPosition() }
  var pieces: [TerminalEvent] = []
  var offset = input.startIndex
  var length = Int(first >> 1) % 7 + 1
  while offset < input.endIndex {
    let end = min(offset + length, input.endIndex)
    pieces += split.feed(input[offset..<end])
    offset = end
    length = length % 7 + 1
  }
  pieces += split.flush()
  require(pieces == events, "split in pieces the bytes decode as \(pieces), at once as \(events)")
  // One byte at a time may rescan a pending sequence, at most maximumSequence bytes each time.
  requireLinear(
    split.steps, bytes: input.count, perByte: KeyDecoder.maximumSequence + 2, "feeding in pieces")
  return 0
}

/// Whether every Esc in `bytes` begins a whole control sequence (`ESC [`, parameter bytes, a
/// final byte): then none of them is the Esc key, however long the sequence.
private func isCompleteSequences(_ bytes: ArraySlice<UInt8>) -> Bool {
  var index = bytes.startIndex
  while let escape = bytes[index...].firstIndex(of: 0x1B) {
    guard escape + 1 < bytes.endIndex, bytes[escape + 1] == UInt8(ascii: "[") else { return false }
    index = escape + 2
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex, (0x40...0x7E).contains(bytes[index]) else { return false }
    index += 1
  }
  return true
}
