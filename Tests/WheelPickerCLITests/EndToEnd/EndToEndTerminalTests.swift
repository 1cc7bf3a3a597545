import Glibc
import Testing
import WheelPickerCore
import WheelPickerTestSupport

/// Runs the built binary on a pseudo-terminal opened from Swift (its
/// controlling terminal, so `/dev/tty` works), so the live loop — raw mode,
/// key decoding, drawing, signals, restoring — is exercised as a person uses it.
@Suite("wheelpicker binary: live in a pseudo-terminal")
struct EndToEndTerminalTests {
  // The backtracer would wait for a key after a crash signal on a terminal.
  static let environment = [
    "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
  ]

  /// A live run: the child, its terminal and the terminal's settings before it started.
  struct Live {
    let child: TerminalChild
    let before: termios

    /// Whether the terminal's settings are byte for byte those before the run.
    var isRestored: Bool { Live.bytes(child.terminal.settings()) == Live.bytes(before) }

    static func bytes(_ settings: termios) -> [UInt8] {
      withUnsafeBytes(of: settings) { Array($0) }
    }
  }

  /// Starts the binary with `arguments` and waits until its sheet is drawn.
  static func start(
    _ arguments: [String], columns: Int = 80, lines: Int = 24, ready: String = "Confirm",
    standardInput: TerminalChild.Stream = .terminal, standardOutput: TerminalChild.Stream = .pipe()
  ) throws -> Live {
    let terminal = try PseudoTerminal(columns: columns, lines: lines)
    let before = terminal.settings()
    let child = try TerminalChild(
      BuiltBinary.url.path, arguments: arguments, environment: environment, on: terminal,
      standardInput: standardInput, standardOutput: standardOutput)
    try #require(
      child.waitForScreen(containing: ready), "the sheet was drawn: \(child.screenText.debugDescription)")
    return Live(child: child, before: before)
  }

  @Test("list: ↓ Enter prints the second item; cursor shown and settings restored")
  func confirm() throws {
    let live = try Self.start(["list", "a", "b", "c", "--no-animation"])
    live.child.type("\u{1B}[B")
    live.child.type("\r")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "b\n")
    #expect(live.child.screenText.hasSuffix("\u{1B}[?25h"), "the cursor is shown again at the end")
    #expect(live.isRestored)
  }

  @Test("an old code split among several divisions opens on the first, naming them all; Enter takes it")
  func oldCodeSplit() throws {
    let live = try Self.start(["region", "--select", "130106", "--no-animation"], columns: 100)
    #expect(
      live.child.screenText.contains(
        "130106 郊区 (1983–2001) is now 4 divisions: 130102 长安区, 130104 桥西区, 130105 新华区, 130108 裕华区; "
          + "showing the first"), "\(live.child.screenText.debugDescription)")
    live.child.type("\r")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "河北省 石家庄市 长安区\n")
    #expect(live.isRestored)
  }

  @Test(
    "an ending restores the terminal and exits with its status",
    arguments: [
      ("a lone Esc cancels", "\u{1B}", 1 as Int32), ("Ctrl-C interrupts", "\u{03}", 130),
    ])
  func keyEnding(_ name: String, key: String, status: Int32) throws {
    let live = try Self.start(["list", "a", "b", "--no-animation"])
    live.child.type(key)
    #expect(live.child.waitForExit() == status, Comment(rawValue: name))
    #expect(live.child.output().isEmpty)
    #expect(live.isRestored, Comment(rawValue: name))
    #expect(
      live.child.screenText.contains("\u{1B}[?1000h") == live.child.screenText.contains("\u{1B}[?1000l"))
  }

  @Test(
    "a signal restores the terminal and exits with 128 + n",
    arguments: [("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGQUIT", SIGQUIT)]
      // A crash signal, except under ThreadSanitizer (InstrumentationEnvironment.isThreadSanitized).
      + (InstrumentationEnvironment.isThreadSanitized ? [] : [("SIGSEGV", SIGSEGV)]))
  func signalEnding(_ name: String, signal: Int32) throws {
    let live = try Self.start(["list", "a", "b", "--no-animation"])
    live.child.send(signal)
    #expect(live.child.waitForExit() == 128 + signal, Comment(rawValue: name))
    #expect(live.child.output().isEmpty)
    #expect(live.isRestored, Comment(rawValue: name))
    // A reply to the sheet's position request that arrives after the end is echoed (`^[[1;1R`).
    let screen = live.child.screenText.replacing(#/\^\[\[[0-9]+;[0-9]+R$/#, with: "")
    #expect(screen.hasSuffix("\u{1B}[?25h"), Comment(rawValue: "\(name): cursor shown"))
  }

  @Test("a resized window re-lays the sheet out at the new width")
  func resize() throws {
    let live = try Self.start(["list", "a", "b", "--no-animation"], columns: 80)
    let rule = { (width: Int) in String(repeating: "─", count: width) }
    #expect(live.child.screenText.contains(rule(80)))
    let mark = live.child.screen.count
    live.child.terminal.resize(columns: 50, lines: 24)
    live.child.send(SIGWINCH)
    #expect(
      live.child.waitForScreen(from: mark) { $0.contains(rule(50)) && !$0.contains(rule(51)) },
      "a 50-column rule is drawn after the resize")
    live.child.type("\r")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "a\n")
  }

  @Test("seq | wheelpicker list: items from stdin, keys from the terminal")
  func pipedList() throws {
    let live = try Self.start(["list", "--no-animation"], standardInput: .pipe("1\n2\n3\n"))
    live.child.type("\u{1B}[B")
    live.child.type("\u{1B}[B")
    live.child.type("\r")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "3\n")
    #expect(live.isRestored)
  }

  @Test("--fullscreen enters and leaves the alternate screen once each")
  func fullscreen() throws {
    let live = try Self.start(["list", "a", "b", "--fullscreen", "--no-animation"])
    live.child.type("\u{1B}")
    #expect(live.child.waitForExit() == 1)
    let screen = live.child.screenText
    #expect(screen.components(separatedBy: "\u{1B}[?1049h").count == 2)
    #expect(screen.components(separatedBy: "\u{1B}[?1049l").count == 2)
    #expect(live.isRestored)
  }

  @Test("a closed stdout ends quietly with 141 and the terminal restored")
  func closedOutput() throws {
    let live = try Self.start(["list", "a", "b", "--no-animation"], standardOutput: .closedPipe)
    live.child.type("\r")
    #expect(live.child.waitForExit() == 141)
    #expect(live.isRestored)
  }

  @Test("the slide-up animation ends on the same sheet")
  func animated() throws {
    let live = try Self.start(["list", "a", "b", "c"])
    live.child.type("\u{1B}[B\r")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "b\n")
  }

  @Test("below 20×6 the sheet says so and keys still work")
  func tooSmall() throws {
    let live = try Self.start(
      ["list", "a", "b", "--no-animation"], columns: 18, lines: 5, ready: "too small")
    live.child.type("\u{1B}[B\r")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "b\n")
    #expect(live.isRestored)
  }

  @Test("region: typing pinyin selects the match; the help line speaks Chinese")
  func regionSearch() throws {
    let live = try Self.start(["region", "--no-animation", "--locale", "zh-Hans"], ready: "确定")
    #expect(live.child.screenText.contains("选行"))
    live.child.type("shenzhen")
    live.child.type("\r")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "广东省 深圳市 罗湖区\n")
  }

  @Test("mouse: wheel scroll over the wheel, then a click on Confirm")
  func mouse() throws {
    let live = try Self.start(["list", "a", "b", "c", "--no-animation"], columns: 40, lines: 12)
    // The sheet's top is on line 1 (the position report says so): the centre row is line 5.
    live.child.type("\u{1B}[<65;20;5M")
    live.child.type("\u{1B}[<65;20;5M")
    live.child.type("\u{1B}[<64;20;5M")
    live.child.type("\u{1B}[<0;36;1M\u{1B}[<0;36;1m")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "b\n")
    #expect(live.isRestored)
  }

  @Test("hostile rows and title reach the terminal as visible text, never as sequences")
  func hostileText() throws {
    let hostile = [
      "a\u{1B}[2Jb", "\u{1B}]0;pwned\u{07}t", "\u{1B}]52;c;ZXZpbA==\u{1B}\\", "c1\u{9B}31m", "\u{202E}evil",
      "\u{1B}P1;2q\u{1B}\\",
    ]
    let live = try Self.start(
      ["list", "--no-animation", "--title", "\u{1B}]2;title\u{07}T"] + hostile, ready: "Confirm")
    for _ in hostile { live.child.type("\u{1B}[B") }
    live.child.type("\r")
    #expect(live.child.waitForExit() == 0)
    let screen = live.child.screenText
    for sequence in ["\u{1B}[2J", "\u{1B}]", "\u{1B}P", "\u{9B}", "\u{202E}", "\u{07}"] {
      #expect(!screen.contains(sequence), Comment(rawValue: sequence.debugDescription))
    }
    #expect(screen.contains("␛]0;pwned␇t") && screen.contains("␛[2J"))
  }

  @Test(
    "random bytes typed live never crash the sheet or leave the terminal raw",
    arguments: [1, 2, 3] as [UInt64])
  func randomBytes(_ seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let live = try Self.start(["region", "--no-animation"], ready: "Confirm")
    // Enter, Esc and Ctrl-C end the sheet at once; leave them out so the bytes are all read.
    let bytes = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
      .filter { ![0x0D, 0x0A, 0x1B, 0x03].contains($0) }
    let text = String(decoding: bytes, as: UTF8.self)
    live.child.type(text)
    live.child.type("\u{03}")
    let comment = Comment(rawValue: "seed \(seed)")
    #expect(live.child.waitForExit() == 130, comment)
    #expect(live.isRestored, comment)
  }
}
