import Foundation
import Glibc
import Testing
import WheelPickerTestSupport

/// Ctrl-Z under an interactive bash stops the whole job — the pipeline's other commands, and a
/// subshell that waits for the sheet — so the shell gives its prompt back; `fg` continues all of
/// it with the sheet redrawn. `ps` shows every process of the job stopped while it is.
@Suite("wheelpicker binary: job control under an interactive shell")
struct EndToEndJobControlTests {
  /// The processes of a session, as `ps` lists them: process id, state letters, command name.
  static func processes(inSession session: pid_t) throws -> [(pid: Int32, state: String, command: String)] {
    let ps = Process()
    ps.executableURL = URL(fileURLWithPath: "/bin/ps")
    ps.arguments = ["-o", "pid=,stat=,comm=", "-s", "\(session)"]
    let pipe = Pipe()
    ps.standardOutput = pipe
    try ps.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    ps.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
      guard fields.count == 3, let pid = Int32(fields[0]) else { return nil }
      return (pid, String(fields[1]), String(fields[2]))
    }
  }

  @Test(
    "Ctrl-Z stops the whole foreground job, the prompt comes back, fg redraws and the answer arrives",
    arguments: [
      ("a command alone", "'BIN' list a b c --no-animation", "\u{1B}[?25hb\r\n"),
      ("a pipeline", "'BIN' list a b c --no-animation | cat", "\u{1B}[?25hb\r\n"),
      ("a subshell", "( 'BIN' list a b c --no-animation > OUT; echo done-$(cat OUT) )", "done-b"),
    ])
  func suspendStopsTheJob(_ name: String, line: String, answer: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wp-job-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let terminal = try PseudoTerminal(columns: 80, lines: 24)
    let shell = try TerminalChild(
      "/bin/bash", arguments: ["--norc", "--noprofile", "-i"],
      environment: EndToEndTerminalTests.environment.merging(["PS1": "$ "]) { $1 }, on: terminal)
    try #require(shell.waitForScreen(containing: "$ "))
    let atPrompt = EndToEndTerminalTests.Live.bytes(terminal.settings())
    var mark = shell.screen.count
    let command = line.replacingOccurrences(of: "BIN", with: BuiltBinary.url.path)
      .replacingOccurrences(of: "OUT", with: directory.appendingPathComponent("out").path)
    shell.type(command + "\r")
    try #require(shell.waitForScreen(containing: "Confirm", from: mark), Comment(rawValue: name))
    mark = shell.screen.count
    shell.type("\u{1A}")
    let stopped = shell.waitForScreen(from: mark) { $0.contains("Stopped") && $0.hasSuffix("$ ") }
    let job = try Self.processes(inSession: shell.pid).filter { $0.pid != shell.pid && $0.command != "ps" }
    #expect(stopped, "the prompt came back: \(shell.screenText.suffix(300).debugDescription)")
    #expect(job.count >= (name == "a command alone" ? 1 : 2), "ps: \(job)")
    #expect(
      EndToEndTerminalTests.Live.bytes(terminal.settings()) == atPrompt, "the shell's settings are back")
    #expect(job.allSatisfy { $0.state.hasPrefix("T") }, "every process of the job is stopped (ps: \(job))")
    mark = shell.screen.count
    shell.type("fg\r")
    try #require(shell.waitForScreen(containing: "Confirm", from: mark), "SIGCONT redraws the sheet")
    mark = shell.screen.count
    shell.type("\u{1B}[B\r")
    #expect(
      shell.waitForScreen(from: mark) { $0.contains(answer) && $0.hasSuffix("$ ") },
      "the answer: \(shell.screenText.suffix(300).debugDescription)")
    mark = shell.screen.count
    shell.type("echo \"rc=$?\"\r")
    #expect(shell.waitForScreen(containing: "rc=0", from: mark))
    shell.type("exit\r")
    #expect(shell.waitForExit() == 0)
  }
}
