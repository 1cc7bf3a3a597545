#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Command-line arguments as their exact bytes, carried in `String`s.
///
/// The parser, the options and their messages work on `String`s, yet an argument may hold bytes
/// that are not UTF-8 (a Latin-1 file name: `caf\xE9.txt`), and an item's answer must be its own
/// bytes, as a line piped in is. Each such byte becomes one of the 256 last code points of
/// plane 16 (U+10FF00 + byte), and so does each byte of a code point already in that range, so
/// the mapping is one-to-one: ``bytes(of:)`` gives back exactly what the system passed. Text
/// that is UTF-8 outside that range (every argument a person types) is unchanged.
enum ArgumentBytes {
  /// The first of the code points that stand for one byte each.
  static let base: UInt32 = 0x10_FF00

  /// The arguments the process was started with, after the program's name.
  static func processArguments() -> [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
      let length = strlen(pointer)
      return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
        text(of: Array(UnsafeBufferPointer(start: $0, count: length)))
      }
    }
  }

  /// The text that carries `bytes`.
  ///
  /// - Complexity: O(bytes).
  static func text(of bytes: [UInt8]) -> String {
    var scalars = String.UnicodeScalarView()
    walk(bytes) { scalar, encoded in
      if let scalar, scalar.value < base {
        scalars.append(scalar)
      } else {
        for byte in encoded { scalars.append(Unicode.Scalar(base + UInt32(byte)) ?? "\u{FFFD}") }
      }
    }
    return String(scalars)
  }

  /// The bytes `text` carries: its UTF-8, each stand-in code point turned back into its byte.
  ///
  /// - Complexity: O(length of `text`).
  static func bytes(of text: String) -> [UInt8] {
    guard carriesBytes(text) else { return Array(text.utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.value >= base {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value - base))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// Whether `text` holds a stand-in for a byte (so its bytes differ from its UTF-8).
  static func carriesBytes(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value >= base }
  }

  /// `text` as a person sees it: its bytes decoded as UTF-8, an invalid sequence as U+FFFD (as a
  /// line piped in shows).
  static func shown(_ text: String) -> String {
    guard carriesBytes(text) else { return text }
    return String(decoding: bytes(of: text), as: UTF8.self)
  }

  /// `text` for a message: each byte that is not part of UTF-8 written as `\xE9`.
  static func escaped(_ text: String) -> String {
    guard carriesBytes(text) else { return text }
    var result = String.UnicodeScalarView()
    walk(bytes(of: text)) { scalar, encoded in
      if let scalar {
        result.append(scalar)
      } else {
        for byte in encoded {
          let digits = String(byte, radix: 16, uppercase: true)
          result.append(contentsOf: ("\\x" + (byte < 16 ? "0" : "") + digits).unicodeScalars)
        }
      }
    }
    return String(result)
  }

  /// Calls `body` with each scalar of `bytes` and its encoding, or with `nil` and the bytes of
  /// each sequence that is not UTF-8.
  private static func walk(_ bytes: [UInt8], _ body: (Unicode.Scalar?, ArraySlice<UInt8>) -> Void) {
    var index = 0
    while index < bytes.count {
      var iterator = bytes[index...].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        body(Unicode.UTF8.decode(encoded), bytes[index..<index + encoded.count])
        index += encoded.count
      case .error(let length):
        body(nil, bytes[index..<index + length])
        index += length
      case .emptyInput:
        index = bytes.count
      }
    }
  }
}
