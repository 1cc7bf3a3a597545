import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("Input limits")
struct InputLimitsTests {
  @Test(
    "sizes and counts read as people write them",
    arguments: [
      (0, "0 bytes"), (1, "1 byte"), (1_023, "1023 bytes"), (1_024, "1 KiB"), (131_072, "128 KiB"),
      (1_572_864, "1.5 MiB"), (268_435_456, "256 MiB"), (4 << 30, "4 GiB"),
    ])
  func size(_ bytes: Int, _ text: String) {
    #expect(InputLimits.size(bytes) == text)
  }

  @Test(
    "counts have thousands separators",
    arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (10_000_000, "10,000,000")])
  func count(_ value: Int, _ text: String) {
    #expect(InputLimits.count(value) == text)
  }

  @Test("an argument past 128 KiB is refused, naming its position and size")
  func argument() {
    let console = RecordingConsole()
    let status = WheelPickerTool.run(
      arguments: ["list", "a", String(repeating: "é", count: 65_537), "--keys", "enter"], environment: [:],
      console: console)
    #expect(status == .usage)
    #expect(console.output.isEmpty)
    let start = String(repeating: "é", count: 20)
    #expect(console.error == "wheelpicker: argument 3 (\(start)…): 131,074 bytes long (limit 128 KiB)\n")
    #expect(throws: Never.self) {
      try CommandLineParser.checkLengths(of: [
        "list", String(repeating: "x", count: InputLimits.argumentBytes),
      ])
    }
  }

  @Test("stdin past the limit is refused by the console's read, naming stdin")
  func stdin() {
    let console = RecordingConsole(inputBytes: Array(repeating: 0x61, count: 10))
    #expect(throws: Never.self) { try console.readLimitedInput() }
    #expect(console.readInput(limit: 9) == .tooLarge)
    #expect(
      InputLimits.tooLarge("stdin", limit: 64 << 20).message
        == "stdin: more than 64 MiB read (limit 64 MiB); wheelpicker --help lists the limits")
  }

  @Test("--help lists every limit")
  func help() {
    let text = HelpText.text(for: nil)
    for words in [
      "256 MiB", "1 MiB", "10,000,000 lines", "128 KiB", "4,096 characters", "10,000 tokens", "1,000,000",
    ] {
      #expect(text.contains(words), "\(words)")
    }
  }
}

@Suite("StreamReader and FileInput: any readable file, by streaming, up to a limit")
struct StreamReaderTests {
  @Test("an endless device stops one byte past the limit")
  func endless() throws {
    #expect(
      throws: UsageError(
        .overLimit(subject: "FILE /dev/zero"),
        message:
          "FILE /dev/zero: more than 1 KiB read (limit 1 KiB); wheelpicker --help lists the limits")
    ) {
      try FileInput.bytes(atPath: "/dev/zero", argument: "FILE", limit: 1_024)
    }
  }

  @Test("exactly the limit is read whole", arguments: [0, 1, 65_535, 65_536, 65_537, 200_000])
  func exactly(_ count: Int) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wp-\(UUID().uuidString)").path
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try FileInput.bytes(atPath: path, argument: "FILE", limit: count) == bytes)
    if count > 0 {
      #expect(throws: UsageError.self) {
        try FileInput.bytes(atPath: path, argument: "FILE", limit: count - 1)
      }
    }
  }

  @Test(
    "a regular file is read whole whatever size it was said to have: its size, less (it grew), more",
    arguments: [70_000, 1, 69_999, 70_001, 200_000])
  func sizeHints(_ hint: Int) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wp-\(UUID().uuidString)").path
    let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(StreamReader.read(descriptor, limit: 1 << 20, sizeHint: hint) == .bytes(bytes))
    #expect(lseek(descriptor, 0, SEEK_SET) == 0)
    #expect(StreamReader.read(descriptor, limit: 69_999, sizeHint: hint) == .tooLarge)
  }

  @Test("checking the lines counts them, a last line without a line feed too")
  func lineCount() throws {
    #expect(try ListInput.checkLines(of: Array("a\nb\nc".utf8), source: "stdin") == 3)
    #expect(try ListInput.checkLines(of: Array("a\nb\n".utf8), source: "stdin") == 2)
    #expect(try ListInput.checkLines(of: [], source: "stdin") == 0)
  }

  @Test("a FIFO is read by streaming")
  func fifo() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wp-fifo-\(UUID().uuidString)")
      .path
    #expect(mkfifo(path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let payload = Array(repeating: UInt8(0x7A), count: 300_000)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: path) {
        handle.write(Data(payload))
        try? handle.close()
      }
    }
    writer.start()
    #expect(try FileInput.bytes(atPath: path, argument: "FILE") == payload)
  }

  @Test(
    "what cannot be read says the system's reason",
    arguments: [
      ("/nonexistent/x", "FILE /nonexistent/x: cannot be read: No such file or directory"),
      ("/", "FILE /: cannot be read: Is a directory"),
      ("/etc/hostname/x", "FILE /etc/hostname/x: cannot be read: Not a directory"),
    ])
  func reasons(_ path: String, _ message: String) {
    #expect(throws: UsageError(.invalidValue(option: "FILE", value: path), message: message)) {
      try FileInput.bytes(atPath: path, argument: "FILE")
    }
  }
}

