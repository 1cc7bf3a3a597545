import Foundation
import Testing

@Suite("wheelpicker binary: cascade documents as the peers write them, headless with --keys")
struct EndToEndCascadeDocumentTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let arguments: [String]
    let input: String
    let status: Int32
    let output: String
    var error: String = ""
    var testDescription: String { label }
  }

  static let vant = #"""
    [{"text":"Zhejiang","value":"zj","children":[
       {"text":"Hangzhou","value":"hz","disabled":true},{"text":"Ningbo","value":"nb"},{"text":"Wenzhou","value":"wz"}]},
     {"text":"Jiangsu","value":"js","disabled":true,"children":[{"text":"Nanjing","value":"nj"}]},
     {"text":"Fujian","value":"fj","children":[{"text":"Xiamen","value":"xm"}]}]
    """#

  static let cases: [Case] = [
    Case(
      label: "flat list with numeric ids, parentId and null roots",
      arguments: ["cascade", "-", "--keys", "right down enter"],
      input:
        #"[{"id":1,"name":"Fruit","parentId":null},{"id":2,"name":"Apple","parentId":1},{"id":3,"name":"Pear","parentId":1}]"#,
      status: 0, output: "Fruit Pear\n"),
    Case(
      label: "a single root object", arguments: ["cascade", "-", "--keys", "down enter"],
      input: #"{"name":"root","children":[{"name":"A","children":[{"name":"A1"}]},{"name":"B"}]}"#,
      status: 0, output: "B\n"),
    Case(
      label: "nested dictionaries", arguments: ["cascade", "-", "--keys", "right down enter"],
      input: #"{"Fruit":{"Apple":["Fuji"],"Pear":["Nashi"]},"Veg":["Kale"]}"#, status: 0,
      output: "Fruit Pear Nashi\n"),
    Case(
      label: "antd Tree, keys printed", arguments: ["cascade", "-", "--print", "key", "--keys", "enter"],
      input: #"[{"title":"Node","key":"0-0","children":[{"title":"Leaf","key":"0-0-0"}]}]"#, status: 0,
      output: "0-0\t0-0-0\n"),
    Case(
      label: "disabled options are stepped over",
      arguments: ["cascade", "-", "--keys", "down right up enter"], input: vant, status: 0,
      output: "Fujian Xiamen\n"),
    Case(
      label: "up from the first enabled row stays", arguments: ["cascade", "-", "--keys", "right up enter"],
      input: vant, status: 0, output: "Zhejiang Ningbo\n"),
    Case(
      label: "--select of a disabled option is refused",
      arguments: ["cascade", "-", "--select", "Zhejiang/Hangzhou", "--keys", "enter"], input: vant, status: 2,
      output: "",
      error:
        "wheelpicker: --select Zhejiang/Hangzhou: names a disabled option, Hangzhou (level 2), which cannot be chosen\n"
    ),
    Case(
      label: "children under another name are refused, naming --fields",
      arguments: ["cascade", "-", "--keys", "enter"],
      input: #"[{"name":"Zhejiang","code":"330000","items":[{"name":"Hangzhou","code":"330100"}]}]"#,
      status: 2,
      output: "",
      error:
        "wheelpicker: stdin: [0].items: holds an array of objects that the reading {code, name, children} leaves unread, "
        + "so the document would read as one level; name the fields: --fields key=code,name=name,children=items\n"
    ),
    Case(
      label: "--fields reads them, --print both, JSON",
      arguments: [
        "cascade", "-", "--fields", "key=code,name=name,children=items", "--print", "both", "--format",
        "json",
        "--keys", "enter",
      ],
      input: #"[{"name":"Zhejiang","code":"330000","items":[{"name":"Hangzhou","code":"330100"}]}]"#,
      status: 0,
      output:
        #"{"path":[{"key":"330000","name":"Zhejiang"},{"key":"330100","name":"Hangzhou"}],"text":"330000\tZhejiang\t330100\tHangzhou"}"#
        + "\n"),
    Case(
      label: "a bad --fields value",
      arguments: ["cascade", "-", "--fields", "kids=items", "--keys", "enter"],
      input: "[]", status: 2, output: "",
      error:
        #"wheelpicker: --fields kids=items: "kids=items": "kids" is not a role; roles are key, name, children, parent, disabled (and root=VALUE)"#
        + "\n"),
    Case(
      label: "--at data with --fields root=-1: roots whose parent is -1, a string or a number",
      arguments: [
        "cascade", "-", "--at", "data", "--fields", "key=key,name=value,parent=parent_key,root=-1",
        "--print", "both", "--keys", "down right enter",
      ],
      input:
        #"{"code":0,"data":[{"key":"1","value":"Zhejiang","parent_key":"-1"},{"key":"2","value":"Jiangsu","parent_key":-1},"#
        + #"{"key":"21","value":"Nanjing","parent_key":"2"}]}"#,
      status: 0, output: "2\tJiangsu\t21\tNanjing\n"),
    Case(
      label: "--at a key the envelope lacks names it and what is there",
      arguments: ["cascade", "-", "--at", "data.list", "--keys", "enter"],
      input: #"{"code":0,"data":{"rows":[]}}"#, status: 2, output: "",
      error: #"wheelpicker: stdin: at data.list: data has no key "list"; found an object with the key "rows""#
        + "\n"),
    Case(
      label: "a bad --at value",
      arguments: ["cascade", "-", "--at", #"data\x"#, "--keys", "enter"],
      input: "[]", status: 2, output: "",
      error:
        #"wheelpicker: --at data\x: \x is not an escape: write \. for a dot in a key, \\ for a backslash"#
        + "\n"),
    Case(
      label: "a bad --print value", arguments: ["cascade", "-", "--print", "code", "--keys", "enter"],
      input: "[]", status: 2, output: "",
      error: "wheelpicker: --print code: must be one of name, key, both\n"),
  ]

  @Test("each document is read as its authors meant, or refused naming why", arguments: cases)
  func cascade(_ example: Case) throws {
    let run = try BuiltBinary.run(example.arguments, input: example.input)
    #expect(run.status == example.status, "\(run.error)")
    #expect(run.output == example.output)
    if !example.error.isEmpty { #expect(run.error == example.error) }
  }

  @Test("region --data reads a flat list with disabled regions")
  func regionFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wheelpicker-regions-\(UInt32.random(in: 0...UInt32.max)).json")
    try Data(
      #"[{"id":1,"name":"Alpha","pid":0},{"id":11,"name":"Alpha One","pid":1,"disabled":true},{"id":12,"name":"Alpha Two","pid":1}]"#
        .utf8
    ).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try BuiltBinary.run(["region", "--data", file.path, "--keys", "enter", "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output
        == #"{"path":[{"code":"1","name":"Alpha"},{"code":"12","name":"Alpha Two"}],"text":"Alpha Alpha Two"}"#
        + "\n")
    let refused = try BuiltBinary.run(["region", "--data", file.path, "--select", "11", "--keys", "enter"])
    #expect(refused.status == 2 && refused.output.isEmpty)
    #expect(
      refused.error
        == "wheelpicker: --select 11: names a disabled region, 'Alpha One' (level 2), which cannot be chosen\n",
      "\(refused.error)")
  }
}
