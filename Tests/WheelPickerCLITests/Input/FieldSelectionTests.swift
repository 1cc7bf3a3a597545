import Testing

@testable import WheelPickerCLI

@Suite("FieldSelection: fzf's field index expressions")
struct FieldSelectionTests {
  static func select(
    _ expression: String, _ line: String, _ delimiter: FieldDelimiter = .literal([0x3A])
  ) throws
    -> String
  {
    let selection = try FieldSelection.parse(expression, option: "--with-nth")
    return String(decoding: selection.select(from: Array(line.utf8), delimiter: delimiter), as: UTF8.self)
  }

  @Test(
    "fields by number, from the end, and ranges, in the order given",
    arguments: [
      ("2", "a:b:c", "b:"), ("-1", "a:b:c", "c"), ("2..", "a:b:c", "b:c"), ("..2", "a:b:c", "a:b:"),
      ("..", "a:b:c", "a:b:c"), ("1,3", "a:b:c", "a:c"), ("3,1", "a:b:c", "ca:"), ("-2..-1", "a:b:c", "b:c"),
      ("4", "a:b:c", ""), ("3..2", "a:b:c", ""), ("-9..1", "a:b:c", "a:"), ("2..9", "a:b:c", "b:c"),
    ])
  func selects(_ expression: String, _ line: String, _ expected: String) throws {
    #expect(try Self.select(expression, line) == expected)
  }

  @Test("AWK-style fields keep their trailing blanks, as fzf shows them")
  func whitespace() throws {
    #expect(try Self.select("2", "a  b c", .whitespace) == "b ")
    #expect(try Self.select("2..", "  x y z  ", .whitespace) == "y z  ")
  }

  @Test(
    "an expression that is no field is refused, naming the option, the argument and the rule",
    arguments: ["", "0", "1,", "a", "1..2..3", "--1", "1.2", "+1", "1,,2", "...", "0..1"])
  func refused(_ argument: String) {
    let rule =
      "each expression must be a field number (1 is the first, -1 the last; not 0) or a range N..M, "
      + "N.., ..M or .., separated by commas"
    #expect(
      throws: UsageError(
        .invalidValue(option: "--accept-nth", value: argument),
        message: "--accept-nth \(UsageError.shown(argument)): \(rule)")
    ) {
      try FieldSelection.parse(argument, option: "--accept-nth")
    }
  }

  @Test("field numbers and expressions have limits, named in the message")
  func limits() {
    #expect(
      throws: UsageError(
        .invalidValue(option: "--with-nth", value: "1048577"),
        message: "--with-nth 1048577: a field number must be at most 1,048,576")
    ) {
      try FieldSelection.parse("1048577", option: "--with-nth")
    }
    #expect(
      throws: UsageError(
        .overLimit(subject: "--with-nth"), message: "--with-nth: 65 field expressions (limit 64)")
    ) {
      try FieldSelection.parse(Array(repeating: "1", count: 65).joined(separator: ","), option: "--with-nth")
    }
  }
}
