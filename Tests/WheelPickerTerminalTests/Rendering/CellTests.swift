import Testing

@testable import WheelPickerTerminal

@Suite("Cell: graphemes packed inline or interned")
struct CellTests {
  @Test(
    "every grapheme comes back as it went in, whatever its length",
    arguments: [
      "a", " ", "深", "é", "e\u{301}", "🍒", "7️⃣", "🇨🇳", "👨‍👩‍👧", "👩🏽‍💻", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
      "ก\u{E31}\u{E49}",
    ] as [Character])
  func roundTrip(_ character: Character) {
    let cell = Cell(character, width: 2, style: Style(isBold: true))
    #expect(cell.character == character)
    var bytes: [UInt8] = []
    cell.appendUTF8(to: &bytes)
    #expect(bytes == Array(String(character).utf8))
    #expect(cell.width == 2 && cell.style == Style(isBold: true))
  }

  @Test("cells are equal when grapheme, width and style are; long graphemes intern to one number")
  func equality() {
    let family: Character = "👨‍👩‍👧"
    #expect(String(family).utf8.count > 15)
    #expect(Cell(family, width: 2) == Cell(family, width: 2))
    #expect(Cell(family, width: 2) != Cell("👩🏽‍💻", width: 2))
    #expect(Cell("a") == Cell(ascii: 0x61, style: .plain))
    #expect(Cell("a") != Cell("b"))
    #expect(Cell("a") != Cell("a", style: Style(isFaint: true)))
    #expect(Cell("深", width: 2) == Cell(scalar: "深", width: 2, style: .plain))
    #expect(Cell.blank == Cell(" ") && Cell.continuation(.plain).isContinuation)
  }

  @Test("setting the character repacks it")
  func setCharacter() {
    var cell = Cell("a")
    cell.character = "👨‍👩‍👧"
    #expect(cell.character == "👨‍👩‍👧")
    cell.character = "z"
    #expect(cell == Cell("z"))
  }

  @Test("drawing takes the ASCII, the CJK and the grapheme paths to the same cells")
  func drawPaths() {
    var frame = Frame(width: 12, height: 3)
    #expect(frame.draw("ab c", x: 0, y: 0) == 4)
    #expect(frame.draw("深圳，南", x: 0, y: 1, maxWidth: 7) == 6)
    // A combining mark after an ideograph joins it: the grapheme path, one wide cell.
    #expect(frame.draw("深\u{301}a", x: 0, y: 2) == 3)
    #expect(frame.plainLine(0) == "ab c")
    #expect(frame[1, 1].isContinuation && frame[2, 1].character == "圳")
    // The fourth ideograph would cross the limit of 7 columns: its first column is blanked.
    #expect(frame.plainLine(1) == "深圳，")
    #expect(frame[0, 2].character == "深\u{301}" && frame[0, 2].width == 2 && frame[2, 2].character == "a")
  }

  @Test("the width of simple text agrees with the grapheme-by-grapheme width")
  func simpleWidths() {
    for text in ["abc", "↑↓ row  › ‹ ─ カナ 한국", "深圳市南山区", "a深b", "（全角）", "、。〃", "深\u{301}", "🍒", "e\u{301}"] {
      let byGrapheme = text.reduce(0) { $0 + DisplayWidth.of($1) }
      #expect(DisplayWidth.of(text) == byGrapheme, "\(text)")
    }
    #expect(DisplayWidth.simpleWidth("深\u{301}") == nil)
    #expect(DisplayWidth.simpleWidth("深圳") == 4)
    #expect(DisplayWidth.simpleWidth("↑↓ row  › ‹ ─ カナ 한국") == 23)
    #expect(DisplayWidth.simpleWidth("\u{AD}") == nil && DisplayWidth.simpleWidth("\u{300}") == nil)
  }

  @Test("every code point taken by the simple path is a visible grapheme by itself, as wide as alone")
  func independentRanges() throws {
    let ranges = DisplayWidth.independentRanges
    #expect(ranges.count.isMultiple(of: 2))
    for pair in stride(from: 0, to: ranges.count, by: 2) {
      #expect(ranges[pair] <= ranges[pair + 1])
      if pair > 0 { #expect(ranges[pair - 1] < ranges[pair]) }
      for value in ranges[pair]...ranges[pair + 1] {
        let scalar = try #require(Unicode.Scalar(value))
        let alone = Character(scalar)
        let width = DisplayWidth.simpleWidth(value)
        // Before, after and beside itself, Swift's grapheme breaking keeps it apart.
        var text = String.UnicodeScalarView()
        text.append(contentsOf: ["a", scalar, "a", scalar, scalar, "深", scalar])
        let isApart = String(text).count == 7
        let isVisible = TextSanitizer.visibleForm(of: scalar) == nil && !DisplayWidth.isZeroWidth(value)
        guard width == DisplayWidth.of(alone), isApart, isVisible else {
          Issue.record(
            "U+\(String(value, radix: 16, uppercase: true)): width \(String(describing: width)), alone \(DisplayWidth.of(alone)), apart \(isApart), visible \(isVisible)"
          )
          return
        }
      }
    }
  }
}
