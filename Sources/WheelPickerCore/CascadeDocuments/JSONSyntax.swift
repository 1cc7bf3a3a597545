/// Checks that bytes are one JSON document (RFC 8259) in a single pass,
/// without building any value, so that a loader can read it afterwards with
/// ``JSONCursor`` knowing that every string, number and bracket is well formed.
///
/// Strings must be UTF-8 without raw control characters; escapes, including
/// surrogate pairs, must be complete; numbers must follow the grammar and lie
/// within `Double`'s range; arrays and objects nest at most
/// ``maximumNesting`` deep. A byte-order mark before the document is read past.
enum JSONSyntax {
  /// Arrays and objects nested deeper than this are refused, so no reader of
  /// the document can run out of stack.
  static let maximumNesting = 1_024

  /// Where and why bytes are not JSON.
  struct Failure: Error {
    /// The byte offset of the problem.
    var offset: Int
    /// What was expected, and what was found instead.
    var rule: String

    /// `line 3, column 14`, counting characters (not bytes) from 1.
    func location(in bytes: UnsafeBufferPointer<UInt8>) -> String {
      var line = 1
      var lineStart = 0
      let end = min(offset, bytes.count)
      for index in 0..<end where bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      // Continuation bytes do not start a character.
      let column = 1 + bytes[lineStart..<end].count { $0 & 0xC0 != 0x80 }
      return "line \(line), column \(column)"
    }
  }

  /// The offset of the document's first byte (after a byte-order mark).
  static func start(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// Checks the whole document.
  ///
  /// - Throws: the first place where the bytes stop being JSON.
  /// - Complexity: O(*n*) in the number of bytes.
  static func validate(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
    var scanner = Scanner(bytes: bytes, position: start(of: bytes))
    try scanner.document()
  }

  /// Words for the byte at `offset`: `"x"`, `byte 0xFF` or `the end of the file`.
  static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    let byte = bytes[offset]
    if byte == UInt8(ascii: "\"") { return "\"\\\"\"" }
    if byte >= 0x21 && byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
  }

  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func failure(_ expected: String, at offset: Int? = nil) -> Failure {
      let at = offset ?? position
      return Failure(offset: at, rule: "expected \(expected), found \(describe(bytes, at: at))")
    }

    mutating func skipWhitespace() {
      while position < bytes.count {
        switch bytes[position] {
        case 0x20, 0x0A, 0x0D, 0x09: position += 1
        default: return
        }
      }
    }

    mutating func document() throws(Failure) {
      skipWhitespace()
      try value()
      skipWhitespace()
      guard position == bytes.count else { throw failure("the end of the document") }
    }

    /// One value; containers are followed with an explicit stack, not recursion.
    mutating func value() throws(Failure) {
      // `true` for an object, `false` for an array.
      var stack: [Bool] = []
      while true {
        skipWhitespace()
        switch byte(position) ?? 0 {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          guard stack.count < maximumNesting else {
            throw Failure(
              offset: position, rule: "arrays and objects nested deeper than \(maximumNesting) levels")
          }
          let isObject = bytes[position] == UInt8(ascii: "{")
          position += 1
          skipWhitespace()
          let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          if byte(position) == close {
            position += 1
          } else {
            stack.append(isObject)
            if isObject { try fieldName() }
            continue
          }
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw failure("a value")
        }
        // A value ended: close every container it completes.
        while let isObject = stack.last {
          skipWhitespace()
          let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          if byte(position) == UInt8(ascii: ",") {
            position += 1
            if isObject { try fieldName() }
            break
          }
          guard byte(position) == close else {
            throw failure(isObject ? "\",\" or \"}\"" : "\",\" or \"]\"")
          }
          position += 1
          stack.removeLast()
        }
        if stack.isEmpty { return }
      }
    }

    mutating func fieldName() throws(Failure) {
      skipWhitespace()
      guard byte(position) == UInt8(ascii: "\"") else { throw failure("a field name in quotes") }
      try string()
      skipWhitespace()
      guard byte(position) == UInt8(ascii: ":") else { throw failure("\":\" after a field name") }
      position += 1
    }

