import Testing

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
