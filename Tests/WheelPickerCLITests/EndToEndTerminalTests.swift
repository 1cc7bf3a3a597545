import Foundation
import Glibc
import Testing

/// Runs the built binary on a real pseudo-terminal (through util-linux `script`),
/// so the live loop — raw mode, key decoding, drawing, restoring — is exercised.
@Suite(
  "wheelpicker binary: live in a pseudo-terminal",
  .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct EndToEndTerminalTests {
  /// Runs `arguments` in a pty, sends `keys` once the sheet is drawn, returns the exit status, stdout and the terminal bytes.
  static func live(
    _ arguments: [String], keys: [String], pipedLines: [String]? = nil
  ) throws -> (status: Int32, output: String, screen: String) {
    let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wheelpicker-live-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: outputFile) }
    let quoted = ([BuiltBinary.url.path] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    var command = quoted.joined(separator: " ") + " > '\(outputFile.path)'"
    if let pipedLines { command = "printf '%s\\n' " + pipedLines.joined(separator: " ") + " | " + command }
    process.arguments = ["-qfec", command, "/dev/null"]
    process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8"]
    let input = Pipe()
    let screen = Pipe()
    process.standardInput = input
    process.standardOutput = screen
    process.standardError = screen
    try process.run()
    let descriptor = screen.fileHandleForReading.fileDescriptor
    var received: [UInt8] = []
    var pending = keys
    var sentKeys = false
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning || poll(descriptor) {
      guard Date() < deadline else {
        process.terminate()
        break
      }
      guard poll(descriptor) else { continue }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received += buffer[0..<count]
      let text = String(decoding: received, as: UTF8.self)
      if buffer[0..<count].contains(0x1B),
        String(decoding: buffer[0..<count], as: UTF8.self).contains("\u{1B}[6n")
      {
        input.fileHandleForWriting.write(Data("\u{1B}[3;1R".utf8))
      }
      if !sentKeys, text.contains("Confirm") {
        sentKeys = true
        for key in pending {
          input.fileHandleForWriting.write(Data(key.utf8))
          usleep(50_000)
        }
        pending = []
      }
    }
    process.waitUntilExit()
    let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, output, String(decoding: received, as: UTF8.self))
  }

  private static func poll(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return Glibc.poll(&entry, 1, 100) > 0
  }

  @Test("list: ↓ Enter prints the second item; the terminal is restored")
  func list() throws {
    let run = try Self.live(["list", "a", "b", "c", "--no-animation"], keys: ["\u{1B}[B", "\r"])
    #expect(run.status == 0)
    #expect(run.output == "b\n")
    #expect(run.screen.hasSuffix("\u{1B}[?25h"), "the cursor is shown again at the end")
  }

  @Test("Esc cancels with status 1 and nothing on stdout; full screen leaves the alternate screen")
  func cancel() throws {
    let run = try Self.live(["list", "a", "b", "--fullscreen", "--no-animation"], keys: ["\u{1B}"])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.screen.contains("\u{1B}[?1049h") && run.screen.contains("\u{1B}[?1049l"))
  }

  @Test("Ctrl-C interrupts with status 130")
  func interrupt() throws {
    let run = try Self.live(["list", "a", "b", "--no-animation"], keys: ["\u{03}"])
    #expect(run.status == 130)
    #expect(run.output.isEmpty)
  }

  @Test("seq | wheelpicker list: items from stdin, keys from the terminal")
  func pipedList() throws {
    let run = try Self.live(
      ["list", "--no-animation"], keys: ["\u{1B}[B", "\u{1B}[B", "\r"], pipedLines: ["1", "2", "3"])
    #expect(run.status == 0)
    #expect(run.output == "3\n")
  }

  @Test("region: typing pinyin selects the match")
  func regionSearch() throws {
    let run = try Self.live(["region", "--no-animation"], keys: ["shenzhen", "\r"])
    #expect(run.status == 0)
    #expect(run.output == "广东省 深圳市 罗湖区\n")
  }
}
