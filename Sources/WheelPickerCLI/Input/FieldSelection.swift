/// Which fields of an item `--with-nth` shows and `--accept-nth` prints: fzf's field index
/// expressions, comma-separated.
///
/// Each expression is a field number counted from 1 (`2`), or from the end when negative (`-1`
/// is the last), or a range of them, its ends included: `2..4`, `2..` (to the last), `..-2`,
/// `..` (every field). Zero is no field. The chosen fields follow each other in the order the
/// expressions give them, each with the delimiter that followed it in the item; a field the item
/// does not have is left out, and so is a range whose start comes after its end.
struct FieldSelection: Hashable, Sendable {
  /// One expression: its first and last field (1-based, negative from the end), `nil` for open.
  struct Expression: Hashable, Sendable {
    var first: Int?
    var last: Int?
  }

  /// The expressions, in the order given.
  var expressions: [Expression]

  /// Parses `N[,M…]` as given to `option`.
  ///
  /// - Throws: `UsageError` naming the option, the argument and the rule: an empty expression,
  ///   zero, a number that is not a whole number of at most ``InputLimits/fieldIndex``, or more
  ///   than ``InputLimits/fieldExpressions`` expressions.
  static func parse(_ text: String, option: String) throws(UsageError) -> FieldSelection {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= InputLimits.fieldExpressions else {
      throw UsageError.overLimit(
        option,
        "\(InputLimits.count(parts.count)) field expressions (limit \(InputLimits.count(InputLimits.fieldExpressions)))"
      )
    }
    var expressions: [Expression] = []
    for part in parts {
      let rule =
        "each expression must be a field number (1 is the first, -1 the last; not 0) or a range N..M, "
        + "N.., ..M or .., separated by commas"
      func number(_ digits: Substring) throws(UsageError) -> Int? {
        if digits.isEmpty { return nil }
        let isNegative = digits.hasPrefix("-")
        let magnitude = isNegative ? digits.dropFirst() : digits
        guard !magnitude.isEmpty, magnitude.count <= 9,
          magnitude.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
          let value = Int(magnitude), value != 0
        else { throw UsageError.invalid(option, text, rule) }
        guard value <= InputLimits.fieldIndex else {
          throw UsageError.invalid(
            option, text, "a field number must be at most \(InputLimits.count(InputLimits.fieldIndex))")
        }
        return isNegative ? -value : value
      }
      if let dots = part.range(of: "..") {
        let first = try number(part[..<dots.lowerBound])
        let last = try number(part[dots.upperBound...])
        expressions.append(Expression(first: first, last: last))
      } else {
        guard let index = try number(part) else { throw UsageError.invalid(option, text, rule) }
        expressions.append(Expression(first: index, last: index))
      }
    }
    return FieldSelection(expressions: expressions)
  }

  /// The chosen fields' indices (0-based) among `count` fields, in order.
  ///
  /// - Complexity: O(fields chosen).
  func indices(amongFields count: Int) -> [Int] {
    func resolved(_ index: Int) -> Int { index > 0 ? index - 1 : count + index }
    var chosen: [Int] = []
    for expression in expressions {
      let first = max(0, expression.first.map(resolved) ?? 0)
      let last = min(count - 1, expression.last.map(resolved) ?? count - 1)
      if first <= last { chosen.append(contentsOf: first...last) }
    }
    return chosen
  }

  /// The chosen fields of `line`, split by `delimiter`, one after the other.
  ///
  /// - Complexity: O(bytes of the line + bytes chosen).
  func select(from line: [UInt8], delimiter: FieldDelimiter) -> [UInt8] {
    let fields = delimiter.fields(of: line)
    var result: [UInt8] = []
    for index in indices(amongFields: fields.count) { result += line[fields[index]] }
    return result
  }
}
