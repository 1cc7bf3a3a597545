import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerCLI

@Suite("FieldDelimiter: fields as fzf splits them")
struct FieldDelimiterTests {
  static func fields(_ line: String, _ delimiter: FieldDelimiter) -> [String] {
    let bytes = Array(line.utf8)
    return delimiter.fields(of: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
  }

  @Test(
    "AWK-style: runs of spaces and tabs end a field and stay with it; leading ones belong to none",
    arguments: [
      ("a  b c", ["a  ", "b ", "c"]), ("  x y z  ", ["x ", "y ", "z  "]), ("a\tb", ["a\t", "b"]),
      ("", []), ("   ", []), ("深圳 南山", ["深圳 ", "南山"]),
    ])
  func whitespace(_ line: String, _ expected: [String]) {
    #expect(Self.fields(line, .whitespace) == expected)
  }

  @Test(
    "a literal delimiter ends each field but the last, which may be empty",
    arguments: [
      ("a:b:c", ":", ["a:", "b:", "c"]), ("a:b:", ":", ["a:", "b:", ""]), ("", ":", [""]),
      ("abc", ":", ["abc"]), ("a::b", "::", ["a::", "b"]), ("a:::b", "::", ["a::", ":b"]),
    ])
  func literal(_ line: String, _ separator: String, _ expected: [String]) {
    #expect(Self.fields(line, .literal(Array(separator.utf8))) == expected)
  }

  @Test(
    "--delimiter is literal text with backslash escapes",
    arguments: [
      (":", ":"), ("\\t", "\t"), ("\\|", "|"), ("\\.", "."), ("\\\\", "\\"), (", ", ", "), ("→", "→"),
    ])
  func parses(_ argument: String, _ expected: String) throws {
    #expect(try FieldDelimiter.parse(argument) == .literal(Array(expected.utf8)))
  }

  @Test(
    "a delimiter that would mean something else in fzf is refused, naming it and the rule",
    arguments: [
      ("", "--delimiter '': must not be empty"),
      (
        "|",
        "--delimiter |: | is a regular-expression operator in fzf; the delimiter is literal text here: write \\| for the character itself"
      ),
      (
        "[:]",
        "--delimiter [:]: [ is a regular-expression operator in fzf; the delimiter is literal text here: write \\[ for the character itself"
      ),
      ("a\\", "--delimiter a\\: ends with a backslash (write \\\\ for a backslash)"),
      (
        "\\s",
        "--delimiter \\s: a backslash escapes only \\t (a tab) and ASCII punctuation; the delimiter is literal text, not a regular expression"
      ),
    ])
  func refused(_ argument: String, _ message: String) {
    #expect(throws: UsageError(.invalidValue(option: "--delimiter", value: argument), message: message)) {
      try FieldDelimiter.parse(argument)
    }
  }

  @Test("a delimiter past its limit is refused with the limit")
  func overLimit() {
    #expect(
      throws: UsageError(
        .overLimit(subject: "--delimiter"), message: "--delimiter: 257 bytes long (limit 256 bytes)")
    ) {
      try FieldDelimiter.parse(String(repeating: "x", count: 257))
    }
  }

  @Test("--accept-nth drops the delimiter at the very end only")
  func trailing() {
    let colon = FieldDelimiter.literal([UInt8(ascii: ":")])
    #expect(colon.droppingTrailingDelimiter(Array("b:c:".utf8)) == Array("b:c".utf8))
    #expect(colon.droppingTrailingDelimiter(Array("b:c".utf8)) == Array("b:c".utf8))
    #expect(
      FieldDelimiter.whitespace.droppingTrailingDelimiter(Array("bar baz \t".utf8)) == Array("bar baz".utf8))
  }

  @Test(
    "the fields of any line put back together are the line (AWK: without its leading blanks)",
    arguments: [1, 2, 3] as [UInt64])
  func fieldsCoverTheLine(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let alphabet = Array("ab :\t:".utf8)
    for _ in 0..<TestScale.operations(2_000) {
      let line = (0..<Int.random(in: 0...16, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      for delimiter in [FieldDelimiter.whitespace, .literal([0x3A]), .literal([0x3A, 0x3A])] {
        let fields = delimiter.fields(of: line)
        let joined = fields.flatMap { line[$0] }
        var expected = line[...]
        if delimiter == .whitespace { expected = expected.drop { $0 == 0x20 || $0 == 0x09 } }
        #expect(joined == Array(expected), "seed \(seed): \(line) \(delimiter)")
        // Each field but the last ends with the delimiter (AWK: every field is non-blank text, then blanks).
        if case .literal(let separator) = delimiter {
          #expect(
            fields.dropLast().allSatisfy { line[$0].suffix(separator.count).elementsEqual(separator) },
            "seed \(seed)")
        } else {
          #expect(
            fields.allSatisfy { !line[$0].isEmpty && line[$0].first != 0x20 && line[$0].first != 0x09 },
            "seed \(seed)")
        }
      }
    }
  }
}
