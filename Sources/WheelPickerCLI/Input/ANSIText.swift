import WheelPickerTerminal

/// Text with terminal escape sequences in it, as `ls --color` or `grep --color` write it, read
/// for `--ansi`: the visible text is what remains once every escape sequence is removed.
///
/// Removed whole: a control sequence (`ESC [`, parameters, intermediates, a final byte: colours
/// and cursor moves alike), an operating-system command or other string (`ESC ]`, `ESC P`,
/// `ESC X`, `ESC ^`, `ESC _`, up to BEL or `ESC \`, or to the end when unterminated), and any other
/// `ESC` with its intermediate bytes and the one character after them. Other control characters stay: the screen shows them
/// as control pictures, as it shows any item's. The colours and attributes of SGR sequences
/// (`ESC [ … m`) are kept apart by ``styled(_:)``.
enum ANSIText {
  /// One part of the visible text and the style the sequences before it set.
  struct Run: Hashable, Sendable {
    /// Its bytes in the visible text.
    var bytes: Range<Int>
    /// Its style; never plain.
    var style: Style
  }

  /// The visible text of `bytes` and its styled parts.
  ///
  /// - Complexity: O(bytes).
  static func styled(_ bytes: some Collection<UInt8>) -> (text: [UInt8], runs: [Run]) {
    let bytes = Array(bytes)
    guard bytes.contains(0x1B) else { return (bytes, []) }
    var text: [UInt8] = []
    var runs: [Run] = []
    var style = Style.plain
    var runStart = 0
    func close() {
      if style != .plain, runStart < text.count {
        runs.append(Run(bytes: runStart..<text.count, style: style))
      }
      runStart = text.count
    }
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B else {
        text.append(bytes[index])
        index += 1
        continue
      }
      let end = end(ofSequenceAt: index, in: bytes)
      if end - index >= 3, bytes[index + 1] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "m") {
        let next = SGRStyle.applying(bytes[(index + 2)..<(end - 1)], to: style)
        if next != style {
          close()
          style = next
        }
      }
      index = end
    }
    close()
    return (text, runs)
  }

  /// `bytes` without their escape sequences.
  ///
  /// - Complexity: O(bytes).
  static func visible(_ bytes: some Collection<UInt8>) -> [UInt8] {
    styled(bytes).text
  }

  /// The index after the escape sequence that starts at `start` (an `ESC`).
  static func end(ofSequenceAt start: Int, in bytes: [UInt8]) -> Int {
    var index = start + 1
    guard index < bytes.count else { return index }
    switch bytes[index] {
    case UInt8(ascii: "["):
      index += 1
      while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
      // The final byte, when there is one; anything else ends the broken sequence before it.
      if index < bytes.count, (0x40...0x7E).contains(bytes[index]) { index += 1 }
      return index
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      index += 1
      while index < bytes.count {
        if bytes[index] == 0x07 { return index + 1 }
        if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
          return index + 2
        }
        index += 1
      }
      return index
    default:
      // ESC, any intermediate bytes (`ESC ( B` chooses a character set) and the character after
      // them (a whole UTF-8 sequence when it is not ASCII).
      while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
      guard index < bytes.count else { return index }
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      return index
    }
  }
}
