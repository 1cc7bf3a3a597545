/// A reader's place in a document, JSON or property list, through which the
/// shape readers take values one by one, so one reader serves both syntaxes.
///
/// The cursor always stands on a value. A body handed a value consumes it
/// (reads it, enters it or skips it); a value the body leaves alone is skipped.
protocol DocumentCursor {
  /// Whether the document is JSON (it decides the word for a dictionary).
  var isJSON: Bool { get }
  /// The kind of the value here.
  var kind: DocumentValueKind { get }
  /// How far into the document the cursor is (a byte offset for JSON, values
  /// visited for a property list), to tell which shape read furthest.
  var progress: Int { get }
  /// Calls `body` with each element of the array here and its index.
  mutating func forEachElement<E: Error>(_ body: (inout Self, Int) throws(E) -> Void) throws(E)
  /// Calls `body` with each field of the dictionary here named in `names`,
  /// passing the name's index there; other fields are skipped.
  mutating func forEachField<E: Error>(
    in names: FieldNames, _ body: (inout Self, Int) throws(E) -> Void) throws(E)
  /// Calls `body` with every field of the dictionary here and its name.
  mutating func forEachField<E: Error>(_ body: (inout Self, String) throws(E) -> Void) throws(E)
  /// The string here.
  mutating func string() -> String
  /// The integer here as decimal text, or why it is not one.
  mutating func integer() -> DocumentInteger
  /// The boolean here (the cursor stands on a ``DocumentValueKind/boolean``).
  mutating func boolean() -> Bool
  /// Steps over the value here.
  mutating func skip()
}

/// The kinds of values documents hold.
enum DocumentValueKind {
  case object, array, string, number, boolean, null, data, date, other

  /// Words for the kind in a message: `a number`, `an object`…
  func words(isJSON: Bool) -> String {
    switch self {
    case .object: isJSON ? "an object" : "a dictionary"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .boolean: "a boolean"
    case .null: "null"
    case .data: "data"
    case .date: "a date"
    case .other: "an unknown value"
    }
  }
}

/// A number read as a key: whole numbers become decimal text.
enum DocumentInteger {
  /// A whole number, as decimal text (`-0` is `0`).
  case whole(String)
  /// A number with a fraction (`1.5`), written as found.
  case fractional(String)
  /// A whole number too large to be read exactly (past 64 bits as digits,
  /// past 2^53 with a fraction or exponent), written as found.
  case tooLarge(String)

  /// Classifies a number given as a `Double`, written as `text`.
  static func from(_ value: Double, text: String) -> DocumentInteger {
    guard value.isFinite, value.rounded() == value else { return .fractional(text) }
    guard abs(value) < 9_007_199_254_740_992 else { return .tooLarge(text) }
    return .whole(String(Int64(value)))
  }
}

/// Field names to look for in a dictionary, with their UTF-8 bytes ready for
/// comparing against a JSON document's bytes.
struct FieldNames {
  let names: [String]
  let utf8: [[UInt8]]

  init(_ names: [String]) {
    self.names = names
    utf8 = names.map { Array($0.utf8) }
  }
}

/// Why a document does not fit a shape, and how far the shape got.
struct ShapeFailure: Error {
  /// How far a reading got before it failed.
  enum Stage: Comparable {
    /// A value of the wrong kind, or a field missing.
    case structure
    /// Values of the right kinds that break a rule: a key that repeats or is
    /// not whole, a parent that does not exist, a cycle.
    case data
  }

  var path: String
  var rule: String
  /// How far the reading got, for choosing among shapes (a wrong value in a record that has
  /// every field counts as data, though the rule it broke is the value's kind).
  var stage: Stage
  var progress: Int
  /// The rule broken.
  let reason: WheelPickerError.Reason
  /// The parent key a flat list's record names that no record has, when that is the rule broken.
  var missingParent: String?

  /// A failure; its reason is `reason`, else the stage's: a value of the wrong kind or a field
  /// missing for a structure failure, a rule of the data for a data failure.
  init(
    path: String, rule: String, stage: Stage, progress: Int, reason: WheelPickerError.Reason? = nil
  ) {
    self.path = path
    self.rule = rule
    self.stage = stage
    self.progress = progress
    self.reason = reason ?? (stage == .structure ? .unexpectedStructure : .inconsistentData)
  }

  /// The message for a document named `source`.
  func message(source: String) -> String { "\(source): \(path): \(rule)" }

  /// The error for a document named `source`.
  func error(source: String) -> WheelPickerError {
    WheelPickerError(.invalidData, message(source: source), reason: reason)
  }
}

/// Where a reader is inside a document, written as `[3].cities[12].city`.
///
/// Readers keep one trail and update its last step as they go, so that a
/// path costs nothing until a message needs it.
struct DocumentPath: CustomStringConvertible {
  enum Step {
    case index(Int)
    case field(String)
  }

  private(set) var steps: [Step] = []

  init(_ steps: [Step] = []) { self.steps = steps }

