import Foundation
import Testing

/// Input as other programs write it: a byte order mark before piped lines, messages that name
/// the tool once, completions that offer every language the words table has.
@Suite("wheelpicker binary: input as others write it")
struct EndToEndInputAsWrittenTests {
  @Test("a UTF-8 byte order mark on stdin's first line is no part of the first item")
  func byteOrderMark() throws {
    let run = try BuiltBinary.run(["list", "--keys", "enter"], input: "\u{FEFF}first\r\nsecond\r\n")
    #expect(run.status == 0)
    #expect(run.output == "first\n")
  }

  @Test("a message names the tool once: wheelpicker: list: …")
  func prefixOnce() throws {
    let run = try BuiltBinary.run(["list", "--keys", "enter"], input: "")
    #expect(run.status == 1)
    #expect(run.error == "wheelpicker: list: stdin held no lines: give items or pipe lines in\n")
  }

  @Test(
    "completion scripts offer every language of --locale, ja included", arguments: ["bash", "zsh", "fish"])
  func localeCompletions(_ shell: String) throws {
    let run = try BuiltBinary.run(["--completion", shell])
    #expect(run.status == 0)
    // bash: compgen -W "…", zsh: :ID:(…), fish: -a '…'.
    #expect(run.output.contains("en zh-Hans zh-Hant ja"), "\(shell)")
  }
}

/// Messages as a person reads them, and a cascade name that holds a slash.
@Suite("wheelpicker binary: messages and escaped slashes")
struct EndToEndMessageTests {
  @Test("--select echoes the path as written, not as the program split it")
  func selectAsWritten() throws {
    let run = try BuiltBinary.run(["region", "--data", "china", "--select", "广东 深圳 不存在", "--keys", "enter"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("wheelpicker: --select '广东 深圳 不存在': "), "\(run.error)")
  }

  @Test("a --select that shares nothing with any name offers no \"nearest\" names")
  func noUnrelatedNearest() throws {
    let run = try BuiltBinary.run(["region", "--data", "china", "--select", "999999", "--keys", "enter"])
    #expect(run.status == 2)
    #expect(!run.error.contains("nearest"), "\(run.error)")
    let near = try BuiltBinary.run(["region", "--data", "china", "--select", "广东 深圳 南山", "--keys", "enter"])
    #expect(near.status == 0, "a near name is still matched: \(near.error)")
  }

  @Test("a cascade name with a slash is selected with \\/")
  func escapedSlash() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wp-slash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bands.json")
    let document =
      #"[{"label": "ABBA", "value": "abba", "children": [{"label": "Gold", "value": "gold"}]},"#
      + #" {"label": "AC/DC", "value": "acdc", "children": [{"label": "Live", "value": "live"}, {"label": "Back", "value": "back"}]}]"#
    try Data(document.utf8).write(to: file)
    let run = try BuiltBinary.run(["cascade", file.path, "--select", #"AC\/DC/Back"#, "--keys", "enter"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "AC/DC Back\n")
  }

  @Test("a key repeated in a keyed-lists document reads \"repeats in an object\"")
  func repeatedKey() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wp-repeat-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(#"{"a": ["x"], "a": ["y"]}"#.utf8).write(to: file)
    let run = try BuiltBinary.run(["cascade", file.path, "--keys", "enter"])
    #expect(run.status == 2)
    #expect(run.error.hasSuffix(#"a: key "a" repeats in an object"# + "\n"), "\(run.error)")
  }

  @Test("lengths are counted in the plural")
  func plurals() throws {
    let run = try BuiltBinary.run([
      "range", "--columns", "ymd", "--min-length", "2d", "--max-length", "1d", "--keys", "enter",
    ])
    #expect(run.status == 2)
    #expect(run.error.contains("minimum length 2 days is longer than maximum length 1 day "), "\(run.error)")
  }
}
