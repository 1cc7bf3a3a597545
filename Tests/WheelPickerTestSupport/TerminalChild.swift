#if canImport(Glibc)
  import Glibc
#endif

/// A program running on a ``PseudoTerminal`` as its controlling terminal, so
/// `/dev/tty`, raw mode, job control and `SIGWINCH` behave as in a real one.
///
/// The child is spawned with `posix_spawn` and `POSIX_SPAWN_SETSID`: it leads
/// a new session, and opening the secondary side (without `O_NOCTTY`) after
/// that makes it the session's controlling terminal. Waits are on what the
/// screen shows, with a deadline, never on fixed sleeps.
public final class TerminalChild: @unchecked Sendable {
  /// Where one of the child's standard streams goes.
  public enum Stream: Sendable {
    /// The pseudo-terminal.
    case terminal
    /// A pipe: for stdin, these bytes followed by end of file; for stdout, captured into ``output``.
    case pipe(String = "")
    /// A pipe whose other end is already closed (a reader that went away).
    case closedPipe
  }

  /// The child's process id.
  public let pid: pid_t
  /// The terminal it runs on.
  public let terminal: PseudoTerminal
  /// Everything the child wrote to the terminal so far.
  public private(set) var screen: [UInt8] = []
  private let outputDescriptor: Int32?
  private var status: Int32?

  /// Not in Glibc's Swift module (it is a GNU extension); the value of glibc ≥ 2.26.
  private static let setSessionFlag: Int16 = 0x80

