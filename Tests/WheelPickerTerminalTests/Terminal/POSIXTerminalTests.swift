import Dispatch
import Foundation
import Testing
import WheelPickerTestSupport

@testable import WheelPickerTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The real terminal code on a pseudo-terminal.
@Suite("POSIXTerminal", .serialized)
struct POSIXTerminalTests {
  @Test("raw mode on start, the same settings back on stop")
  func rawModeRestored() throws {
    let pty = try PseudoTerminal()
    let before = pty.settings()
    #expect(before.c_lflag & tcflag_t(ICANON) != 0)
    let terminal = POSIXTerminal(descriptor: pty.secondary)
    try terminal.start()
    let raw = pty.settings()
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
    terminal.stop()
    let after = pty.settings()
    #expect(
      after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
  }

  @Test("size, input bytes, output and a window-change signal")
  func io() throws {
    let pty = try PseudoTerminal(columns: 100, lines: 30)
    let terminal = POSIXTerminal(descriptor: pty.secondary)
    #expect(terminal.size == TerminalSize(columns: 100, lines: 30))
    try terminal.start()
    defer { terminal.stop() }
    #expect(try terminal.read(timeout: .milliseconds(10)) == .timedOut)
    pty.type("\u{1B}[A")
    #expect(try terminal.read(timeout: .seconds(2)) == .bytes([0x1B, 0x5B, 0x41]))
    try terminal.write("hello")
    #expect(pty.readOutput() == "hello")
    pty.resize(columns: 50, lines: 10)
    kill(getpid(), SIGWINCH)
    let got = try terminal.read(timeout: .seconds(2))
    #expect(got == .resized, "got \(got)")
    #expect(terminal.size == TerminalSize(columns: 50, lines: 10))
  }

  @Test("a look for more right after a read that emptied the queue makes no system call; the bytes wait")
  func zeroTimeoutAfterEmptyingRead() throws {
    let pty = try PseudoTerminal()
    let terminal = POSIXTerminal(descriptor: pty.secondary)
    try terminal.start()
    defer { terminal.stop() }
    pty.type("a")
    #expect(try terminal.read(timeout: .seconds(2)) == .bytes([0x61]))
    pty.type("b")
    // Give the pseudo-terminal time to queue the byte: the look still answers at once.
    usleep(20_000)
    #expect(try terminal.read(timeout: .zero) == .timedOut)
    // The next look, and any wait, find it.
    #expect(try terminal.read(timeout: .zero) == .bytes([0x62]))
    pty.type("c")
    #expect(try terminal.read(timeout: .seconds(2)) == .bytes([0x63]))
  }

  @Test(
    "a termination signal ends a write the terminal does not take; the next read is that signal",
    .timeLimit(.minutes(1)))
  func terminationWhileWriteWaits() throws {
    let pty = try PseudoTerminal()
    let before = pty.settings()
    let terminal = POSIXTerminal(descriptor: pty.secondary)
    try terminal.start()
    // Nobody reads the primary side: 1 MiB cannot fit, so the write waits until the signal.
    let signaller = Thread {
      Thread.sleep(forTimeInterval: 0.2)
      kill(getpid(), SIGTERM)
    }
    signaller.start()
    try terminal.write(String(repeating: "x", count: 1 << 20))
    #expect(try terminal.read(timeout: .zero) == .terminated(signal: SIGTERM))
    // What restores the terminal neither waits for the output to drain nor blocks.
    try terminal.write(String(repeating: "y", count: 1 << 16))
    terminal.stop()
    #expect(pty.settings().c_lflag == before.c_lflag)
  }

  @Test("a whole sheet on a pseudo-terminal: Enter confirms and the modes are restored")
  func sheetOnPseudoTerminal() throws {
    let pty = try PseudoTerminal(columns: 40, lines: 12)
    let before = pty.settings()
    let program = SheetProgram<ListWheelsModel>(
      configuration: SheetConfiguration(isAnimated: false, isMouseEnabled: false))
    let terminal = POSIXTerminal(descriptor: pty.secondary)
    // Typed once raw mode is on (in cooked mode CR would become LF); Ctrl-C ends a stuck run.
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) { pty.type("\u{1B}[B\r") }
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(10)) { pty.type("\u{03}") }
    let result = try SheetRunner(program: program, terminal: terminal).run(
      program.initialState(engine: .init(model: ListWheelsModel([["one", "two"]])), size: terminal.size))
    #expect(result.value == [1])
    let output = pty.readOutput()
    #expect(output.hasSuffix("\u{1B}[?25h"))
    #expect(pty.settings().c_lflag == before.c_lflag)
  }

  @Test("without a controlling terminal the error says so (kind noTerminal)")
  func noTerminal() {
    let probe = open("/dev/tty", O_RDWR | O_NOCTTY)
    if probe >= 0 {
      close(probe)
      #expect(throws: Never.self) { _ = try POSIXTerminal() }
    } else {
      #expect {
        _ = try POSIXTerminal()
      } throws: { error in
        (error as? TerminalError)?.kind == .noTerminal
          && (error as? TerminalError)?.message.hasPrefix("no terminal: cannot open /dev/tty") == true
      }
    }
  }
}

/// The terminal code on descriptors that are not terminals: a pipe, a directory. None of these
/// tests starts the terminal, so none touches the process's signal handlers, which the live
/// pseudo-terminal tests in POSIXTerminalTests own.
@Suite("POSIXTerminal on descriptors that are not terminals")
struct POSIXTerminalDescriptorTests {
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