@Suite("list input limits")
struct ListInputLimitTests {
  @Test(
    "too many lines or a line too long is refused before lines are stored",
    arguments: [
      ("a\nb\nc\n", "stdin: more than 2 lines (limit 2)"),
      ("a\nbbbbbb\nc", "stdin: line 2 is 6 bytes long (limit 5 bytes a line)"),
      ("abcdef", "stdin: line 1 is 6 bytes long (limit 5 bytes a line)"),
    ])
  func refused(_ input: String, _ message: String) {
    #expect(throws: UsageError(.overLimit(subject: "stdin"), message: message)) {
      try ListInput.checkLines(of: Array(input.utf8), source: "stdin", maximumLines: 2, maximumLineBytes: 5)
    }
  }

  @Test(
    "splitting refuses what the check refuses, with its words, and otherwise stores every line",
    arguments: [
      "a\nb\nc\n", "a\nbbbbbb\nc", "abcdef", "", "a\nb\n", "abcde\nabcde", "\n\n", "\u{FEFF}abc\nd",
      "abcd\r\n", "abcdef\nb\nc", "a\nb\ncdefgh",
    ])
  func split(_ input: String) throws {
    let bytes = Array(input.utf8)
    let checked = Result { () throws(UsageError) in
      try ListInput.checkLines(of: bytes, source: "stdin", maximumLines: 2, maximumLineBytes: 5)
    }
    let split = Result { () throws(UsageError) in
      try ListInput.split(bytes, source: "stdin", maximumLines: 2, maximumLineBytes: 5)
    }
    switch (checked, split) {
    case (.failure(let refusal), .failure(let splitRefusal)): #expect(splitRefusal == refusal)
    case (.success, .success(let lines)): #expect(lines == (try PackedLines(splittingLines: bytes)))
    default: Issue.record("\(input.debugDescription): the check gave \(checked), the split \(split)")
    }
  }

  @Test("input within the limits passes", arguments: ["", "a\nb\n", "abcde\nabcde", "\n\n"])
  func accepted(_ input: String) throws {
    try ListInput.checkLines(of: Array(input.utf8), source: "stdin", maximumLines: 2, maximumLineBytes: 5)
  }

  @Test("a list item's own bytes reach stdout when it is not a terminal")
  func exactBytes() {
    let bytes: [UInt8] = [0x66, 0xFF, 0x0A, 0x67, 0xE2, 0x80, 0xAE, 0x0A]
    let pipe = RecordingConsole(inputBytes: bytes)
    #expect(
      WheelPickerTool.run(arguments: ["list", "--keys", "enter"], environment: [:], console: pipe)
        == .confirmed)
    #expect(pipe.outputBytes == [0x66, 0xFF, 0x0A])
    let terminal = RecordingConsole(inputBytes: bytes, isOutputTerminal: true)
    #expect(
      WheelPickerTool.run(arguments: ["list", "--keys", "down enter"], environment: [:], console: terminal)
        == .confirmed)
    #expect(terminal.output == "g\u{FFFD}\n")
  }
}

@Suite("KeyScript limits")
struct KeyScriptLimitTests {
  @Test("presses expand in one pass and count what the steps say")
  func presses() throws {
    let script = try KeyScript.parse("3*down type:ab 2*type:c", option: "--keys")
    #expect(script.pressCount == 3 + 2 + 2)
    #expect(
      script.presses == [
        .down, .down, .down, .character("a"), .character("b"), .character("c"), .character("c"),
      ])
  }

  @Test("the limits are on tokens and on presses, each named")
  func limits() {
    #expect(
      throws: UsageError(
        .overLimit(subject: "--keys"),
        message: "--keys: more than 2 tokens (limit 2); write N*KEY for a repeated key")
    ) {
      try KeyScript.parse("up down enter", option: "--keys", maximumTokens: 2)
    }
    #expect(
      throws: UsageError(
        .overLimit(subject: "--keys"),
        message:
          "--keys: more than 10 key presses once counts are expanded (limit 10; passed at token 2, 3*type:ab)"
      )
    ) {
      try KeyScript.parse("5*down 3*type:ab", option: "--keys", maximumPresses: 10)
    }
    #expect(throws: Never.self) { try KeyScript.parse("5*down 5*up", option: "--keys", maximumPresses: 10) }
  }
}
