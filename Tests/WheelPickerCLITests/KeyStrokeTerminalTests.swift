import Testing
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("KeyStroke to terminal keys")
struct KeyStrokeTerminalTests {
  @Test(
    "every token presses the key the terminal decoder would produce",
    arguments: [
      ("up", [Key.up]), ("down", [.down]), ("left", [.left]), ("right", [.right]), ("tab", [.tab]),
      ("backtab", [.backTab]), ("pgup", [.pageUp]), ("pgdn", [.pageDown]), ("home", [.home]), ("end", [.end]),
      ("enter", [.enter]), ("esc", [.escape]), ("space", [.character(" ")]), ("backspace", [.backspace]),
      ("ctrl-c", [.control("c")]), ("ctrl-n", [.control("n")]), ("ctrl-p", [.control("p")]),
      ("ctrl-j", [.control("j")]), ("ctrl-k", [.control("k")]),
      ("type:深圳", [.character("深"), .character("圳")]),
      (
        "2*type:a\\ b",
        [
          .character("a"), .character(" "), .character("b"), .character("a"), .character(" "),
          .character("b"),
        ]
      ),
      ("3*down", [.down, .down, .down]),
    ])
  func keys(_ script: String, _ keys: [Key]) throws {
    #expect(try KeyScript.parse(script, option: "--keys").terminalKeys == keys)
  }

  @Test("every named token is mapped")
  func complete() {
    for (token, stroke) in KeyStroke.named {
      #expect(stroke.terminalKeys.count == 1, "\(token)")
    }
  }
}
