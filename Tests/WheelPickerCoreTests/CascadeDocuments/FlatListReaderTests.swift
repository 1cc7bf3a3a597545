import Testing
import WheelPickerCore

@Suite("Flat lists with parent keys")
struct FlatListReaderTests {
  static let plain = CascadeLoader.Shape.flatList(.init())

  @Test("records become a tree breadth-first, children in record order")
  func sample() throws {
    let tree = try CascadeFixtures.tree("flat-list.json", .flatList(.init(rootMarker: "0")))
    #expect(
      CascadeFixtures.outline(tree) == [
        "1 Asia", "  11 China", "    111 Beijing", "  12 Japan", "2 Europe", "  21 France", "    211 Paris",
        "      2111 Louvre", "3 Antarctica",
      ])
    #expect(tree.levelCount == 4)
  }

  @Test("field names and the root marker are configurable; null and missing parents are roots")
  func configurable() throws {
    let text = #"""
      [{"id": "a", "name": "A", "pid": ""}, {"id": "b", "name": "B", "pid": "a"},
       {"id": "c", "name": "C", "pid": null}, {"id": "d", "name": "D"}]
      """#
    let tree = try CascadeFixtures.tree(
      text: text, .flatList(.init(key: "id", value: "name", parentKey: "pid", rootMarker: "")))
    #expect(CascadeFixtures.outline(tree) == ["a A", "  b B", "c C", "d D"])
  }

  @Test("a record may come before its parent")
  func parentsLater() throws {
    let text = #"""
      [{"key": 3, "value": "C", "parentKey": 2}, {"key": 2, "value": "B", "parentKey": 1},
       {"key": 1, "value": "A"}, {"key": 4, "value": "D", "parentKey": 1}]
      """#
    let tree = try CascadeFixtures.tree(text: text, Self.plain)
    #expect(CascadeFixtures.outline(tree) == ["1 A", "  2 B", "    3 C", "  4 D"])
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    var label: String
    var text: String
    var message: String
    var testDescription: String { label }
  }

  @Test(
    "broken parent links are refused, naming the keys",
    arguments: [
      BadCase(
        label: "duplicate key",
        text:
          #"[{"key": "a", "value": "A"}, {"key": "b", "value": "B", "parentKey": "a"}, {"key": "a", "value": "A2"}]"#,
        message: #"test.json: [2].key: key "a" repeats [0].key"#),
      BadCase(
        label: "own parent",
        text: #"[{"key": "r", "value": "R"}, {"key": "a", "value": "A", "parentKey": "a"}]"#,
        message: #"test.json: [1].parentKey: node "a" is its own parent"#),
      BadCase(
        label: "missing parent",
        text: #"[{"key": "a", "value": "A"}, {"key": "b", "value": "B", "parentKey": "z"}]"#,
        message: #"test.json: [1].parentKey: parent "z" of node "b" does not exist"#),
      BadCase(
        label: "cycle beside a root",
        text: #"""
          [{"key": "r", "value": "R"}, {"key": "a", "value": "A", "parentKey": "c"},
           {"key": "b", "value": "B", "parentKey": "a"}, {"key": "c", "value": "C", "parentKey": "b"}]
          """#,
        message: #"test.json: [1].parentKey: parent keys form a cycle: "a" → "c" → "b" → "a""#),
      BadCase(
        label: "no root, a tail into a cycle",
        text: #"""
          [{"key": "t", "value": "T", "parentKey": "x"}, {"key": "x", "value": "X", "parentKey": "y"},
           {"key": "y", "value": "Y", "parentKey": "x"}]
          """#,
        message: #"test.json: [1].parentKey: parent keys form a cycle: "x" → "y" → "x""#),
      BadCase(
        label: "value missing", text: #"[{"key": "a"}]"#,
        message: "test.json: [0].value: expected a string, found nothing"),
      BadCase(
        label: "parent key is an array", text: #"[{"key": "a", "value": "A", "parentKey": []}]"#,
        message: "test.json: [0].parentKey: expected a string or an integer, found an array"),
      BadCase(
        label: "record is a string", text: #"[{"key": "a", "value": "A"}, "b"]"#,
        message: "test.json: [1]: expected an object, found a string"),
    ])
  func refused(_ bad: BadCase) {
    #expect(CascadeFixtures.message(bad.text, Self.plain) == bad.message)
  }

  @Test("a chain of 255 records loads; one more is refused")
  func depthLimit() throws {
    func chain(_ count: Int) -> String {
      let records = (0..<count).map { index in
        index == 0
          ? #"{"key": "k0", "value": "v"}"#
          : #"{"key": "k\#(index)", "value": "v", "parentKey": "k\#(index - 1)"}"#
      }
      return "[" + records.joined(separator: ",") + "]"
    }
    #expect(try CascadeFixtures.tree(text: chain(255), Self.plain).levelCount == 255)
    #expect(
      CascadeFixtures.message(chain(256), Self.plain)
        == #"test.json: [255].parentKey: node "k255" lies deeper than 255 levels"#)
  }
}

extension FlatListReaderTests {
  @Test("a flat list's value that is a number or an object is refused by field")
  func valueOfAnotherKind() {
    #expect(
      CascadeFixtures.message(#"[{"key": "a", "value": 5}]"#, Self.plain)
        == "test.json: [0].value: expected a string, found a number")
    #expect(
      CascadeFixtures.message(#"[{"key": "a", "value": "A"}, {"key": "b", "value": {}}]"#, Self.plain)
        == "test.json: [1].value: expected a string, found an object")
  }
}
