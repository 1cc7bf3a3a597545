import Foundation

/// Runs the built `wheelpicker` executable, for end-to-end tests.
enum BuiltBinary {
  /// What a run of the binary produced.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// The executable beside the test bundle (`.build/<config>/wheelpicker`), or the one
  /// `WHEELPICKER_E2E_BINARY` names (the static build `Scripts/build-static` makes, say), so that
  /// the end-to-end suites can be run against a binary as it is installed.
  static var url: URL {
    if let path = ProcessInfo.processInfo.environment["WHEELPICKER_E2E_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var directory = Bundle.main.bundleURL
    for _ in 0..<4
    where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("wheelpicker").path) {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("wheelpicker")
  }

  /// Runs the binary with `arguments`, `input` on stdin and a clean environment plus `environment`,
  /// in `directory` (else the tests' own).
  static func run(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:], directory: URL? = nil
  ) throws -> Run {
    let run = try run(
      arguments, inputBytes: Array((input ?? "").utf8), environment: environment, directory: directory)
    return Run(status: run.status, output: String(decoding: run.output, as: UTF8.self), error: run.error)
  }
}
