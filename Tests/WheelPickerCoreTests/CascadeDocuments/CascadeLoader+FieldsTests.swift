import Foundation
import Testing
import WheelPickerCore

@Suite("CascadeLoader.DocumentFields")
struct CascadeLoaderFieldsTests {
  @Test(
    "a spec reads back from its description",
    arguments: [
      "key=code,name=name,children=items", "name=label", "key=id,name=title,parent=pid,disabled=off",
      "key=no,name=t,parent=up,disabled=gone",
    ])
  func roundTrip(_ spec: String) throws {
    let fields = try CascadeLoader.DocumentFields(parsing: spec)
    #expect(try CascadeLoader.DocumentFields(parsing: fields.description) == fields)
    #expect(fields.description.hasPrefix(spec.components(separatedBy: ",disabled=")[0]))
  }

  @Test("a description names the defaults it holds: children, and disabled only when it is not the default")
  func description() throws {
    #expect(
      try CascadeLoader.DocumentFields(parsing: "name=label").description == "name=label,children=children")
    #expect(
      try CascadeLoader.DocumentFields(parsing: "key=id,parent=p,disabled=off").description
        == "key=id,name=name,parent=p,disabled=off")
  }

  @Test("defaults: name, children and disabled; a parent makes a flat list with both root markers")
  func defaults() throws {
    let tree = try CascadeLoader.DocumentFields(parsing: "key=code")
    #expect(tree == CascadeLoader.DocumentFields(key: "code"))
    #expect(tree.loaderShapes == [.nested(.codeNameChildren)])
    let flat = try CascadeLoader.DocumentFields(parsing: "key=id,parent=pid,disabled=off")
    #expect(flat.children == nil && flat.disabled == nil)
    #expect(
      flat.loaderShapes
        == ["0", ""].map {
          .flatList(
            CascadeLoader.FlatListFields(
              key: "id", value: "name", parentKey: "pid", rootMarker: $0, disabled: nil))
        })
  }

  @Test("a flat list read by its fields: roots marked 0, or \"\" when 0 does not fit; a broken rule named")
  func flatTrees() throws {
    let fields = try CascadeLoader.DocumentFields(parsing: "key=id,name=n,parent=up")
    let zero = try CascadeLoader.tree(
      from: Data(#"[{"id":1,"n":"a","up":0},{"id":2,"n":"b","up":1}]"#.utf8), source: "doc", fields: fields)
    #expect(CascadeFixtures.outline(zero) == ["1 a", "  2 b"])
    let empty = try CascadeLoader.tree(
      from: Data(#"[{"id":"0","n":"a","up":""},{"id":2,"n":"b","up":"0"}]"#.utf8), source: "doc",
      fields: fields)
    #expect(CascadeFixtures.outline(empty) == ["0 a", "  2 b"])
    #expect(
      kindAndReason {
        try CascadeLoader.tree(
          from: Data(#"[{"id":1,"n":"a"},{"id":2,"n":"b","up":9}]"#.utf8), source: "doc", fields: fields)
      } == KindAndReason(.invalidData, .inconsistentData))
    #expect(
      kindAndReason {
        try CascadeLoader.tree(
          from: Data(#"[{"id":1,"n":"a","up":1}]"#.utf8), source: "doc",
          fields: CascadeLoader.DocumentFields(key: "id", name: "n", parent: "p", disabled: "up"))
      } == KindAndReason(.invalidData, .unexpectedStructure))
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let label: String
    let text: String
    let message: String
    var testDescription: String { label }
  }

  @Test(
    "refusals suggest field names only when they can be written, and name the parent-like field",
    arguments: [
      Refusal(
        label: "a parent field under an unknown name, with a key to name it",
        text: #"[{"caption":"a","ident":1,"parentRef":null},{"caption":"b","ident":2,"parentRef":1}]"#,
        message:
          "doc: fits none of the shapes tree, flat, dict, plist-area, plist-provinces; closest: tree {code, name, "
          + #"children} at [0].name: expected a string, found nothing; no shape reads the fields "caption", "ident", "#
          + #""parentRef"; name the fields: key=ident,name=caption,parent=parentRef"#),
      Refusal(
        label: "a parent-like field of a list without keys",
        text: #"[{"name":"a"},{"name":"b","parentRef":"a"}]"#,
        message:
          "doc: [1].parentRef: looks like a parent key that the reading {name, children} leaves unread, so the "
          + "document would read as one level; name the fields"),
      Refusal(
        label: "children under a name no spec can write",
        text: #"[{"code":"1","name":"a","sub,items":[{"code":"2","name":"b"}]}]"#,
        message:
          #"doc: [0]["sub,items"]: holds an array of objects that the reading {code, name, children} leaves "#
          + "unread, so the document would read as one level; name the fields"),
    ])
  func refusals(_ refusal: Refusal) {
    let error = thrown {
      try CascadeLoader.detectingShape(from: Data(refusal.text.utf8), source: "doc")
    }
    #expect(error?.kind == .invalidData)
    #expect(error?.message == refusal.message)
  }

  @Test("records with flags, nulls and unknown kinds still let the fields be counted")
  func census() throws {
    let (tree, shape) = try CascadeLoader.detectingShape(
      from: Data(#"[{"name":"a","flag":true,"none":null},{"name":"b","flag":null,"none":1}]"#.utf8),
      source: "doc")
    #expect(shape == .tree && tree.count == 2)
  }
}
