import Foundation
import Testing
import WheelPickerCore

/// Raw UTF-8 at the edges of each lead byte's range: what is valid decodes to its text, what
/// is overlong or past U+10FFFF is refused at its lead byte.
@Suite("JSON syntax: UTF-8 at the edges")
struct JSONSyntaxCoverageTests {
  @Test(
    "the first and last characters of the three- and four-byte forms decode as written",
    arguments: [
      "\u{0800}", "\u{D7FF}", "\u{E000}", "\u{10000}", "\u{40000}", "\u{FFFFF}", "\u{100000}", "\u{10FFFF}",
    ])
  func valid(_ name: String) throws {
    let tree = try CascadeFixtures.tree(
      text: #"[{"code": 1, "name": "\#(name)"}]"#, .nested(.codeNameChildren))
    #expect(tree.name(of: 0) == name)
    #expect(tree.name(of: 0).unicodeScalars.count == 1)
  }

  @Test(
    "overlong three- and four-byte forms and characters past U+10FFFF are refused at the lead byte",
    arguments: [
      ([0xE0, 0x9F, 0xBF] as [UInt8], "0xE0"), ([0xF0, 0x8F, 0xBF, 0xBF], "0xF0"),
      ([0xF4, 0x90, 0x80, 0x80], "0xF4"), ([0xF2, 0x80, 0x41, 0x80], "0xF2"),
      ([0xF5, 0x80, 0x80, 0x80], "0xF5"),
    ])
  func invalid(_ character: [UInt8], _ lead: String) {
    let bytes = Array(#"[{"code": 1, "name": ""#.utf8) + character + Array(#""}]"#.utf8)
    #expect(
      CascadeFixtures.message(Data(bytes), .nested(.codeNameChildren), source: "f.json")
        == "f.json: not valid JSON at line 1, column 23: invalid UTF-8 (byte \(lead))")
  }
}
