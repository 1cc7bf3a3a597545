/// What a confirmed picker prints: one line of text, or one line of JSON with
/// the fields of its kind (issue 4 §2).
struct PickerAnswer: Hashable, Sendable {
  /// The line `--format text` prints.
  var text: String
  /// The object `--format json` prints.
  var json: JSONValue

  /// Creates an answer.
  init(text: String, json: JSONValue) {
    self.text = text
    self.json = json
  }

  /// The line to print for `format`, with its newline.
  func line(for format: OutputFormat) -> String {
    switch format {
    case .text: return Self.oneLine(text) + "\n"
    case .json: return json.serialized + "\n"
    }
  }

  /// Text on one line: line breaks and control characters other than tab become spaces,
  /// so an answer is always exactly one line and never drives a terminal.
  static func oneLine(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09: result.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: result.append(" ")
      default: result.append(scalar)
      }
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

  /// `list`: `{"index":0,"value":"2k以下"}`; text: the value.
  static func list(index: Int, value: String) -> PickerAnswer {
    PickerAnswer(text: value, json: .object([("index", .int(index)), ("value", .string(value))]))
  }

  /// `wheels`: `{"indices":[0,1],"values":["a","y"]}`; text: the values separated by tabs.
  static func wheels(indices: [Int], values: [String]) -> PickerAnswer {
    PickerAnswer(
      text: values.map { $0.replacingAll("\t", with: " ") }.joined(separator: "\t"),
      json: .object([
        ("indices", .array(indices.map(JSONValue.int))), ("values", .array(values.map(JSONValue.string))),
      ]))
  }

  /// `countdown`: `{"seconds":5400,"text":"1小时30分钟"}`; the text as ``scriptText(_:)`` makes it.
  static func countdown(seconds: Int, text: String) -> PickerAnswer {
    let text = scriptText(text)
    return PickerAnswer(text: text, json: .object([("seconds", .int(seconds)), ("text", .string(text))]))
  }

  /// `region`: `{"path":[{"code":"44","name":"广东省"},…],"text":"广东省 深圳市 南山区"}`.
  static func region(path: [(code: String, name: String)], text: String) -> PickerAnswer {
    let elements = path.map { JSONValue.object([("code", .string($0.code)), ("name", .string($0.name))]) }
    return PickerAnswer(text: text, json: .object([("path", .array(elements)), ("text", .string(text))]))
  }

  /// `cascade`: `{"path":[{"key":"…","name":"…"}],"text":"…"}`.
  static func cascade(path: [(key: String, name: String)], text: String) -> PickerAnswer {
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
