import Testing
import WheelPickerCore

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
    #expect(String(family).utf8.count > Cell.inlineCapacity)
    #expect(Cell(family, width: 2) == Cell(family, width: 2))
    #expect(Cell(family, width: 2) != Cell("👩🏽‍💻", width: 2))
    #expect(Cell("a") == Cell(ascii: 0x61, style: .plain))
    #expect(Cell("a") != Cell("b"))
    #expect(Cell("a") != Cell("a", style: Style(isFaint: true)))
    #expect(Cell("深", width: 2) == Cell(scalar: "深", width: 2, style: .plain))
    #expect(Cell.blank == Cell(" ") && Cell.continuation(.plain).isContinuation)
  }

  @Test("a cell is 16 bytes, so a frame's line of 80 cells takes 1,280")
  func size() {
    #expect(MemoryLayout<Cell>.size == 16 && MemoryLayout<Cell>.stride == 16)
    #expect(MemoryLayout<Style>.size == 4)
  }

  @Test("graphemes of every length round-trip, inline up to the capacity and interned beyond it")
  func lengthsAroundTheCapacity() {
    let seed: UInt64 = 20_261_204
    var generator = SeededGenerator(seed: seed)
    // Building blocks of 1 to 4 UTF-8 bytes; combining marks make one grapheme of any length.
    let bases: [Unicode.Scalar] = ["a", "é", "深", "🍒"]
    let marks: [Unicode.Scalar] = ["\u{301}", "\u{20DD}", "\u{1AB0}"]
    var lengths: Set<Int> = []
    for round in 0..<400 {
      var text = String.UnicodeScalarView()
      text.append(bases.randomElement(using: &generator)!)
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        text.append(marks.randomElement(using: &generator)!)
      }
      let string = String(text)
      guard string.count == 1, let character = string.first else { continue }
      lengths.insert(string.utf8.count)
      let style = Style(
        foreground: .indexed(UInt8.random(in: 0...255, using: &generator)),
        isBold: Bool.random(using: &generator))
      let cell = Cell(character, width: 1, style: style)
      var bytes: [UInt8] = []
      cell.appendUTF8(to: &bytes)
      #expect(
        bytes == Array(string.utf8), "seed \(seed), round \(round): \(string.unicodeScalars.map(\.value))")
      #expect(cell.character == character && cell.style == style, "seed \(seed), round \(round)")
      #expect(cell.isInterned == (string.utf8.count > Cell.inlineCapacity), "seed \(seed), round \(round)")
      #expect(cell == Cell(character, width: 1, style: style), "seed \(seed), round \(round)")
    }
    // Every length from one byte to past the capacity was tried.
    #expect(
      Set(1...(Cell.inlineCapacity + 2)).isSubset(of: lengths), "seed \(seed): lengths \(lengths.sorted())")
  }

  @Test("every style round-trips through its four bytes, and each part changes alone")
  func styles() {
    let seed: UInt64 = 20_261_205
    var generator = SeededGenerator(seed: seed)
    func color() -> Style.Color? {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: return nil
      case 1: return .basic(UInt8.random(in: 0...255, using: &generator))
      default: return .indexed(UInt8.random(in: 0...255, using: &generator))
      }
    }
    for round in 0..<500 {
      let parts = (0..<5).map { _ in Bool.random(using: &generator) }
      let (foreground, background) = (color(), color())
      var style = Style(
        foreground: foreground, background: background, isBold: parts[0], isFaint: parts[1],
        isReversed: parts[2], isUnderlined: parts[3], isStruckThrough: parts[4])
      let read = [style.isBold, style.isFaint, style.isReversed, style.isUnderlined, style.isStruckThrough]
      #expect(
        style.foreground == foreground && style.background == background, "seed \(seed), round \(round)")
      #expect(read == parts, "seed \(seed), round \(round)")
      #expect(style.withoutColors.foreground == nil && style.withoutColors.background == nil)
      #expect(style.withoutColors.isBold == parts[0] && style.withoutColors.isStruckThrough == parts[4])
      let newForeground = color()
      style.foreground = newForeground
      style.isUnderlined.toggle()
      #expect(
        style.foreground == newForeground && style.background == background, "seed \(seed), round \(round)")
      #expect(style.isUnderlined != parts[3] && style.isBold == parts[0], "seed \(seed), round \(round)")
      let rebuilt = Style(
        foreground: newForeground, background: background, isBold: parts[0], isFaint: parts[1],
        isReversed: parts[2], isUnderlined: !parts[3], isStruckThrough: parts[4])
      #expect(style == rebuilt && style.hashValue == rebuilt.hashValue, "seed \(seed), round \(round)")
    }
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
