import Foundation
import Testing

/// Golden files under `Snapshots/`, compared byte for byte; written instead
/// only when `RECORD_SNAPSHOTS=1`.
enum GoldenFile {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots")

  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name)
    let bytes = Data(actual.utf8)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      #expect(throws: Never.self) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try bytes.write(to: url)
      }
      return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "no golden file \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
      return
    }
    #expect(
      bytes == expected, "\(name) differs; re-record with RECORD_SNAPSHOTS=1 if the change is intended",
      sourceLocation: sourceLocation)
  }
}
