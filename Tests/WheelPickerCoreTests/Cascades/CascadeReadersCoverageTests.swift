import Foundation
import Testing
import WheelPickerCore

/// What the readers refuse that the catalogs of FlatListReaderTests and NestedTreeReaderTests
/// leave out: a value of the wrong kind, a key repeated among many siblings.
@Suite("Cascade readers: a value that is no string, a key repeated among many siblings")
struct CascadeReadersCoverageTests {
  @Test("a flat list's value that is a number or an object is refused by field")
  func flatValueKind() {
    let shape = CascadeLoader.Shape.flatList(.init())
    #expect(
      CascadeFixtures.message(#"[{"key": "a", "value": 5}]"#, shape)
        == "test.json: [0].value: expected a string, found a number")
    #expect(
      CascadeFixtures.message(#"[{"key": "a", "value": "A"}, {"key": "b", "value": {}}]"#, shape)
        == "test.json: [1].value: expected a string, found an object")
  }

  @Test("among more than eight siblings a repeated key is found, naming the first it repeats")
  func manySiblings() {
    // Codes 1…8, then 3 again: the ninth child repeats the third.
    let children =
      ((1...8).map { #"{"code": "\#($0)", "name": "n\#($0)"}"# } + [#"{"code": "3", "name": "again"}"#])
      .joined(separator: ", ")
    let text = #"[{"code": "0", "name": "root", "children": [\#(children)]}]"#
    #expect(
      CascadeFixtures.message(text, .nested(.codeNameChildren))
        == #"test.json: [0].children[8].code: code "3" repeats [0].children[2].code"#)
    // Nine distinct codes load.
    let distinct = (1...9).map { #"{"code": "\#($0)", "name": "n\#($0)"}"# }.joined(separator: ", ")
    #expect(
      CascadeFixtures.message(
        #"[{"code": "0", "name": "root", "children": [\#(distinct)]}]"#, .nested(.codeNameChildren))
        == nil)
  }

  @Test("a node outside the tree has no path")
  func pathOutsideTree() throws {
    let tree = CascadeTree(roots: [.init(name: "A", children: [.init(name: "B")])])
    let model = CascadeModel(tree: tree)
    #expect(throws: WheelPickerError(.valueNotAvailable, "node 2 is not in the tree of 2 nodes")) {
      try model.path(toNode: 2)
    }
    #expect(throws: WheelPickerError(.valueNotAvailable, "node -1 is not in the tree of 2 nodes")) {
      try model.path(toNode: -1)
    }
    #expect(try model.path(toNode: 0).text == "A B")
  }
}
