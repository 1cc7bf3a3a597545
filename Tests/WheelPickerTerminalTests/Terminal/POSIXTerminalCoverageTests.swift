import Testing

@testable import WheelPickerTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal code on descriptors that are not terminals: a pipe, a directory. None of these
/// tests starts the terminal, so none touches the process's signal handlers, which the live
/// pseudo-terminal tests in POSIXTerminalTests own.
@Suite("POSIXTerminal on descriptors that are not terminals")
struct POSIXTerminalCoverageTests {
  /// A pipe's two ends, closed when the test is done.
  final class Pipe {
    let read: Int32
    var write: Int32

    init() throws {
      var fds: [Int32] = [-1, -1]
      try #require(pipe(&fds) == 0)
      read = fds[0]
      write = fds[1]
    }

    func closeWrite() {
      if write >= 0 { close(write) }
      write = -1
    }

    deinit {
      close(read)
      closeWrite()
    }
  }

  @Test("without a window size the size comes from COLUMNS and LINES, else 80×24")
  func sizeFromEnvironment() throws {
    let pipe = try Pipe()
    #expect(
      POSIXTerminal(descriptor: pipe.read, environment: ["COLUMNS": "100", "LINES": "7"]).size
        == TerminalSize(columns: 100, lines: 7))
    #expect(POSIXTerminal(descriptor: pipe.read).size == TerminalSize(columns: 80, lines: 24))
    #expect(
      POSIXTerminal(descriptor: pipe.read, environment: ["COLUMNS": "wide", "LINES": "0"]).size
        == TerminalSize(columns: 80, lines: 1))
  }

  @Test("starting on a pipe fails: it has no terminal settings")
  func startOnPipe() throws {
    let pipe = try Pipe()
    let terminal = POSIXTerminal(descriptor: pipe.read)
    #expect {
      try terminal.start()
    } throws: { error in
      let error = error as? TerminalError
      return error?.kind == .ioFailed
        && error?.message.hasPrefix("cannot read the settings of /dev/tty (") == true
    }
  }

  @Test("bytes on the descriptor are read as they came; a closed writer is the end of input")
  func readsAndEnd() throws {
    let pipe = try Pipe()
    let terminal = POSIXTerminal(descriptor: pipe.read)
    #expect(try terminal.read(timeout: .milliseconds(1)) == .timedOut)
    let bytes: [UInt8] = [0x61, 0x1B, 0x62]
    #expect(Glibc.write(pipe.write, bytes, bytes.count) == 3)
    #expect(try terminal.read(timeout: .seconds(5)) == .bytes(bytes))
    pipe.closeWrite()
    #expect(try terminal.read(timeout: .seconds(5)) == .endOfInput)
  }

  @Test("a write the descriptor refuses is an I/O error naming the system's reason")
  func writeRefused() throws {
    let pipe = try Pipe()
    // A pipe's read end cannot be written: EBADF.
    let terminal = POSIXTerminal(descriptor: pipe.read)
    #expect {
      try terminal.write("x")
    } throws: { error in
      let error = error as? TerminalError
      return error?.kind == .ioFailed && error?.message.hasPrefix("cannot write to /dev/tty (") == true
        && error?.message != "cannot write to /dev/tty ()"
    }
  }

  @Test("a read the descriptor refuses is an I/O error naming the system's reason")
  func readRefused() throws {
    // A directory polls as readable, and reading it fails with EISDIR.
    let directory = open("/", O_RDONLY | O_DIRECTORY)
    try #require(directory >= 0)
    defer { close(directory) }
    let terminal = POSIXTerminal(descriptor: directory)
    #expect {
      _ = try terminal.read(timeout: .seconds(5))
    } throws: { error in
      let error = error as? TerminalError
      return error?.kind == .ioFailed && error?.message.hasPrefix("cannot read /dev/tty (") == true
    }
  }
}
