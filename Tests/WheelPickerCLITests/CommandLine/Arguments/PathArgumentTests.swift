import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("PathArgument")
struct PathArgumentTests {
  @Test(
    "slashes or spaces separate levels",
    arguments: [
      ("广东/深圳", ["广东", "深圳"]),
      ("广东 深圳", ["广东", "深圳"]),
      ("  广东   深圳  南山区 ", ["广东", "深圳", "南山区"]),
      ("440305", ["440305"]),
      ("New York/New York City", ["New York", "New York City"]),
      ("广东 / 深圳", ["广东", "深圳"]),
      (#"AC\/DC/Live"#, ["AC/DC", "Live"]),
      (#"AC\/DC Live"#, ["AC/DC", "Live"]),
      (#"a\\b/c"#, [#"a\b"#, "c"]),
      // A combining mark after a separator joins it into one character; the separator still counts.
      ("x/\u{0733}", ["x", "\u{0733}"]),
      ("x \u{0733}", ["x", "\u{0733}"]),
    ])
  func splits(_ text: String, _ components: [String]) throws {
    #expect(try PathArgument.parse(text, option: "--select").components == components)
  }

  @Test(
    "a path prints back as an argument that reads as the same path, escapes included",
    arguments: [
      #"a'. .\ "#, #"AC\/DC/Live"#, #"x\ y z"#, #"a\\b/c"#, "广东 深圳", "(\u{FFFD} \u{0733}",
      "a/\u{0301}b", "\\\u{0301}/c",
    ])
  func printsBack(_ text: String) throws {
    let path = try PathArgument.parse(text, option: "--select")
    #expect(
      try PathArgument.parse(path.written, option: "--select") == path,
      "\(path.components) as \(path.written)")
  }

  @Test("a single all-digit component is a code")
  func codes() throws {
    #expect(try PathArgument.parse("440305", option: "--select").isCode)
    #expect(try !PathArgument.parse("44/03", option: "--select").isCode)
    #expect(try !PathArgument.parse("深圳", option: "--select").isCode)
  }

  @Test(
    "empty paths and levels are refused",
    arguments: [
      ("", "--select '': must name at least one level (names or codes separated by / or spaces)"),
      ("   ", "--select '   ': must name at least one level (names or codes separated by / or spaces)"),
      ("广东//深圳", "--select 广东//深圳: has an empty level between slashes"),
      ("/广东", "--select /广东: has an empty level between slashes"),
    ])
  func rejects(_ text: String, _ message: String) {
    #expect(throws: UsageError(.invalidValue(option: "--select", value: text), message: message)) {
      try PathArgument.parse(text, option: "--select")
    }
  }
}
