import Foundation
import Testing
import WheelPickerCore

@Suite("CascadeLoader.EnvelopePath: a cascade inside an envelope, and a flat list's root parent key")
struct EnvelopePathTests {
  static let names = CascadeLoader.NestedFields(key: nil, name: "name")
  static var cascade: [Any] { [["name": "A", "children": [["name": "A1"]]], ["name": "B"]] }
  static let bare = #"[{"name":"A","children":[{"name":"A1"}]},{"name":"B"}]"#

  @Test(
    "a path reads its steps, escapes and all, and writes itself back",
    arguments: [
      ("data", ["data"]), ("data.list", ["data", "list"]), (#"a\.b.c"#, ["a.b", "c"]),
      (#"a\\.b"#, [#"a\"#, "b"]), ("data.0.items", ["data", "0", "items"]), ("数据.列表", ["数据", "列表"]),
    ])
  func parsing(_ text: String, _ steps: [String]) throws {
    let path = try CascadeLoader.EnvelopePath(parsing: text)
    #expect(path.steps == steps)
    #expect(path.description == text)
    #expect(try CascadeLoader.EnvelopePath(parsing: path.description) == path)
  }

  @Test(
    "a bad path names the rule it breaks",
    arguments: [
      ("", "is empty: write keys separated by dots, e.g. data or data.list"),
      ("data..list", "step 2 is empty: keys are separated by single dots, none at either end"),
      (".data", "step 1 is empty: keys are separated by single dots, none at either end"),
      ("data.", "step 2 is empty: keys are separated by single dots, none at either end"),
      (#"da\ta"#, #"\t is not an escape: write \. for a dot in a key, \\ for a backslash"#),
      (#"data\"#, #"ends in a backslash: write \. for a dot in a key, \\ for a backslash"#),
      (Array(repeating: "a", count: 65).joined(separator: "."), "has 65 steps; at most 64"),
    ])
  func refusals(_ text: String, _ message: String) {
    let error = thrown { try CascadeLoader.EnvelopePath(parsing: text) }
    #expect(error?.kind == .invalidConfiguration && error?.reason == .invalidFields)
    #expect(error?.message == message)
  }

  @Test("a nested tree inside {code, data}, in JSON and in an XML property list, reads as the bare tree")
  func nestedEnvelope() throws {
    let expected = try CascadeLoader(shape: .nested(Self.names)).tree(
      from: Data(Self.bare.utf8), source: "bare")
    let at = try CascadeLoader.EnvelopePath(parsing: "data")
    let json = Data(#"{"code":0,"msg":"ok","data":\#(Self.bare),"total":2}"#.utf8)
    let loader = CascadeLoader(shape: .nested(Self.names), at: at)
    #expect(try loader.tree(from: json, source: "api.json") == expected)
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["code": 0, "data": Self.cascade] as [String: Any], format: .xml, options: 0)
    #expect(try loader.tree(from: plist, source: "api.plist") == expected)
    let (detected, shape) = try CascadeLoader.detectingShape(from: json, source: "api.json", at: at)
    #expect(detected == expected && shape == .tree)
    // Without the path the envelope is no cascade.
    #expect(
      thrown { try CascadeLoader(shape: .nested(Self.names)).tree(from: json, source: "api.json") } != nil)
  }

  @Test("a step of digits indexes an array, and is a key in an object")
  func indexes() throws {
    let json = Data(#"{"pages":[{"list":[]},{"list":\#(Self.bare)}],"byNumber":{"7":\#(Self.bare)}}"#.utf8)
    for text in ["pages.1.list", "byNumber.7"] {
      let tree = try CascadeLoader(shape: .nested(Self.names), at: CascadeLoader.EnvelopePath(parsing: text))
        .tree(from: json, source: "doc")
      #expect(CascadeFixtures.outline(tree) == ["A A", "  A1 A1", "B B"], "\(text)")
    }
  }

  @Test(
    "a path the document lacks is refused naming the step and what is there instead",
    arguments: [
      (
        "data.list",
        #"doc: at data.list: data has no key "list"; found an object with the keys "items", "total", "empty""#
      ),
      (
        "list",
        #"doc: at list: the top level has no key "list"; found an object with the keys "code", "data""#
      ),
      (
        "data.items.5",
        "doc: at data.items.5: data.items has no element 5; found an array of 2 elements"
      ),
      (
        "data.items.first",
        #"doc: at data.items.first: data.items has no key "first"; found an array of 2 elements (a step into an array is an index: 0, 1…)"#
      ),
      ("code.x", #"doc: at code.x: code has no key "x"; found a number"#),
      ("data.total.0", "doc: at data.total.0: data.total has no element 0; found a number"),
      ("data.empty.x", #"doc: at data.empty.x: data.empty has no key "x"; found an empty object"#),
    ])
  func missing(_ text: String, _ message: String) throws {
    let document = Data(#"{"code":0,"data":{"items":\#(Self.bare),"total":2,"empty":{}}}"#.utf8)
    let error = thrown {
      try CascadeLoader(shape: .nested(Self.names), at: CascadeLoader.EnvelopePath(parsing: text))
        .tree(from: document, source: "doc")
    }
    #expect(error?.kind == .invalidData && error?.reason == .unexpectedStructure)
    #expect(error?.message == message)
  }

  @Test("in a property list a missing key names the dictionary's keys in code-point order")
  func missingInPropertyList() throws {
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["zeta": 1, "data": Self.cascade, "alpha": "x"] as [String: Any], format: .xml,
      options: 0)
    let error = thrown {
      try CascadeLoader(shape: .nested(Self.names), at: CascadeLoader.EnvelopePath(["list"]))
        .tree(from: plist, source: "doc.plist")
    }
    #expect(
      error?.message
        == #"doc.plist: at list: the top level has no key "list"; found a dictionary with the keys "alpha", "data", "zeta""#
    )
  }

  @Test("what is wrong inside the envelope is named with the path: source at data, then the place")
  func errorsInside() {
    let json = Data(#"{"data":[{"name":"A"},{"name":3}]}"#.utf8)
    let error = thrown {
      try CascadeLoader(shape: .nested(Self.names), at: CascadeLoader.EnvelopePath(["data"]))
        .tree(from: json, source: "api.json")
    }
    #expect(error?.message == "api.json at data: [1].name: expected a string, found a number")
  }

  @Test("root=-1: records whose parent is -1, as a string or a number, are the roots")
  func rootParent() throws {
    let answer = Data(
      #"""
      {"code":0,"data":[{"key":"1","value":"Zhejiang","parent_key":"-1"},{"key":"11","value":"Hangzhou","parent_key":"1"},
        {"key":2,"value":"Jiangsu","parent_key":-1},{"key":21,"value":"Nanjing","parent_key":2.0},
        {"key":3,"value":"Fujian","parent_key":-1.0},{"key":4,"value":"Anhui"}]}
      """#.utf8)
    var fields = try CascadeLoader.DocumentFields(parsing: "key=key,name=value,parent=parent_key,root=-1")
    #expect(fields.root == "-1" && fields.description == "key=key,name=value,parent=parent_key,root=-1")
    #expect(
      fields
        == CascadeLoader.DocumentFields(key: "key", name: "value", parent: "parent_key", root: "-1"))
    fields.at = CascadeLoader.EnvelopePath(["data"])
    let tree = try CascadeLoader.tree(from: answer, source: "api.json", fields: fields)
    #expect(
      CascadeFixtures.outline(tree) == [
        "1 Zhejiang", "  11 Hangzhou", "2 Jiangsu", "  21 Nanjing", "3 Fujian", "4 Anhui",
      ])
    // Without root=-1, -1 names a parent that does not exist.
    fields.root = nil
    let error = thrown { try CascadeLoader.tree(from: answer, source: "api.json", fields: fields) }
    #expect(
      error?.message
        == #"api.json at data: [0].parent_key: parent "-1" of node "1" does not exist; if it marks a root, name it: root=-1"#
    )
  }

  @Test("root= with an empty value; root only with parent")
  func rootSpecs() throws {
    let empty = try CascadeLoader.DocumentFields(parsing: "key=id,parent=up,root=")
    #expect(empty.root == "" && empty.description == "key=id,name=name,parent=up,root=")
    #expect(try CascadeLoader.DocumentFields(parsing: empty.description) == empty)
    #expect(
      empty.loaderShapes == [
        .flatList(CascadeLoader.FlatListFields(key: "id", value: "name", parentKey: "up", rootMarker: ""))
      ])
    let error = thrown { try CascadeLoader.DocumentFields(parsing: "key=code,root=-1") }
    #expect(error?.reason == .invalidFields)
    #expect(
      error?.message == "root=-1 needs parent=FIELD: only a flat list's records name a root parent key")
    // A root given once is enough: 0 no longer marks one.
    let zero = try CascadeLoader.DocumentFields(parsing: "key=id,parent=up,root=-1")
    #expect(
      kindAndReason {
        try CascadeLoader.tree(
          from: Data(#"[{"id":1,"name":"a","up":0}]"#.utf8), source: "doc", fields: zero)
      } == KindAndReason(.invalidData, .inconsistentData))
  }

  @Test("a plist flat list inside an envelope, its roots -1")
  func flatPropertyList() throws {
    let records: [[String: Any]] = [
      ["id": 1, "name": "Fruit", "pid": -1], ["id": 2, "name": "Apple", "pid": 1],
    ]
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["result": ["rows": records]] as [String: Any], format: .binary, options: 0)
    var fields = try CascadeLoader.DocumentFields(parsing: "key=id,parent=pid,root=-1")
    fields.at = try CascadeLoader.EnvelopePath(parsing: "result.rows")
    let tree = try CascadeLoader.tree(from: plist, source: "rows.plist", fields: fields)
    #expect(CascadeFixtures.outline(tree) == ["1 Fruit", "  2 Apple"])
  }

  /// A random step: letters, digits, dots and backslashes, so escapes and indexes both occur.
  static func step(_ generator: inout SeededGenerator) -> String {
    let alphabet: [Character] = ["a", "b", ".", "\\", "0", "1", "日"]
    return String(
      (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
      })
  }

  @Test("random envelopes with decoy siblings: the path reads back from its text and finds the bare tree")
  func randomEnvelopes() throws {
    let expected = try CascadeLoader(shape: .nested(Self.names)).tree(
      from: Data(Self.bare.utf8), source: "bare")
    for seed in UInt64(1)...150 {
      var generator = SeededGenerator(seed: seed)
      var steps: [String] = []
      var value: Any = Self.cascade
      for _ in 0..<Int.random(in: 1...5, using: &generator) {
        let step = Self.step(&generator)
        if let index = Int(step), String(index) == step, index < 4, Bool.random(using: &generator) {
          // An array whose element `index` holds the value; the others are decoys.
          value = (0...index + 1).map { $0 == index ? value : ["name": "decoy \($0)"] as Any }
        } else {
          value = [step: value, step + "x": ["decoy": [1, 2]], "": Self.cascade] as [String: Any]
        }
        steps.insert(step, at: 0)
      }
      let path = CascadeLoader.EnvelopePath(steps)
      let comment = Comment(rawValue: "seed \(seed): \(path)")
      #expect(try CascadeLoader.EnvelopePath(parsing: path.description) == path, comment)
      let json = try JSONSerialization.data(withJSONObject: value)
      let plist = try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
      for (document, source) in [(json, "json"), (plist, "plist")] {
        let tree = try CascadeLoader(shape: .nested(Self.names), at: path).tree(
          from: document, source: source)
        #expect(tree == expected, comment)
      }
    }
  }
}
