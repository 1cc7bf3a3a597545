import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

@testable import wheelpicker_pictures

@Suite("SheetPicture")
struct SheetPictureTests {
  static let names = [
    "date-present", "date-all", "time", "countdown", "region", "range", "list", "authors-books", "cascade",
    "slot-machine", "text-field", "date-dark",
  ]

  @Test("every sheet kind matches its golden SVG", arguments: names)
  func golden(_ name: String) throws {
    let entry = try #require(try PictureGallery.entries().first { $0.name == name })
    GoldenFile.expect(entry.picture.svg, matches: name + ".svg")
  }

  @Test("the terminal picture is the date sheet's first frame under its command line")
  func terminal() throws {
    let picture = try TerminalPicture.dateSheet()
    GoldenFile.expect(picture.svg, matches: "terminal.svg")
    let text = picture.frame.plainText
    #expect(text.contains("Pick a date") && text.contains("February") && text.contains("2024"), "\(text)")
  }

  @Test("the terminal picture's colours are xterm's: the basic 16, the cube, the greys")
  func terminalColours() {
    #expect(TerminalPicture.rgb(.basic(12)) == "#5c5cff")
    #expect(TerminalPicture.rgb(.indexed(16)) == "#000000")
    #expect(TerminalPicture.rgb(.indexed(196)) == "#ff0000")
    #expect(TerminalPicture.rgb(.indexed(236)) == "#303030")
    #expect(TerminalPicture.rgb(.indexed(255)) == "#eeeeee")
  }

  @Test("the gallery draws each kind once, in the README's order")
  func gallery() throws {
    #expect(try PictureGallery.entries().map(\.name) == Self.names)
  }

  func picture(title: String, rows: [String] = ["a"]) throws -> String {
    let engine = SelectionEngine(model: ListModel(rows))
    let snapshot = SheetSnapshot(
      engine: engine, title: title, style: .chinese, container: Fixtures.container,
      safeArea: Fixtures.safeArea)
    return SheetPicture(snapshot: snapshot).svg
  }

  @Test("text from data is escaped and stripped of control characters")
  func escaping() throws {
    let svg = try picture(title: "<b>&\"'\u{1B}[2J", rows: ["x</text><script/>"])
    #expect(svg.contains(">&lt;b&gt;&amp;&quot;&apos;[2J</text>"))
    #expect(svg.contains(">x&lt;/text&gt;&lt;script/&gt;</text>"))
    #expect(!svg.contains("\u{1B}"))
    #expect(!svg.contains("<script"))
  }

  @Test("the parts of the sheet: backdrop at 0.64, panel with rounded top corners, centre band, CJK fonts")
  func parts() throws {
    let svg = try picture(title: "选择")
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\""))
    #expect(
      svg.contains(
        "font-family=\"-apple-system, &apos;SF Pro Text&apos;, &apos;PingFang SC&apos;, &apos;Noto Sans CJK SC&apos;, sans-serif\""
      ))
    #expect(
      svg.contains(
        "<rect x=\"0\" y=\"0\" width=\"375\" height=\"667\" fill=\"#000000\" fill-opacity=\"0.64\"/>"))
    #expect(
      svg.contains(
        "<path d=\"M0 667V395A12 12 0 0 1 12 383H363A12 12 0 0 1 375 395V667Z\" fill=\"#FFFFFF\"/>"))
    #expect(
      svg.contains(
        "<rect x=\"8\" y=\"512\" width=\"359\" height=\"36\" rx=\"8\" fill=\"#767680\" fill-opacity=\"0.12\"/>"
      ))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("emoji-only rows use the emoji fonts in text presentation; digits never do")
  func emoji() throws {
    let svg = try picture(title: "", rows: ["🍒", "2026"])
    #expect(svg.contains("font-family=\"Symbola, sans-serif\""))
    #expect(svg.contains(">🍒\u{FE0E}</text>"))
    #expect(!svg.contains("Emoji"))
  }
}
