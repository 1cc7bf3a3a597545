import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("ChildrenLister")
struct ChildrenListerTests {
  struct Output: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let nodes: [AsyncCascadeNode]
    var testDescription: String { name }
  }

  @Test(
    "output reads as lines (KEY<TAB>NAME or a name) or as a JSON array",
    arguments: [
      Output(name: "names", text: "main\ndev\n", nodes: [.init(name: "main"), .init(name: "dev")]),
      Output(
        name: "key and name, CR LF, empty lines", text: "a1\tFix it\r\n\r\nb2\tAdd\n",
        nodes: [.init(key: "a1", name: "Fix it"), .init(key: "b2", name: "Add")]),
      Output(
        name: "a tab inside the name stays", text: "k\tname\twith tab\n",
        nodes: [.init(key: "k", name: "name\twith tab")]),
      Output(
        name: "an empty key or name is the other", text: "\tonly name\nonly key\t\n",
        nodes: [.init(name: "only name"), .init(name: "only key")]),
      Output(name: "nothing is a leaf", text: "", nodes: []),
      Output(name: "blank lines are a leaf", text: "\n\n", nodes: []),
      Output(
        name: "JSON strings and objects",
        text: #" ["a", {"name": "B", "key": "b"}, {"name": "C", "key": 3}]"#,
        nodes: [.init(name: "a"), .init(key: "b", name: "B"), .init(key: "3", name: "C")]),
      Output(name: "an empty JSON array is a leaf", text: "[]", nodes: []),
      Output(
        name: "JSON objects may be disabled",
        text:
          #"[{"name": "a", "disabled": true}, {"name": "b", "disabled": false}, {"name": "c", "disabled": null}]"#,
        nodes: [.init(name: "a", isDisabled: true), .init(name: "b"), .init(name: "c")]),
      Output(
        name: "JSON keys 0, 1, 1.5 and -1 are numbers, not Booleans",
        text:
          #"[{"key": 0, "name": "z"}, {"key": 1, "name": "o"}, {"key": 1.5, "name": "h"}, {"key": -1, "name": "m"}]"#,
        nodes: [
          .init(key: "0", name: "z"), .init(key: "1", name: "o"), .init(key: "1.5", name: "h"),
          .init(key: "-1", name: "m"),
        ]),
      Output(
        name: "a whole JSON number key is its number, however written",
        text:
          #"[{"key": 1.0, "name": "a"}, {"key": 2e0, "name": "b"}, {"key": -0.0, "name": "c"}, {"key": 30E-1, "name": "d"}]"#,
        nodes: [
          .init(key: "1", name: "a"), .init(key: "2", name: "b"), .init(key: "0", name: "c"),
          .init(key: "3", name: "d"),
        ]),
      Output(
        name: "a name that starts with [ but is no JSON", text: "[draft] notes\n",
        nodes: [.init(name: "[draft] notes")]),
    ])
  func parses(_ output: Output) throws {
    #expect(try ChildrenLister.parse(Array(output.text.utf8)) == output.nodes)
  }

  @Test(
    "wrong output is an error naming the line or element",
    arguments: [
      (Array("ok\n".utf8) + [0xFF, 0x0A], "line 2 of the output is not UTF-8", .invalidSyntax),
      (
        Array("[1]".utf8), "element 1 of the JSON array must be a string or an object with a \"name\"",
        .unexpectedStructure
      ),
      (
        Array(#"["a", {"key": "k"}]"#.utf8), "element 2 of the JSON array has no string \"name\"",
        .unexpectedStructure
      ),
      (
        Array(#"[{"name": "n", "disabled": 1}]"#.utf8),
        "element 1 of the JSON array has a \"disabled\" that is not true or false", .unexpectedStructure
      ),
      (
        Array(#"[{"name": "n", "key": [1]}]"#.utf8),
        "element 1 of the JSON array has a \"key\" that is not a string or a number", .unexpectedStructure
      ),
      (
        Array(#"[{"name": "n", "key": true}]"#.utf8),
        "element 1 of the JSON array has a \"key\" that is not a string or a number", .unexpectedStructure
      ),
      (
        Array("a\nb\na\n".utf8),
        "line 3 of the output repeats the key \"a\" of line 1 of the output: keys must differ among siblings",
        .inconsistentData
      ),
      (
        Array(#"[{"key": "k", "name": "1"}, {"key": "k", "name": "2"}]"#.utf8),
        "element 2 of the JSON array repeats the key \"k\" of element 1 of the JSON array: keys must differ among siblings",
        .inconsistentData
      ),
      (
        Array(#"["ok", {"key": "a\u0000b", "name": "n"}]"#.utf8),
        "element 2 of the JSON array has a key with a NUL character, which no command can take as an argument",
        .inconsistentData
      ),
      (
        Array("x\na\u{0}b\n".utf8),
        "line 2 of the output has a key with a NUL character, which no command can take as an argument",
        .inconsistentData
      ),
    ] as [([UInt8], String, WheelPickerError.Reason)])
  func refuses(_ bytes: [UInt8], message: String, reason: WheelPickerError.Reason) {
    #expect(throws: WheelPickerError(.invalidData, message, reason: reason)) {
      try ChildrenLister.parse(bytes)
    }
  }

  @Test("output that starts as a JSON array but does not parse shows the parser's reason")
  func brokenJSON() {
    for text in [#"[{"name": "a"},"#, #"["a", "b""#, "[1, 2,]x"] {
      #expect {
        try ChildrenLister.parse(Array(text.utf8))
      } throws: { error in
        let error = error as? WheelPickerError
        return error?.reason == .invalidSyntax
          && error?.message.hasPrefix("the output starts with \"[\" but is not valid JSON: ") == true
      }
    }
  }

  @Test("with --at, the children are the array at the path in JSON output; no output is still a leaf")
  func envelope() throws {
    let data = CascadeLoader.EnvelopePath(["data"])
    let output = Array(#"{"code":0,"data":["a",{"key":7,"name":"Seven","disabled":true}],"msg":"ok"}"#.utf8)
    #expect(
      try ChildrenLister.parse(output, at: data)
        == [AsyncCascadeNode(name: "a"), AsyncCascadeNode(key: "7", name: "Seven", isDisabled: true)])
    #expect(try ChildrenLister.parse(Array(" \n".utf8), at: data).isEmpty)
    // The same bytes without the path are lines: the envelope would be one child.
    #expect(try ChildrenLister.parse(output).count == 1)
  }

  @Test(
    "with --at, output that lacks the path, holds no array there or is not JSON says so",
    arguments: [
      (
        #"{"code":1,"msg":"no such node"}"#,
        #"the output: at data: the top level has no key "data"; found an object with the keys "code", "msg""#,
        WheelPickerError.Reason.unexpectedStructure
      ),
      (
        #"{"data":{"list":[]}}"#, "the output at data: expected an array, found an object",
        .unexpectedStructure
      ),
      (
        "a\nb\n", "the output: not valid JSON at line 1, column 1: expected a value, found \"a\"",
        .invalidSyntax
      ),
    ])
  func envelopeRefusals(_ text: String, message: String, reason: WheelPickerError.Reason) {
    #expect(throws: WheelPickerError(.invalidData, message, reason: reason)) {
      try ChildrenLister.parse(Array(text.utf8), at: CascadeLoader.EnvelopePath(["data"]))
    }
  }

  static func children(
    _ command: String, path: [String] = [], timeout: Duration = .seconds(10)
  ) async throws
    -> [AsyncCascadeNode]
  {
    try await ChildrenLister(command: command, timeout: timeout).children(of: path.map { .init(name: $0) })
  }

  /// What a failed command says, with its reason: `exit status 1 (loadFailed)`.
  static func failure(_ command: String, timeout: Duration = .seconds(10)) async -> String? {
    do {
      _ = try await children(command, timeout: timeout)
      return nil
    } catch let error as WheelPickerError {
      return "\(error.message) (\(error.reason))"
    } catch {
      return "\(error)"
    }
  }

  @Test("the command gets the path's keys as $1… and $# is the depth")
  func arguments() async throws {
    let nodes = try await Self.children(
      #"echo "$#"; for a in "$@"; do echo "[$a]"; done"#, path: ["a b", "*"])
    #expect(nodes.map(\.name) == ["2", "[a b]", "[*]"])
    #expect(try await Self.children(#"echo "$#""#).map(\.name) == ["0"])
  }

  @Test("the command reads /dev/null and has no terminal")
  func isolated() async throws {
    let nodes = try await Self.children("cat; (exec 3</dev/tty) 2>/dev/null && echo tty || echo no-tty")
    #expect(nodes.map(\.name) == ["no-tty"])
  }

  @Test("a non-zero exit is a failure with the status and the first line of stderr")
  func exitStatus() async {
    #expect(
      await Self.failure("printf '\\n  fatal: no repo  \\nmore\\n' >&2; exit 3")
        == "exit status 3: fatal: no repo (loadFailed)")
    #expect(await Self.failure("exit 1") == "exit status 1 (loadFailed)")
    #expect(await Self.failure("exit 130") == "exit status 130 (loadFailed)")
    #expect(await Self.failure("kill -9 $$") == "ended by signal 9 (loadFailed)")
  }

  @Test("a command past its timeout is killed with its children and fails")
  func timeout() async {
    #expect(
      await Self.failure("sleep 30 | cat", timeout: .milliseconds(200))
        == "timed out after 0.2 s (loadFailed)")
  }

  /// Waits (up to 5 s) until no process has the number written in `file`, or that process has
  /// become a zombie; `false` if it is still running.
  static func hasEnded(pidIn file: URL) async throws -> Bool {
    let text = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    let pid = try #require(pid_t(text), "\(text)")
    for _ in 0..<500 {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      let state = stat.split(separator: ")").last?.split(separator: " ").first
      if stat.isEmpty || state == "Z" { return true }
      try await Task.sleep(for: .milliseconds(10))
    }
    return false
  }

  static func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("job-\(UUID().uuidString)")
  }

  @Test("the command's exit ends its load though a background job holds stderr open; the job is killed")
  func backgroundJobHoldsStderr() async throws {
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    let nodes = try await Self.children(
      "sleep 30 >/dev/null & echo $! > '\(file.path)'; echo a", timeout: .seconds(20))
    #expect(nodes.map(\.name) == ["a"])
    #expect(try await Self.hasEnded(pidIn: file), "the background job outlived its command")
  }

  @Test("a job that moved to a process group of its own is killed with its command")
  func jobInItsOwnGroup() async throws {
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    let nodes = try await Self.children(
      #"perl -e 'setpgrp(0, 0); exec "sleep", "30"' </dev/null >/dev/null 2>&1 & echo $! > '"#
        + file.path + "'; echo a", timeout: .seconds(20))
    #expect(nodes.map(\.name) == ["a"])
    #expect(try await Self.hasEnded(pidIn: file), "the job in its own group outlived its command")
  }

  @Test("more than 1 MiB of output fails")
  func outputLimit() async {
    #expect(await Self.failure("yes abcdefgh") == "printed more than 1 MiB (tooLarge)")
  }

  @Test("a cancelled load kills the command")
  func cancellation() async {
    let task = Task { try await Self.children("sleep 30; echo late") }
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test(
    "--children-timeout takes seconds with up to three decimals",
    arguments: [("10", 10_000), ("0.5", 500), ("2.25", 2_250), ("0.001", 1), ("3600", 3_600_000)])
  func timeouts(_ text: String, milliseconds: Int) throws {
    #expect(try CascadeCommand.timeout(text, option: "--children-timeout") == .milliseconds(milliseconds))
  }

  @Test(
    "options that do not fit together are usage errors (exit 2)",
    arguments: [
      (
        ["cascade", "--levels", "3", "f.json"], "wheelpicker: --levels: only works with --children-command\n"
      ),
      (
        ["cascade", "--children-timeout", "3", "f.json"],
        "wheelpicker: --children-timeout: only works with --children-command\n"
      ),
      (
        ["cascade", "--children-command", "ls", "f.json"],
        "wheelpicker: unexpected argument f.json: --children-command reads no FILE\n"
      ),
      (
        ["cascade", "--children-command", "ls", "--select", "a"],
        "wheelpicker: --select: only works with a FILE, not --children-command\n"
      ),
      (
        ["cascade", "--children-command", "ls", "--children-timeout", "0"],
        "wheelpicker: --children-timeout 0: must be a number of seconds from 0.001 to 3600 (10, 2.5)\n"
      ),
      (
        ["cascade", "--children-command", "ls", "--children-timeout", "1.2345"],
        "wheelpicker: --children-timeout 1.2345: must be a number of seconds from 0.001 to 3600 (10, 2.5)\n"
      ),
      (
        ["cascade", "--children-command", "ls", "--levels", "0"],
        "wheelpicker: --levels 0: must be from 1 to 32\n"
      ),
      (
        ["cascade", "--children-command", ""], "wheelpicker: --children-command '': must be a shell command\n"
      ),
    ])
  func usage(_ arguments: [String], message: String) {
    let console = RecordingConsole()
    let status = WheelPickerTool.run(arguments: arguments, environment: [:], console: console)
    #expect(status == .usage)
    #expect(console.error == message)
  }
}
