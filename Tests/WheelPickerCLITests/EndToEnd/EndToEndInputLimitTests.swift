import Foundation
import Testing

@Suite("wheelpicker binary: input limits, streamed files, stdout bytes")
struct EndToEndInputLimitTests {
  static let document = #"[{"code":"1","name":"a","children":[{"code":"11","name":"b"}]}]"#

  @Test(
    "stdin is read up to its limit, never forever: /dev/zero ends with exit 2 naming the limit",
    arguments: [["list", "--keys", "enter"], ["cascade", "-", "--keys", "enter"]])
  func endlessStdin(_ arguments: [String]) throws {
    let run = try BuiltBinary.run(arguments, inputPath: "/dev/zero")
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.error
        == "wheelpicker: stdin: more than 256 MiB read (limit 256 MiB); wheelpicker --help lists the limits\n"
    )
  }

  @Test("a cascade FILE that never ends stops at the limit")
  func endlessFile() throws {
    let run = try BuiltBinary.run(["cascade", "/dev/zero", "--keys", "enter"], inputBytes: [])
    #expect(run.status == 2)
    #expect(run.error.contains("FILE /dev/zero: more than 256 MiB read (limit 256 MiB)"))
  }

  @Test("cascade reads /dev/stdin and a FIFO by streaming")
  func pipes() throws {
    let viaDevice = try BuiltBinary.run(
      ["cascade", "/dev/stdin", "--keys", "enter"], inputBytes: Array(Self.document.utf8))
    #expect(viaDevice.status == 0, "\(viaDevice.error)")
    #expect(viaDevice.output == Array("a b\n".utf8))

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wp-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("doc.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      // Opening a FIFO for writing waits for the reader: the binary.
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(Data(Self.document.utf8))
        try? handle.close()
      }
    }
    writer.start()
    let viaFIFO = try BuiltBinary.run(["cascade", fifo, "--keys", "down enter"], inputBytes: [])
    #expect(viaFIFO.status == 0, "\(viaFIFO.error)")
    #expect(viaFIFO.output == Array("a b\n".utf8))
  }

  @Test(
    "unreadable inputs say why, with the system's words",
    arguments: [
      (
        ["cascade", "/nonexistent/x.json"],
        "wheelpicker: FILE /nonexistent/x.json: cannot be read: No such file or directory\n"
      ),
      (["cascade", "/"], "wheelpicker: FILE /: cannot be read: Is a directory\n"),
      (["cascade", "-"], "wheelpicker: stdin is empty: pipe a JSON or property-list document in\n"),
      (
        ["cascade", "/dev/null"],
        "wheelpicker: FILE /dev/null: is empty: a cascade needs a JSON or property-list document\n"
      ),
    ])
  func unreadable(_ arguments: [String], _ message: String) throws {
    let run = try BuiltBinary.run(arguments + ["--keys", "enter"], inputBytes: [])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error == message)
  }

  @Test("a file without read permission says Permission denied")
  func permissionDenied() throws {
    // root reads anything: the case exists only for other users.
    guard geteuid() != 0 else { return }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wp-\(UUID().uuidString).json")
      .path
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data(Self.document.utf8), attributes: [.posixPermissions: 0]))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try BuiltBinary.run(["cascade", path, "--keys", "enter"], inputBytes: [])
    #expect(run.status == 2)
    #expect(run.error.hasSuffix(": cannot be read: Permission denied\n"))
  }

  @Test("a list item's bytes reach a pipe exactly: invalid UTF-8, escape sequences, bidi overrides")
  func exactOutput() throws {
    let items: [[UInt8]] = [
      [0x61, 0xFF, 0xFE, 0x2E, 0x74, 0x78, 0x74],  // invalid UTF-8
      Array("evil\u{202E}gpj.exe".utf8),
      Array("\u{1B}]52;c;aGk=\u{07}x".utf8),
    ]
    for (index, item) in items.enumerated() {
      let input = items.joined(separator: [0x0A]) + [0x0A]
      let run = try BuiltBinary.run(
        ["list", "--keys", String(repeating: "down ", count: index) + "enter"], inputBytes: Array(input))
      #expect(run.status == 0, "\(run.error)")
      #expect(run.output == item + [0x0A], "item \(index)")
    }
  }

  struct LimitCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var arguments: [String]
    var message: String
  }

  static let limitCases = [
    LimitCase(
      testDescription: "10,001 --keys tokens",
      arguments: ["list", "a", "--keys", Array(repeating: "down", count: 10_001).joined(separator: " ")],
      message: "wheelpicker: --keys: more than 10,000 tokens (limit 10,000); write N*KEY for a repeated key\n"
    ),
    LimitCase(
      testDescription: "1,010,000 --keys presses",
      arguments: ["list", "a", "--keys", Array(repeating: "10000*down", count: 101).joined(separator: " ")],
      message:
        "wheelpicker: --keys: more than 1,000,000 key presses once counts are expanded (limit 1,000,000; "
        + "passed at token 101, 10000*down)\n"),
    LimitCase(
      testDescription: "a title of 4,097 characters",
      arguments: ["list", "a", "--keys", "enter", "--title", String(repeating: "t", count: 4_097)],
      message: "wheelpicker: --title: more than 4,096 characters (limit 4,096)\n"),
  ]

  @Test("--keys and --title past their limits exit 2 naming the limit", arguments: limitCases)
  func argumentLimits(_ example: LimitCase) throws {
    let run = try BuiltBinary.run(example.arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error == example.message)
  }

  @Test("a long --keys script within the limits runs: 100,000 presses")
  func longScript() throws {
    let script =
      Array(repeating: "10000*down", count: 5).joined(separator: " ") + " "
      + Array(repeating: "10000*up", count: 5).joined(separator: " ")
    let run = try BuiltBinary.run(["list", "a", "b", "c", "--keys", script])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "a\n")
  }

  @Test(
    "--now at the ends of the calendar is a valid clock",
    arguments: [
      ("9999-12-31T23:59:59+14:00", "Pacific/Kiritimati", "9999-12-31"),
      ("0001-01-01T00:00:00+14:00", "Etc/GMT+12", "0001-01-0"),
    ])
  func calendarEnds(_ now: String, _ zone: String, _ day: String) throws {
    let run = try BuiltBinary.run([
      "date", "--now", now, "--time-zone", zone, "--from", "1582-11-01", "--to", "9999", "--keys", "enter",
      "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error.isEmpty)
  }

  @Test("--now past the end of 9999 in the zone is refused with dates, not seconds")
  func pastTheEnd() throws {
    let run = try BuiltBinary.run([
      "date", "--now", "9999-12-31T23:59:59-12:00", "--time-zone", "UTC", "--keys", "enter",
    ])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.error
        == "wheelpicker: --now 10000-01-01T11:59:59Z is 10000-01-01T11:59:59 in GMT, outside the years 1…9999\n"
    )
  }
}
