#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: `/dev/tty` in raw mode, so that standard input may carry
/// data and standard output only the answer.
///
/// Signals reach the loop through a self-pipe (a handler only writes one
/// byte); crash signals and every other signal whose default action ends the
/// process restore the terminal with async-signal-safe calls, then end the
/// process by that default action. In raw mode Ctrl-C and Ctrl-Z arrive as
/// bytes 0x03 and 0x1A.
public final class POSIXTerminal: TerminalIO, @unchecked Sendable {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private var pipeRead: Int32 = -1
  private var pipeWrite: Int32 = -1
  private var saved = termios()
  private var isStarted = false
  /// Whether a write found the terminal gone (EIO); reads then report the end of input.
  private var hasHungUp = false
  /// Where reads land: made once, so that a key press allocates and clears no 4 KiB buffer.
  private var readBuffer = [UInt8](repeating: 0, count: 4096)
  /// Whether the last read took fewer bytes than it could: it emptied the terminal's queue.
  private var lastReadEmptiedQueue = false
  /// The descriptor's file status flags before ``start()`` made it non-blocking.
  private var savedFlags: Int32 = 0
  /// Signals taken from the self-pipe while a write waited, for the next reads.
  private var pendingSignals: [Int32] = []
  /// A signal that ends the sheet, seen while a write waited: writes no longer wait, and the
  /// settings come back without waiting for the output to drain.
  private var endingSignal: Int32?
  private let environment: [String: String]

  /// Opens the controlling terminal.
  ///
  /// - Parameter environment: read for `COLUMNS`/`LINES` when the size cannot be asked.
  /// - Throws: ``TerminalError/Kind/noTerminal`` when there is no `/dev/tty`
  ///   (a pipeline without a terminal, a cron job): the CLI exits 2.
  public init(environment: [String: String] = [:]) throws(TerminalError) {
    let fd = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else {
      throw TerminalError(.noTerminal, "no terminal: cannot open /dev/tty (\(Platform.errorText()))")
    }
    guard isatty(fd) == 1 else {
      close(fd)
      throw TerminalError(.noTerminal, "no terminal: /dev/tty is not a terminal")
    }
    descriptor = fd
    ownsDescriptor = true
    self.environment = environment
  }

  /// Uses an open terminal descriptor (a pseudo-terminal in tests); the caller keeps it open.
  init(descriptor: Int32, environment: [String: String] = [:]) {
    self.descriptor = descriptor
    ownsDescriptor = false
    self.environment = environment
  }

  deinit {
    stop()
    if ownsDescriptor { close(descriptor) }
  }

  /// The window size (`TIOCGWINSZ`), else `COLUMNS`×`LINES`, else 80×24.
  public var size: TerminalSize {
    if let size = Platform.windowSize(of: descriptor) { return size }
    let columns = environment["COLUMNS"].flatMap(Int.init) ?? 80
    let lines = environment["LINES"].flatMap(Int.init) ?? 24
    return TerminalSize(columns: max(1, columns), lines: max(1, lines))
  }

