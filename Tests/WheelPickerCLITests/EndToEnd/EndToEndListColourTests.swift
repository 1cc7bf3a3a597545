import Testing
import WheelPickerTestSupport

/// `list --ansi` on a live terminal: the items' colours are drawn as the terminal's own styles,
/// and nothing else of their escapes reaches the screen.
@Suite("wheelpicker binary: list --ansi on a pseudo-terminal")
struct EndToEndListColourTests {
  static let input = "\u{1B}[31mred\u{1B}[0m apple\n\u{1B}]0;pwned\u{07}\u{1B}[1;34mblue\u{1B}[m pear\n"

  static func screen(_ arguments: [String]) throws -> (screen: String, output: String, status: Int32) {
    let terminal = try PseudoTerminal(columns: 60, lines: 12)
    let child = try TerminalChild(
      BuiltBinary.url.path, arguments: ["list", "--no-animation"] + arguments,
      environment: EndToEndTerminalTests.environment, on: terminal, standardInput: .pipe(input),
      standardOutput: .pipe())
    try #require(child.waitForScreen(containing: "Confirm"), "\(child.screenText.debugDescription)")
    child.type("\u{1B}[B")
    child.type("\r")
    let status = child.waitForExit()
    return (child.screenText, child.output(), status)
  }

  @Test("coloured parts are drawn in their colours; an OSC in an item never reaches the terminal")
  func coloured() throws {
    let run = try Self.screen(["--ansi"])
    #expect(run.status == 0)
    #expect(run.output == "blue pear\n")
    #expect(run.screen.contains(/\x{1B}\[[0-9;]*;31mred/), "\(run.screen.debugDescription)")
    #expect(run.screen.contains(/\x{1B}\[[0-9;]*;1[0-9;]*;34mblue/), "\(run.screen.debugDescription)")
    #expect(!run.screen.contains("pwned") && !run.screen.contains("\u{1B}]0;"))
  }

  @Test("without --ansi the escapes are the items' text, drawn as control pictures and printed as read")
  func raw() throws {
    let run = try Self.screen([])
    #expect(run.status == 0)
    #expect(run.output == "\u{1B}]0;pwned\u{07}\u{1B}[1;34mblue\u{1B}[m pear\n")
    #expect(run.screen.contains("␛[31mred") && !run.screen.contains("\u{1B}]0;"))
  }
}
