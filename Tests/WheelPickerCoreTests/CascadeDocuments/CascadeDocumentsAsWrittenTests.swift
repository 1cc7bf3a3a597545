import Foundation
import Testing
import WheelPickerCore

/// Documents as the cascader libraries and their users write them: every shape detection reads,
/// in JSON and as a property list, with their disabled options.
@Suite("Cascade documents as written")
struct CascadeDocumentsAsWrittenTests {
  struct Document: Sendable, CustomTestStringConvertible {
    let label: String
    let text: String
    let shape: CascadeDocumentShape
    let outline: [String]
    var testDescription: String { label }
  }

  static let documents: [Document] = [
    Document(
      label: "flat: numeric ids, parentId, null roots",
      text: #"[{"id":1,"name":"Fruit","parentId":null},{"id":2,"name":"Apple","parentId":1}]"#,
      shape: .flat, outline: ["1 Fruit", "  2 Apple"]),
    Document(
      label: "flat: parent_id, 0 roots",
      text: #"[{"id":"a","name":"A","parent_id":0},{"id":"b","name":"B","parent_id":"a"}]"#,
      shape: .flat, outline: ["a A", "  b B"]),
    Document(
      label: "flat: pid, missing roots",
      text: #"[{"code":"10","name":"Asia"},{"code":"11","name":"China","pid":"10"}]"#,
      shape: .flat, outline: ["10 Asia", "  11 China"]),
    Document(
      label: "flat: parent, empty roots",
      text: #"[{"key":"x","title":"X","parent":""},{"key":"y","title":"Y","parent":"x"}]"#,
      shape: .flat, outline: ["x X", "  y Y"]),
    Document(
      label: "tree: a single root object",
      text: #"{"name":"root","children":[{"name":"A","children":[{"name":"A1"}]},{"name":"B"}]}"#,
      shape: .tree, outline: ["A A", "  A1 A1", "B B"]),
    Document(
      label: "tree: antd Tree {title, key, children}",
      text: #"[{"title":"Node","key":"0-0","children":[{"title":"Leaf","key":"0-0-0"}]}]"#,
      shape: .tree, outline: ["0-0 Node", "  0-0-0 Leaf"]),
    Document(
      label: "tree: {label, children} without values",
      text: #"[{"label":"Fruit","children":[{"label":"Apple"},{"label":"Pear"}]}]"#,
      shape: .tree, outline: ["Fruit Fruit", "  Apple Apple", "  Pear Pear"]),
    Document(
      label: "tree: {id, name, children}",
      text: #"[{"id":7,"name":"Seven","children":[{"id":8,"name":"Eight"}]}]"#,
      shape: .tree, outline: ["7 Seven", "  8 Eight"]),
    Document(
      label: "dict: nested dictionaries",
      text: #"{"Veg":["Kale"],"Fruit":{"Pear":[],"Apple":["Fuji","Gala"]}}"#,
      shape: .dict,
      outline: [
        "Fruit Fruit", "  Apple Apple", "    Fuji Fuji", "    Gala Gala", "  Pear Pear",
        "Veg Veg", "  Kale Kale",
      ]),
  ]

  @Test("each shape is read, from JSON and from a property list", arguments: documents)
  func reads(_ document: Document) throws {
    for (syntax, data) in try CascadeFixtures.jsonAndPropertyList(document.text) {
      let (tree, shape) = try CascadeLoader.detectingShape(from: data, source: "doc")
      #expect(shape == document.shape, "\(syntax)")
      #expect(CascadeFixtures.outline(tree) == document.outline, "\(syntax)")
    }
  }