    mutating func literal(_ word: StaticString) throws(Failure) {
      let start = position
      for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
        guard byte(position) == expected else { throw failure("\(word)", at: start) }
        position += 1
      }
    }

    mutating func digits() -> Int {
      let start = position
      while let byte = byte(position), byte >= 0x30 && byte <= 0x39 { position += 1 }
      return position - start
    }

    mutating func number() throws(Failure) {
      let start = position
      if byte(position) == UInt8(ascii: "-") { position += 1 }
      if byte(position) == UInt8(ascii: "0") {
        position += 1
      } else {
        guard digits() > 0 else { throw failure("a digit") }
      }
      var isPlain = true
      if byte(position) == UInt8(ascii: ".") {
        position += 1
        isPlain = false
        guard digits() > 0 else { throw failure("a digit after \".\"") }
      }
      if byte(position) == UInt8(ascii: "e") || byte(position) == UInt8(ascii: "E") {
        position += 1
        isPlain = false
        if byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") { position += 1 }
        guard digits() > 0 else { throw failure("a digit in the exponent") }
      }
      // Only long or scaled numbers can leave Double's range; the rest need no conversion.
      if !isPlain || position - start > 300 {
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
          throw Failure(offset: start, rule: "number \(text.prefix(40)) is beyond the range of a double")
        }
      }
    }

    mutating func string() throws(Failure) {
      position += 1
      while true {
        guard let byte = byte(position) else { throw failure("\"\\\"\" to end the string") }
        switch byte {
        case UInt8(ascii: "\""):
          position += 1
          return
        case UInt8(ascii: "\\"): try escape()
        case 0..<0x20:
          throw Failure(
            offset: position,
            rule:
              "control character U+00\(String(byte, radix: 16, uppercase: true).leftPadded(to: 2)) inside a string (escape it)"
          )
        case 0x20..<0x80: position += 1
        default: try utf8Sequence()
        }
      }
    }

    mutating func escape() throws(Failure) {
      let start = position
      position += 1
      switch byte(position) {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        position += 1
      case UInt8(ascii: "u"):
        position += 1
        let unit = try hexUnit(escapeStart: start)
        if (0xD800..<0xDC00).contains(unit) {
          guard byte(position) == UInt8(ascii: "\\"), byte(position + 1) == UInt8(ascii: "u") else {
            throw Failure(
              offset: start, rule: "high surrogate \\u\(hex(unit)) without a low surrogate after it")
          }
          let lowStart = position
          position += 2
          let low = try hexUnit(escapeStart: lowStart)
          guard (0xDC00..<0xE000).contains(low) else {
            throw Failure(
              offset: lowStart, rule: "\\u\(hex(low)) where the low surrogate for \\u\(hex(unit)) belongs")
          }
        } else if (0xDC00..<0xE000).contains(unit) {
          throw Failure(
            offset: start, rule: "low surrogate \\u\(hex(unit)) without a high surrogate before it")
        }
      default:
        throw failure("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX) after \"\\\"", at: position)
      }
    }

    mutating func hexUnit(escapeStart: Int) throws(Failure) -> UInt16 {
      var unit: UInt16 = 0
      for _ in 0..<4 {
        guard let byte = byte(position), let digit = JSONSyntax.hexValue(byte) else {
          throw failure("four hexadecimal digits after \\u")
        }
        unit = unit << 4 | UInt16(digit)
        position += 1
      }
      return unit
    }

    func hex(_ unit: UInt16) -> String { String(unit, radix: 16, uppercase: true).leftPadded(to: 4) }

    /// One multi-byte UTF-8 character: no overlong forms, surrogates or values past U+10FFFF.
    mutating func utf8Sequence() throws(Failure) {
      let lead = bytes[position]
      let invalid = Failure(
        offset: position, rule: "invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xED:
        length = 3
        high = 0x9F
      case 0xE1...0xEF: length = 3
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF4:
        length = 4
        high = 0x8F
      case 0xF1...0xF3: length = 4
      default: throw invalid
      }
      guard let second = byte(position + 1), second >= low, second <= high else { throw invalid }
      for offset in 2..<length {
        guard let next = byte(position + offset), next & 0xC0 == 0x80 else { throw invalid }
      }
      position += length
    }
  }

  /// The value of a hexadecimal digit.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}

extension String {
  /// The string with zeros in front up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
