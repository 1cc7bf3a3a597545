import Foundation
import Testing

@testable import WheelPickerCore

/// Detection skips a flat reading that can only repeat a one-level tree already read; these
/// check that what it answers is what reading every shape answers.
@Suite("Shape detection: the flat reading skipped after a one-level tree")
struct ShapeDetectionShortcutTests {
  static func detect(_ text: String) throws -> (names: [String], levels: Int, shape: CascadeDocumentShape) {
    let (tree, shape) = try CascadeLoader.detectingShape(from: Data(text.utf8), source: "t.json")
    return ((0..<tree.count).map { tree.name(of: $0) }, tree.levelCount, shape)
  }

  @Test("a document holds a field when its bytes do, or when an escape might spell it")
  func mayHoldField() throws {
    func reader(_ text: String) throws -> DocumentReader {
      try DocumentReader(data: Data(text.utf8), source: "t.json")
    }
    #expect(try !reader(#"[{"code":"1","name":"a"}]"#).mayHoldField(named: "parent"))
    #expect(try reader(#"[{"code":"1","name":"a","parent":null}]"#).mayHoldField(named: "parent"))
    #expect(try reader(#"[{"code":"1","name":"pa\u0072ent"}]"#).mayHoldField(named: "parent"))
    #expect(try reader(#"[{"code":"1","name":"parent"}]"#).mayHoldField(named: "parent"))
    #expect(try !reader(#"[{"code":"1","name":"paren"}]"#).mayHoldField(named: "parent"))
  }

  @Test("one level of code and name reads as a tree, as before")
  func oneLevel() throws {
    let read = try Self.detect(#"[{"code":"1","name":"a"},{"code":"2","name":"b"}]"#)
    #expect(read.names == ["a", "b"] && read.levels == 1 && read.shape == .tree)
  }

  @Test("parents, plainly or spelled with an escape, still make a flat list of two levels")
  func parentsStillRead() throws {
    for field in ["parent", #"pa\u0072ent"#] {
      let read = try Self.detect(
        #"[{"code":"1","name":"a"},{"code":"2","name":"b","\#(field)":"1"}]"#)
      #expect(read.names == ["a", "b"] && read.levels == 2 && read.shape == .flat, "\(field)")
    }
  }

  @Test("a missing parent is still the error it was")
  func missingParent() {
    #expect(throws: WheelPickerError.self) {
      try Self.detect(#"[{"code":"1","name":"a"},{"code":"2","name":"b","parent":"9"}]"#)
    }
  }
}
