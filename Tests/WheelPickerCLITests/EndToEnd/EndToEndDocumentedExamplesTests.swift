import Foundation
import Testing
import WheelPickerTestSupport

/// A shell example of the documentation that shows what it prints, read from the documents when the
/// tests run, so an example edited without its output (or the other way round) fails here.
///
/// Three forms show output (CONTRIBUTING.md, "Examples in the documentation"):
/// - a line of a ```sh block with a comment `# → OUTPUT` (prose may follow after `; `): the command,
///   run with `--keys enter` added when it has no `--keys`, prints the line OUTPUT and exits 0;
/// - a transcript in a ```sh block: a line `$ COMMAND`, then the lines it prints (stdout and stderr as a
///   terminal shows them) up to the next `$ ` line or the block's end;
/// - prose that says `` `wheelpicker …` prints `OUTPUT` ``.
struct DocumentedExample: Sendable, CustomTestStringConvertible {
  /// Where the example is: `README.md:262`.
  var place: String
  /// The command line, as `sh -c` runs it.
  var command: String
  /// What it must print.
  var output: String
  /// Whether stderr is shown with stdout (a transcript), rather than stdout alone.
  var includesErrors: Bool

  var testDescription: String { "\(place): \(command)" }
}

/// Reads the documented examples of the repository's documents.
enum DocumentedExamples {
  /// The repository's root, found from this file's path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The documents that show shell examples, relative to the repository.
  static let documents = [
    "README.md", "Docs/Coverage.md", "Sources/WheelPickerCLI/WheelPickerCLI.docc/WheelPickerCLI.md",
  ]

  /// Every example of every document, in order.
  static let all: [DocumentedExample] = documents.flatMap { name in
    let text = (try? String(contentsOf: repository.appendingPathComponent(name), encoding: .utf8)) ?? ""
    return examples(in: text, document: name)
  }

  /// The examples of one document's text.
  static func examples(in text: String, document: String) -> [DocumentedExample] {
    shellBlockExamples(in: text, document: document) + proseExamples(in: text, document: document)
  }

  /// `# →` lines and `$` transcripts of the ```sh blocks.
  static func shellBlockExamples(in text: String, document: String) -> [DocumentedExample] {
    let lines = text.components(separatedBy: "\n")
    var found: [DocumentedExample] = []
    var index = 0
    while index < lines.count {
      guard lines[index].trimmingCharacters(in: .whitespaces) == "```sh" else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
      found += blockExamples(
        Array(lines[(index + 1)..<min(end, lines.count)]), document: document, firstLine: index + 2)
      index = end + 1
    }
    return found
  }

  /// The examples of one block, whose first line is line `firstLine` of the document.
  static func blockExamples(_ block: [String], document: String, firstLine: Int) -> [DocumentedExample] {
    var found: [DocumentedExample] = []
    var index = 0
    while index < block.count {
      let line = block[index]
      if line.hasPrefix("$ ") {
        var output: [String] = []
        var next = index + 1
        while next < block.count, !block[next].hasPrefix("$ ") {
          output.append(block[next])
          next += 1
        }
        found.append(
          DocumentedExample(
            place: "\(document):\(firstLine + index)", command: String(line.dropFirst(2)),
            output: output.joined(separator: "\n"), includesErrors: true))
        index = next
        continue
      }
      if let marker = line.range(of: "# → ") {
        let comment = line[marker.upperBound...]
        let output = comment.range(of: "; ").map { comment[..<$0.lowerBound] } ?? comment
        found.append(
          DocumentedExample(
            place: "\(document):\(firstLine + index)",
            command: withKeys(line[..<marker.lowerBound].trimmingCharacters(in: .whitespaces)),
            output: String(output), includesErrors: false))
      }
      index += 1
    }
    return found
  }

  /// `` `wheelpicker …` prints `…` `` in the prose, across a line break.
  static func proseExamples(in text: String, document: String) -> [DocumentedExample] {
    let pattern = /`(wheelpicker [^`]+)`\s+prints\s+`([^`]+)`/
    return text.matches(of: pattern).map { match in
      let line = text[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
      return DocumentedExample(
        place: "\(document):\(line)", command: withKeys(String(match.output.1)),
        output: String(match.output.2),
        includesErrors: false)
    }
  }

  /// `command` with `--keys enter` after its `wheelpicker` when it gives no keys: the starting
  /// selection, confirmed, as the documents say a line's output is.
  static func withKeys(_ command: String) -> String {
    guard !command.contains("--keys") else { return command }
    let parts = command.components(separatedBy: " | ")
    return parts.map { $0.hasPrefix("wheelpicker ") ? $0 + " --keys enter" : $0 }.joined(separator: " | ")
  }

  /// What running `example` printed: stdout (with stderr, for a transcript) without its last line
  /// break, and the exit status.
  static func run(_ example: DocumentedExample) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", example.includesErrors ? "(\(example.command)) 2>&1" : example.command]
    process.currentDirectoryURL = repository
    let binaries = BuiltBinary.url.deletingLastPathComponent().path
    process.environment = InstrumentationEnvironment.adding(to: [
      "PATH": "\(binaries):/usr/bin:/bin", "LANG": "C",
    ])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = example.includesErrors ? output : FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var text = String(decoding: data, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return (text, process.terminationStatus)
  }
}

@Suite("wheelpicker binary: the documentation's shell examples print what they show")
struct EndToEndDocumentedExamplesTests {
  @Test("each example prints the output the documentation shows", arguments: DocumentedExamples.all)
  func example(_ example: DocumentedExample) throws {
    let run = try DocumentedExamples.run(example)
    #expect(run.output == example.output, "\(example.place)")
    if !example.includesErrors {
      #expect(run.status == 0, "\(example.place): exit status \(run.status)")
    }
  }

  @Test("the examples are found: README's `# →` lines, its transcripts and its prose")
  func examplesAreFound() {
    let readme = DocumentedExamples.all.filter { $0.place.hasPrefix("README.md:") }
    #expect(readme.contains { $0.command.hasPrefix("wheelpicker date --columns ymw --select 2024-03-12") })
    #expect(
      readme.contains { $0.includesErrors && $0.command.contains("130106") && $0.output.hasSuffix("\n2") })
    #expect(readme.contains { $0.command.hasPrefix("wheelpicker time --select 14:20 --format json") })
  }

  @Test("an example's parts: the output before `; `, `--keys enter` added, a transcript's lines")
  func parsing() {
    let block = [
      "seq 3 | wheelpicker list   # → 1; the first line", "wheelpicker list a --keys down   # → a",
      "$ wheelpicker x; echo $?", "wheelpicker: no", "2",
    ]
    let found = DocumentedExamples.blockExamples(block, document: "D.md", firstLine: 10)
    #expect(
      found.map(\.command) == [
        "seq 3 | wheelpicker list --keys enter", "wheelpicker list a --keys down", "wheelpicker x; echo $?",
      ])
    #expect(found.map(\.output) == ["1", "a", "wheelpicker: no\n2"])
    #expect(found.map(\.place) == ["D.md:10", "D.md:11", "D.md:12"])
    let prose = DocumentedExamples.proseExamples(
      in: "a\n`wheelpicker time --select 9:00` prints\n`9:00 AM`", document: "D.md")
    #expect(prose.map(\.command) == ["wheelpicker time --select 9:00 --keys enter"])
    #expect(prose.map(\.output) == ["9:00 AM"])
    #expect(prose.map(\.place) == ["D.md:2"])
  }
}
