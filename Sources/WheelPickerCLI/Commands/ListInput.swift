import WheelPickerCore

/// The items of `wheelpicker list`: its arguments, else one per line of stdin.
///
/// Reading stays on plain bytes and `String(decoding:)`, so the list path
/// never loads ICU (issue 4 §5: memory against fzf).
enum ListInput {
  /// Splits bytes into lines: `\n` ends a line, a `\r` before it is dropped,
  /// a last line without `\n` counts, invalid UTF-8 becomes U+FFFD.
  ///
  /// - Complexity: O(bytes).
  static func lines(_ bytes: [UInt8]) -> [String] {
    var lines: [String] = []
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      var index = 0
      while index < buffer.count {
        if buffer[index] == 0x0A {
          var end = index
          if end > start, buffer[end - 1] == 0x0D { end -= 1 }
          lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
          start = index + 1
        }
        index += 1
      }
      if start < buffer.count {
        var end = buffer.count
        if buffer[end - 1] == 0x0D { end -= 1 }
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
      }
    }
    return lines
  }

  /// The items to show.
  ///
  /// - Throws: ``WheelPickerError`` when there are none, or none could be read
  ///   because stdin is a terminal.
  static func items(_ options: ListOptions, console: some Console) throws(WheelPickerError) -> [String] {
    if let items = options.items { return items }
    guard !console.isInputTerminal else {
      throw UsageError.misuse(
        "wheelpicker list", "no ITEM arguments and stdin is a terminal: give items or pipe lines in")
    }
    let items = lines(console.readInput())
    guard !items.isEmpty else {
      throw UsageError.misuse("wheelpicker list", "stdin held no lines: give items or pipe lines in")
    }
    return items
  }
}
