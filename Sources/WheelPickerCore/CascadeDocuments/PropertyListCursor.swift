import Foundation

/// Reads a property list parsed by `PropertyListSerialization` through the
/// same ``DocumentCursor`` interface as JSON.
///
/// Dictionaries have no order; fields are visited in the order asked for
/// (all fields: by code point), so messages do not depend on hashing.
struct PropertyListCursor: DocumentCursor {
  /// The value the cursor stands on.
  private(set) var value: Any
  private(set) var progress = 0

  /// A cursor on the top-level value.
  init(root: Any) { value = root }

  var isJSON: Bool { false }

  var kind: DocumentValueKind {
    switch value {
    case is String: .string
    case is [Any]: .array
    case is [String: Any]: .object
    case is Data: .data
    case is Date: .date
    case let number as NSNumber: Self.isBoolean(number) ? .boolean : .number
    default: .other
    }
  }

  /// Booleans and numbers are both `NSNumber`s on Linux; only the type code tells them apart.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  private mutating func visit<E: Error>(_ child: Any, _ body: (inout Self) throws(E) -> Void) throws(E) {
    let parent = value
    value = child
    progress += 1
    try body(&self)
    value = parent
  }

  mutating func forEachElement<E: Error>(_ body: (inout Self, Int) throws(E) -> Void) throws(E) {
    guard let array = value as? [Any] else { return }
    for (index, element) in array.enumerated() {
      try visit(element) { cursor throws(E) in try body(&cursor, index) }
    }
  }

  mutating func forEachField<E: Error>(
    in names: FieldNames, _ body: (inout Self, Int) throws(E) -> Void
  ) throws(E) {
    guard let dictionary = value as? [String: Any] else { return }
    for (which, name) in names.names.enumerated() {
      guard let field = dictionary[name] else { continue }
      try visit(field) { cursor throws(E) in try body(&cursor, which) }
    }
  }

  mutating func forEachField<E: Error>(_ body: (inout Self, String) throws(E) -> Void) throws(E) {
    guard let dictionary = value as? [String: Any] else { return }
    let names = dictionary.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    for name in names {
      guard let field = dictionary[name] else { continue }
      try visit(field) { cursor throws(E) in try body(&cursor, name) }
    }
  }

  mutating func string() -> String { value as? String ?? "" }

  mutating func boolean() -> Bool { (value as? NSNumber)?.boolValue ?? false }

  mutating func integer() -> DocumentInteger {
    guard let number = value as? NSNumber else { return .fractional("\(value)") }
    let double = number.doubleValue
    // Integers past 2^53 are exact in a property list's <integer>.
    if double.rounded() == double, double.isFinite, String(cString: number.objCType) != "d",
      String(cString: number.objCType) != "f"
    {
      return .whole(String(number.int64Value))
    }
    return DocumentInteger.from(double, text: "\(double)")
  }

  mutating func skip() {}
}
