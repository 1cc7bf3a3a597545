import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("Preparing list, wheels and cascade sheets")
struct CommandPreparationTests {
  @Test("list starts on --select and answers index and value")
  func list() throws {
    var options = ListOptions()
    options.items = ["2k以下", "2k-5k", "5k-10k"]
    options.select = "5k-10k"
    let sheet = try ListCommand.prepare(options, in: .testing())
    #expect(sheet.engine.selectedRow(inWheel: 0) == 2)
    #expect(sheet.answer(sheet.engine.value).json.serialized == #"{"index":2,"value":"5k-10k"}"#)
    options.select = "9k"
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "9k"), message: "--select 9k: is not an item of the list")
    ) {
      try ListCommand.prepare(options, in: .testing())
    }
  }

  @Test("wheels start on their --select items; empty items keep the first row")
  func wheels() throws {
    var options = WheelsOptions()
    options.wheels = [["a", "b", "c"], ["x", "y"]]
    options.select = ["", "y"]
    let sheet = try WheelsCommand.prepare(options, in: .testing())
    #expect(sheet.answer(sheet.engine.value).json.serialized == #"{"indices":[0,1],"values":["a","y"]}"#)
    #expect(sheet.answer(sheet.engine.value).text == "a\ty")
  }

  static let nested = """
    [{"code":"44","name":"广东省","children":[{"code":"4403","name":"深圳市","children":[
      {"code":"440305","name":"南山区"},{"code":"440304","name":"福田区"}]}]},
     {"code":"11","name":"北京市","children":[{"code":"1101","name":"市辖区"}]}]
    """

  static func cascade(
    _ document: String, select: String? = nil, shape: CascadeDocumentShape? = nil
  ) throws(UsageError) -> PreparedSheet<CascadeModel> {
    var options = CascadeOptions()
    if let select { options.select = try PathArgument.parse(select, option: "--select") }
    options.shape = shape
    return try CascadeCommand.prepare(options, in: .testing(console: RecordingConsole(input: document)))
  }

  @Test("cascade from stdin: shape found, --select by names, by codes or by one code")
  func cascadeSelect() throws {
    let expected =
      #"{"path":[{"key":"44","name":"广东省"},{"key":"4403","name":"深圳市"},{"key":"440304","name":"福田区"}],"text":"广东省 深圳市 福田区"}"#
    for select in [
      "广东省/深圳市/福田区", "广东省 深圳市 福田区", "44/4403/440304", "440304", "广东 深圳 福田", "广东/深圳/福田区",
    ] {
      let sheet = try Self.cascade(Self.nested, select: select)
      #expect(sheet.answer(sheet.engine.value).json.serialized == expected, "\(select)")
    }
    let first = try Self.cascade(Self.nested)
    #expect(first.answer(first.engine.value).text == "广东省 深圳市 南山区")
    // As `region --select` reads names: without suffixes, the rest on first rows.
    let partial = try Self.cascade(Self.nested, select: "广东 深圳")
    #expect(partial.answer(partial.engine.value).text == "广东省 深圳市 南山区")
  }

  @Test("a cascade without keys answers its names as keys")
  func namesAsKeys() throws {
    let document = #"[{"name":"Zhejiang","cities":["Hangzhou","Ningbo"]}]"#
    let sheet = try Self.cascade(document, select: "Zhejiang/Ningbo")
    #expect(
      sheet.answer(sheet.engine.value).json.serialized
        == #"{"path":[{"key":"Zhejiang","name":"Zhejiang"},{"key":"Ningbo","name":"Ningbo"}],"text":"Zhejiang Ningbo"}"#
    )
  }

  @Test("a one-level document is still a cascade")
  func oneLevel() throws {
    let sheet = try Self.cascade(#"[{"code":"1","name":"only"}]"#)
    #expect(sheet.answer(sheet.engine.value).text == "only")
  }

  @Test("every shape is recognised without --shape")
  func detection() throws {
    let documents: [(String, String)] = [
      (
        #"[{"value":"zj","text":"Zhejiang","children":[{"value":"hz","text":"Hangzhou"}]}]"#,
        "Zhejiang Hangzhou"
      ),
      (
        #"[{"label":"Zhejiang","value":"zj","children":[{"label":"Hangzhou","value":"hz"}]}]"#,
        "Zhejiang Hangzhou"
      ),
      (#"[{"key":1,"value":"Asia","parentKey":0},{"key":11,"value":"China","parentKey":1}]"#, "Asia China"),
      (#"{"Wyoming":["82001","82002"],"Alaska":["99501"]}"#, "Alaska 99501"),
      (#"[{"state":"CA","cities":[{"city":"LA","areas":["Hollywood"]}]}]"#, "CA LA Hollywood"),
    ]
    for (document, text) in documents {
      let sheet = try Self.cascade(document)
      #expect(sheet.answer(sheet.engine.value).text == text, "\(document)")
    }
  }

  @Test("bad documents and paths say what and where")
  func errors() {
    #expect(
      throws: UsageError(
        .core(.noMatchingShape),
        message:
          "stdin: fits none of the shapes tree, flat, dict, plist-area, plist-provinces; closest: tree "
          + "{code, name, children} at [0]: expected an object, found a number"
      )
    ) {
      try Self.cascade("[1, 2]")
    }
    let flat = usageError { try Self.cascade(#"{"a":["b"]}"#, shape: .flat) }
    #expect(flat?.reason == .core(.unexpectedStructure))
    #expect(flat?.message.hasPrefix("stdin: ") == true && flat?.message.hasSuffix("(--shape flat)") == true)
    #expect(
      usageError { try Self.cascade(Self.nested, select: "广东省/上海") }
        == UsageError(
          .invalidValue(option: "--select", value: "广东省/上海"),
          message: #"--select 广东省/上海: names no path of the cascade (no level 2 named "上海" under 广东省)"#,
          coreReason: .notFound))
  }

  @Test("a missing file or a directory is named")
  func files() {
    var options = CascadeOptions()
    options.source = .file("/nonexistent/areas.plist")
    #expect(
      throws: UsageError(
        .invalidValue(option: "FILE", value: "/nonexistent/areas.plist"),
        message: "FILE /nonexistent/areas.plist: cannot be read: No such file or directory")
    ) {
      try CascadeCommand.prepare(options, in: .testing())
    }
    options.source = .file("/tmp")
    #expect(
      throws: UsageError(
        .invalidValue(option: "FILE", value: "/tmp"), message: "FILE /tmp: cannot be read: Is a directory")
    ) {
      try CascadeCommand.prepare(options, in: .testing())
    }
  }
}
