import Foundation
import WheelPickerTestSupport

#if canImport(Glibc)
  import Glibc
#endif

extension BuiltBinary {
  /// What a run of the binary produced, stdout as bytes.
  struct ByteRun {
    var status: Int32
    var output: [UInt8]
    var error: String
  }

  /// Runs the binary with stdin read from the file at `inputPath` (`/dev/zero`, a FIFO…).
  static func run(_ arguments: [String], inputPath: String) throws -> ByteRun {
    guard let input = FileHandle(forReadingAtPath: inputPath) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: inputPath])
    }
    defer { try? input.close() }
    return try run(arguments, standardInput: input)
  }

  /// Runs the binary with `input` piped to stdin and a clean environment plus
  /// `environment`, in `directory` (else the tests' own), returning stdout's bytes.
  static func run(
    _ arguments: [String], inputBytes: [UInt8], environment: [String: String] = [:], directory: URL? = nil
  ) throws -> ByteRun {
    let pipe = Pipe()
    // Written on another thread, so input larger than the pipe's buffer never blocks the test.
    // A binary that ends without reading its input (an empty list refused, `--select-1`) makes the
    // write fail: SIGPIPE is blocked on this thread, so the write returns EPIPE instead of the
    // signal ending the tests' process.
    let writer = Thread {
      var pipeSignal = sigset_t()
      sigemptyset(&pipeSignal)
      sigaddset(&pipeSignal, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
      try? pipe.fileHandleForWriting.write(contentsOf: Data(inputBytes))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    return try run(arguments, standardInput: pipe, environment: environment, directory: directory)
  }

  private static func run(
    _ arguments: [String], standardInput: Any, environment: [String: String] = [:], directory: URL? = nil
  ) throws -> ByteRun {
    let process = Process()
    process.executableURL = url
    if let directory { process.currentDirectoryURL = directory }
    process.arguments = arguments
    process.environment = InstrumentationEnvironment.adding(
      to: ["PATH": "/usr/bin:/bin", "LANG": "C"].merging(environment) { $1 })
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ByteRun(
      status: process.terminationStatus, output: Array(outputData),
      error: String(decoding: errorData, as: UTF8.self))
  }
}
