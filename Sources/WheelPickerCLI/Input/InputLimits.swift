import WheelPickerCore

/// The most `wheelpicker` reads from each input, so that no input can make it
/// grow without bound (`list < /dev/zero`): past a limit it stops reading and
/// exits 2 with a message naming the limit and the size read.
///
/// The limits are far beyond what a person picks from; `--help` and the
/// command's DocC catalog list them.
enum InputLimits {
  /// Bytes read from stdin or from a `cascade` FILE: 256 MiB.
  static let streamBytes = 256 << 20
  /// Lines of a `list` read from stdin: 10,000,000.
  static let listLines = 10_000_000
  /// Bytes of one `list` line: 1 MiB.
  static let lineBytes = 1 << 20
  /// Bytes of one command-line argument: 128 KiB (Linux's own limit for one argument).
  static let argumentBytes = 128 << 10
  /// Characters of a `--title`: 4,096.
  static let titleCharacters = 4_096
  /// Tokens of a `--keys` script: 10,000.
  static let keyTokens = 10_000
  /// Key presses of a `--keys` script, counts expanded: 1,000,000.
  static let keyPresses = 1_000_000
  /// Characters of a `--query` or `--filter`: 4,096, what the sheet's query keeps.
  static let queryCharacters = 4_096
  /// Bytes of a `list --delimiter`: 256.
  static let delimiterBytes = 256
  /// Comma-separated expressions of a `--with-nth` or `--accept-nth`: 64.
  static let fieldExpressions = 64
  /// The largest field number of a `--with-nth` or `--accept-nth`: 1,048,576 (a list line of
  /// ``lineBytes`` has at most that many fields).
  static let fieldIndex = 1 << 20

  /// The limits as `--help` lists them, in one sentence (the typed query's
  /// limit is the terminal face's: the rest of a query is dropped, with a note).
  static var summary: String {
    "stdin and a cascade FILE \(size(streamBytes)); a list line \(size(lineBytes)), "
      + "\(count(listLines)) lines; an argument \(size(argumentBytes)); --title "
      + "\(count(titleCharacters)) characters; --query and --filter \(count(queryCharacters)) characters; "
      + "--keys \(count(keyTokens)) tokens and "
      + "\(count(keyPresses)) presses; --delimiter \(size(delimiterBytes)); --with-nth and --accept-nth "
      + "\(count(fieldExpressions)) expressions, fields up to \(count(fieldIndex)): past one, exit 2. "
      + "A typed query keeps 4,096 characters."
  }

  /// `256 MiB`, `1 MiB`, `128 KiB`, `1.5 MiB`, `300 bytes`: a size as messages show it.
  static func size(_ bytes: Int) -> String {
    let units: [(Int, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
    for (unit, name) in units where bytes >= unit {
      let tenths = bytes * 10 / unit
      return tenths % 10 == 0 ? "\(tenths / 10) \(name)" : "\(tenths / 10).\(tenths % 10) \(name)"
    }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }

  /// `10,000,000`: a count as messages show it.
  static func count(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// The error of a stream read past ``streamBytes``: `stdin: more than 256 MiB read (limit 256 MiB)`.
  static func tooLarge(_ source: String, limit: Int = streamBytes) -> UsageError {
    UsageError(
      .overLimit(subject: source),
      message:
        "\(source): more than \(size(limit)) read (limit \(size(limit))); wheelpicker --help lists the limits"
    )
  }
}
