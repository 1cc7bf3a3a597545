import WheelPickerCore
import WheelPickerTerminal

/// The keys of `--keys`, parsed into the terminal's ``/WheelPickerTerminal/KeyPress``s: each step with
/// how many times to press it.
///
/// Tokens are separated by spaces, commas, tabs or line breaks: `up down … ctrl-k`,
/// `type:TEXT` (up to the next unescaped separator; a backslash before a separator
/// or a backslash escapes it: `\ `, `\,`, `\\`; one key per character), each
/// optionally prefixed by a count (`3*down`).
struct KeyScript: Hashable, Sendable {
  /// One token: the keys it presses and how many times.
  struct Step: Hashable, Sendable {
    /// The keys, in order (one for a named key, one per character for `type:`).
    var keys: [KeyPress]
    /// How many times they are pressed.
    var count: Int
  }

  /// The tokens in order, counts not expanded.
  var steps: [Step]

  /// The largest count one token may carry.
  static let maximumCount = 10_000

  /// The named keys by their token, in the order help lists them.
  static let named: [(token: String, key: KeyPress)] = [
    ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("tab", .tab),
    ("backtab", .backTab), ("pgup", .pageUp), ("pgdn", .pageDown), ("home", .home), ("end", .end),
    ("enter", .enter), ("esc", .escape), ("space", .character(" ")), ("backspace", .backspace),
    ("ctrl-c", .control("c")), ("ctrl-n", .control("n")), ("ctrl-p", .control("p")),
    ("ctrl-j", .control("j")), ("ctrl-k", .control("k")), ("ctrl-a", .control("a")),
  ]

  /// The number of key presses, counts expanded.
  ///
  /// - Complexity: O(steps).
  var pressCount: Int { steps.reduce(0) { $0 + $1.keys.count * $1.count } }

  /// Every key press in order, counts expanded, in one allocation.
  ///
  /// - Complexity: O(presses).
  var presses: [KeyPress] {
    var presses: [KeyPress] = []
    presses.reserveCapacity(pressCount)
    for step in steps {
      for _ in 0..<step.count { presses.append(contentsOf: step.keys) }
    }
    return presses
  }

  /// Parses a script.
  ///
  /// - Parameters:
  ///   - text: the script as given.
  ///   - option: the option it came from, for messages.
  ///   - maximumTokens: the most tokens a script may hold (``InputLimits/keyTokens``).
  ///   - maximumPresses: the most presses, counts expanded (``InputLimits/keyPresses``).
  /// - Throws: `UsageError` naming the bad token, the option and the rule,
  ///   or the limit a script passes and its size.
  /// - Complexity: O(text length); tokenizing stops past `maximumTokens`.
  static func parse(
    _ text: String, option: String, maximumTokens: Int = InputLimits.keyTokens,
    maximumPresses: Int = InputLimits.keyPresses
  ) throws(UsageError) -> KeyScript {
    let tokens = tokens(text, upTo: maximumTokens + 1)
    guard tokens.count <= maximumTokens else {
      throw UsageError.overLimit(
        option,
        "more than \(InputLimits.count(maximumTokens)) tokens (limit \(InputLimits.count(maximumTokens))); "
          + "write N*KEY for a repeated key")
    }
    var steps: [Step] = []
    var presses = 0
    for token in tokens {
      let step = try step(token, option: option)
      presses += step.keys.count * step.count
      guard presses <= maximumPresses else {
        throw UsageError.overLimit(
          option,
          "more than \(InputLimits.count(maximumPresses)) key presses once counts are expanded "
            + "(limit \(InputLimits.count(maximumPresses)); passed at token \(steps.count + 1), "
            + "\(UsageError.shown(token)))")
      }
      steps.append(step)
    }
    guard !steps.isEmpty else {
      throw UsageError.invalid(option, text, "must hold at least one key, such as 'down down enter'")
    }
    return KeyScript(steps: steps)
  }

  /// Splits on unescaped spaces and commas, keeping escapes for ``step(_:option:)``;
  /// stops after `limit` tokens.
  private static func tokens(_ text: String, upTo limit: Int) -> [String] {
    // Scalars, not characters: a combining mark after a separator joins it into one character,
    // yet the separator still separates (and `\r\n` is a separator like `\n`).
    var tokens: [String] = []
    var current = String.UnicodeScalarView()
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        current.append(scalar)
        escaping = false
      } else if scalar == "\\" {
        current.append(scalar)
        escaping = true
      } else if isSeparator(scalar) {
        if !current.isEmpty { tokens.append(String(current)) }
        current = String.UnicodeScalarView()
        if tokens.count >= limit { return tokens }
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty { tokens.append(String(current)) }
    return tokens
  }

  private static func step(_ token: String, option: String) throws(UsageError) -> Step {
    var body = Substring(token)
    var count = 1
    if let star = body.firstIndex(of: "*"), typed(body) == nil {
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
    if let typed = typed(body) {
      let text = unescaped(typed)
      guard !text.isEmpty else {
        throw UsageError.invalid(option, token, "type: needs text (write \\  for a space, \\, for a comma)")
      }
      return Step(keys: text.map(KeyPress.character), count: count)
    }
    guard let found = named.first(where: { $0.token == body.lowercased() }) else {
      let names = named.map(\.token).joined(separator: " ")
      throw UsageError.invalid(option, token, "unknown key; keys are \(names), type:TEXT, each optionally N*")
    }
    return Step(keys: [found.key], count: count)
  }

  /// The text after `type:`, or `nil` for another token. Compared by scalars: a combining mark
  /// or a joiner right after the colon joins it into one character, yet it is typed text.
  private static func typed(_ body: Substring) -> Substring? {
    let prefix = "type:".unicodeScalars
    guard body.unicodeScalars.starts(with: prefix) else { return nil }
    return Substring(body.unicodeScalars.dropFirst(prefix.count))
  }

  /// Whether `scalar` ends a token when not escaped.
  private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "," || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  private static func unescaped(_ text: Substring) -> String {
    var result = String.UnicodeScalarView()
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        // A separator or a backslash stands for itself; before anything else the backslash stays.
        if !Self.isSeparator(scalar) && scalar != "\\" { result.append("\\") }
        result.append(scalar)
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.append(scalar)
      }
    }
    if escaping { result.append("\\") }
    return String(result)
  }
}