  mutating func push(_ step: Step) { steps.append(step) }
  mutating func pop() { steps.removeLast() }
  mutating func setIndex(_ index: Int) { steps[steps.count - 1] = .index(index) }

  /// This path with one more step.
  func appending(_ step: Step) -> DocumentPath { DocumentPath(steps + [step]) }

  /// The path, or `top level` for the document itself.
  var description: String {
    var text = ""
    for step in steps {
      switch step {
      case .index(let index): text += "[\(index)]"
      case .field(let name): text += Self.field(name, isFirst: text.isEmpty)
      }
    }
    return text.isEmpty ? "top level" : text
  }

  /// A field name: `.name` when it is an identifier, else `["New York"]`.
  private static func field(_ name: String, isFirst: Bool) -> String {
    let isIdentifier =
      !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
      && !("0"..."9").contains(name.unicodeScalars.first ?? "0")
    if isIdentifier { return isFirst ? name : ".\(name)" }
    return "[\(DocumentText.quoted(name))]"
  }
}

/// Text from a document made safe to show in a message.
enum DocumentText {
  /// `text` in double quotes, with quotes, backslashes and control and
  /// format characters (bidirectional overrides included) escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: append(scalar, to: &result)
      }
    }
    return result + "\""
  }

  /// `text` with control, format and line-separating characters escaped as
  /// `\u{1B}`: for text a message shows unquoted (a parser's own detail).
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars { append(scalar, to: &result) }
    return result
  }

  private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator:
      result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default: result.unicodeScalars.append(scalar)
    }
  }
}

extension DocumentCursor {
  /// A structure failure at `path`: `expected a string, found a number`.
  func mismatch(at path: DocumentPath, expected: String) -> ShapeFailure {
    ShapeFailure(
      path: path.description, rule: "expected \(expected), found \(kind.words(isJSON: isJSON))",
      stage: .structure, progress: progress)
  }

  /// A structure failure for a field that is not there, in the record that
  /// starts at `start`: a shape that misses a field gets no further than the
  /// record, so one that read into the record's fields came closer.
  func missing(at path: DocumentPath, expected: String, inRecordAt start: Int) -> ShapeFailure {
    ShapeFailure(
      path: path.description, rule: "expected \(expected), found nothing", stage: .structure, progress: start)
  }

  /// A failure of the given stage at `path`.
  func failure(at path: DocumentPath, _ rule: String, stage: ShapeFailure.Stage = .data) -> ShapeFailure {
    ShapeFailure(path: path.description, rule: rule, stage: stage, progress: progress)
  }

  /// The word for a dictionary in this syntax.
  var dictionaryWord: String { DocumentValueKind.object.words(isJSON: isJSON) }

  /// The flag here: `true` or `false`, `null` for `false`.
  ///
  /// - Throws: a failure at `path` naming `field` when the value is anything else.
  mutating func flag(field: String, at path: @autoclosure () -> DocumentPath) throws(ShapeFailure) -> Bool {
    switch kind {
    case .boolean: return boolean()
    case .null: return false
    default: throw mismatch(at: path(), expected: "true or false")
    }
  }

  /// The key here: a string, or a whole number as decimal text.
  ///
  /// - Throws: a failure at `path` when the value is neither a string nor a
  ///   number, or a number that is not whole or too large (naming `field`).
  mutating func key(field: String, at path: @autoclosure () -> DocumentPath) throws(ShapeFailure) -> String {
    switch kind {
    case .string: return string()
    case .number:
      switch integer() {
      case .whole(let text): return text
      case .fractional(let text): throw failure(at: path(), "\(field) \(text) is not a whole number")
      case .tooLarge(let text):
        throw failure(at: path(), "\(field) \(text) is too large to read exactly; write it as a string")
      }
    default: throw mismatch(at: path(), expected: "a string or an integer")
    }
  }
}

/// The fields of one record as a reader meets them: which were there, and the
/// first whose value was wrong.
///
/// A wrong value is told only once the record is known to have every field
/// its shape needs, so a record of another shape is refused for what it lacks
/// (a structure failure) and a record of this shape for what it holds (a data
/// failure, which detection takes as the answer).
struct RecordFields {
  private var present: UInt8 = 0
  private var firstWrong: ShapeFailure?

  /// Notes that field `which` is there.
  mutating func saw(_ which: Int) { present |= 1 << which }

  /// Whether field `which` was there.
  func has(_ which: Int) -> Bool { present & (1 << which) != 0 }

  /// Keeps the first wrong value.
  mutating func wrong(_ failure: ShapeFailure) {
    if firstWrong == nil { firstWrong = failure }
  }

  /// Throws the first wrong value: a data failure when the record has every
  /// field it needs, else a structure failure that gets no further than the
  /// record (starting at `start`), blaming the wrong value rather than the
  /// missing field, since it is what the record's author wrote.
  func check(needsMet: Bool, recordAt start: Int) throws(ShapeFailure) {
    guard var failure = firstWrong else { return }
    failure.stage = needsMet ? .data : .structure
    if !needsMet { failure.progress = start }
    throw failure
  }
}