  static let vant = #"""
    [{"text":"Zhejiang","value":"zj","children":[
       {"text":"Hangzhou","value":"hz","disabled":true},{"text":"Ningbo","value":"nb"},
       {"text":"Wenzhou","value":"wz","disabled":false}]},
     {"text":"Jiangsu","value":"js","children":[{"text":"Nanjing","value":"nj","disabled":true}]},
     {"text":"Fujian","value":"fj","disabled":true}]
    """#

  @Test("disabled options, Vant style: marked, a parent of disabled children disabled too, JSON and plist")
  func disabledNested() throws {
    for (syntax, data) in try CascadeFixtures.jsonAndPropertyList(Self.vant) {
      let tree = try CascadeLoader.detectingShape(from: data, source: "doc").tree
      let disabled = (0..<tree.count).filter(tree.isDisabled).map(tree.name(of:))
      #expect(disabled.sorted() == ["Fujian", "Hangzhou", "Jiangsu", "Nanjing"], "\(syntax)")
      #expect(tree.hasEnabledRoot)
    }
  }

  @Test("disabled records of a flat list, and a disabled field of the wrong kind names its place")
  func disabledFlat() throws {
    let text =
      #"[{"id":1,"name":"A"},{"id":2,"name":"A1","pid":1,"disabled":true},{"id":3,"name":"A2","pid":1},"#
      + #"{"id":4,"name":"B"},{"id":5,"name":"B1","pid":4,"disabled":true}]"#
    let tree = try CascadeLoader.detectingShape(from: Data(text.utf8), source: "doc").tree
    #expect((0..<tree.count).filter(tree.isDisabled).map(tree.name(of:)) == ["B", "A1", "B1"])
    #expect(
      kindAndReason {
        try CascadeLoader.detectingShape(
          from: Data(
            #"[{"code":"1","name":"a","disabled":"yes","children":[{"code":"2","name":"b"}]}]"#.utf8),
          source: "doc")
      } == KindAndReason(.invalidData, .unexpectedStructure))
  }

  @Test("the engine steps over disabled rows, starts on an enabled one and never selects a disabled value")
  func engineSkipsDisabled() throws {
    let tree = try CascadeLoader.detectingShape(from: Data(Self.vant.utf8), source: "doc").tree
    let model = CascadeModel(tree: tree)
    var engine = SelectionEngine(model: model)
    #expect(engine.value.text == "Zhejiang Ningbo")
    engine.step(-1, inWheel: 1)
    #expect(engine.value.text == "Zhejiang Ningbo")
    engine.step(1, inWheel: 1)
    #expect(engine.value.text == "Zhejiang Wenzhou")
    engine.step(1, inWheel: 0)
    #expect(engine.value.text == "Zhejiang Wenzhou", "Jiangsu and Fujian are disabled")
    #expect(!engine.isRowEnabled(1, inWheel: 0) && !engine.isRowEnabled(2, inWheel: 0))
    engine.selectRow(2, inWheel: 0)
    #expect(engine.value.text == "Zhejiang Wenzhou")
    do {
      try engine.select(try model.path(matching: ["Zhejiang", "Hangzhou"]))
      Issue.record("a disabled option was selected")
    } catch {
      #expect(error.kind == .valueNotAvailable, "\(error.message)")
    }
    #expect(!model.isSelectable(try model.path(matching: ["Jiangsu", "Nanjing"])))
    #expect(model.isSelectable(engine.value))
  }

  @Test("a tree whose every root is disabled offers nothing and is refused")
  func everyRootDisabled() throws {
    let tree = try CascadeLoader.detectingShape(
      from: Data(
        #"[{"name":"a","disabled":true},{"name":"b","children":[{"name":"c","disabled":true}]}]"#.utf8),
      source: "doc"
    ).tree
    #expect(!tree.hasEnabledRoot)
    #expect(
      kindAndReason { try tree.checkHasEnabledRoot(source: "doc") }
        == KindAndReason(.invalidData, .nothingEnabled))
  }

  @Test("sorting siblings keeps each node's disabled flag")
  func sortingKeepsDisabled() throws {
    let tree = CascadeTree(roots: [
      .init(name: "b", isDisabled: true), .init(name: "a"), .init(name: "c", children: [.init(name: "z")]),
    ])
    let sorted = tree.sortingSiblings { tree.name(of: $0) > tree.name(of: $1) }
    #expect(
      (0..<sorted.count).map { "\(sorted.name(of: $0))\(sorted.isDisabled($0) ? "-" : "")" }
        == ["c", "b-", "a", "z"])
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let label: String
    let text: String
    let message: String
    var testDescription: String { label }
  }

  @Test(
    "a document that would read as one level because a field is left unread is refused, naming the field",
    arguments: [
      Refusal(
        label: "children under another name",
        text: #"[{"name":"Zhejiang","code":"330000","items":[{"name":"Hangzhou","code":"330100"}]}]"#,
        message:
          "doc: [0].items: holds an array of objects that the reading {code, name, children} leaves unread, so the "
          + "document would read as one level; name the fields: key=code,name=name,children=items"),
      Refusal(
        label: "a parent key under another name",
        text: #"[{"code":"1","name":"a"},{"code":"2","name":"b","parentKeyCode":"1"}]"#,
        message:
          "doc: [1].parentKeyCode: looks like a parent key that the reading {code, name, children} leaves "
          + "unread, so the document would read as one level; name the fields: key=code,name=name,parent=parentKeyCode"
      ),
      Refusal(
        label: "a root object's children under another name",
        text: #"{"name":"root","nodes":[{"name":"a","sub":[{"name":"b"}]}]}"#,
        message:
          "doc: fits none of the shapes tree, flat, dict, plist-area, plist-provinces; closest: tree "
          + #"{name, children} at top level: expected an array, or an object with "children", found an object "#
          + #"without it; no shape reads the fields "nodes", "sub"; name the fields: name=name,children=nodes"#
      ),
      Refusal(
        label: "fields no shape reads",
        text: #"[{"nombre":"a","hijos":[{"nombre":"b"}]}]"#,
        message:
          "doc: fits none of the shapes tree, flat, dict, plist-area, plist-provinces; closest: tree "
          + "{code, name, children} at [0].name: expected a string, found nothing; "
          + #"no shape reads the fields "nombre", "hijos"; name the fields: name=nombre,children=hijos"#),
    ])
  func refusesUnreadFields(_ refusal: Refusal) {
    let error = thrown {
      try CascadeLoader.detectingShape(from: Data(refusal.text.utf8), source: "doc")
    }
    #expect(error?.kind == .invalidData)
    #expect(error?.message == refusal.message)
  }

  @Test("a plain one-level list with scalar extras still reads as one level")
  func oneLevelWithExtras() throws {
    let (tree, shape) = try CascadeLoader.detectingShape(
      from: Data(#"[{"code":"1","name":"a","color":"red"},{"code":"2","name":"b","rank":3}]"#.utf8),
      source: "doc")
    #expect(shape == .tree && tree.levelCount == 1 && tree.count == 2)
  }

  @Test("the closest shape is the one whose fields the document has")
  func closestHasTheFields() {
    // A flat list whose parent field names a key of the wrong kind: flat came closest, not tree.
    #expect(
      kindAndReason {
        try CascadeLoader.detectingShape(
          from: Data(#"[{"id":1,"name":"A","pid":null},{"id":2,"name":"B","pid":9}]"#.utf8), source: "doc")
      } == KindAndReason(.invalidData, .inconsistentData))
    #expect(
      kindAndReason {
        try CascadeLoader.detectingShape(
          from: Data(#"[{"name":"Zhejiang","cities":[1]}]"#.utf8), source: "doc")
      } == KindAndReason(.invalidData, .noMatchingShape))
  }
}

@Suite("Disabled cascade options under random operations")
struct CascadeDisabledPropertyTests {
  /// A random tree of up to four levels, about a third of its nodes disabled.
  static func tree(_ generator: inout SeededGenerator, level: Int = 0) -> [CascadeTree.Node] {
    (0..<Int.random(in: 1...4, using: &generator)).map { index in
      let children = level < 3 && Bool.random(using: &generator) ? tree(&generator, level: level + 1) : []
      return CascadeTree.Node(
        name: "n\(level)-\(index)", isDisabled: Int.random(in: 0..<3, using: &generator) == 0,
        children: children)
    }
  }

  @Test("steps, row selections and model replacements never rest on a disabled option while one is enabled")
  func neverDisabled() {
    for seed in UInt64(1)...200 {
      var generator = SeededGenerator(seed: seed)
      let tree = CascadeTree(roots: Self.tree(&generator))
      guard tree.hasEnabledRoot else { continue }
      let model = CascadeModel(tree: tree)
      var engine = SelectionEngine(model: model)
      for _ in 0..<40 {
        let wheel = Int.random(in: 0..<engine.wheelCount, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: engine.step(Int.random(in: -3...3, using: &generator), inWheel: wheel)
        case 1: engine.selectRow(Int.random(in: -1...5, using: &generator), inWheel: wheel)
        default: engine.replaceModel(model)
        }
        #expect(
          model.isSelectable(engine.value), "seed \(seed): \(engine.value.text) holds a disabled option")
        #expect(engine.invariantViolations().isEmpty, "seed \(seed): \(engine.invariantViolations())")
      }
    }
  }

  @Test("a parent is disabled exactly when it is marked or all of its children are")
  func parentsOfDisabledChildren() {
    for seed in UInt64(1)...200 {
      var generator = SeededGenerator(seed: seed)
      let roots = Self.tree(&generator)
      let tree = CascadeTree(roots: roots)
      func expected(_ node: CascadeTree.Node) -> Bool {
        node.isDisabled || (!node.children.isEmpty && node.children.allSatisfy(expected))
      }
      var queue = roots
      var index = 0
      while index < queue.count {
        #expect(tree.isDisabled(index) == expected(queue[index]), "seed \(seed): node \(index)")
        queue.append(contentsOf: queue[index].children)
        index += 1
      }
    }
  }
}

@Suite("Cascade paths continue past disabled options")
struct CascadePathDisabledTests {
  @Test("a node named alone continues down its first enabled children, by name and by key")
  func continuesEnabled() throws {
    let tree = CascadeTree(roots: [
      .init(
        name: "Zhejiang", key: "zj",
        children: [
          .init(name: "Hangzhou", key: "hz", isDisabled: true),
          .init(
            name: "Ningbo", key: "nb",
            children: [.init(name: "Haishu", isDisabled: true), .init(name: "Yinzhou")]),
        ])
    ])
    let model = CascadeModel(tree: tree)
    #expect(try model.path(matching: ["Zhejiang"]).text == "Zhejiang Ningbo Yinzhou")
    #expect(try model.path(matching: ["zj"]).text == "Zhejiang Ningbo Yinzhou")
    #expect(try model.path(toNode: 0).text == "Zhejiang Ningbo Yinzhou")
  }
}
