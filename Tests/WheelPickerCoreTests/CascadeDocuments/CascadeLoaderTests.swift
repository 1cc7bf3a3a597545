import Foundation
import Testing

@testable import WheelPickerCore

/// Hostile documents through every shape: each is refused with a message, none crashes.
@Suite("Cascade loader against hostile input")
struct CascadeLoaderTests {
  static let shapes: [CascadeLoader.Shape] = [
    .nested(.codeNameChildren), .flatList(.init()), .keyedLists(order: .codePoints), .statesCitiesAreas,
    .provincesCities,
  ]

  static func message(_ bytes: [UInt8], _ shape: CascadeLoader.Shape) -> String? {
    CascadeFixtures.message(Data(bytes), shape, source: "f.json")
  }

  @Test("empty and blank files", arguments: shapes)
  func empty(shape: CascadeLoader.Shape) {
    #expect(Self.message([], shape) == "f.json: is empty or holds only white space")
    #expect(Self.message(Array(" \n\t".utf8), shape) == "f.json: is empty or holds only white space")
  }

  @Test("[], {} and null hold no rows")
  func noRows() {
    let nested = CascadeLoader.Shape.nested(.codeNameChildren)
    #expect(
      Self.message(Array("[]".utf8), nested) == "f.json: top level: expected at least one row, found none")
    #expect(
      Self.message(Array("{}".utf8), nested)
        == #"f.json: top level: expected an array, or an object with "children", found an object without it"#)
    #expect(Self.message(Array("null".utf8), nested) == "f.json: top level: expected an array, found null")
    let keyed = CascadeLoader.Shape.keyedLists(order: .codePoints)
    #expect(
      Self.message(Array("{}".utf8), keyed) == "f.json: top level: expected at least one row, found none")
    #expect(Self.message(Array("[]".utf8), keyed) == "f.json: top level: expected an object, found an array")
  }

  @Test(
    "bytes that are not a document: invalid UTF-8, numbers past Double, nesting past the parser's limit",
    arguments: shapes)
  func unreadable(shape: CascadeLoader.Shape) {
    let documents: [[UInt8]] = [
      [0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D],
      Array(#"[{"code":1e400,"name":"a"}]"#.utf8),
      Array((String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)).utf8),
    ]
    for document in documents {
      let message = Self.message(document, shape)
      #expect(message?.hasPrefix("f.json: not valid JSON") == true, "\(message ?? "loaded")")
    }
    let deepPlist =
      #"<?xml version="1.0"?><plist version="1.0">"# + String(repeating: "<array>", count: 50_000)
      + String(repeating: "</array>", count: 50_000) + "</plist>"
    let message = Self.message(Array(deepPlist.utf8), shape)
    #expect(message?.hasPrefix("f.json: not a valid property list") == true, "\(message ?? "loaded")")
  }

  @Test("codes that are not integers: past 64 bits, NaN")
  func badCodes() {
    let nested = CascadeLoader.Shape.nested(.codeNameChildren)
    #expect(
      Self.message(Array(#"[{"code":123456789012345678901234567890,"name":"a"}]"#.utf8), nested)
        == "f.json: [0].code: code 123456789012345678901234567890 is too large to read exactly; write it as a string"
    )
    let nan =
      #"<?xml version="1.0"?><plist version="1.0"><array><dict><key>code</key><real>nan</real>"#
      + "<key>name</key><string>a</string></dict></array></plist>"
    #expect(Self.message(Array(nan.utf8), nested) == "f.json: [0].code: code nan is not a whole number")
  }

  @Test("a byte-order mark before JSON is read past")
  func byteOrderMark() throws {
    let data = Data([0xEF, 0xBB, 0xBF] + Array(#"[{"code":"1","name":"a"}]"#.utf8))
    let tree = try CascadeLoader(shape: .nested(.codeNameChildren)).tree(from: data, source: "f.json")
    #expect(Array(tree.names) == ["a"])
  }
}
