import Foundation
import Testing
import WheelPickerCore

@Suite("CascadeDocumentShape")
struct CascadeDocumentShapeTests {
  struct Document: Sendable, CustomTestStringConvertible {
    let text: String
    let shape: CascadeDocumentShape
    let firstPath: String
    var testDescription: String { shape.rawValue + ": " + text }
  }

  @Test(
    "every kind is detected, the stricter ones first",
    arguments: [
      Document(
        text: #"[{"code":"44","name":"广东省","children":[{"code":"4403","name":"深圳市"}]}]"#, shape: .tree,
        firstPath: "广东省 深圳市"),
      Document(
        text: #"[{"value":"zj","text":"Zhejiang","children":[{"value":"hz","text":"Hangzhou"}]}]"#,
        shape: .tree,
        firstPath: "Zhejiang Hangzhou"),
      Document(
        text: #"[{"label":"Zhejiang","value":"zj","children":[{"label":"Hangzhou","value":"hz"}]}]"#,
        shape: .tree, firstPath: "Zhejiang Hangzhou"),
      Document(
        text: #"[{"key":1,"value":"Asia","parentKey":0},{"key":11,"value":"China","parentKey":1}]"#,
        shape: .flat, firstPath: "Asia China"),
      Document(
        text: #"[{"id":1,"name":"Asia","pid":""},{"id":11,"name":"China","pid":1}]"#, shape: .flat,
        firstPath: "Asia China"),
      Document(text: #"{"Wyoming":["82001"],"Alaska":["99501"]}"#, shape: .dict, firstPath: "Alaska 99501"),
      Document(
        text: #"[{"state":"CA","cities":[{"city":"LA","areas":["Hollywood"]}]}]"#, shape: .plistArea,
        firstPath: "CA LA Hollywood"),
      Document(
        text: #"[{"name":"Zhejiang","cities":["Hangzhou"]}]"#, shape: .plistProvinces,
        firstPath: "Zhejiang Hangzhou"),
    ])
  func detects(_ document: Document) throws {
    let (tree, shape) = try CascadeLoader.detectingShape(from: Data(document.text.utf8), source: "doc")
    #expect(shape == document.shape)
    let model = CascadeModel(tree: tree)
    #expect(
      SelectionEngine(model: model).value.elements.map(\.name).joined(separator: " ") == document.firstPath)
  }

