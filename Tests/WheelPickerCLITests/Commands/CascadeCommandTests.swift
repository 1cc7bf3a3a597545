import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("CascadeCommand: fields, disabled options and what the answer prints")
struct CascadeCommandTests {
  static func sheet(
    _ document: String, _ arguments: [String] = []
  ) throws -> PreparedSheet<CascadeModel> {
    let invocation = try CommandLineParser.parse(["cascade", "-"] + arguments, environment: [:])
    guard case .run(let command, _) = invocation, let options = command.options(of: CascadeCommand.self)
    else {
      throw UsageError.misuse("cascade", "not a cascade run: \(invocation)")
    }
    return try CascadeCommand.prepare(options, in: .testing(console: RecordingConsole(input: document)))
  }

  static let items = #"[{"name":"Zhejiang","code":"330000","items":[{"name":"Hangzhou","code":"330100"}]}]"#

  static let vant = #"""
    [{"text":"Zhejiang","value":"zj","children":[
       {"text":"Hangzhou","value":"hz","disabled":true},{"text":"Ningbo","value":"nb"}]},
     {"text":"Jiangsu","value":"js","disabled":true,"children":[{"text":"Nanjing","value":"nj"}]}]
    """#

  @Test("--fields reads children under the document's own name; without it the document is refused")
  func fields() throws {
    let sheet = try Self.sheet(Self.items, ["--fields", "key=code,name=name,children=items"])
    #expect(sheet.answer(sheet.engine.value).text == "Zhejiang Hangzhou")
    #expect(
      throws: UsageError(
        .core(.unreadFields),
        message:
          "stdin: [0].items: holds an array of objects that the reading {code, name, children} leaves unread, so the "
          + "document would read as one level; name the fields: --fields key=code,name=name,children=items")
    ) { try Self.sheet(Self.items) }
  }

  @Test("--fields reads a flat list's parent field; its disabled field, or disabled=off to read none")
  func flatFields() throws {
    let text =
      #"[{"no":"1","title":"Fruit"},{"no":"2","title":"Apple","up":"1","gone":true},{"no":"3","title":"Pear","up":"1"}]"#
    let unmarked = try Self.sheet(text, ["--fields", "key=no,name=title,parent=up"])
    #expect(unmarked.answer(unmarked.engine.value).text == "Fruit Apple")
    let marked = try Self.sheet(text, ["--fields", "key=no,name=title,parent=up,disabled=gone"])
    #expect(marked.answer(marked.engine.value).text == "Fruit Pear")
    #expect(!marked.engine.isRowEnabled(0, inWheel: 1))
    let standard = text.replacingOccurrences(of: "\"gone\"", with: "\"disabled\"")
    let off = try Self.sheet(standard, ["--fields", "key=no,name=title,parent=up,disabled=off"])
    #expect(off.answer(off.engine.value).text == "Fruit Apple" && !off.engine.model.tree.hasDisabledNodes)
  }

  static let envelope = #"""
    {"code":0,"msg":"ok","data":[{"key":"1","value":"Zhejiang","parent_key":"-1"},
      {"key":"11","value":"Hangzhou","parent_key":"1"},{"key":"2","value":"Jiangsu","parent_key":-1}]}
    """#

  @Test("--at reads the cascade inside an envelope, with --fields root=-1 or a shape detected")
  func envelopeAndRoot() throws {
    let sheet = try Self.sheet(
      Self.envelope, ["--at", "data", "--fields", "key=key,name=value,parent=parent_key,root=-1"])
    #expect(sheet.engine.model.tree.rootCount == 2)
    #expect(sheet.answer(sheet.engine.value).text == "Zhejiang Hangzhou")
    let detected = try Self.sheet(
      #"{"code":0,"data":{"list":\#(Self.items.replacingOccurrences(of: "items", with: "children"))}}"#,
      ["--at", "data.list"])
    #expect(detected.answer(detected.engine.value).text == "Zhejiang Hangzhou")
    #expect(
      throws: UsageError(
        .core(.unexpectedStructure),
        message:
          #"stdin: at data.list: data has no key "list"; found an array of 3 elements (a step into an array is an index: 0, 1…)"#
      )
    ) { try Self.sheet(Self.envelope, ["--at", "data.list"]) }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--at", value: "data..list"),
        message: "--at data..list: step 2 is empty: keys are separated by single dots, none at either end",
        coreReason: .invalidFields)
    ) { try Self.sheet(Self.envelope, ["--at", "data..list"]) }
  }

  struct BadFields: Sendable, CustomTestStringConvertible {
    let value: String
    let message: String
    var testDescription: String { value }
  }

  @Test(
    "bad --fields values name the value and the rule",
    arguments: [
      BadFields(value: "", message: "--fields '': is empty: write ROLE=FIELD pairs, e.g. key=code,name=name"),
      BadFields(
        value: "code",
        message: #"--fields code: "code" is not ROLE=FIELD (roles: key, name, children, parent, disabled)"#),
      BadFields(
        value: "key=code,nme=x",
        message:
          #"--fields key=code,nme=x: "nme=x": "nme" is not a role; roles are key, name, children, parent, disabled (and root=VALUE)"#
      ),
      BadFields(
        value: "key=a,key=b", message: #"--fields key=a,key=b: "key=b": the role key is named twice"#),
      BadFields(value: "name=", message: #"--fields name=: "name=": the field name is empty"#),
      BadFields(
        value: "key=id,children=c,parent=p",
        message:
          "--fields key=id,children=c,parent=p: children and parent exclude each other: a tree nests its "
          + "children, a flat list names parents"),
      BadFields(
        value: "parent=pid",
        message:
          "--fields parent=pid: parent=pid needs key=FIELD: a record names its parent by the parent's key"),
      BadFields(
        value: "key=id,root=-1",
        message:
          "--fields key=id,root=-1: root=-1 needs parent=FIELD: only a flat list's records name a root parent key"
      ),
      BadFields(
        value: "key=a,name=a",
        message: #"--fields key=a,name=a: key and name both name the field "a"; a field has one role"#),
    ])
  func badFields(_ bad: BadFields) {
    #expect(
      throws: UsageError(
        .invalidValue(option: "--fields", value: bad.value), message: bad.message, coreReason: .invalidFields)
    ) {
      try Self.sheet(Self.items, ["--fields", bad.value])
    }
  }

  @Test("--fields goes with a FILE only, and not with --shape")
  func fieldsMisuse() {
    #expect(
      throws: UsageError(
        .invalidValue(option: "--shape", value: "tree"),
        message:
          "--shape tree: --fields names the fields of a tree or a flat list; give one or the other")
    ) { try Self.sheet(Self.items, ["--fields", "name=name", "--shape", "tree"]) }
    #expect(
      throws: UsageError(
        .misuse(subject: "--fields"), message: "--fields: only works with a FILE, not --children-command")
    ) {
      try CommandLineParser.parse(
        ["cascade", "--children-command", "true", "--fields", "name=name"], environment: [:])
    }
  }

  @Test(
    "a disabled option: the sheet starts past it, --select refuses it naming it, and a parent of disabled children too"
  )
  func disabled() throws {
    let sheet = try Self.sheet(Self.vant)
    #expect(sheet.answer(sheet.engine.value).text == "Zhejiang Ningbo")
    #expect(!sheet.engine.isRowEnabled(1, inWheel: 0) && !sheet.engine.isRowEnabled(0, inWheel: 1))
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "Zhejiang/Hangzhou"),
        message:
          "--select Zhejiang/Hangzhou: names a disabled option, Hangzhou (level 2), which cannot be chosen")
    ) { try Self.sheet(Self.vant, ["--select", "Zhejiang/Hangzhou"]) }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "js"),
        message:
          "--select js: names a disabled option, Jiangsu (level 1), which cannot be chosen")
    ) { try Self.sheet(Self.vant, ["--select", "js"]) }
    // A parent named alone continues down its first enabled children.
    let parent = try Self.sheet(Self.vant, ["--select", "Zhejiang"])
    #expect(parent.answer(parent.engine.value).text == "Zhejiang Ningbo")
    #expect(
      throws: UsageError(
        .core(.nothingEnabled), message: "stdin: every option is disabled, so nothing can be chosen")
    ) {
      try Self.sheet(#"[{"text":"a","value":"1","disabled":true}]"#)
    }
  }

  @Test("--print key|name|both: the text and the JSON text agree", arguments: CascadePrint.allCases)
  func print(_ print: CascadePrint) throws {
    let document = #"[{"code":"44","name":"广东省","children":[{"code":"4403","name":"深圳\t市"}]}]"#
    let sheet = try Self.sheet(document, ["--print", print.rawValue])
    let answer = sheet.answer(sheet.engine.value)
    let expected =
      switch print {
      case .name: "广东省 深圳\t市"
      case .key: "44\t4403"
      case .both: "44\t广东省\t4403\t深圳 市"
      }
    #expect(answer.text == expected)
    guard case .object(let fields) = answer.json else {
      Issue.record("not an object: \(answer.json)")
      return
    }
    #expect(fields.first { $0.0 == "text" }?.1 == .string(expected))
  }

  @Test("the completions offer --fields and --print with its choices")
  func completions() throws {
    for shell in Shell.allCases {
      let script = CompletionScript.script(for: shell)
      #expect(script.contains(shell == .fish ? "-l fields" : "--fields"), "\(shell)")
      #expect(script.contains(shell == .fish ? "-l print" : "--print"), "\(shell)")
    }
    let probe =
      CompletionScript.script(for: .bash) + """
        complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _wheelpicker; echo "${COMPREPLY[*]}"; }
        complete_words wheelpicker cascade --print ''
        complete_words wheelpicker cascade --pri

        """
    #expect(
      try CompletionScriptTests.runBash(probe) == ["name key both", "--print --print-query --print-frame"])
  }
}
