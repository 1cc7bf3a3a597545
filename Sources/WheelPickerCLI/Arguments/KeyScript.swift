import WheelPickerCore

/// The keys of `--keys`, parsed: each key with how many times to press it.
///
/// Tokens are separated by spaces or commas: `up down … ctrl-k`,
/// `type:TEXT` (up to the next unescaped space or comma; `\ `, `\,` and `\\`
/// escape), each optionally prefixed by a count (`3*down`).
public struct KeyScript: Hashable, Sendable {
  /// The keys in order, with their repeat counts.
  public var strokes: [(key: KeyStroke, count: Int)] {
    get { zip(keys, counts).map { ($0, $1) } }
    set {
      keys = newValue.map(\.key)
      counts = newValue.map(\.count)
    }
  }
  private var keys: [KeyStroke]
  private var counts: [Int]

  /// The largest count one token may carry.
  public static let maximumCount = 10_000

  /// Creates a script.
  public init(_ strokes: [(key: KeyStroke, count: Int)]) {
    keys = strokes.map(\.key)
    counts = strokes.map(\.count)
  }

  /// Every key press in order, counts expanded.
  public var presses: [KeyStroke] {
    zip(keys, counts).flatMap { Array(repeating: $0, count: $1) }
  }

  /// Parses a script.
  ///
  /// - Throws: `WheelPickerError` naming the bad token, the option and the rule.
  public static func parse(_ text: String, option: String) throws(WheelPickerError) -> KeyScript {
    var strokes: [(key: KeyStroke, count: Int)] = []
    for token in tokens(text) {
      strokes.append(try stroke(token, option: option))
    }
    guard !strokes.isEmpty else {
      throw UsageError.invalid(option, text, "must hold at least one key, such as 'down down enter'")
    }
    return KeyScript(strokes)
  }

  /// Splits on unescaped spaces and commas, keeping escapes for ``stroke``.
  private static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var escaping = false
    for character in text {
      if escaping {
        current.append(character)
        escaping = false
      } else if character == "\\" {
        current.append(character)
        escaping = true
      } else if character == " " || character == "," || character == "\t" || character == "\n" {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  private static func stroke(_ token: String, option: String) throws(WheelPickerError) -> (KeyStroke, Int) {
    var body = Substring(token)
    var count = 1
    if let star = body.firstIndex(of: "*"), !body.hasPrefix("type:") {
      let digits = body[..<star]
      guard !digits.isEmpty, digits.count <= 5, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let parsed = Int(digits), (1...maximumCount).contains(parsed)
      else {
        throw UsageError.invalid(
          option, token, "the count before * must be a whole number from 1 to \(maximumCount)")
      }
      count = parsed
      body = body[body.index(after: star)...]
    }
    if body.hasPrefix("type:") {
      let text = unescaped(body.dropFirst(5))
      guard !text.isEmpty else {
        throw UsageError.invalid(option, token, "type: needs text (write \\  for a space, \\, for a comma)")
      }
      return (.text(text), count)
    }
    guard let named = KeyStroke.named.first(where: { $0.token == body.lowercased() }) else {
      let names = KeyStroke.named.map(\.token).joined(separator: " ")
      throw UsageError.invalid(option, token, "unknown key; keys are \(names), type:TEXT, each optionally N*")
    }
    return (named.key, count)
  }

  private static func unescaped(_ text: Substring) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        if character != " " && character != "," && character != "\\" { result.append("\\") }
        result.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    if escaping { result.append("\\") }
    return result
  }

  /// Two scripts are equal when they press the same keys the same number of times.
  public static func == (lhs: KeyScript, rhs: KeyScript) -> Bool {
    lhs.keys == rhs.keys && lhs.counts == rhs.counts
  }

  /// Hashes the keys and counts.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
    hasher.combine(counts)
  }
}
