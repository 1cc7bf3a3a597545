import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("wheelpicker binary: pickers run headless with --keys")
struct EndToEndPickerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var input: String?
    let status: Int32
    let output: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["list", "a", "b", "c", "--keys", "down enter"], status: 0, output: "b\n"),
    Case(arguments: ["list", "a", "b", "c", "--keys", "2*down"], status: 0, output: "c\n"),
    Case(
      arguments: ["list", "--keys", "3*down", "--format", "json"], input: "1\n2\n3\n4\n5\n", status: 0,
      output: #"{"index":3,"value":"4"}"# + "\n"),
    Case(
      arguments: ["list", "--select", "5k-10k", "--keys", "up enter", "--", "2k以下", "2k-5k", "5k-10k"],
      status: 0, output: "2k-5k\n"),
    Case(arguments: ["list", "深圳", "广州", "东莞", "--keys", "type:东 enter"], status: 0, output: "东莞\n"),
    Case(arguments: ["list", "a", "b", "--keys", "down esc"], status: 1, output: ""),
    // A query survives the focus moves its own matches cause (once 山东省 济南市 钢城区).
    Case(arguments: ["region", "--keys", "type:xianggang enter"], status: 0, output: "香港特别行政区\n"),
    // Enter while the query matches nothing does nothing: Esc clears the query, Esc cancels.
    Case(arguments: ["list", "a", "b", "--keys", "type:zz enter esc esc"], status: 1, output: ""),
    Case(arguments: ["list", "a", "b", "--keys", "down ctrl-c"], status: 130, output: ""),
    Case(
      arguments: [
        "wheels", "--wheel", "a,b,c", "--wheel", "x,y", "--keys", "down right down", "--format", "json",
      ],
      status: 0, output: #"{"indices":[1,1],"values":["b","y"]}"# + "\n"),
    Case(
      arguments: [
        "wheels", "--wheel", #"1\,000,2\,000"#, "--wheel", "x,y", "--select", "2\\,000,y", "--keys", "enter",
      ],
      status: 0, output: "2,000\ty\n"),
    Case(
      arguments: ["cascade", "-", "--keys", "right down enter"],
      input:
        #"[{"code":"44","name":"广东省","children":[{"code":"4403","name":"深圳市"},{"code":"4401","name":"广州市"}]}]"#,
      status: 0, output: "广东省 广州市\n"),
    Case(
      arguments: ["cascade", "-", "--select", "广东省/广州市", "--keys", "enter", "--format", "json"],
      input:
        #"[{"code":"44","name":"广东省","children":[{"code":"4403","name":"深圳市"},{"code":"4401","name":"广州市"}]}]"#,
      status: 0,
      output: #"{"path":[{"key":"44","name":"广东省"},{"key":"4401","name":"广州市"}],"text":"广东省 广州市"}"# + "\n"),
    Case(arguments: ["--keys", "3*down enter down enter esc"], status: 1, output: ""),
    Case(
      arguments: [
        "date", "--locale", "zh-Hans", "--now", "2025-07-25T10:00:00+08:00", "--keys", "up right up enter",
      ],
      status: 0, output: "2024年6月25日\n"),
    Case(
      arguments: ["date", "--present", "--select", "present", "--locale", "zh-Hans", "--keys", "enter"],
      status: 0, output: "至今\n"),
    Case(
      arguments: [
        "time", "--select", "14:20", "--locale", "zh-Hans", "--keys", "down right 5*down", "--format", "json",
      ],
      status: 0, output: #"{"hour":15,"minute":25,"text":"15:25"}"# + "\n"),
    Case(
      arguments: [
        "countdown", "--minute-step", "15", "--locale", "en", "--keys", "down right 2*down", "--format",
        "json",
      ],
      status: 0, output: #"{"seconds":5400,"text":"1 hr, 30 min"}"# + "\n"),
  ]

  @Test("each subcommand prints its answer and exit status", arguments: cases)
  func picks(_ example: Case) throws {
    let run = try BuiltBinary.run(
      example.arguments, input: example.input, environment: ["TZ": "Asia/Shanghai"])
    #expect(run.status == example.status, "\(run.error)")
    #expect(run.output == example.output)
  }

  @Test("a seeded slot machine replays; win means three adjacent equal symbols")
  func slots() throws {
    for seed in 1...6 {
      let arguments = ["slots", "--seed", String(seed), "--keys", "space enter", "--format", "json"]
      let first = try BuiltBinary.run(arguments)
      let second = try BuiltBinary.run(arguments)
      #expect(first.status == 0 && first.output == second.output, "seed \(seed)")
      let object = try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any]
      let symbols = try #require(object?["symbols"] as? [String], "seed \(seed)")
      #expect(symbols.count == 5)
      var win = false
      for start in 0..<3 where symbols[start] == symbols[start + 1] && symbols[start] == symbols[start + 2] {
        win = true
      }
      #expect(object?["win"] as? Bool == win, "seed \(seed): \(symbols)")
      let text = try BuiltBinary.run(["slots", "--seed", String(seed), "--keys", "space enter"])
      #expect(text.output == symbols.joined(separator: " ") + "\n")
    }
  }

  @Test("--print-frame writes W×H plain lines to stderr")
  func printFrame() throws {
    let run = try BuiltBinary.run([
      "list", "a", "b", "c", "--keys", "down", "--print-frame", "--size", "30x10",
    ])
    #expect(run.output == "b\n")
    let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 10)
    #expect(lines.allSatisfy { $0.last != " " })
    #expect(lines.contains { $0.contains("b") && $0.contains("›") })
  }

  @Test("wide names are not cut while other wheels have room (Corse-du-Sud)")
  func wideNames() throws {
    let run = try BuiltBinary.run(["region", "--data", "world", "--keys", "type:corse-du", "--print-frame"])
    #expect(run.status == 0)
    #expect(run.error.contains("Corse-du-Sud"), "\(run.error)")
  }

  @Test(
    "an old code selects what it became, says so on stderr and names itself in the JSON",
    arguments: [
      (arguments: ["region", "--select", "120225", "--keys", "enter"], output: "天津市 蓟州区\n"),
      (
        arguments: ["region", "--select", "120225", "--keys", "enter", "--format", "json"],
        output:
          #"{"path":[{"code":"12","name":"天津市"},{"code":"1201","name":"市辖区"},{"code":"120119","name":"蓟州区"}],"#
          + #""text":"天津市 蓟州区","requested":{"code":"120225","name":"蓟县","start":1981,"end":2016}}"# + "\n"
      ),
      (
        arguments: ["region", "--data", "china-towns", "--select", "120225", "--keys", "enter"],
        output: "天津市 蓟州区 文昌街道\n"
      ),
    ])
  func oldCode(arguments: [String], output: String) throws {
    let run = try BuiltBinary.run(arguments)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == output)
    #expect(run.error == "wheelpicker: 120225 蓟县 (1981–2016) is now 120119 蓟州区\n")
  }

  @Test("without a terminal an old code split among several divisions exits 2 listing them")
  func oldCodeSplit() throws {
    let run = try BuiltBinary.run(["region", "--select", "130106", "--keys", "enter"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.error.contains(
        "130106 郊区 (1983–2001) is now 4 divisions: 130102 长安区, 130104 桥西区, 130105 新华区, 130108 裕华区"),
      "\(run.error)")
  }

  @Test(
    "a former name finds its successor, marked as a former name",
    arguments: [
      (query: "jixian", locale: "en", mark: "formerly 蓟县 (1981–2016)"),
      (query: "蓟县", locale: "zh-Hans", mark: "原蓟县（1981–2016）"),
    ])
  func formerName(query: String, locale: String, mark: String) throws {
    let run = try BuiltBinary.run([
      "region", "--locale", locale, "--keys", "type:\(query) enter", "--print-frame", "--size", "100x12",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "天津市 蓟州区\n")
    #expect(run.error.split(separator: "\n").first?.contains(mark) == true, "\(run.error)")
  }

  @Test(
    "the world in its users' languages: names for --locale, search by any name, code or exonym",
    arguments: [
      (arguments: ["--locale", "zh-Hans", "--keys", "type:东京 enter"], output: "日本 东京都\n"),
      (arguments: ["--locale", "ja", "--keys", "type:東京 enter"], output: "日本 東京\n"),
      (arguments: ["--locale", "ja", "--keys", "type:usa enter"], output: "米国 Virgin Islands, U.S.\n"),
      (arguments: ["--locale", "zh-Hant", "--keys", "type:jp enter"], output: "日本 大分\n"),
      (arguments: ["--locale", "en", "--keys", "type:usa enter"], output: "United States Alabama\n"),
      (arguments: ["--locale", "en", "--keys", "type:us enter"], output: "United States Alabama\n"),
      (arguments: ["--locale", "en", "--keys", "type:bavaria enter"], output: "Germany Bayern\n"),
      (arguments: ["--locale", "en", "--keys", "type:東京 enter"], output: "Japan Tokyo\n"),
      (
        arguments: ["--locale", "zh-Hans", "--keys", "type:DE-BY enter", "--format", "json"],
        output: #"{"path":[{"code":"DE","name":"德国"},{"code":"DE-BY","name":"巴伐利亚"}],"text":"德国 巴伐利亚"}"#
          + "\n"
      ),
    ])
  func world(arguments: [String], output: String) throws {
    let run = try BuiltBinary.run(["region", "--data", "world"] + arguments)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == output)
  }

  @Test("the demo's button shows the answer beside its purpose")
  func demo() throws {
    let list = DemoEntry.list.rawValue
    let run = try BuiltBinary.run(["--keys", "\(list)*down enter down enter", "--print-frame"])
    #expect(run.status == 0 && run.output.isEmpty)
    #expect(run.error.contains("Single-column picker: 2k-5k"))
  }

  @Test("the demo's files picker lists the current directory, then the folder chosen, on demand")
  func demoFiles() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "demo-files-\(UUID().uuidString)")
    for folder in ["alpha/inner", "beta"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for file in ["alpha/inner/deep.txt", "alpha/note.txt", ".hidden"] {
      try Data().write(to: root.appendingPathComponent(file))
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let files = DemoEntry.files.rawValue
    let first = try BuiltBinary.run(
      ["--keys", "\(files)*down enter enter", "--print-frame"], directory: root)
    #expect(first.status == 0, "\(first.error)")
    #expect(first.error.contains("Files (listed on demand): alpha inner deep.txt"), "\(first.error)")
    let second = try BuiltBinary.run(
      ["--keys", "\(files)*down enter right down enter", "--print-frame"], directory: root)
    #expect(second.error.contains("Files (listed on demand): alpha note.txt"), "\(second.error)")
    let third = try BuiltBinary.run(
      ["--keys", "\(files)*down enter down enter", "--print-frame"], directory: root)
    #expect(third.error.contains("Files (listed on demand): beta"), "\(third.error)")
    #expect(!third.error.contains(".hidden"), "hidden files stay out")
  }

  @Test("a closed stdout ends quietly with 141")
  func closedOutput() throws {
    let process = Process()
    process.executableURL = BuiltBinary.url
    process.arguments = ["list", "a", "b", "--keys", "enter"]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try output.fileHandleForReading.close()
    try process.run()
    let message = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 141)
    #expect(message.isEmpty)
  }

  @Test("no terminal and no --keys is a clear error, exit 2")
  func noTerminal() throws {
    let run = try BuiltBinary.run(["list", "a", "b"])
    #expect(run.status == 2 && run.output.isEmpty)
    #expect(run.error.hasPrefix("wheelpicker: no terminal"))
  }
}
