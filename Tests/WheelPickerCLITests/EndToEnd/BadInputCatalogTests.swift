import Foundation
import Testing

/// One bad input of the catalog: what is given to the built `wheelpicker`, and what it must answer.
struct BadInput: CustomTestStringConvertible, Sendable {
  /// Where stdin comes from.
  enum Input: Sendable {
    /// An empty pipe.
    case none
    /// These bytes, piped.
    case bytes([UInt8])
    /// A file or device opened for reading (`/dev/zero`).
    case path(String)
  }

  /// What the case is, as the test list shows it.
  var name: String
  /// The arguments; `@NAME` is the path of the fixture file NAME (``BadInputCatalogTests/fixtures``).
  var arguments: [String]
  var input: Input = .none
  /// The exit status: 2 for bad usage or data unless said otherwise.
  var status: Int32 = 2
  /// Words the one-line message on stderr must hold: the value, where it came from, the rule.
  var words: [String]

  var testDescription: String { name }
}

/// The catalog of bad inputs: every one through the built binary, each answered
/// with its exit status, a message on stderr that names the value, where it came from and the
/// rule it broke, and nothing on stdout.
@Suite("wheelpicker binary: the bad-input catalog")
struct BadInputCatalogTests {
  /// Files the cases read, written once into a fresh directory.
  static let fixtures: [String: [UInt8]] = [
    "empty.json": [],
    "blank.json": Array("  \n\t\n".utf8),
    "open.json": Array("{".utf8),
    "truncated.json": Array(#"[{"name":"a","children":[{"name":"b""#.utf8),
    "number.json": Array("42".utf8),
    "string.json": Array(#""hello""#.utf8),
    "null.json": Array("null".utf8),
    "children-string.json": Array(#"{"children":"x"}"#.utf8),
    "tree-children-string.json": Array(#"[{"name":"a","children":"x"}]"#.utf8),
    "repeated-code.json": Array(#"[{"code":"1","name":"a"},{"code":"1","name":"b"}]"#.utf8),
    "fraction-code.json": Array(#"[{"code":1.5,"name":"a"}]"#.utf8),
    "huge-code.json": Array(#"[{"code":1e300,"name":"a"}]"#.utf8),
    "no-name.json": Array(#"[{"code":"1"}]"#.utf8),
    "empty-array.json": Array("[]".utf8),
    "empty-object.json": Array("{}".utf8),
    "junk.bin": (0..<1024).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) },
    "zeros.bin": [UInt8](repeating: 0, count: 64),
    "invalid-utf8.json": [
      0x5B, 0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D, 0x5D,
    ],
    "escape-in-string.json": Array("[{\"name\":\"\u{1B}[31mred\"}]".utf8),
    "trailing.json": Array(#"[{"name":"a"}] x"#.utf8),
    "deep.json": Array(String(repeating: "[", count: 5000).utf8)
      + Array(String(repeating: "]", count: 5000).utf8),
    "nan.json": Array(#"[{"name":NaN}]"#.utf8),
    "comment.json": Array(#"[{"name":"a"}] // note"#.utf8),
    "single-quotes.json": Array("[{'name':'a'}]".utf8),
    "trailing-comma.json": Array(#"[{"name":"a"},]"#.utf8),
    "cycle.json": Array(
      #"[{"code":"1","name":"a","parent":"2"},{"code":"2","name":"b","parent":"1"}]"#.utf8),
    "missing-parent.json": Array(#"[{"code":"1","name":"a","parent":"9"}]"#.utf8),
    "dict-number.json": Array(#"{"a":1}"#.utf8),
    "repeated-name.json": Array(#"[{"name":"a"},{"name":"a"}]"#.utf8),
    "good.json": Array(#"[{"code":"1","name":"a","children":[{"code":"11","name":"b"}]}]"#.utf8),
    "truncated.plist": Array(
      #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array><dict><key>state</key>"#.utf8),
    "strings.plist": Array(#"<?xml version="1.0"?><plist><array><string>x</string></array></plist>"#.utf8),
    "not-xml.plist": Array("<plist><array><dict>".utf8),
    "binary-empty.plist": Array("bplist00".utf8) + [UInt8](repeating: 0, count: 40),
    "binary-junk.plist": Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x03, 0x04] + Array("junk".utf8),
    "bad-region.json": Array("{".utf8),
    "region-strings.json": Array(#"["a","b"]"#.utf8),
  ]

  /// A file longer than the input limit (sparse, so it costs no disk).
  static let oversized = "oversized.json"

  /// The directory holding ``fixtures``, ``oversized`` and a subdirectory `dir`.
  static let directory: URL = {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wp-bad-input-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("dir"), withIntermediateDirectories: true)
      for (name, bytes) in fixtures {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
      }
      try Data().write(to: directory.appendingPathComponent(oversized))
      truncate(directory.appendingPathComponent(oversized).path, 300 << 20)
    } catch {
      Issue.record("the fixtures could not be written: \(error)")
    }
    return directory
  }()

  static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  static let enter = ["--keys", "enter"]

  /// Every case; the names say what is wrong.
  static let cases: [BadInput] =
    argumentCases + dateCases + pickerCases + cascadeFileCases + cascadeDocumentCases + limitCases

  static let argumentCases: [BadInput] = [
    BadInput(
      name: "an unknown subcommand", arguments: ["bogus"], words: ["bogus", "not a subcommand", "date"]),
    BadInput(
      name: "an unknown option", arguments: ["list", "a", "--bogus"], words: ["--bogus", "unknown option"]),
    BadInput(
      name: "an unknown option carrying an escape sequence", arguments: ["list", "a", "--bogus\u{1B}[2J"],
      words: ["--bogus\\u{1b}[2J", "unknown option"]),
    BadInput(
      name: "an option without its value", arguments: ["list", "a", "--keys"], words: ["--keys needs a value"]
    ),
    BadInput(
      name: "--select without its value", arguments: ["list", "a"] + enter + ["--select"],
      words: ["--select needs a value"]),
    BadInput(
      name: "--title without its value", arguments: ["list", "a"] + enter + ["--title"],
      words: ["--title needs a value"]),
    BadInput(
      name: "a flag given a value", arguments: ["list", "a"] + enter + ["--no-color=yes"],
      words: ["--no-color=yes", "takes no value"]),
    BadInput(
      name: "an unknown output format", arguments: ["list", "a"] + enter + ["--format", "xml"],
      words: ["--format xml", "text, json"]),
    BadInput(
      name: "an even number of rows", arguments: ["list", "a"] + enter + ["--rows", "4"],
      words: ["--rows 4", "odd number from 3 to 15"]),
    BadInput(
      name: "too many rows", arguments: ["list", "a"] + enter + ["--rows", "17"],
      words: ["--rows 17", "from 3 to 15"]),
    BadInput(
      name: "rows that are not a number", arguments: ["list", "a"] + enter + ["--rows", "x"],
      words: ["--rows x", "odd number"]),
    BadInput(
      name: "a frame size below the smallest sheet", arguments: ["list", "a"] + enter + ["--size", "19x6"],
      words: ["--size 19x6", "at least 20x6"]),
    BadInput(
      name: "a frame size that is no size", arguments: ["list", "a"] + enter + ["--size", "big"],
      words: ["--size big", "WIDTHxHEIGHT"]),
    BadInput(
      name: "an unknown key", arguments: ["list", "a", "--keys", "jump"],
      words: ["--keys jump", "unknown key"]),
    BadInput(
      name: "a key repeated zero times", arguments: ["list", "a", "--keys", "0*down"],
      words: ["--keys 0*down", "from 1 to 10000"]),
    BadInput(
      name: "a key repeated past the limit", arguments: ["list", "a", "--keys", "99999999999999*down"],
      words: ["99999999999999*down", "from 1 to 10000"]),
    BadInput(
      name: "--completion for an unknown shell", arguments: ["--completion", "tcsh"],
      words: ["--completion tcsh", "bash, zsh, fish"]),
    BadInput(
      name: "--completion after a subcommand", arguments: ["list", "a"] + enter + ["--completion", "bash"],
      words: ["--completion", "only works without a subcommand"]),
    BadInput(
      name: "no terminal and no --keys", arguments: ["list", "a", "b"],
      words: ["no terminal", "/dev/tty", "--keys"]),
    BadInput(
      name: "a default list item that does not exist",
      arguments: ["list", "a", "b"] + enter + ["--select", "c"],
      words: ["--select c", "not an item of the list"]),
    BadInput(
      name: "a default carrying an escape sequence, shown escaped",
      arguments: ["list", "a", "b"] + enter + ["--select", "\u{1B}[31mc"],
      words: ["--select \\u{1b}[31mc", "not an item"]),
    BadInput(
      name: "a default carrying a bidi override, shown escaped",
      arguments: ["list", "a", "b"] + enter + ["--select", "\u{202E}c"], words: ["\\u{202e}c", "not an item"]),
    BadInput(
      name: "empty stdin for a list: nothing to choose, exit 1", arguments: ["list"] + enter, status: 1,
      words: ["stdin held no lines", "give items"]),
    BadInput(
      name: "a list field expression that is no field",
      arguments: ["list", "a"] + enter + ["--with-nth", "1..x"],
      words: ["--with-nth 1..x", "field number"]),
    BadInput(
      name: "a list delimiter that is a regular expression in fzf",
      arguments: ["list", "a"] + enter + ["--delimiter", "."],
      words: ["--delimiter .", "regular-expression operator", "\\."]),
  ]

  static let dateCases: [BadInput] = [
    BadInput(
      name: "unknown date columns", arguments: ["date"] + enter + ["--columns", "xyz"],
      words: ["--columns xyz", "must be one of", "ymw"]),
    BadInput(
      name: "reversed bounds", arguments: ["date"] + enter + ["--from", "2020-01-01", "--to", "2019-01-01"],
      words: ["--from 2020-01-01", "after --to 2019-01-01"]),
    BadInput(
      name: "a thirteenth month", arguments: ["date"] + enter + ["--select", "2020-13-01"],
      words: ["--select 2020-13-01", "month must be from 01 to 12"]),
    BadInput(
      name: "February 30th", arguments: ["date"] + enter + ["--select", "2020-02-30"],
      words: ["--select 2020-02-30", "01 to 29", "2020-02 has 29 days"]),
    BadInput(
      name: "a default outside the bounds", arguments: ["date"] + enter + ["--select", "1800-01-01"],
      words: ["--select 1800-01-01", "outside", "--from 1900-01-01"]),
    BadInput(
      name: "a five-digit year", arguments: ["date"] + enter + ["--from", "10000-01-01"],
      words: ["--from 10000-01-01", "ISO 8601 date"]),
    BadInput(
      name: "year zero", arguments: ["date"] + enter + ["--from", "0000-01-01"],
      words: ["--from 0000-01-01", "year must be from 0001 to 9999"]),
    BadInput(
      name: "a default with a control character",
      arguments: ["date"] + enter + ["--select", "2020-01-01\u{7}"],
      words: ["2020-01-01\\u{7}", "ISO 8601 date"]),
    BadInput(
      name: "a clock that is no instant", arguments: ["date"] + enter + ["--now", "9999-99"],
      words: ["--now 9999-99", "ISO 8601 date and time"]),
    BadInput(
      name: "a clock with an empty fraction",
      arguments: ["date"] + enter + ["--now", "2025-07-25T14:20:00.+08:00"],
      words: ["--now 2025-07-25T14:20:00.+08:00", "fraction of a second must be 1 to 9 digits"]),
    BadInput(
      name: "a clock at hour 25", arguments: ["date"] + enter + ["--now", "2025-07-25T25:20:00Z"],
      words: ["--now 2025-07-25T25:20:00Z", "hour must be from 00 to 23"]),
    BadInput(
      name: "a minute step that does not divide 60",
      arguments: ["date"] + enter + ["--columns", "ymdhm", "--minute-step", "7"],
      words: ["--minute-step 7", "divisor of 60"]),
    BadInput(
      name: "a second step of zero",
      arguments: ["date"] + enter + ["--columns", "hms", "--second-step", "0"],
      words: ["--second-step 0", "divisor of 60"]),
    BadInput(
      name: "a clock of 13 hours", arguments: ["date"] + enter + ["--clock", "13"],
      words: ["--clock 13", "12, 24"]),
    BadInput(
      name: "an unknown calendar", arguments: ["date"] + enter + ["--calendar", "martian"],
      words: ["--calendar martian", "gregorian", "chinese"]),
    BadInput(
      name: "an unknown time zone", arguments: ["date"] + enter + ["--time-zone", "Mars/Olympus"],
      words: ["--time-zone Mars/Olympus", "unknown time zone", "IANA"]),
    BadInput(
      name: "unknown unit placement", arguments: ["date"] + enter + ["--units", "some"],
      words: ["--units some", "all, center, none"]),
    BadInput(
      name: "至今 without a year wheel", arguments: ["date"] + enter + ["--columns", "md", "--present"],
      words: ["--columns md", "no year wheel", "--present"]),
    BadInput(
      name: "a present default without --present", arguments: ["date"] + enter + ["--select", "present"],
      words: ["--select present", "needs --present"]),
    BadInput(
      name: "a range that ends before it starts",
      arguments: ["range"] + enter + ["--columns", "ym", "--select", "2020-01..2019-01"],
      words: ["--select 2020-01..2019-01", "the end 2019-01 precedes the start 2020-01"]),
    BadInput(
      name: "a range default without ..",
      arguments: ["range"] + enter + ["--columns", "ym", "--select", "2020-01"],
      words: ["--select 2020-01", "START..END"]),
    BadInput(
      name: "a range default without a start",
      arguments: ["range"] + enter + ["--columns", "ym", "--select", "..2020-01"],
      words: ["--select ..2020-01", "has no start"]),
    BadInput(
      name: "a range that starts 至今",
      arguments: ["range"] + enter + ["--columns", "ym", "--present", "--select", "present..2020-01"],
      words: ["--select present..2020-01", "至今 can only end a range"]),
    BadInput(
      name: "a range ending 至今 without --present",
      arguments: ["range"] + enter + ["--columns", "ym", "--select", "2020-01..present"],
      words: ["--select 2020-01..present", "needs --present"]),
    BadInput(
      name: "a minimum length above the maximum",
      arguments: ["range"] + enter + ["--max-length", "1d", "--min-length", "2d"],
      words: ["--min-length 2d", "longer than maximum length"]),
    BadInput(
      name: "a length in an unknown unit", arguments: ["range"] + enter + ["--max-length", "10q"],
      words: ["--max-length 10q", "a unit: d (days)"]),
    BadInput(
      name: "至今 in a range without a year wheel",
      arguments: ["range"] + enter + ["--columns", "hm", "--present"],
      words: ["--columns hm", "no year wheel"]),
  ]

  static let pickerCases: [BadInput] = [
    BadInput(
      name: "a time at hour 25", arguments: ["time"] + enter + ["--select", "25:00"],
      words: ["--select 25:00", "hour must be from 0 to 23"]),
    BadInput(
      name: "a time at minute 60", arguments: ["time"] + enter + ["--select", "12:60"],
      words: ["--select 12:60", "minute must be from 00 to 59"]),
    BadInput(
      name: "a time that is a word", arguments: ["time"] + enter + ["--select", "noon"],
      words: ["--select noon", "HH:MM"]),
    BadInput(
      name: "a time with a minute step of zero", arguments: ["time"] + enter + ["--minute-step", "0"],
      words: ["--minute-step 0", "divisor of 60"]),
    BadInput(
      name: "a negative duration", arguments: ["countdown"] + enter + ["--select", "-5m"],
      words: ["--select -5m", "duration such as 1h30m"]),
    BadInput(
      name: "a duration of a day or more", arguments: ["countdown"] + enter + ["--select", "99999h"],
      words: ["--select 99999h", "shorter than 24h"]),
    BadInput(
      name: "a duration in an unknown unit", arguments: ["countdown"] + enter + ["--select", "1x"],
      words: ["--select 1x", "duration"]),
    BadInput(
      name: "an unknown dataset", arguments: ["region"] + enter + ["--data", "mars"],
      words: ["--data mars", "no such dataset or file", "china-towns"]),
    BadInput(
      name: "a depth of zero", arguments: ["region"] + enter + ["--depth", "0"],
      words: ["--depth 0", "from 1 to 9"]),
    BadInput(
      name: "a depth past the dataset's levels", arguments: ["region"] + enter + ["--depth", "9"],
      words: ["--depth 9", "at most 3"]),
    BadInput(
      name: "a region that does not exist", arguments: ["region"] + enter + ["--select", "不存在"],
      words: ["--select 不存在", "no province named \"不存在\" at the top level"]),
    BadInput(
      name: "a code that does not exist", arguments: ["region"] + enter + ["--select", "999999"],
      words: ["--select 999999", "at the top level"]),
    BadInput(
      name: "a city that is not under its province", arguments: ["region"] + enter + ["--select", "广东/不存在"],
      words: ["广东/不存在", "no prefecture named \"不存在\" under 广东省"]),
    BadInput(
      name: "a region file that is not JSON", arguments: ["region"] + enter + ["--data", "@bad-region.json"],
      words: ["bad-region.json", "not valid JSON at line 1, column 2"]),
    BadInput(
      name: "a region file of the wrong shape",
      arguments: ["region"] + enter + ["--data", "@region-strings.json"],
      words: ["region-strings.json", "[0]", "expected"]),
    BadInput(
      name: "wheels without a wheel", arguments: ["wheels"] + enter, words: ["needs at least one --wheel"]),
    BadInput(
      name: "--wheel without items", arguments: ["wheels"] + enter + ["--wheel"],
      words: ["--wheel needs a value"]),
    BadInput(
      name: "a wheel with an empty item", arguments: ["wheels"] + enter + ["--wheel", ","],
      words: ["--wheel ,", "item 1 is empty"]),
    BadInput(
      name: "a wheel default that is not an item",
      arguments: ["wheels"] + enter + ["--wheel", "a,b", "--select", "c"],
      words: ["--select c", "not an item of wheel 1"]),
    BadInput(
      name: "more defaults than wheels",
      arguments: ["wheels"] + enter + ["--wheel", "a,b", "--select", "a,b,c"],
      words: ["--select a,b,c", "3 items for 1 wheel"]),
    BadInput(
      name: "a negative seed", arguments: ["slots"] + enter + ["--seed", "-1"],
      words: ["--seed -1", "whole number from 0"]),
    BadInput(
      name: "a seed that is a word", arguments: ["slots"] + enter + ["--seed", "x"],
      words: ["--seed x", "whole number"]),
  ]

  static let cascadeFileCases: [BadInput] = [
    BadInput(
      name: "cascade without a FILE", arguments: ["cascade"] + enter, words: ["needs a FILE argument"]),
    BadInput(
      name: "two FILEs", arguments: ["cascade", "@good.json", "@good.json"] + enter,
      words: ["unexpected argument", "takes one FILE"]),
    BadInput(
      name: "a FILE that does not exist", arguments: ["cascade", "@missing.json"] + enter,
      words: ["FILE", "missing.json", "cannot be read: No such file or directory"]),
    BadInput(
      name: "a FILE that is a directory", arguments: ["cascade", "@dir"] + enter,
      words: ["FILE", "cannot be read: Is a directory"]),
    BadInput(
      name: "an empty FILE", arguments: ["cascade", "@empty.json"] + enter, words: ["empty.json", "is empty"]),
    BadInput(
      name: "a FILE of white space", arguments: ["cascade", "@blank.json"] + enter,
      words: ["blank.json", "holds only white space"]),
    BadInput(
      name: "empty stdin for a cascade", arguments: ["cascade", "-"] + enter, words: ["stdin is empty"]),
    BadInput(
      name: "white space on stdin", arguments: ["cascade", "-"] + enter, input: .bytes(Array(" \n".utf8)),
      words: ["stdin", "holds only white space"]),
    BadInput(
      name: "an unknown shape", arguments: ["cascade", "@good.json", "--shape", "tricky"] + enter,
      words: ["--shape tricky", "tree, flat, dict"]),
    BadInput(
      name: "a cascade default that is no path",
      arguments: ["cascade", "@good.json", "--select", "zz"] + enter,
      words: ["--select zz", "names no path", "no level 1 named \"zz\" at the top level"]),
    BadInput(
      name: "--levels without --children-command",
      arguments: ["cascade", "@good.json", "--levels", "3"] + enter,
      words: ["--levels", "only works with --children-command"]),
    BadInput(
      name: "a FILE with --children-command",
      arguments: ["cascade", "@good.json", "--children-command", "true"] + enter,
      words: ["unexpected argument", "--children-command reads no FILE"]),
    BadInput(
      name: "--select with --children-command",
      arguments: ["cascade", "--children-command", "true", "--select", "a"] + enter,
      words: ["--select", "only works with a FILE"]),
    BadInput(
      name: "zero levels", arguments: ["cascade", "--children-command", "true", "--levels", "0"] + enter,
      words: ["--levels 0", "from 1 to 32"]),
    BadInput(
      name: "too many levels",
      arguments: ["cascade", "--children-command", "true", "--levels", "33"] + enter,
      words: ["--levels 33", "from 1 to 32"]),
    BadInput(
      name: "a negative timeout",
      arguments: ["cascade", "--children-command", "true", "--children-timeout", "-1"] + enter,
      words: ["--children-timeout -1", "from 0.001 to 3600"]),
    BadInput(
      name: "a timeout of zero",
      arguments: ["cascade", "--children-command", "true", "--children-timeout", "0"] + enter,
      words: ["--children-timeout 0", "seconds"]),
  ]

  static let cascadeDocumentCases: [BadInput] = [
    document(
      "an unclosed object", "open.json", ["not valid JSON at line 1, column 2", "field name in quotes"]),
    document(
      "truncated JSON", "truncated.json",
      ["not valid JSON at line 1, column 37", "found the end of the file"]),
    document("a bare number", "number.json", ["closest: tree", "expected an array, found a number"]),
    document("a bare string", "string.json", ["expected an array, found a string"]),
    document("null", "null.json", ["expected an array, found null"]),
    document("an empty array", "empty-array.json", ["expected at least one row, found none"]),
    document(
      "an empty object", "empty-object.json",
      ["top level: expected an array, or an object with \"children\"", "found an object without it"]),
    document(
      "a root object whose children are a string, with --shape tree", "children-string.json",
      ["children: expected an array, found a string", "--shape tree"], shape: "tree"),
    document(
      "children that are a string, blamed on children", "tree-children-string.json",
      ["[0].children", "expected an array, found a string"], shape: "tree"),
    document("a repeated code", "repeated-code.json", ["[1].code", "code \"1\" repeats [0].code"]),
    document("a fractional code", "fraction-code.json", ["[0].code", "code 1.5 is not a whole number"]),
    document("a code too large to read exactly", "huge-code.json", ["[0].code", "1e300", "too large"]),
    document("a node without a name", "no-name.json", ["[0].name", "expected a string, found nothing"]),
    document("a repeated name where names are keys", "repeated-name.json", ["[1].name", "repeats [0].name"]),
    document("binary junk", "junk.bin", ["not valid JSON at line 1, column 1"]),
    document("zero bytes", "zeros.bin", ["not valid JSON", "byte 0x00"]),
    document("invalid UTF-8", "invalid-utf8.json", ["invalid UTF-8", "0xFF"]),
    document("an escape character inside a string", "escape-in-string.json", ["control character U+001B"]),
    document("text after the document", "trailing.json", ["expected the end of the document", "\"x\""]),
    document("nesting deeper than 1,024 levels", "deep.json", ["nested deeper than 1024 levels"]),
    document("NaN", "nan.json", ["expected a value", "\"N\""]),
    document("a comment", "comment.json", ["expected the end of the document", "\"/\""]),
    document("single quotes", "single-quotes.json", ["not valid JSON at line 1, column 3"]),
    document("a trailing comma", "trailing-comma.json", ["not valid JSON at line 1, column 15"]),
    document(
      "parents that form a cycle", "cycle.json", ["[0].parent", "form a cycle", "\"1\" → \"2\" → \"1\""]),
    document(
      "a parent that does not exist", "missing-parent.json", ["parent \"9\" of node \"1\" does not exist"],
      shape: "flat"),
    document(
      "a dict of numbers", "dict-number.json", ["a: expected an array, found a number"], shape: "dict"),
    document("a truncated XML property list", "truncated.plist", ["not a valid property list"]),
    document(
      "a property list of strings", "strings.plist", ["[0]", "expected a dictionary, found a string"]),
    document(
      "a property list of strings as plist-area", "strings.plist", ["[0]", "--shape plist-area"],
      shape: "plist-area"),
    document("XML that is cut off", "not-xml.plist", ["not a valid property list"]),
    document("an empty binary property list", "binary-empty.plist", ["not a valid binary property list"]),
    document("a binary property list of junk", "binary-junk.plist", ["not a valid binary property list"]),
    BadInput(
      name: "an --at path the document lacks", arguments: ["cascade", "-", "--at", "data.list"] + enter,
      input: .bytes(Array(#"{"code":0,"data":{"rows":[]}}"#.utf8)),
      words: ["stdin: at data.list", #"data has no key "list""#, #"found an object with the key "rows""#]),
    BadInput(
      name: "an --at path with an empty step", arguments: ["cascade", "-", "--at", "data..list"] + enter,
      input: .bytes(Array("[]".utf8)), words: ["--at data..list", "step 2 is empty"]),
    BadInput(
      name: "an --at key carrying an escape sequence",
      arguments: ["cascade", "-", "--at", "\u{1B}[31m"] + enter,
      input: .bytes(Array(#"{"data":[]}"#.utf8)), words: [#"has no key "\u{1B}[31m""#, #""data""#]),
    BadInput(
      name: "--fields root= without parent",
      arguments: ["cascade", "-", "--fields", "key=id,root=-1"] + enter,
      input: .bytes(Array("[]".utf8)), words: ["--fields key=id,root=-1", "root=-1 needs parent=FIELD"]),
    BadInput(
      name: "malformed JSON on stdin", arguments: ["cascade", "-"] + enter, input: .bytes(Array("{".utf8)),
      words: ["stdin: not valid JSON at line 1, column 2"]),
    BadInput(
      name: "truncated JSON on /dev/stdin", arguments: ["cascade", "/dev/stdin"] + enter,
      input: .bytes(Array(#"[{"name":"a""#.utf8)),
      words: ["/dev/stdin", "not valid JSON at line 1, column 13"]),
  ]

  static let limitCases: [BadInput] = [
    BadInput(
      name: "endless stdin for a list", arguments: ["list"] + enter, input: .path("/dev/zero"),
      words: ["stdin", "more than 256 MiB read (limit 256 MiB)"]),
    BadInput(
      name: "endless stdin for a cascade", arguments: ["cascade", "-"] + enter, input: .path("/dev/zero"),
      words: ["stdin", "more than 256 MiB read"]),
    BadInput(
      name: "a FILE past the limit", arguments: ["cascade", "@\(oversized)"] + enter,
      words: ["FILE", oversized, "more than 256 MiB read (limit 256 MiB)"]),
    BadInput(
      name: "a FILE that never ends", arguments: ["cascade", "/dev/zero"] + enter,
      words: ["FILE /dev/zero", "more than 256 MiB read"]),
    BadInput(
      name: "a title past the limit",
      arguments: ["list", "a"] + enter + ["--title", String(repeating: "t", count: 5000)],
      words: ["--title", "more than 4,096 characters (limit 4,096)"]),
    BadInput(
      name: "more keys than the limit",
      arguments: ["list", "a", "--keys", Array(repeating: "down", count: 10_001).joined(separator: " ")],
      words: ["--keys", "more than 10,000 tokens (limit 10,000)"]),
  ]

  /// A cascade FILE that holds a bad document; the message names the file.
  static func document(_ name: String, _ file: String, _ words: [String], shape: String? = nil) -> BadInput {
    BadInput(
      name: name, arguments: ["cascade", "@\(file)"] + (shape.map { ["--shape", $0] } ?? []) + enter,
      words: [file] + words)
  }

  @Test("the catalog holds at least 80 bad inputs, each named once")
  func catalogSize() {
    #expect(Self.cases.count >= 80)
    #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
  }

  @Test(
    "each bad input: its exit status, one line on stderr naming the problem, nothing on stdout",
    arguments: cases)
  func refused(_ bad: BadInput) throws {
    let arguments = bad.arguments.map { $0.hasPrefix("@") ? Self.path(String($0.dropFirst())) : $0 }
    let run: BuiltBinary.ByteRun
    switch bad.input {
    case .none: run = try BuiltBinary.run(arguments, inputBytes: [])
    case .bytes(let bytes): run = try BuiltBinary.run(arguments, inputBytes: bytes)
    case .path(let path): run = try BuiltBinary.run(arguments, inputPath: path)
    }
    #expect(run.status == bad.status, "\(run.error)")
    #expect(run.output.isEmpty, "stdout: \(String(decoding: run.output, as: UTF8.self).debugDescription)")
    #expect(
      run.error.hasPrefix("wheelpicker: ") && run.error.hasSuffix("\n"), "\(run.error.debugDescription)")
    #expect(run.error.filter { $0 == "\n" }.count == 1, "one line: \(run.error.debugDescription)")
    let controls = run.error.unicodeScalars.filter {
      $0 != "\n" && ($0.properties.generalCategory == .control || $0.properties.generalCategory == .format)
    }
    #expect(
      controls.isEmpty, "no control or format characters reach the terminal: \(run.error.debugDescription)")
    for word in bad.words {
      #expect(run.error.contains(word), "\(word.debugDescription) in \(run.error.debugDescription)")
    }
  }
}
