import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("SGRStyle and coloured rows")
struct SGRStyleTests {
  static func style(_ parameters: String, from style: Style = .plain) -> Style {
    SGRStyle.applying(Array(parameters.utf8), to: style)
  }

  @Test("colours and attributes as a terminal reads them")
  func parameters() {
    #expect(Self.style("31") == Style(foreground: .basic(1)))
    #expect(Self.style("1;92;44") == Style(foreground: .basic(10), background: .basic(4), isBold: true))
    #expect(Self.style("38;5;208") == Style(foreground: .indexed(208)))
    #expect(Self.style("38;2;255;0;0") == Style(foreground: .indexed(196)))
    #expect(Self.style("48:5:17") == Style(background: .indexed(17)))
    #expect(Self.style("", from: Style(foreground: .basic(1))) == .plain)
    #expect(Self.style("39;22", from: Style(foreground: .basic(1), isBold: true)) == .plain)
    #expect(Self.style("4;7;9") == Style(isReversed: true, isUnderlined: true, isStruckThrough: true))
    #expect(
      Self.style("?25", from: Style(isBold: true)) == Style(isBold: true), "a private sequence sets nothing")
    #expect(Self.style("38;9;1") == .plain, "an unknown colour form ends the sequence")
  }

  @Test("styled runs cover the coloured parts of the visible text, in the sheet's columns")
  func runs() throws {
    let styled = ANSIText.styled(Array("\u{1B}[31m深圳\u{1B}[0m x \u{1B}[1mb\u{1B}[m\u{1B}[2J".utf8))
    #expect(String(decoding: styled.text, as: UTF8.self) == "深圳 x b")
    #expect(styled.runs.map(\.bytes) == [0..<6, 9..<10])
    #expect(ShapedList.columns(of: styled.runs, in: styled.text).map(\.columns) == [0..<4, 7..<8])
    var shape = ListShape()
    shape.readsANSI = true
    let list = try ShapedList(
      PackedLines(["plain", "\u{1B}[32mgreen\u{1B}[0m"]), shape: shape, source: "stdin")
    #expect(list.rowStyles?.runs(ofRow: 0) == [])
    #expect(
      list.rowStyles?.runs(ofRow: 1) == [RowStyles.Run(columns: 0..<5, style: Style(foreground: .basic(2)))])
  }
}