  @Test("a one-level document is kept when nothing reads more levels")
  func oneLevel() throws {
    let (tree, shape) = try CascadeLoader.detectingShape(
      from: Data(#"[{"code":"1","name":"only"}]"#.utf8), source: "doc")
    #expect(tree.levelCount == 1 && shape == .tree)
  }

  @Test("one kind throws its loader's error; several name the kinds tried, in declaration order")
  func errors() {
    let data = Data(#"{"a":["b"]}"#.utf8)
    do {
      _ = try CascadeLoader.detectingShape(from: data, source: "doc", among: [.flat])
      Issue.record("a dictionary read as flat")
    } catch {
      #expect(error.kind == .invalidData && error.message.hasPrefix("doc: "), "\(error.message)")
      #expect(!error.message.contains("fits none"))
    }
    #expect(
      kindAndReason {
        try CascadeLoader.detectingShape(from: Data("[1, 2]".utf8), source: "doc")
      } == KindAndReason(.invalidData, .noMatchingShape))
  }

  struct RefusedCase: Sendable, CustomTestStringConvertible {
    var label: String
    var text: String
    var shapes: [CascadeDocumentShape] = CascadeDocumentShape.detectionOrder
    var message: String
    var testDescription: String { label }
  }

  @Test(
    "detection names what is wrong: empty, not JSON, a broken rule, the closest shape",
    arguments: [
      RefusedCase(label: "empty", text: "", message: "doc: is empty or holds only white space"),
      RefusedCase(label: "blank", text: " \n", message: "doc: is empty or holds only white space"),
      RefusedCase(
        label: "not JSON", text: "[{\"code\": 1,\n \"name\": 'a'}]",
        message: #"doc: not valid JSON at line 2, column 10: expected a value, found "'""#),
      RefusedCase(
        label: "repeated codes (not read as names alone)",
        text: #"[{"code":"1","name":"a"},{"code":"1","name":"b"}]"#,
        message: #"doc: [1].code: code "1" repeats [0].code"#),
      RefusedCase(
        label: "a fractional code", text: #"[{"code":1.5,"name":"a"}]"#,
        message: "doc: [0].code: code 1.5 is not a whole number"),
      RefusedCase(
        label: "a code too large to read exactly", text: #"[{"code":1e300,"name":"a"}]"#,
        message: "doc: [0].code: code 1e300 is too large to read exactly; write it as a string"),
      RefusedCase(
        label: "repeated ids in a flat list, under different parents",
        text: #"[{"id":1,"name":"A","pid":0},{"id":2,"name":"B","pid":1},{"id":2,"name":"C","pid":1}]"#,
        message: #"doc: [2].id: id "2" repeats [1].id"#),
      RefusedCase(
        label: "a missing parent in a flat list",
        text: #"[{"id":1,"name":"A","pid":0},{"id":2,"name":"B","pid":9}]"#,
        message: #"doc: [1].pid: parent "9" of node "2" does not exist"#),
      RefusedCase(
        label: "children of the wrong kind, --shape tree", text: #"[{"children":"x"}]"#, shapes: [.tree],
        message: "doc: [0].children: expected an array, found a string"),
      RefusedCase(
        label: "children of the wrong kind, detected", text: #"[{"code":"1","name":"a","children":"x"}]"#,
        message: "doc: [0].children: expected an array, found a string"),
      RefusedCase(
        label: "a root object whose children are not an array, --shape tree", text: #"{"children":"x"}"#,
        shapes: [.tree], message: "doc: children: expected an array, found a string"),
      RefusedCase(
        label: "a dictionary whose list is a string: the tree, which has the field, came closest",
        text: #"{"children":"x"}"#,
        message:
          "doc: fits none of the shapes tree, flat, dict, plist-area, plist-provinces; "
          + "closest: tree {code, name, children} at children: expected an array, found a string"),
      RefusedCase(
        label: "a dictionary whose list is a string", text: #"{"Fruit":"x"}"#,
        message:
          "doc: fits none of the shapes tree, flat, dict, plist-area, plist-provinces; "
          + "closest: dict {name: [strings]} at Fruit: expected an array, found a string"),
      RefusedCase(
        label: "a city without areas",
        text: #"[{"state":"s","cities":[{"city":"c","areas":["a"]},{"city":"d"}]}]"#,
        message:
          "doc: fits none of the shapes tree, flat, dict, plist-area, plist-provinces; closest: plist-area "
          + "[{state, cities: [{city, areas}]}] at [0].cities[1].areas: expected an array, found nothing"),
    ])
  func refused(_ bad: RefusedCase) {
    let error = thrown {
      try CascadeLoader.detectingShape(from: Data(bad.text.utf8), source: "doc", among: bad.shapes)
    }
    #expect(error?.kind == .invalidData)
    #expect(error?.message == bad.message)
  }

  @Test("a flat list whose roots are marked by an empty parent key still loads with one level")
  func oneLevelFlat() throws {
    let (tree, shape) = try CascadeLoader.detectingShape(
      from: Data(#"[{"id":1,"name":"a","pid":""},{"id":2,"name":"b","pid":""}]"#.utf8), source: "doc",
      among: [.flat])
    #expect(shape == .flat && tree.count == 2 && tree.levelCount == 1)
  }

  @Test("codes may repeat under different parents of a nested tree")
  func codesRepeatAcrossParents() throws {
    let text =
      #"[{"value":"a","text":"A","children":[{"value":"other","text":"x"}]},"#
      + #"{"value":"b","text":"B","children":[{"value":"other","text":"y"}]}]"#
    let (tree, shape) = try CascadeLoader.detectingShape(from: Data(text.utf8), source: "doc")
    #expect(shape == .tree && CascadeFixtures.outline(tree) == ["a A", "  other x", "b B", "  other y"])
  }
}
