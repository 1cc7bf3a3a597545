import Foundation
import Testing
import WheelPickerCore
import WheelPickerTestSupport

/// `--query`, `--select-1`, `--exit-0`, `--filter`, `--print-query`, `--cyclic` and
/// `--timeout`, as fzf and gum mean them: bytes on stdout and the exit status.
@Suite("wheelpicker binary: search options")
struct EndToEndQueryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var input: String?
    let status: Int32
    let output: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let nested = #"""
    [{"code":"44","name":"广东省","children":[{"code":"4403","name":"深圳市","children":[
      {"code":"440305","name":"南山区"},{"code":"440304","name":"福田区"}]}]},
     {"code":"11","name":"北京市","children":[{"code":"1101","name":"东城区"}]}]
    """#

  static let disabled = #"""
    [{"name":"Apple","children":[{"name":"Fuji"},{"name":"Gala","disabled":true}]},
     {"name":"Kiwi","disabled":true},{"name":"Pear"}]
    """#

  static let cases: [Case] = [
    // --query: the sheet starts with it typed, on its best match.
    Case(
      arguments: ["list", "apple", "banana", "cherry", "--query", "an", "--keys", "enter"], status: 0,
      output: "banana\n"),
    Case(
      arguments: ["list", "Zürich", "Bern", "--query", "zur", "--keys", "enter"], status: 0,
      output: "Zürich\n"),
    Case(
      arguments: ["wheels", "--wheel", "a,b,c", "--query", "c", "--keys", "enter"], status: 0, output: "c\n"),
    Case(arguments: ["region", "--query", "sz ns", "--keys", "enter"], status: 0, output: "广东省 深圳市 南山区\n"),
    Case(
      arguments: ["cascade", "-", "--query", "福田", "--keys", "enter"], input: nested, status: 0,
      output: "广东省 深圳市 福田区\n"),
    // Keys go on from the query.
    Case(
      arguments: ["list", "ab", "ac", "b", "--query", "a", "--keys", "ctrl-n enter"], status: 0,
      output: "ac\n"),
    // --select-1 and --exit-0 decide without a sheet (no terminal, no --keys needed).
    Case(
      arguments: ["list", "apple", "banana", "cherry", "--query", "ban", "--select-1"], status: 0,
      output: "banana\n"),
    Case(arguments: ["list", "apple", "banana", "--query", "zz", "--exit-0"], status: 1, output: ""),
    Case(arguments: ["list", "only", "--select-1"], status: 0, output: "only\n"),
    Case(
      arguments: ["list", "apple", "banana", "--query", "a", "--select-1", "--exit-0", "--keys", "enter"],
      status: 0, output: "apple\n"),
    Case(
      arguments: ["region", "--query", "shenzhen", "--select-1", "--format", "json"], status: 0,
      output:
        #"{"path":[{"code":"44","name":"广东省"},{"code":"4403","name":"深圳市"},{"code":"440303","name":"罗湖区"}],"text":"广东省 深圳市 罗湖区"}"#
        + "\n"),
    // --filter: every match, best first; every answer for ''; 1 when none.
    Case(
      arguments: ["list", "banana", "apple", "cherry", "--filter", "a"], status: 0, output: "apple\nbanana\n"),
    Case(arguments: ["list", "banana", "apple", "--filter", ""], status: 0, output: "banana\napple\n"),
    Case(arguments: ["list", "apple", "--filter", "zz"], status: 1, output: ""),
    Case(
      arguments: ["list", "apple", "banana", "--filter", "a", "--format", "json"], status: 0,
      output: #"[{"index":0,"value":"apple"},{"index":1,"value":"banana"}]"# + "\n"),
    Case(arguments: ["list", "apple", "--filter", "zz", "--format", "json"], status: 1, output: "[]\n"),
    Case(
      arguments: ["list", "--filter", "sao paulo"], input: "Zürich\nSão Paulo\n", status: 0,
      output: "São Paulo\n"),
    Case(arguments: ["cascade", "-", "--filter", "南山"], input: nested, status: 0, output: "广东省 深圳市 南山区\n"),
    Case(arguments: ["cascade", "-", "--filter", "gd"], input: nested, status: 0, output: "广东省\n"),
    Case(
      arguments: ["cascade", "-", "--filter", ""], input: nested, status: 0,
      output: "广东省 深圳市 南山区\n广东省 深圳市 福田区\n北京市 东城区\n"),
    Case(
      arguments: ["cascade", "-", "--filter", "dc", "--format", "json"], input: nested, status: 0,
      output: #"[{"path":[{"key":"11","name":"北京市"},{"key":"1101","name":"东城区"}],"text":"北京市 东城区"}]"# + "\n"),
    Case(
      arguments: ["region", "--data", "world", "--filter", "zurich"], status: 0,
      output: "Switzerland Zürich\n"),
    Case(arguments: ["region", "--filter", "xyzxyz"], status: 1, output: ""),
    // Disabled options are never answers.
    Case(
      arguments: ["cascade", "-", "--filter", ""], input: disabled, status: 0, output: "Apple Fuji\nPear\n"),
    Case(arguments: ["cascade", "-", "--filter", "gala"], input: disabled, status: 1, output: ""),
    Case(
      arguments: ["cascade", "-", "--filter", "a"], input: disabled, status: 0,
      output: "Apple\nPear\n"),
    // --print-query: the query first; alone, with status 1, when it matches nothing.
    Case(
      arguments: ["list", "apple", "banana", "--query", "ban", "--print-query", "--keys", "enter"], status: 0,
      output: "ban\nbanana\n"),
    Case(arguments: ["list", "a", "b", "--print-query", "--keys", "type:zz"], status: 1, output: "zz\n"),
    Case(arguments: ["list", "a", "b", "--print-query", "--keys", "esc"], status: 1, output: ""),
    Case(arguments: ["list", "a", "b", "--print-query", "--keys", "down"], status: 0, output: "\nb\n"),
    Case(arguments: ["list", "a", "b", "--filter", "b", "--print-query"], status: 0, output: "b\nb\n"),
    Case(arguments: ["list", "a", "--query", "zz", "--exit-0", "--print-query"], status: 1, output: "zz\n"),
    Case(
      arguments: ["list", "a", "b", "--query", "b", "--print-query", "--format", "json", "--keys", "enter"],
      status: 0, output: "\"b\"\n" + #"{"index":1,"value":"b"}"# + "\n"),
    // --cyclic: up from the first row is the last.
    Case(arguments: ["list", "a", "b", "c", "--cyclic", "--keys", "up enter"], status: 0, output: "c\n"),
    Case(arguments: ["list", "a", "b", "c", "--keys", "up enter"], status: 0, output: "a\n"),
    Case(
      arguments: ["wheels", "--wheel", "a,b", "--wheel", "x,y,z", "--cyclic", "--keys", "up right up"],
      status: 0,
      output: "b\tz\n"),
    Case(arguments: ["list", "a", "b", "c", "--cyclic", "--filter", "b"], status: 0, output: "b\n"),
    // --timeout does not apply to --keys, which never waits.
    Case(arguments: ["list", "a", "b", "--timeout", "0.001", "--keys", "down"], status: 0, output: "b\n"),
  ]

  @Test("each option prints its bytes and exit status", arguments: cases)
  func runs(_ example: Case) throws {
    let run = try BuiltBinary.run(
      example.arguments, input: example.input, environment: ["TZ": "Asia/Shanghai"])
    #expect(run.status == example.status, "\(run.error)")
    #expect(run.output == example.output)
  }

  @Test(
    "bad values and combinations exit 2 naming the option and the rule",
    arguments: [
      (
        ["list", "a", "--timeout", "0"],
        "wheelpicker: --timeout 0: must be a number of seconds from 0.001 to 3600 (10, 2.5)\n"
      ),
      (
        ["list", "a", "--timeout", "soon"],
        "wheelpicker: --timeout soon: must be a number of seconds from 0.001 to 3600 (10, 2.5)\n"
      ),
      (
        ["list", "a", "--filter", "a", "--query", "a"],
        "wheelpicker: --query: does not work with --filter, which shows no sheet\n"
      ),
      (
        ["list", "a", "--filter", "a", "--keys", "enter"],
        "wheelpicker: --keys: does not work with --filter, which shows no sheet\n"
      ),
      (["list", "a", "--query", "LONG"], "wheelpicker: --query: more than 4,096 characters (limit 4,096)\n"),
      (
        ["list", "a", "--filter", "LONG"], "wheelpicker: --filter: more than 4,096 characters (limit 4,096)\n"
      ),
      (
        ["wheels", "--wheel", "a", "--filter", "a"],
        "wheelpicker: --filter: not an option of wheelpicker wheels (it belongs to region, list, cascade)\n"
      ),
      (
        ["region", "--cyclic"],
        "wheelpicker: --cyclic: not an option of wheelpicker region (it belongs to date, range, time, list, wheels)\n"
      ),
      (
        ["cascade", "--children-command", "true", "--filter", "a"],
        "wheelpicker: --filter: only works with a FILE, not --children-command\n"
      ),
    ] as [([String], String)])
  func refusals(_ arguments: [String], _ message: String) throws {
    // LONG: one character past the limit.
    let run = try BuiltBinary.run(arguments.map { $0 == "LONG" ? String(repeating: "q", count: 4_097) : $0 })
    #expect(run.status == 2, "\(run.error)")
    #expect(run.output.isEmpty)
    #expect(run.error == message)
  }

  @Test("--timeout on a terminal: no answer by then exits 124 with nothing printed, the terminal restored")
  func timeout() throws {
    let live = try EndToEndTerminalTests.start(["list", "a", "b", "--timeout", "0.8", "--no-animation"])
    live.child.type("\u{1B}[B")
    #expect(live.child.waitForExit() == 124)
    #expect(live.child.output().isEmpty)
    #expect(live.child.screenText.hasSuffix("\u{1B}[?25h"), "the cursor is shown again at the end")
    #expect(live.isRestored)
  }

  @Test("--query on a terminal shows the query and its match; Enter takes it")
  func liveQuery() throws {
    let live = try EndToEndTerminalTests.start(["list", "Zürich", "Bern", "--query", "zu", "--no-animation"])
    #expect(live.child.screenText.contains("zu"))
    live.child.type("\r")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "Zürich\n")
    #expect(live.isRestored)
  }
}