  /// Spawns `path` with `arguments` and exactly `environment` on `terminal` (plus the test run's
  /// coverage and sanitizer settings, ``InstrumentationEnvironment``).
  ///
  /// - Throws: ``PseudoTerminal/Failure`` when a pipe or the process cannot be made.
  public init(
    _ path: String, arguments: [String], environment: [String: String], on terminal: PseudoTerminal,
    standardInput: Stream = .terminal, standardOutput: Stream = .terminal
  ) throws {
    self.terminal = terminal
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The test runner may block or ignore signals; the child starts as a shell would start it.
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGTTOU, SIGTTIN] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF) | Self.setSessionFlag)

    var parentEnds: [Int32] = []
    var childEnds: [Int32] = []
    defer { for descriptor in childEnds { close(descriptor) } }
    // The first open of the terminal after setsid makes it the controlling terminal.
    let terminalTarget: Int32 = {
      if case .terminal = standardInput { return 0 }
      if case .terminal = standardOutput { return 1 }
      return 2
    }()
    posix_spawn_file_actions_addopen(&actions, terminalTarget, terminal.secondaryPath, O_RDWR, 0)
    for target: Int32 in [0, 1, 2] where target != terminalTarget {
      let stream: Stream = target == 0 ? standardInput : target == 1 ? standardOutput : .terminal
      switch stream {
      case .terminal:
        posix_spawn_file_actions_adddup2(&actions, terminalTarget, target)
      case .pipe(let text):
        let ends = try Self.pipe()
        if target == 0 {
          Self.writeAll(text, to: ends.write)
          close(ends.write)
          childEnds.append(ends.read)
          posix_spawn_file_actions_adddup2(&actions, ends.read, 0)
        } else {
          parentEnds.append(ends.read)
          childEnds.append(ends.write)
          posix_spawn_file_actions_adddup2(&actions, ends.write, target)
        }
      case .closedPipe:
        let ends = try Self.pipe()
        close(ends.read)
        childEnds.append(ends.write)
        posix_spawn_file_actions_adddup2(&actions, ends.write, target)
      }
    }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      InstrumentationEnvironment.adding(to: environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      for descriptor in parentEnds { close(descriptor) }
      throw PseudoTerminal.Failure(description: "posix_spawn \(path) failed: error \(result)")
    }
    self.pid = pid
    outputDescriptor = parentEnds.first
  }

  deinit {
    if status == nil {
      kill(pid, SIGKILL)
      var raw: Int32 = 0
      waitpid(pid, &raw, 0)
    }
    if let outputDescriptor { close(outputDescriptor) }
  }

  /// Whether the child has ended (as far as the last wait saw).
  public var hasExited: Bool {
    reap()
    return status != nil
  }

  /// The screen bytes as text.
  public var screenText: String { String(decoding: screen, as: UTF8.self) }

  /// Reads the terminal until `predicate` holds for what the child wrote
  /// since `start` (a byte offset into ``screen``), or the deadline passes.
  ///
  /// - Returns: whether the predicate held.
  @discardableResult
  public func waitForScreen(
    from start: Int = 0, seconds: Double = 15, until predicate: (String) -> Bool
  ) -> Bool {
    let deadline = Self.now() + seconds
    while true {
      if predicate(String(decoding: screen[min(start, screen.count)...], as: UTF8.self)) { return true }
      guard Self.now() < deadline, status == nil || pump(milliseconds: 0) else { return false }
      pump(milliseconds: 50)
      reap()
    }
  }

  /// Reads the terminal until the screen shows `text` after byte `start`.
  @discardableResult
  public func waitForScreen(containing text: String, from start: Int = 0, seconds: Double = 15) -> Bool {
    waitForScreen(from: start, seconds: seconds) { $0.contains(text) }
  }

  /// Waits for the child to end, reading the terminal meanwhile; kills it at the deadline.
  ///
  /// - Returns: the exit status as a shell shows it (128 + n for signal n).
  public func waitForExit(seconds: Double = 15) -> Int32 {
    let deadline = Self.now() + seconds
    while status == nil {
      if Self.now() >= deadline {
        kill(pid, SIGKILL)
        var raw: Int32 = 0
        waitpid(pid, &raw, 0)
        status = -1
        break
      }
      pump(milliseconds: 20)
      reap()
    }
    while pump(milliseconds: 0) {}
    return status ?? -1
  }

  /// Everything the child wrote to its stdout pipe; call after ``waitForExit(seconds:)``.
  public func output() -> String {
    guard let outputDescriptor else { return "" }
    var collected: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(outputDescriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      collected += buffer[0..<count]
    }
    return String(decoding: collected, as: UTF8.self)
  }

  /// Types text on the terminal, as the user would.
  public func type(_ text: String) { terminal.type(text) }

  /// Types a flood of input (a large paste) as a terminal emulator delivers it: written as
  /// the child reads it while what the child draws is read, since a plain write would block
  /// once both directions are full.
  ///
  /// - Returns: how many bytes were written before the child ended or the deadline passed.
  @discardableResult
  public func typeStreaming(_ bytes: [UInt8], seconds: Double = 60) -> Int {
    let descriptor = terminal.primary
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
    defer { _ = fcntl(descriptor, F_SETFL, flags) }
    let deadline = Self.now() + seconds
    var written = 0
    while written < bytes.count, status == nil, Self.now() < deadline {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN | POLLOUT), revents: 0)
      guard poll(&entry, 1, 20) >= 0 else { break }
      if entry.revents & Int16(POLLIN) != 0 { pump(milliseconds: 0) }
      if entry.revents & Int16(POLLOUT) != 0 {
        let count = bytes[written...].prefix(65_536).withUnsafeBytes {
          write(descriptor, $0.baseAddress, $0.count)
        }
        if count > 0 { written += count }
      }
      reap()
    }
    return written
  }

  /// Sends a signal to the child.
  public func send(_ signal: Int32) { kill(pid, signal) }

  /// Reads what is there (waiting up to `milliseconds` for it) and answers
  /// cursor-position queries as a terminal would.
  @discardableResult
  private func pump(milliseconds: Int32) -> Bool {
    guard terminal.isPrimaryOpen else {
      usleep(UInt32(milliseconds) * 1_000)
      return false
    }
    var entry = pollfd(fd: terminal.primary, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, milliseconds) > 0, entry.revents & Int16(POLLIN) != 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { read(terminal.primary, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    let before = screen.count
    screen += buffer[0..<count]
    // One answer per request, counting a request split across two reads once.
    let query = Array("\u{1B}[6n".utf8)
    var start = max(0, before - query.count + 1)
    while start + query.count <= screen.count {
      if screen[start..<start + query.count].elementsEqual(query) { terminal.type("\u{1B}[1;1R") }
      start += 1
    }
    return true
  }

  private func reap() {
    guard status == nil else { return }
    var raw: Int32 = 0
    guard waitpid(pid, &raw, WNOHANG) == pid else { return }
    let signal = raw & 0x7F
    status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
  }

  private static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard Glibc.pipe(&ends) == 0 else {
      throw PseudoTerminal.Failure(description: "pipe failed: errno \(errno)")
    }
    // Close-on-exec, so a child spawned by a test running in parallel never holds an end open.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  private static func writeAll(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
