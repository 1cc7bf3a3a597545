import Foundation
import Testing
import WheelPickerTestSupport

/// `wheelpicker cascade --children-command`: the built binary, headless with
/// `--keys` (which waits for every load before each key) and live in a
/// pseudo-terminal (where the loop wakes when a load ends).
@Suite("wheelpicker cascade --children-command")
struct EndToEndChildrenCommandTests {
  /// A fresh directory for one test.
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("children-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The README's directory example: a node's key is its path, its name the file name.
  static let files =
    #"for d in . "$@"; do :; done; find "$d" -mindepth 1 -maxdepth 1 -printf '%p\t%f\n' | sort"#

  static func run(_ arguments: [String], in directory: URL) throws -> BuiltBinary.Run {
    try BuiltBinary.run(
      ["cascade"] + arguments,
      environment: ["PATH": "/usr/bin:/bin", "HOME": directory.path, "PWD": directory.path])
  }

  @Test("directories → files: a headless run waits for each load and answers the usual cascade shape")
  func directories() throws {
    let root = try Self.directory()
    for path in ["a/x", "b"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(path), withIntermediateDirectories: true)
    }
    for file in ["a/x/f1", "a/y", "b/z"] {
      try Data().write(to: root.appendingPathComponent(file))
    }
    let command = "cd '\(root.path)' && " + Self.files
    let run = try Self.run(
      [
        "--children-command", command, "--levels", "3", "--keys", "right down left down enter", "--format",
        "json",
      ],
      in: root)
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output == #"{"path":[{"key":"./b","name":"b"},{"key":"./b/z","name":"z"}],"text":"b z"}"# + "\n")
    let first = try Self.run(["--children-command", command, "--levels", "3", "--keys", "enter"], in: root)
    #expect(first.output == "a x f1\n")
  }

