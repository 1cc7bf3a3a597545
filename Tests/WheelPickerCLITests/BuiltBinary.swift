import Foundation

/// Runs the built `wheelpicker` executable, for end-to-end tests.
enum BuiltBinary {
  /// What a run of the binary produced.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// The executable beside the test bundle (`.build/<config>/wheelpicker`).
  static var url: URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4
    where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("wheelpicker").path) {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("wheelpicker")
  }

  /// Runs the binary with `arguments`, `input` on stdin and a clean environment plus `environment`.
  static func run(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:]
  ) throws -> Run {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C"].merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Read both pipes before waiting, so a large output never blocks the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}
