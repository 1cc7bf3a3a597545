import Foundation
import Testing

/// Nothing is lost without a word: a failed write of the answer that is not a closed reader says
/// why and has its own status, and a run that chose nothing says so by its status (1) with
/// nothing on stdout.
@Suite("wheelpicker binary: nothing lost silently")
struct EndToEndNothingLostTests {
  @Test("an answer written to a full disk (/dev/full) exits 74 naming the error; a closed pipe stays 141")
  func fullDisk() throws {
    let process = Process()
    process.executableURL = BuiltBinary.url
    process.arguments = ["list", "a", "b", "--keys", "enter"]
    process.environment = ["PATH": "/usr/bin:/bin"]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let standardError = Pipe()
    process.standardError = standardError
    try process.run()
    let message = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(message == "wheelpicker: cannot write the answer to stdout: No space left on device\n")
  }

  @Test(
    "a run that chose nothing exits 1 with nothing on stdout",
    arguments: [
      (
        "an empty first wheel from a children command",
        ["cascade", "--children-command", "true", "--keys", "enter"]
      ),
      ("a search that matches nothing", ["region", "--data", "world", "--keys", "type:xyzzy enter"]),
      ("a search that matches nothing in a list", ["list", "apple", "banana", "--keys", "type:bq enter"]),
    ])
  func nothingChosen(_ name: String, arguments: [String]) throws {
    let run = try BuiltBinary.run(arguments, environment: ["PATH": "/usr/bin:/bin"])
    #expect(run.status == 1, Comment(rawValue: name))
    #expect(run.output.isEmpty, Comment(rawValue: "\(name): \(run.output)"))
  }

  @Test("a search that matches is answered as before")
  func matchingSearch() throws {
    let run = try BuiltBinary.run(["list", "apple", "banana", "--keys", "type:ban enter"])
    #expect(run.status == 0)
    #expect(run.output == "banana\n")
  }
}
