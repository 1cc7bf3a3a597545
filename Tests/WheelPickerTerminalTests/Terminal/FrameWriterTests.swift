import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerTerminal

@Suite("FrameWriter")
struct FrameWriterTests {
  func frame(_ lines: [String], width: Int) -> Frame {
    var frame = Frame(width: width, height: lines.count)
    for (y, text) in lines.enumerated() { frame.draw(text, x: 0, y: y) }
    return frame
  }

  @Test("the first frame is drawn in full, an identical one writes nothing")
  func firstAndSame() {
    var writer = FrameWriter()
    let a = frame(["ab", "cd"], width: 4)
    #expect(writer.output(for: a) == "\r" + "ab  " + "\u{1B}[1B\r" + "cd  ")
    #expect(writer.output(for: a).isEmpty)
  }

  @Test("only the changed span of a changed line is written")
  func span() {
    var writer = FrameWriter()
    _ = writer.output(for: frame(["abcdef", "xyz"], width: 6))
    let out = writer.output(for: frame(["abXYef", "xyz"], width: 6))
    #expect(out == "\u{1B}[1A\r\u{1B}[2CXY")
  }

  @Test("moves of several digits up and down, to the top and across")
  func longMoves() {
    var writer = FrameWriter()
    let lines = (0..<120).map { _ in "" }
    _ = writer.output(for: frame(lines, width: 140))
    var changed = frame(lines, width: 140)
    changed.draw("a", x: 107, y: 12)
    #expect(writer.output(for: changed) == "\u{1B}[107A\r\u{1B}[107Ca")
    changed.draw("b", x: 0, y: 119)
    #expect(writer.output(for: changed) == "\u{1B}[107B\rb")
    #expect(writer.moveToTop() == "\u{1B}[119A\r")
  }

  @Test("a change next to a wide glyph rewrites the whole glyph")
  func wideGlyph() {
    var writer = FrameWriter()
    _ = writer.output(for: frame(["中文"], width: 4))
    var changed = frame(["中文"], width: 4)
    changed.set(Cell("x"), x: 3, y: 0)  // the right half of 文
    let out = writer.output(for: changed)
    #expect(out == "\r\u{1B}[2C x")
    #expect(changed.plainText == "中 x")
  }

  @Test("styles are set once per run of cells and reset at the end")
  func styles() {
    var writer = FrameWriter()
    var styled = Frame(width: 3, height: 1)
    styled.draw("ab", x: 0, y: 0, style: Style(isBold: true))
    #expect(writer.output(for: styled) == "\r\u{1B}[0;1mab\u{1B}[0m ")
    var ending = Frame(width: 2, height: 1)
    ending.draw("ab", x: 0, y: 0, style: Style(isFaint: true))
    var other = FrameWriter()
    #expect(other.output(for: ending) == "\r\u{1B}[0;2mab\u{1B}[0m")
  }

  @Test("random frame sequences: the screen always equals the last frame")
  func property() {
    let seed: UInt64 = 4242
    var generator = SeededGenerator(seed: seed)
    let alphabet: [String] = ["a", "b", " ", "中", "文", "😀", "─", "x"]
    var writer = FrameWriter()
    var screen = VirtualScreen(width: 12, height: 5)
    for step in 0..<TestScale.operations(300) {
      var next = Frame(width: 12, height: 5)
      for y in 0..<5 {
        let text = (0..<Int.random(in: 0..<10, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "a"
        }.joined()
        next.draw(text, x: Int.random(in: 0..<4, using: &generator), y: y, maxWidth: 12)
      }
      screen.apply(writer.output(for: next) + writer.moveToTop())
      #expect(screen.plainText == next.plainText, Comment(rawValue: "seed \(seed) step \(step)"))
    }
  }

  @Test("a whole session on the virtual screen ends erased")
  func session() throws {
    let program = SheetProgram<CascadeModel>(
      configuration: SheetConfiguration(isAnimated: false, isMouseEnabled: false))
    let terminal = MemoryTerminal(
      size: TerminalSize(columns: 30, lines: 8),
      script: [.bytes(Array("\u{1B}[B\u{1B}[C".utf8)), .bytes([0x0D])])
    _ = try SheetRunner(program: program, terminal: terminal).run(
      program.initialState(engine: Fixtures.cascade(), size: terminal.size))
    var screen = VirtualScreen(width: 30, height: 8)
    screen.apply(terminal.output)
    #expect(screen.plainText == Array(repeating: "", count: 8).joined(separator: "\n"))
  }
}
