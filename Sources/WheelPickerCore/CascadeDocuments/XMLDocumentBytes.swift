import Foundation

/// The bytes of an XML property list as the XML parser is given them: UTF-8, line ends normalised.
///
/// XML 1.0 §4.3.3 lets a document be UTF-16 (with a byte-order mark, or starting `<?xml` in
/// either byte order), as Python's `plistlib` and Apple's tools read it; §2.11 makes every CR LF
/// and lone CR a line feed before parsing, so a string written on Windows reads as on any system.
enum XMLDocumentBytes {
  /// Why bytes that start like UTF-16 XML could not be read.
  struct Failure: Error {
    /// The rule broken.
    let reason: String
  }

  /// The byte order of a document that starts like UTF-16 XML, `nil` for any other.
  ///
  /// A byte-order mark (`FF FE`, `FE FF`) or `<` and `?` as 16-bit units (`3C 00 3F 00`,
  /// `00 3C 00 3F`).
  static func utf16Order(of data: Data) -> (bigEndian: Bool, markLength: Int)? {
    let head = [UInt8](data.prefix(4))
    if head.starts(with: [0xFF, 0xFE]) { return (false, 2) }
    if head.starts(with: [0xFE, 0xFF]) { return (true, 2) }
    if head == [0x3C, 0x00, 0x3F, 0x00] { return (false, 0) }
    if head == [0x00, 0x3C, 0x00, 0x3F] { return (true, 0) }
    return nil
  }

  /// The UTF-8 form of UTF-16 XML, its declaration's encoding made `UTF-8` to match.
  ///
  /// - Throws: ``Failure`` for an odd number of bytes or a lone surrogate.
  /// - Complexity: O(bytes).
  static func utf8(fromUTF16 data: Data, bigEndian: Bool, markLength: Int) throws(Failure) -> Data {
    let body = data.dropFirst(markLength)
    guard body.count.isMultiple(of: 2) else {
      throw Failure(reason: "UTF-16 text of an odd number of bytes (\(data.count))")
    }
    var units: [UInt16] = []
    units.reserveCapacity(body.count / 2)
    var index = body.startIndex
    while index < body.endIndex {
      let first = UInt16(body[index])
      let second = UInt16(body[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    var output: [UInt8] = []
    output.reserveCapacity(units.count * 3 / 2)
    var iterator = units.makeIterator()
    var decoder = UTF16()
    var position = 0
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        position += scalar.utf16.count
        UTF8.encode(scalar) { output.append($0) }
      case .emptyInput: break loop
      case .error:
        throw Failure(reason: "not valid UTF-16: a lone surrogate at byte \(markLength + position * 2)")
      }
    }
    return Data(declaringUTF8(output))
  }

  /// `bytes` with each CR LF and each lone CR made one line feed (XML 1.0 §2.11); the same bytes
  /// when they hold no CR.
  ///
  /// - Complexity: O(bytes).
  static func normalizingLineEnds(_ data: Data) -> Data {
    guard data.contains(0x0D) else { return data }
    var output = Data()
    output.reserveCapacity(data.count)
    var previousWasCR = false
    for byte in data {
      if byte == 0x0A, previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = byte == 0x0D
      output.append(previousWasCR ? 0x0A : byte)
    }
    return output
  }

  /// `bytes` with the `encoding` of an XML declaration at their start made `UTF-8`.
  private static func declaringUTF8(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.starts(with: Array("<?xml".utf8)), let end = bytes.firstIndex(of: UInt8(ascii: ">")) else {
      return bytes
    }
    let declaration = String(decoding: bytes[..<end], as: UTF8.self)
    guard let range = declaration.range(of: #"encoding\s*=\s*["'][^"']*["']"#, options: .regularExpression)
    else { return bytes }
    let rewritten = declaration.replacingCharacters(in: range, with: "encoding=\"UTF-8\"")
    return Array(rewritten.utf8) + bytes[end...]
  }
}
