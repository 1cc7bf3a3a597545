import Foundation

/// Reads a JSON or property-list document and checks the type of each value
/// it hands out, so that a loader can say where a file goes wrong:
/// `cities.plist: [3].cities[12].city: expected a string, found a number`.
struct DocumentReader {
  /// The syntax a document was written in; it decides the words of messages.
  enum Syntax {
    case json
    case propertyList
  }

  /// The name of the file (or other source) used in messages.
  let source: String
  /// The syntax of the document.
  let syntax: Syntax
  /// The top-level value.
  let root: Any
  /// The path of the top-level value; it records where the reader goes only
  /// when ``withPaths()`` asked for it.
  private(set) var rootPath = DocumentPath(tracking: false)

  /// Parses `data`, guessing the syntax from its first bytes: property lists
  /// start with `bplist` or `<`, anything else is read as JSON.
  init(data: Data, source: String) throws(WheelPickerError) {
    self.source = source
    let first = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
    let isPropertyList = data.starts(with: Array("bplist".utf8)) || first == UInt8(ascii: "<")
    if data.isEmpty || first == nil {
      throw WheelPickerError(.invalidData, "\(source): the file is empty")
    }
    do {
      if isPropertyList {
        syntax = .propertyList
        root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      } else {
        syntax = .json
        root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      }
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      let what = isPropertyList ? "not a valid property list" : "not valid JSON"
      throw WheelPickerError(.invalidData, "\(source): \(what)" + (detail.map { " (\($0))" } ?? ""))
    }
  }

  /// The same reader, recording paths: a loader reads a document once
  /// without them (building path text for every value would cost more than
  /// the reading) and reads it again with them only to describe an error.
  func withPaths() -> DocumentReader {
    var copy = self
    copy.rootPath = DocumentPath(tracking: true)
    return copy
  }

  /// Runs `read` without paths and, when it fails, again with paths, so that
  /// the error says where the document goes wrong.
  func read<T>(_ read: (DocumentReader) throws(WheelPickerError) -> T) throws(WheelPickerError) -> T {
    do {
      return try read(self)
    } catch {
      do {
        _ = try read(withPaths())
      } catch {
        throw error
      }
      throw error
    }
  }

  /// An error at `path`.
  func failure(at path: DocumentPath, _ message: String) -> WheelPickerError {
    WheelPickerError(.invalidData, "\(source): \(path): \(message)")
  }

  /// An error saying what was expected at `path` and what was found.
  func mismatch(at path: DocumentPath, expected: String, found value: Any?) -> WheelPickerError {
    failure(at: path, "expected \(expected), found \(describe(value))")
  }

  /// Words for the type of a value: `a number`, `an object`…
  func describe(_ value: Any?) -> String {
    guard let value else { return "nothing" }
    switch value {
    case is String: return "a string"
    case is [Any]: return "an array"
    case is [String: Any]: return syntax == .json ? "an object" : "a dictionary"
    case _ where Self.isNull(value): return "null"
    case is Data: return "data"
    case is Date: return "a date"
    case let number as NSNumber: return Self.isBoolean(number) ? "a boolean" : "a number"
    default: return "an unknown value"
    }
  }

  /// The word for a dictionary in this syntax.
  var dictionaryWord: String { syntax == .json ? "an object" : "a dictionary" }

  /// Booleans and numbers are both `NSNumber`s on Linux; only the type code tells them apart.
  static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  /// Whether a value is JSON `null`.
  ///
  /// Compares the dynamic type: `value is NSNull` would bridge a Swift array
  /// or dictionary to its Foundation class first, which doubled load times.
  static func isNull(_ value: Any) -> Bool { type(of: value) is NSNull.Type }

  /// The value as an array.
  func array(_ value: Any?, at path: DocumentPath) throws(WheelPickerError) -> [Any] {
    guard let array = value as? [Any] else { throw mismatch(at: path, expected: "an array", found: value) }
    return array
  }

  /// The value as a dictionary (a JSON object).
  func dictionary(_ value: Any?, at path: DocumentPath) throws(WheelPickerError) -> [String: Any] {
    guard let dictionary = value as? [String: Any] else {
      throw mismatch(at: path, expected: dictionaryWord, found: value)
    }
    return dictionary
  }

  /// The value as a string.
  func string(_ value: Any?, at path: DocumentPath) throws(WheelPickerError) -> String {
    guard let string = value as? String else { throw mismatch(at: path, expected: "a string", found: value) }
    return string
  }

  /// The value as an identifier: a string, or an integer written in decimal
  /// (codes are often numbers in JSON).
  func identifier(_ value: Any?, at path: DocumentPath) throws(WheelPickerError) -> String {
    if let string = value as? String { return string }
    if let number = value as? NSNumber, !(value is String), !Self.isBoolean(number) {
      let double = number.doubleValue
      if double.rounded() == double, abs(double) < 9.0e15 { return String(number.int64Value) }
    }
    throw mismatch(at: path, expected: "a string or an integer", found: value)
  }
}

/// Where a value sits inside a document, written as `[3].cities[12].city`.
struct DocumentPath: CustomStringConvertible {
  private var text = ""
  private let isTracking: Bool

  /// The top level; a path that is not tracking stays empty whatever is appended.
  init(tracking: Bool) { isTracking = tracking }

  /// The element at `index` of the array here.
  func index(_ index: Int) -> DocumentPath {
    guard isTracking else { return self }
    var copy = self
    copy.text += "[\(index)]"
    return copy
  }

  /// The field `name` of the dictionary here; names that are not identifiers are quoted.
  func field(_ name: String) -> DocumentPath {
    guard isTracking else { return self }
    var copy = self
    let isIdentifier =
      !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
      && !("0"..."9").contains(name.unicodeScalars.first ?? "0")
    if isIdentifier {
      copy.text += text.isEmpty ? name : ".\(name)"
    } else {
      let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      copy.text += "[\"\(escaped)\"]"
    }
    return copy
  }

  /// The path, or `top level` for the document itself (or when not tracking).
  var description: String { text.isEmpty ? "top level" : text }
}
