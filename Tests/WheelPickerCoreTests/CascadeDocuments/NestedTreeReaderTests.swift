import Foundation
import Testing
import WheelPickerCore

@Suite("Nested trees")
struct NestedTreeReaderTests {
  @Test("code/name/children with leaves at different depths")
  func codeNameChildren() throws {
    let tree = try CascadeFixtures.tree("regions-code-name.json", .nested(.codeNameChildren))
    #expect(
      CascadeFixtures.outline(tree) == [
        "110000 北京市", "  110100 市辖区", "    110101 东城区", "    110102 西城区",
        "440000 广东省", "  440100 广州市", "    440104 越秀区", "    440106 天河区", "    440111 白云区",
        "  440300 深圳市", "    440304 福田区", "    440305 南山区", "  441900 东莞市",
        "820000 澳门特别行政区",
      ])
    #expect(tree.levelCount == 3)
    #expect(tree.rootCount == 3)
  }

  @Test("value/text/children")
  func valueTextChildren() throws {
    let tree = try CascadeFixtures.tree("cascader-value-text.json", .nested(.valueTextChildren))
    #expect(
      CascadeFixtures.outline(tree) == [
        "330000 浙江省", "  330100 杭州市", "    330106 西湖区", "    330110 余杭区", "  330300 温州市",
        "    330302 鹿城区", "320000 江苏省", "  320100 南京市",
      ])
  }

  @Test("label/value/children shows the label and keys by the value")
  func labelValueChildren() throws {
    let tree = try CascadeFixtures.tree("cascader-label-value.json", .nested(.labelValueChildren))
    #expect(
      CascadeFixtures.outline(tree) == [
        "zhejiang Zhejiang", "  hangzhou Hangzhou", "    xihu West Lake", "jiangsu Jiangsu",
        "  nanjing Nanjing", "    zhonghuamen Zhong Hua Men",
      ])
  }

  @Test("integer codes read as decimal text; nodes without a key field use the name")
  func keysAndNames() throws {
    let coded = try CascadeFixtures.tree(
      text: #"[{"code": 110000, "name": "北京市", "children": null}]"#, .nested(.codeNameChildren))
    #expect(CascadeFixtures.outline(coded) == ["110000 北京市"])
    let named = try CascadeFixtures.tree(
      text: #"[{"name": "a", "children": [{"name": "b"}]}]"#, .nested(.init(key: nil, name: "name")))
    #expect(CascadeFixtures.outline(named) == ["a a", "  b b"])
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    var label: String
    var text: String
    var message: String
    var testDescription: String { label }
  }

  @Test(
    "a document that does not fit is refused with the path and what was expected",
    arguments: [
      BadCase(
        label: "name is a number", text: #"[{"code": "1", "name": 5}]"#,
        message: "test.json: [0].name: expected a string, found a number"),
      BadCase(
        label: "name is missing", text: #"[{"code": "1"}]"#,
        message: "test.json: [0].name: expected a string, found nothing"),
      BadCase(
        label: "code is a boolean", text: #"[{"code": true, "name": "a"}]"#,
        message: "test.json: [0].code: expected a string or an integer, found a boolean"),
      BadCase(
        label: "code is a fraction", text: #"[{"code": 1.5, "name": "a"}]"#,
        message: "test.json: [0].code: code 1.5 is not a whole number"),
      BadCase(
        label: "children is an object", text: #"[{"code": 1, "name": "a", "children": {}}]"#,
        message: "test.json: [0].children: expected an array, found an object"),
      BadCase(
        label: "deep child is null",
        text: #"[{"code": 1, "name": "a", "children": [{"code": 2, "name": "b", "children": [null]}]}]"#,
        message: "test.json: [0].children[0].children[0]: expected an object, found null"),
      BadCase(
        label: "top level is an object without children", text: #"{"name": "a"}"#,
        message:
          #"test.json: top level: expected an array, or an object with "children", found an object without it"#
      ),
      BadCase(
        label: "siblings share a key",
        text:
          #"[{"code": "1", "name": "a", "children": [{"code": "2", "name": "b"}, {"code": "2", "name": "c"}]}]"#,
        message: #"test.json: [0].children[1].code: code "2" repeats [0].children[0].code"#),
      BadCase(
        label: "no rows", text: "[]", message: "test.json: top level: expected at least one row, found none"),
      BadCase(label: "empty file", text: " \n", message: "test.json: is empty or holds only white space"),
      BadCase(
        label: "broken JSON", text: "[1, x]",
        message: #"test.json: not valid JSON at line 1, column 5: expected a value, found "x""#),
    ])
  func refused(_ bad: BadCase) {
    #expect(CascadeFixtures.message(bad.text, .nested(.codeNameChildren)) == bad.message)
  }

  @Test("without a key field the name is the key: siblings' names differ")
  func repeatedNames() {
    // Found by Fuzz/Targets/CascadeDetect.swift: `{name, children}` kept two siblings named alike.
    let text = #"[{"name": "A", "children": [{"name": "B"}]}, {"name": "B"}, {"name": "B"}]"#
    #expect(
      CascadeFixtures.message(text, .nested(CascadeLoader.NestedFields(key: nil, name: "name")))
        == #"test.json: [2].name: name "B" repeats [1].name"#)
  }

  @Test("255 levels load; a 256th is refused rather than wrapped")
  func depthLimit() throws {
    func chain(_ levels: Int) -> String {
      var text = #"{"name": "leaf"}"#
      for _ in 1..<levels { text = #"{"name": "n", "children": [\#(text)]}"# }
      return "[\(text)]"
    }
    let deepest = try CascadeFixtures.tree(text: chain(255), .nested(.init(key: nil, name: "name")))
    #expect(deepest.levelCount == 255)
    let path = "[0]" + String(repeating: ".children[0]", count: 254) + ".children"
    #expect(
      CascadeFixtures.message(chain(256), .nested(.init(key: nil, name: "name")))
        == "test.json: \(path): nodes nested deeper than 255 levels")
  }

  @Test("every truncation of a good file is refused or loads a consistent tree")
  func truncations() throws {
    let data = try Data(contentsOf: CascadeFixtures.url("regions-code-name.json"))
    for length in 0..<data.count {
      let prefix = data.prefix(length)
      do {
        let tree = try CascadeLoader(shape: .nested(.codeNameChildren)).tree(from: prefix, source: "cut.json")
        #expect(throws: Never.self, "length \(length)") { try tree.validated() }
      } catch {
        #expect(error.kind == .invalidData, "length \(length)")
        #expect(error.message.hasPrefix("cut.json: "), "length \(length)")
      }
    }
  }
}

extension NestedTreeReaderTests {
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
}
