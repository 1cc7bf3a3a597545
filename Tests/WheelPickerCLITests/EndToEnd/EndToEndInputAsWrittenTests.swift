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
    #expect(run.status == 2)
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
