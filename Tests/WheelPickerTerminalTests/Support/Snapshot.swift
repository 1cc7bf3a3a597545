import Foundation
import Testing

/// Golden files under `Snapshots/`, compared byte for byte and re-recorded
/// only when `RECORD_SNAPSHOTS=1`.
enum Snapshot {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots")

  /// Terminal output with its control bytes spelled out, one line per written newline.
  static func visible(_ output: String) -> String {
    var text = ""
    for scalar in output.unicodeScalars {
      switch scalar {
      case "\u{1B}": text += "\\e"
      case "\r": text += "\\r"
      case "\n": text += "\\n\n"
      case "\u{07}": text += "\\a"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Compares `actual` with the golden file `name`, or records it.
  static func expectMatches(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("missing snapshot \(name); run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
      return
    }
    #expect(
      actual == expected, "snapshot \(name) differs; re-record with RECORD_SNAPSHOTS=1 if intended",
      sourceLocation: sourceLocation)
  }
}
