import WheelPickerTerminal

/// What a confirmed picker prints: one line of text, or one line of JSON with
/// the fields of its kind.
///
/// Standard output is data: when it is not a terminal, `--format text` prints
/// the answer exactly — a list item's own bytes, even invalid UTF-8, so a
/// file name round-trips as with fzf. Only when it is a terminal is the text
/// neutralised: control characters (escape sequences with them) become their
/// control pictures (`␛`), bidirectional overrides such as U+202E and C1
/// controls become U+FFFD, so an answer shown on a screen never drives it.
/// JSON escapes all of those as `\uXXXX` either way (the same data, parsed).
struct PickerAnswer: Hashable, Sendable {
  /// The line `--format text` prints.
  var text: String
  /// The object `--format json` prints.
  var json: JSONValue
  /// The answer's own bytes when they may differ from ``text``'s UTF-8 (a list
  /// item read from stdin may hold invalid UTF-8); `nil`: ``text``'s UTF-8.
  var rawText: [UInt8]?
  /// The byte after the answer: a line feed, or NUL (`list --print0`).
  var terminator: UInt8 = 0x0A
  /// What a terminal shows when the text is several lines, each neutralised apart (the line
  /// breaks between them kept); `nil`: ``text`` neutralised whole.
  var shownText: String?

  /// Creates an answer.
  init(text: String, json: JSONValue, rawText: [UInt8]? = nil, shownText: String? = nil) {
    self.text = text
    self.json = json
    self.rawText = rawText
    self.shownText = shownText
  }

  /// The bytes to print for `format`, with the ``terminator``.
  ///
  /// - Parameters:
  ///   - format: text or JSON (`--format`).
  ///   - isTerminal: whether standard output is a terminal (then
  ///     text is neutralised; otherwise it is printed exactly).
  /// - Complexity: O(length of the answer).
  func output(for format: OutputFormat, isTerminal: Bool) -> [UInt8] {
    switch format {
    case .json: return Array(json.serialized.utf8) + [terminator]
    case .text where isTerminal: return Array((shownText ?? Self.neutralised(text)).utf8) + [terminator]
    case .text: return (rawText ?? Array(text.utf8)) + [terminator]
    }
  }

  /// Text safe to show on a terminal: tabs stay; other controls become their
  /// control pictures (so the answer is one line and no escape sequence is
  /// read), C1 controls and bidirectional controls U+FFFD. Invalid UTF-8 was
  /// U+FFFD already when the text was made.
  ///
  /// - Complexity: O(*n*).
  static func neutralised(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(scalar == "\t" ? scalar : TextSanitizer.visibleForm(of: scalar) ?? scalar)
    }
    return String(result)
  }

  /// Text formatted by ICU for scripts: the narrow no-break space of `2:20 PM`
  /// (U+202F) and the no-break space (U+00A0) become plain spaces, so that
  /// `cut -d' '` and `[[ $t == "2:20 PM" ]]` work. Titles on screen keep Foundation's.
  static func scriptText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value == 0x202F || $0.value == 0xA0 }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(scalar.value == 0x202F || scalar.value == 0xA0 ? " " : scalar)
    }
    return String(result)
  }

  /// `list`: `{"index":0,"value":"2k以下"}`; text: the value, printed as `bytes` when stdout is not a terminal.
  static func list(index: Int, value: String, bytes: [UInt8]? = nil) -> PickerAnswer {
    PickerAnswer(
      text: value, json: .object([("index", .int(index)), ("value", .string(value))]), rawText: bytes)
  }

  /// `list --multi`: `[{"index":0,"value":"a"},{"index":2,"value":"c"}]`, each item as ``list(index:value:bytes:)``
  /// writes it; text: one item a line, in the list's order, each printed as its `bytes` when
  /// stdout is not a terminal and neutralised apart when it is.
  static func listItems(
    _ items: [(index: Int, value: String, bytes: [UInt8]?)], terminator: UInt8 = 0x0A
  ) -> PickerAnswer {
    let answers = items.map { list(index: $0.index, value: $0.value, bytes: $0.bytes) }
    let separator = String(decoding: [terminator], as: UTF8.self)
    var answer = PickerAnswer(
      text: answers.map(\.text).joined(separator: separator), json: .array(answers.map(\.json)),
      rawText: Array(answers.map { $0.rawText ?? Array($0.text.utf8) }.joined(separator: [terminator])),
      shownText: answers.map { neutralised($0.text) }.joined(separator: "\n"))
    answer.terminator = terminator
    return answer
  }

  /// `wheels`: `{"indices":[0,1],"values":["a","y"]}`; text: the values separated by tabs.
  /// `bytes`, when given, are each value's own bytes, printed instead when stdout is not a terminal.
  static func wheels(indices: [Int], values: [String], bytes: [[UInt8]]? = nil) -> PickerAnswer {
    let tab = UInt8(ascii: "\t")
    let raw = bytes.map { items in
      Array(items.map { $0.map { $0 == tab ? UInt8(ascii: " ") : $0 } }.joined(separator: [tab]))
    }
    return PickerAnswer(
      text: values.map { $0.replacingAll("\t", with: " ") }.joined(separator: "\t"),
      json: .object([
        ("indices", .array(indices.map(JSONValue.int))), ("values", .array(values.map(JSONValue.string))),
      ]),
      rawText: raw)
  }

  /// `countdown`: `{"seconds":5400,"text":"1小时30分钟"}`; the text as ``scriptText(_:)`` makes it.
  static func countdown(seconds: Int, text: String) -> PickerAnswer {
    let text = scriptText(text)
    return PickerAnswer(text: text, json: .object([("seconds", .int(seconds)), ("text", .string(text))]))
  }

  /// `region`: `{"path":[{"code":"44","name":"广东省"},…],"text":"广东省 深圳市 南山区"}`; with the old
  /// code `--select` gave, also `"requested":{"code":"120225","name":"蓟县","start":1981,"end":2016}`.
  static func region(
    path: [(code: String, name: String)], text: String, requested: JSONValue? = nil
  ) -> PickerAnswer {
    let elements = path.map { JSONValue.object([("code", .string($0.code)), ("name", .string($0.name))]) }
    var fields: [(String, JSONValue)] = [("path", .array(elements)), ("text", .string(text))]
    if let requested { fields.append(("requested", requested)) }
    return PickerAnswer(text: text, json: .object(fields))
  }

  /// `cascade`: `{"path":[{"key":"…","name":"…"}],"text":"…"}`; the text (in both formats) as
  /// `print` makes it from the path and its display `text`.
  static func cascade(
    path: [(key: String, name: String)], text: String, print: CascadePrint = .name
  ) -> PickerAnswer {
    let text = print.text(of: path, displayText: text)
    let elements = path.map { JSONValue.object([("key", .string($0.key)), ("name", .string($0.name))]) }
    return PickerAnswer(text: text, json: .object([("path", .array(elements)), ("text", .string(text))]))
  }

  /// `slots`: `{"symbols":["🍒","🍒","🍒","🔔","⭐"],"win":true}`; text: the symbols separated by spaces.
  static func slots(symbols: [String], isWin: Bool) -> PickerAnswer {
    PickerAnswer(
      text: symbols.joined(separator: " "),
      json: .object([("symbols", .array(symbols.map(JSONValue.string))), ("win", .bool(isWin))]))
  }

  /// The 至今 row of a date picker: `{"present":true,"text":"至今"}`.
  static func present(text: String) -> PickerAnswer {
    let text = scriptText(text)
    return PickerAnswer(text: text, json: .object([("present", .bool(true)), ("text", .string(text))]))
  }
}
