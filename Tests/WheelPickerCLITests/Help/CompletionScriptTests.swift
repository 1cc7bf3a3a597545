import Foundation
import Testing

@testable import WheelPickerCLI

@Suite("CompletionScript")
struct CompletionScriptTests {
  @Test("every script names every option and subcommand", arguments: Shell.allCases)
  func complete(_ shell: Shell) {
    let script = CompletionScript.script(for: shell)
    for name in OptionTable.allNames {
      let written = shell == .fish ? "-l " + name.dropFirst(2) + " " : name
      #expect(script.contains(written), "\(shell): \(name)")
    }
    for subcommand in SubcommandRegistry.all {
      #expect(script.contains(subcommand.name), "\(shell): \(subcommand.name)")
    }
  }

  @Test("the bash script is valid bash and completes subcommands, options and choices")
  func bash() throws {
    let script = CompletionScript.script(for: .bash)
    let probe =
      script + """
        complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _wheelpicker; echo "${COMPREPLY[*]}"; }
        complete_words wheelpicker da
        complete_words wheelpicker date --col
        complete_words wheelpicker date --columns ym
        complete_words wheelpicker time --select ''
        complete_words wheelpicker --compl
        complete_words wheelpicker list --format j

        """
    let output = try Self.runBash(probe)
    #expect(output == ["date", "--columns", "ym ymd ymdh ymdhm ymdhms ymw", "", "--completion", "json"])
  }

  @Test(
    "the zsh script parses", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
  func zshSyntax() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "_wheelpicker-\(UInt32.random(in: 0...UInt32.max))")
    try Data(CompletionScript.script(for: .zsh).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try Self.runShell("/usr/bin/zsh", ["-n", file.path])
  }

  @Test(
    "the fish script parses and completes",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fish() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wheelpicker-\(UInt32.random(in: 0...UInt32.max)).fish")
    try Data(CompletionScript.script(for: .fish).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let lines = try Self.runShell(
      "/usr/bin/fish",
      [
        "--no-config", "-c",
        "source \(file.path); complete -C 'wheelpicker sl'; complete -C 'wheelpicker date --uni'",
      ])
    #expect(
      lines == [
        "slots\tspin the slot machine",
        "--units\tunit labels (年 月 日) on every row, beside the centre, or none",
      ])
  }

  static func runShell(_ shell: String, _ arguments: [String]) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  static func runBash(_ script: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["--norc", "--noprofile", "-c", script]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
  }

  @Test("zsh specs escape brackets and colons; fish quotes escape quotes")
  func quoting() {
    let zsh = CompletionScript.script(for: .zsh)
    #expect(zsh.contains(#"'--select[the starting time (default: now)]:HH\:MM[\:SS]: '"#))
    #expect(
      zsh.contains(
        #"default: ymd)]:COLUMNS:(y ym ymd md ymdh ymdhm ymdhms hm hms ms date-time week quarter mdhm ymw)'"#
      ))
    #expect(zsh.contains("'*--wheel["))
    let fish = CompletionScript.script(for: .fish)
    #expect(
      fish.contains(
        "complete -c wheelpicker -n '__fish_seen_subcommand_from date' -l columns -x -a 'y ym ymd"))
    #expect(
      fish.contains("complete -c wheelpicker -n __fish_use_subcommand -l completion -x -a 'bash zsh fish'"))
  }
}
