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
      throws: WheelPickerError(
        .invalidData,
        "doc: fits none of the shapes tree, flat, dict, plist-area, plist-provinces; "
          + "closest: tree {code, name, children} at [0]: expected an object, found a number")
    ) {
      try CascadeLoader.detectingShape(from: Data("[1, 2]".utf8), source: "doc")
    }
  }
}
