/// Reads a JSON document that ``JSONSyntax/validate(_:)`` accepted, straight
/// from its bytes: no value tree, and no `String` made except for the strings
/// a reader asks for.
///
/// Reads never go past the buffer even if the bytes were not validated; they
/// then give wrong values, never a crash.
struct JSONCursor: DocumentCursor {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position: Int

  /// A cursor on the document's top-level value, or on the value that starts at the byte
  /// offset `start` (where another cursor's ``progress`` stood on it).
  init(validated bytes: UnsafeBufferPointer<UInt8>, at start: Int? = nil) {
    self.bytes = bytes
    position = start ?? JSONSyntax.start(of: bytes)
    skipWhitespace()
  }

  var isJSON: Bool { true }

  var progress: Int { position }

  @inline(__always)
  private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

  @inline(__always)
  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  var kind: DocumentValueKind {
    switch byte(position) {
    case UInt8(ascii: "{"): .object
    case UInt8(ascii: "["): .array
    case UInt8(ascii: "\""): .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): .boolean
    case UInt8(ascii: "n"): .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): .number
    default: .other
    }
  }

  /// Runs `body` on the value here and skips it if `body` left it alone.
  @inline(__always)
  private mutating func consume<E: Error>(_ body: (inout Self) throws(E) -> Void) throws(E) {
    let start = position
    try body(&self)
    if position == start { skip() }
    // Only bytes that were never validated can stop a skip; step on rather than loop.
    if position == start { position += 1 }
    skipWhitespace()
  }

  mutating func forEachElement<E: Error>(_ body: (inout Self, Int) throws(E) -> Void) throws(E) {
    guard byte(position) == UInt8(ascii: "[") else { return skip() }
    position += 1
    skipWhitespace()
    var index = 0
    while position < bytes.count && bytes[position] != UInt8(ascii: "]") {
      try consume { cursor throws(E) in try body(&cursor, index) }
      index += 1
      if byte(position) == UInt8(ascii: ",") {
        position += 1
        skipWhitespace()
      }
    }
    position += 1
    skipWhitespace()
  }

  mutating func forEachField<E: Error>(
    in names: FieldNames, _ body: (inout Self, Int) throws(E) -> Void
  ) throws(E) {
    try fields { cursor, name throws(E) in
      guard let which = cursor.match(name, names) else { return }
      try body(&cursor, which)
    }
  }

  mutating func forEachField<E: Error>(_ body: (inout Self, String) throws(E) -> Void) throws(E) {
    try fields { cursor, name throws(E) in try body(&cursor, cursor.makeString(name)) }
  }

  /// Calls `body` with the byte range of each field's name (inside its quotes),
  /// the cursor on the field's value.
  private mutating func fields<E: Error>(_ body: (inout Self, Range<Int>) throws(E) -> Void) throws(E) {
    guard byte(position) == UInt8(ascii: "{") else { return skip() }
    position += 1
    skipWhitespace()
    while position < bytes.count && bytes[position] == UInt8(ascii: "\"") {
      let name = stringContents()
      skipWhitespace()
      position += 1  // ":"
      skipWhitespace()
      try consume { cursor throws(E) in try body(&cursor, name) }
      if byte(position) == UInt8(ascii: ",") {
        position += 1
        skipWhitespace()
      }
    }
    position += 1
    skipWhitespace()
  }

  /// The index in `names` of the field name at `range`.
  private func match(_ range: Range<Int>, _ names: FieldNames) -> Int? {
    let name = UnsafeBufferPointer(rebasing: bytes[range])
    if !name.contains(UInt8(ascii: "\\")) {
      return names.utf8.firstIndex { $0.count == name.count && $0.elementsEqual(name) }
    }
    let decoded = makeString(range)
    return names.names.firstIndex(of: decoded)
  }

  /// Steps over a string, returning the range of its contents.
  private mutating func stringContents() -> Range<Int> {
    position += 1
    let start = position
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\""):
        position += 1
        return start..<(position - 1)
      case UInt8(ascii: "\\"): position += 2
      default: position += 1
      }
    }
    return start..<min(position, bytes.count)
  }

  mutating func string() -> String {
    guard byte(position) == UInt8(ascii: "\"") else {
      skip()
      return ""
    }
    return makeString(stringContents())
  }

  /// The text of the string contents at `range`, escapes decoded.
  private func makeString(_ range: Range<Int>) -> String {
    let raw = UnsafeBufferPointer(rebasing: bytes[range])
    guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
        decoded.append(byte)
        index += 1
        continue
      }
      let escaped = raw[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = UInt32(hexUnit(raw, at: index))
        index += 4
        if (0xD800..<0xDC00).contains(scalar), index + 5 < raw.count, raw[index] == UInt8(ascii: "\\") {
          let low = UInt32(hexUnit(raw, at: index + 2))
          index += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + ((low &- 0xDC00) & 0x3FF)
        }
        decoded.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
      default: decoded.append(escaped)
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  private func hexUnit(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16 {
    var unit: UInt16 = 0
    for offset in index..<min(index + 4, raw.count) {
      unit = unit << 4 | UInt16(JSONSyntax.hexValue(raw[offset]) ?? 0)
    }
    return unit
  }

  mutating func boolean() -> Bool {
    let isTrue = byte(position) == UInt8(ascii: "t")
    skip()
    return isTrue
  }

  mutating func integer() -> DocumentInteger {
    let start = position
    var isPlain = true
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): break
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"): isPlain = false
      default:
        return classify(start..<position, isPlain: isPlain)
      }
      position += 1
    }
    return classify(start..<position, isPlain: isPlain)
  }

  private func classify(_ range: Range<Int>, isPlain: Bool) -> DocumentInteger {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    if isPlain {
      // Digits alone are read exactly; Int64 keeps `-0` from becoming a key of its own.
      guard let value = Int64(text) else { return .tooLarge(text) }
      return .whole(String(value))
    }
    return DocumentInteger.from(Double(text) ?? .nan, text: text)
  }

  mutating func skip() {
    switch byte(position) {
    case UInt8(ascii: "\""): _ = stringContents()
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      var depth = 0
      while position < bytes.count {
        switch bytes[position] {
        case UInt8(ascii: "\""):
          _ = stringContents()
          continue
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 {
            position += 1
            return
          }
        default: break
        }
        position += 1
      }
    default:
      // A number or a literal ends where its container goes on.
      while position < bytes.count {
        switch bytes[position] {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09: return
        default: position += 1
        }
      }
    }
  }
}