  /// Enters raw mode and installs the signal handlers.
  public func start() throws(TerminalError) {
    guard !isStarted else { return }
    guard tcgetattr(descriptor, &saved) == 0 else {
      throw TerminalError(.ioFailed, "cannot read the settings of /dev/tty (\(Platform.errorText()))")
    }
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else {
      throw TerminalError(.ioFailed, "cannot create the signal pipe (\(Platform.errorText()))")
    }
    pipeRead = fds[0]
    pipeWrite = fds[1]
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    Platform.terminalDescriptor = descriptor
    Platform.savedSettings.pointee = saved
    Platform.hasSavedSettings = true
    Platform.signalPipe = pipeWrite
    Platform.install({ forwardSignal($0) }, for: Platform.loopSignals)
    Platform.installFatal(for: Platform.crashSignals, defaultOnly: Platform.otherFatalSignals)
    // Non-blocking (this open of /dev/tty is ours alone), so that a terminal nobody reads (a
    // stalled ssh session) holds a write only until a signal comes (``write(_:)``).
    savedFlags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, savedFlags | O_NONBLOCK)
    isStarted = true
    try enterRawMode()
  }

  private func enterRawMode() throws(TerminalError) {
    var raw = saved
    cfmakeraw(&raw)
    guard tcsetattr(descriptor, TCSADRAIN, &raw) == 0 else {
      throw TerminalError(.ioFailed, "cannot put /dev/tty in raw mode (\(Platform.errorText()))")
    }
  }

  /// Restores the settings and the signal dispositions.
  public func stop() {
    guard isStarted else { return }
    isStarted = false
    // After an ending signal the output may never drain: the settings come back at once.
    tcsetattr(descriptor, endingSignal == nil ? TCSADRAIN : TCSANOW, &saved)
    _ = fcntl(descriptor, F_SETFL, savedFlags)
    Platform.restoreSignals()
    Platform.hasSavedSettings = false
    Platform.signalPipe = -1
    Platform.terminalDescriptor = -1
    close(pipeRead)
    close(pipeWrite)
    pipeRead = -1
    pipeWrite = -1
  }

  /// Writes everything, retrying after interruptions and short writes; a terminal that hung
  /// up takes nothing more, and its next read is the end of input.
  ///
  /// While the terminal takes no more, the write waits on it and on the signal pipe: a signal
  /// that ends the sheet (SIGTERM, SIGHUP…) drops the rest, and is the next read, so the sheet
  /// ends within the time of a turn however long the terminal stays unread; after it, writes
  /// take what fits and never wait.
  public func write(_ text: String) throws(TerminalError) {
    guard !hasHungUp else { return }
    if let failure = writeUnlessEnding(Array(text.utf8)) {
      // The terminal went away (its window closed): what is left is to end as its input did.
      if failure == EIO {
        hasHungUp = true
        return
      }
      throw TerminalError(.ioFailed, "cannot write to /dev/tty (\(Platform.errorText(failure)))")
    }
  }

  /// Writes `bytes`, waiting while the terminal is full unless a signal ends the sheet; returns
  /// the error number of a failed write.
  private func writeUnlessEnding(_ bytes: [UInt8]) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Platform.systemWrite(descriptor, base + offset, buffer.count - offset)
      }
      if written >= 0 {
        offset += written
        continue
      }
      guard errno == EAGAIN || errno == EINTR else { return errno }
      if errno == EINTR { continue }
      guard endingSignal == nil else { return nil }
      var fds = [
        pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: pipeRead, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&fds, nfds_t(fds.count), -1) > 0, fds[1].revents & Int16(POLLIN) != 0 else { continue }
      var byte: UInt8 = 0
      guard Platform.systemRead(pipeRead, &byte, 1) == 1 else { continue }
      pendingSignals.append(Int32(byte))
      if case .terminated = Self.kind(ofSignal: Int32(byte)) {
        endingSignal = Int32(byte)
        return nil
      }
    }
    return nil
  }

  /// What a signal number from the pipe means, without acting on it.
  private static func kind(ofSignal signal: Int32) -> TerminalInput {
    switch signal {
    case 0: .woken
    case SIGWINCH: .resized
    case SIGCONT: .resumed
    case SIGTSTP: .bytes([0x1A])
    default: .terminated(signal: signal)
    }
  }

  /// Waits on the terminal and the signal pipe.
  public func read(timeout: Duration?) throws(TerminalError) -> TerminalInput {
    if hasHungUp { return .endOfInput }
    if !pendingSignals.isEmpty { return signalInput(pendingSignals.removeFirst()) }
    // A look for more right after a read that emptied the queue would find at most bytes that
    // arrived in the microseconds since: they are read by the next wait instead, a system call
    // fewer per key press.
    if timeout == .zero, lastReadEmptiedQueue {
      lastReadEmptiedQueue = false
      return .timedOut
    }
    lastReadEmptiedQueue = false
    var fds = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: pipeRead, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds: Int32 =
      timeout.map { duration in
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
      } ?? -1
    let ready = poll(&fds, nfds_t(fds.count), milliseconds)
    if ready < 0 {
      if errno == EINTR { return .timedOut }
      throw TerminalError(.ioFailed, "cannot wait for /dev/tty (\(Platform.errorText()))")
    }
    if ready == 0 { return .timedOut }
    if fds[1].revents & Int16(POLLIN) != 0 {
      var byte: UInt8 = 0
      if Platform.systemRead(pipeRead, &byte, 1) == 1 { return signalInput(Int32(byte)) }
    }
    if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
      let descriptor = descriptor
      let count = readBuffer.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return Platform.systemRead(descriptor, base, raw.count)
      }
      if count > 0 {
        lastReadEmptiedQueue = count < readBuffer.count
        return .bytes(Array(readBuffer[0..<count]))
      }
      // A terminal whose other side closed reads as end of file, or fails with EIO.
      if count == 0 || errno == EIO { return .endOfInput }
      if errno == EINTR || errno == EAGAIN { return .timedOut }
      throw TerminalError(.ioFailed, "cannot read /dev/tty (\(Platform.errorText()))")
    }
    return .timedOut
  }

  /// Writes a zero byte into the self-pipe (no signal has number 0): safe from any thread.
  public var waker: (@Sendable () -> Void)? { { forwardSignal(0) } }

  private func signalInput(_ signal: Int32) -> TerminalInput {
    // A stop we did not ask for (SIGSTOP) may have left the shell's settings in place.
    if signal == SIGCONT { try? enterRawMode() }
    // An external stop request (SIGTSTP) acts like Ctrl-Z.
    let input = Self.kind(ofSignal: signal)
    // The writes that restore the terminal then take what fits and do not wait.
    if case .terminated = input { endingSignal = signal }
    return input
  }

  /// Stores the bytes for the crash handler.
  public func setEmergencyRestore(_ text: String) { Platform.storeEmergency(text) }

  /// Restores cooked mode, stops the whole foreground job with the default SIGTSTP action, and
  /// comes back in raw mode.
  ///
  /// The stop goes to the process group, as vim's does: a pipeline's other commands (`| cat`)
  /// and a subshell waiting for this one (`( wheelpicker … > f; echo done )`) stop too, so the
  /// shell sees its job stopped and gives the prompt back.
  public func suspend() {
    tcsetattr(descriptor, TCSADRAIN, &saved)
    Platform.setDefault(SIGTSTP)
    kill(0, SIGTSTP)
    // Execution resumes here after SIGCONT.
    Platform.install({ forwardSignal($0) }, for: [SIGTSTP])
    try? enterRawMode()
  }
}
