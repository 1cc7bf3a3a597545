import Foundation
import Testing
import WheelPickerCore

/// The JSON syntax check every cascade document passes before any shape reads it.
@Suite("JSON syntax")
struct JSONSyntaxTests {
  struct BadCase: Sendable, CustomTestStringConvertible {
    var label: String
    var bytes: [UInt8]
    var message: String
    var testDescription: String { label }

    init(_ label: String, _ text: String, _ message: String) {
      self.init(label, Array(text.utf8), message)
    }

    init(_ label: String, _ bytes: [UInt8], _ message: String) {
      self.label = label
      self.bytes = bytes
      self.message = "f.json: not valid JSON at " + message
    }
  }

  @Test(
    "bytes that are not JSON are named by line, column and what was expected",
    arguments: [
      BadCase("a bare word", "[1, x]", #"line 1, column 5: expected a value, found "x""#),
      BadCase(
        "a missing comma on line 2", "[\n  {\"name\": \"a\"}\n  {}]",
        #"line 3, column 3: expected "," or "]", found "{""#),
      BadCase(
        "an unclosed array", "[1, 2", "line 1, column 6: expected \",\" or \"]\", found the end of the file"),
      BadCase("a trailing comma", "[1,]", #"line 1, column 4: expected a value, found "]""#),
      BadCase(
        "a field name without quotes", "{a: 1}",
        #"line 1, column 2: expected a field name in quotes, found "a""#),
      BadCase("no colon", #"{"a" 1}"#, #"line 1, column 6: expected ":" after a field name, found "1""#),
      BadCase(
        "text after the document", "[] []", #"line 1, column 4: expected the end of the document, found "[""#),
      BadCase(
        "an unterminated string", #"["abc"#,
        #"line 1, column 6: expected "\"" to end the string, found the end of the file"#),
      BadCase(
        "a raw newline in a string", "[\"a\nb\"]",
        "line 1, column 4: control character U+000A inside a string (escape it)"),
      BadCase(
        "an unknown escape", #"["a\q"]"#,
        #"line 1, column 5: expected an escape (\" \\ \/ \b \f \n \r \t \uXXXX) after "\", found "q""#),
      BadCase(
        "a short \\u escape", #"["\u12"]"#,
        #"line 1, column 7: expected four hexadecimal digits after \u, found "\"""#),
      BadCase(
        "a lone high surrogate", #"["\ud83d"]"#,
        #"line 1, column 3: high surrogate \uD83D without a low surrogate after it"#),
      BadCase(
        "a lone low surrogate", #"["\ude00"]"#,
        #"line 1, column 3: low surrogate \uDE00 without a high surrogate before it"#),
      BadCase(
        "a high surrogate then a letter", #"["\ud83d\u0041"]"#,
        #"line 1, column 9: \u0041 where the low surrogate for \uD83D belongs"#),
      BadCase(
        "invalid UTF-8", [0x5B, 0x22, 0xFF, 0x22, 0x5D], "line 1, column 3: invalid UTF-8 (byte 0xFF)"),
      BadCase(
        "an overlong encoding", [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D],
        "line 1, column 3: invalid UTF-8 (byte 0xC0)"),
      BadCase(
        "an encoded surrogate", [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],
        "line 1, column 3: invalid UTF-8 (byte 0xED)"),
      BadCase(
        "a truncated character", [0x5B, 0x22, 0xE4, 0xB8, 0x22, 0x5D],
        "line 1, column 3: invalid UTF-8 (byte 0xE4)"),
      BadCase("columns count characters", "[\"北京\", x]", #"line 1, column 8: expected a value, found "x""#),
      BadCase("a leading zero", "[01]", #"line 1, column 3: expected "," or "]", found "1""#),
      BadCase("a bare minus", "[-]", #"line 1, column 3: expected a digit, found "]""#),
      BadCase("a dot without digits", "[1.]", #"line 1, column 4: expected a digit after ".", found "]""#),
      BadCase(
        "an exponent without digits", "[1e+]",
        #"line 1, column 5: expected a digit in the exponent, found "]""#),
      BadCase(
        "a number past Double", "[1e400]", "line 1, column 2: number 1e400 is beyond the range of a double"),
      BadCase("a misspelt literal", "[nul]", #"line 1, column 2: expected null, found "n""#),
      BadCase("a NUL byte", [0x5B, 0x00, 0x5D], "line 1, column 2: expected a value, found byte 0x00"),
      BadCase(
        "nesting past the limit", String(repeating: "[", count: 1_025) + String(repeating: "]", count: 1_025),
        "line 1, column 1025: arrays and objects nested deeper than 1024 levels"),
    ])
  func refused(_ bad: BadCase) {
    #expect(
      CascadeFixtures.message(Data(bad.bytes), .nested(.codeNameChildren), source: "f.json") == bad.message)
  }

  @Test("escapes, surrogate pairs and raw UTF-8 decode to the text they stand for")
  func escapes() throws {
    let text = #"""
      [{"code": "a\"b", "name": "\\ \/ \b\f\n\r\t"},
       {"code": "\u00e9\ud83d\ude00", "name": "北京 😀"},
       {"c\u006fde": 7, "name": "escaped field name"}]
      """#
    let tree = try CascadeFixtures.tree(text: text, .nested(.codeNameChildren))
    #expect((0..<3).map(tree.key(of:)) == ["a\"b", "é😀", "7"])
    #expect((0..<2).map(tree.name(of:)) == ["\\ / \u{8}\u{C}\n\r\t", "北京 😀"])
  }

  struct KeyCase: Sendable, CustomTestStringConvertible {
    var literal: String
    var key: String
    var testDescription: String { literal }
  }

  @Test(
    "whole numbers become decimal keys however they are written",
    arguments: [
      KeyCase(literal: "0", key: "0"), KeyCase(literal: "-0", key: "0"), KeyCase(literal: "-12", key: "-12"),
      KeyCase(literal: "110000", key: "110000"), KeyCase(literal: "110000.0", key: "110000"),
      KeyCase(literal: "1e3", key: "1000"),
      KeyCase(literal: "9223372036854775807", key: "9223372036854775807"),
    ])
  func wholeKeys(_ key: KeyCase) throws {
    let tree = try CascadeFixtures.tree(
      text: #"[{"code": \#(key.literal), "name": "a"}]"#, .nested(.codeNameChildren))
    #expect(tree.key(of: 0) == key.key)
  }

  @Test("whitespace of every kind, a byte-order mark and fields in any order")
  func layout() throws {
    let text = "\u{FEFF} \t\r\n[ {\r\n\"children\" :\t[ ] , \"name\" : \"a\" ,\"code\":1 } ]\n\n"
    let tree = try CascadeFixtures.tree(text: text, .nested(.codeNameChildren))
    #expect(CascadeFixtures.outline(tree) == ["1 a"])
  }
}

/// Raw UTF-8 at the edges of each lead byte's range: what is valid decodes to its text, what
/// is overlong or past U+10FFFF is refused at its lead byte.
extension JSONSyntaxTests {
  @Test(
    "the first and last characters of the three- and four-byte forms decode as written",
    arguments: [
      "\u{0800}", "\u{D7FF}", "\u{E000}", "\u{10000}", "\u{40000}", "\u{FFFFF}", "\u{100000}", "\u{10FFFF}",
    ])
  func utf8AtTheEdges(_ name: String) throws {
    let tree = try CascadeFixtures.tree(
      text: #"[{"code": 1, "name": "\#(name)"}]"#, .nested(.codeNameChildren))
    #expect(tree.name(of: 0) == name)
    #expect(tree.name(of: 0).unicodeScalars.count == 1)
  }

  @Test(
    "overlong three- and four-byte forms and characters past U+10FFFF are refused at the lead byte",
    arguments: [
      ([0xE0, 0x9F, 0xBF] as [UInt8], "0xE0"), ([0xF0, 0x8F, 0xBF, 0xBF], "0xF0"),
      ([0xF4, 0x90, 0x80, 0x80], "0xF4"), ([0xF2, 0x80, 0x41, 0x80], "0xF2"),
      ([0xF5, 0x80, 0x80, 0x80], "0xF5"),
    ])
  func overlongUTF8(_ character: [UInt8], _ lead: String) {
    let bytes = Array(#"[{"code": 1, "name": ""#.utf8) + character + Array(#""}]"#.utf8)
    #expect(
      CascadeFixtures.message(Data(bytes), .nested(.codeNameChildren), source: "f.json")
        == "f.json: not valid JSON at line 1, column 23: invalid UTF-8 (byte \(lead))")
  }
}