  @Test("--at data: each run's children are the array inside its JSON envelope; a run without it shows why")
  func envelope() throws {
    let root = try Self.directory()
    let command = #"""
      case $# in
        0) echo '{"code":0,"data":[{"key":"a","name":"Alpha"},{"key":"b","name":"Beta"}]}' ;;
        1) [ "$1" = b ] && echo '{"code":1,"msg":"gone"}' || echo '{"code":0,"data":["'"$1"'-1","'"$1"'-2"]}' ;;
      esac
      """#
    let run = try Self.run(
      ["--children-command", command, "--at", "data", "--print", "both", "--keys", "right down enter"],
      in: root)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "a\tAlpha\ta-2\ta-2\n")
    let failed = try Self.run(
      ["--children-command", command, "--at", "data", "--keys", "down right enter", "--print-frame"], in: root
    )
    #expect(failed.status == 1)
    #expect((failed.output + failed.error).contains("the output: at data: the top"), "\(failed.output)")
  }

  @Test("branches → commits: the README's git for-each-ref example works")
  func gitBranches() throws {
    let root = try Self.directory()
    let setup = """
      cd '\(root.path)' && git init -q -b main && git config user.email t@example.com && git config user.name T \
      && git commit -q --allow-empty -m 'First' && git commit -q --allow-empty -m 'Second' \
      && git checkout -q -b dev && git commit -q --allow-empty -m 'On dev'
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", setup]
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": root.path]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "git could not make the repository")
    let command = """
      cd '\(root.path)' && if [ $# -eq 0 ]; then git for-each-ref --format='%(refname:short)' refs/heads; \
      else git log --format='%h%x09%s' -n 20 "$1" --; fi
      """
    let run = try Self.run(["--children-command", command, "--keys", "down right down enter"], in: root)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "main First\n")
    // A script wants the hash: the keys, separated by tabs.
    let keys = try Self.run(
      ["--children-command", command, "--print", "key", "--keys", "down right down enter"], in: root)
    let fields = keys.output.dropLast().split(separator: "\t", omittingEmptySubsequences: false)
    #expect(keys.status == 0 && keys.output.hasSuffix("\n"), "\(keys.error)")
    #expect(fields.count == 2 && fields.first == "main", "\(keys.output)")
    #expect(fields.last.map { $0.count >= 7 && $0.allSatisfy(\.isHexDigit) } == true, "\(keys.output)")
  }

  @Test("children printed disabled are stepped over; a node whose children all arrive disabled holds Confirm")
  func disabledChildren() throws {
    let root = try Self.directory()
    let command = #"""
      if [ $# -eq 0 ]; then echo '[{"name":"a"},{"name":"b","disabled":true},{"name":"c"}]'
      elif [ "$1" = a ]; then echo '[{"name":"a1","disabled":true},{"name":"a2"}]'
      else echo '[{"name":"c1","disabled":true}]'; fi
      """#
    let stepped = try Self.run(["--children-command", command, "--keys", "down up right enter"], in: root)
    #expect(stepped.status == 0, "\(stepped.error)")
    #expect(stepped.output == "a a2\n")
    let skipped = try Self.run(["--children-command", command, "--keys", "down enter"], in: root)
    #expect(skipped.status == 1 && skipped.output.isEmpty, "c's only child is disabled: \(skipped.output)")
  }

  @Test("each node's command runs once however often the user comes back to it")
  func oneRunPerNode() throws {
    let root = try Self.directory()
    let log = root.appendingPathComponent("log").path
    let command = #"echo "[$*]" >> '\#(log)'; [ $# -eq 0 ] && printf 'a\nb\n' || echo "$1-child""#
    let run = try Self.run(["--children-command", command, "--keys", "down up down up down enter"], in: root)
    #expect(run.output == "b b-child\n")
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "[]\n[a]\n[b]\n")
  }

  @Test("a slow command: --keys waits for it before each key")
  func slowHeadless() throws {
    let root = try Self.directory()
    let command = #"sleep 0.3; [ $# -eq 0 ] && printf 'a\nb\n' || echo "$1-child""#
    let run = try Self.run(
      ["--children-command", command, "--keys", "down right enter", "--format", "json"], in: root)
    #expect(run.status == 0)
    #expect(
      run.output
        == #"{"path":[{"key":"b","name":"b"},{"key":"b-child","name":"b-child"}],"text":"b b-child"}"# + "\n")
  }

  @Test("a failing command shows its error row; a script that ends on it is cancelled (exit 1)")
  func failingHeadless() throws {
    let root = try Self.directory()
    let command = #"[ $# -eq 0 ] && echo root || { echo "broken: $1" >&2; exit 1; }"#
    let run = try Self.run(["--children-command", command, "--keys", "down", "--print-frame"], in: root)
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.error.contains("Couldn’t load — select to retry (exit status 1: broken: root)"), "\(run.error)")
    let timedOut = try Self.run(
      ["--children-command", "sleep 30", "--children-timeout", "0.2", "--keys", "enter", "--print-frame"],
      in: root)
    #expect(timedOut.status == 1)
    #expect(timedOut.error.contains("(timed out after 0.2 s)"))
  }

  // MARK: Live

  static let environment = [
    "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
  ]

  static func start(_ arguments: [String]) throws -> TerminalChild {
    let terminal = try PseudoTerminal(columns: 80, lines: 24)
    let child = try TerminalChild(
      BuiltBinary.url.path, arguments: ["cascade", "--no-animation"] + arguments, environment: environment,
      on: terminal, standardInput: .terminal, standardOutput: .pipe())
    try #require(
      child.waitForScreen(containing: "Confirm"), "the sheet was drawn: \(child.screenText.debugDescription)")
    return child
  }

  @Test("live: a slow command shows Loading…, Enter waits for it, and the rows arrive without a key")
  func slowLive() throws {
    let root = try Self.directory()
    let gate = root.appendingPathComponent("gate").path
    let command =
      #"[ $# -eq 0 ] && echo fast || { while [ ! -e '\#(gate)' ]; do sleep 0.05; done; sleep 0.3; echo "$1-slow"; }"#
    let child = try Self.start(["--children-command", command])
    #expect(child.waitForScreen(containing: "fast"))
    #expect(child.waitForScreen(containing: "Loading…"))
    // Enter while the second wheel loads is held; the help drawn after it shows the sheet still open.
    let mark = child.screen.count
    child.type("\r?")
    #expect(child.waitForScreen(containing: "Keys", from: mark), "help shown: the sheet did not confirm")
    child.type("?")
    try Data().write(to: URL(fileURLWithPath: gate))
    #expect(child.waitForScreen(containing: "fast-slow"), "the rows arrived without a key")
    child.type("\r")
    #expect(child.waitForExit() == 0)
    #expect(child.output() == "fast fast-slow\n")
  }

  @Test("live: a failing command shows the error row; Enter runs it again, and its rows then show")
  func failingLive() throws {
    let root = try Self.directory()
    let fixed = root.appendingPathComponent("fixed").path
    let log = root.appendingPathComponent("log").path
    let command = #"""
      echo "[$*]" >> '\#(log)'; [ $# -eq 0 ] && { echo root; exit; }
      [ -e '\#(fixed)' ] && echo repaired || { echo "broken: $1" >&2; exit 1; }
      """#
    let child = try Self.start(["--children-command", command])
    #expect(child.waitForScreen(containing: "broken: root"), "\(child.screenText.debugDescription)")
    try Data().write(to: URL(fileURLWithPath: fixed))
    child.type("\r")
    #expect(child.waitForScreen(containing: "repaired"))
    child.type("\r")
    #expect(child.waitForExit() == 0)
    #expect(child.output() == "root repaired\n")
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "[]\n[root]\n[root]\n")
  }

  @Test("live: a command past its timeout shows why; Esc cancels")
  func timeoutLive() throws {
    let child = try Self.start(["--children-command", "sleep 30", "--children-timeout", "0.3"])
    #expect(child.waitForScreen(containing: "timed out after 0.3 s"))
    child.type("\u{1B}")
    #expect(child.waitForExit() == 1)
    #expect(child.output().isEmpty)
  }
}
