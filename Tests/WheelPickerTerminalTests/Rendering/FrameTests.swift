import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerTerminal

@Suite("Frame")
struct FrameTests {
  @Test("a wide grapheme takes its cell and a continuation")
  func wide() {
    var frame = Frame(width: 5, height: 1)
    #expect(frame.draw("a中b", x: 0, y: 0) == 4)
    #expect(frame[1, 0].width == 2)
    #expect(frame[2, 0].isContinuation)
    #expect(frame.plainText == "a中b")
  }

  @Test("a wide grapheme that would cross the edge becomes a space")
  func clippedWide() {
    var frame = Frame(width: 3, height: 1)
    frame.draw("ab中", x: 0, y: 0)
    #expect(frame.plainText == "ab")
    #expect(!frame[2, 0].isContinuation)
    var limited = Frame(width: 6, height: 1)
    limited.draw("中文字", x: 0, y: 0, maxWidth: 3)
    #expect(limited.plainText == "中")
  }

  @Test("overwriting half of a wide grapheme blanks the other half")
  func overwriteHalf() {
    var frame = Frame(width: 4, height: 1)
    frame.draw("中文", x: 0, y: 0)
    frame.set(Cell("x"), x: 0, y: 0)
    #expect(frame.plainText == "x 文")
    frame.set(Cell("y"), x: 3, y: 0)
    #expect(frame.plainText == "x  y")
  }

  @Test("centred text and trimmed plain lines")
  func centred() {
    var frame = Frame(width: 10, height: 2)
    frame.drawCentered("abcd", x: 0, y: 0, width: 10)
    frame.drawCentered("广东省深圳市南山区", x: 0, y: 1, width: 10)
    #expect(frame.plainText == "   abcd\n广东省深…")
  }

  @Test("drawing outside the frame is ignored")
  func outside() {
    var frame = Frame(width: 2, height: 1)
    frame.draw("abc", x: -5, y: 3)
    frame.set(Cell("x"), x: 9, y: 0)
    frame.fill(Cell("z"), x: -1, y: -1, width: 2, height: 2)
    #expect(frame.plainText == "z")
    #expect(frame[7, 7] == .blank)
  }

  @Test("paste clips to the frame")
  func paste() {
    var small = Frame(width: 2, height: 2, fill: Cell("o"))
    small.set(Cell("p"), x: 1, y: 1)
    var frame = Frame(width: 3, height: 2)
    frame.paste(small, x: 2, y: 1)
    #expect(frame.plainText == "\n  o")
  }

  @Test("drawing and filling in place leave the cells that setting them one by one leaves")
  func drawingMatchesSettingCellByCell() {
    let seed: UInt64 = 20_261_203
    var generator = SeededGenerator(seed: seed)
    let pieces: [String] = ["a", "Z", " ", "中", "한", "カ", "↑", "›", "─", "😀", "e\u{301}", "🇨🇳", "👨‍👩‍👧"]
    let styles: [Style] = [.plain, Style(isBold: true), Style(foreground: .basic(2))]
    for round in 0..<TestScale.operations(400) {
      var frame = Frame(width: 9, height: 2)
      var reference = frame
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
          pieces.randomElement(using: &generator) ?? "a"
        }.joined()
        let x = Int.random(in: -4...10, using: &generator)
        let y = Int.random(in: 0...1, using: &generator)
        let maxWidth = Bool.random(using: &generator) ? nil : Int.random(in: 0...9, using: &generator)
        let style = styles.randomElement(using: &generator) ?? .plain
        if Int.random(in: 0..<4, using: &generator) == 0 {
          let w = Int.random(in: -1...10, using: &generator)
          let cell = Cell(pieces.randomElement(using: &generator)?.first ?? "a", style: style)
          frame.fill(cell, x: x, y: y, width: w, height: 1)
          for column in max(0, x)..<max(max(0, x), min(9, x + w)) { reference.set(cell, x: column, y: y) }
        } else {
          let drawn = frame.draw(text, x: x, y: y, maxWidth: maxWidth, style: style)
          let expected = Self.drawCellByCell(
            text, x: x, y: y, maxWidth: maxWidth, style: style, into: &reference)
          #expect(drawn == expected, "seed \(seed), round \(round): \(text) at \(x)")
        }
        #expect(frame == reference, "seed \(seed), round \(round): \(text) at \(x), \(y)")
        if frame != reference { return }
      }
    }
  }

  /// What ``Frame/draw(_:x:y:maxWidth:style:)`` does, grapheme by grapheme through ``Frame/set(_:x:y:)``.
  private static func drawCellByCell(
    _ text: String, x: Int, y: Int, maxWidth: Int?, style: Style, into frame: inout Frame
  ) -> Int {
    guard x < frame.width, x > -frame.width - 4, y >= 0, y < frame.height else { return 0 }
    let limit = min(frame.width, x + min(maxWidth ?? frame.width, frame.width))
    var column = x
    for character in text {
      let cells = DisplayWidth.of(character)
      guard cells > 0 else { continue }
      if column + cells > limit {
        if cells == 2, column < limit { frame.set(.blank(style), x: column, y: y) }
        break
      }
      frame.set(Cell(character, width: UInt8(cells), style: style), x: column, y: y)
      if cells == 2 { frame.set(.continuation(style), x: column + 1, y: y) }
      column += cells
    }
    return column - x
  }
}

@Suite("Frame sizes")
struct FrameSizeTests {
  @Test("padding adds blank lines below; absurd sizes are clamped")
  func padAndClamp() {
    var frame = Frame(width: 3, height: 1)
    frame.draw("abc", x: 0, y: 0)
    #expect(frame.padded(toHeight: 3).plainText == "abc\n\n")
    #expect(frame.padded(toHeight: 0).height == 0)
    let huge = Frame(width: .max, height: -5)
    #expect(huge.width == Frame.maximumSize.columns && huge.height == 0)
  }
}
