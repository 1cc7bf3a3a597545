import Foundation
import WheelPickerCore
import WheelPickerTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A shell command run for its output, with a deadline and a cap on what it prints.
///
/// The command runs as `/bin/sh -c COMMAND sh ARGUMENTS…` in a session of its
/// own (no controlling terminal, so it can never read or draw on the sheet's
/// terminal), with standard input from `/dev/null` and the default signal
/// dispositions. Past the deadline, past ``outputLimit`` bytes of output, or
/// when the task that awaits it is cancelled, its whole process group is
/// killed (SIGKILL), so a pipeline or a `sleep` inside it does not linger; when
/// it ends, what it left running in its group (a background job) is killed too.
/// The group is registered in ``/WheelPickerTerminal/ChildProcessGroups`` until then, so every way
/// the program ends kills it.
struct ChildProcess: Sendable {
  /// What a command that ended printed.
  struct Output: Sendable {
    /// Its standard output.
    var standardOutput: [UInt8]
    /// The start of its standard error (at most ``errorLimit`` bytes).
    var standardError: [UInt8]
    /// Its exit status; 0 when a signal ended it.
    var status: Int32
    /// The signal that ended it, if one did.
    var signal: Int32?
  }

  /// The most bytes of standard output a command may print (1 MiB).
  static let outputLimit = 1 << 20
  /// The bytes of standard error kept for a message.
  static let errorLimit = 4_096

  /// The shell command.
  var command: String
  /// The arguments after it (`$1`, `$2`…).
  var arguments: [String]
  /// How long it may run.
  var timeout: Duration

  /// Runs the command to its end, off Swift's cooperative pool (a thread of its own waits for it).
  ///
  /// - Throws: `WheelPickerError` when it cannot start, runs past the
  ///   timeout or prints more than ``outputLimit`` bytes; `CancellationError`
  ///   when the task was cancelled (the command is killed).
  func run() async throws -> Output {
    let process = try ChildProcessGroups.spawning { () throws(WheelPickerError) in
      try Spawned(command: command, arguments: arguments)
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let timeout = timeout
        Thread.detachNewThread {
          continuation.resume(with: Result { try process.collect(timeout: timeout) })
        }
      }
    } onCancel: {
      process.cancel()
    }
  }
}

/// A spawned command and the pipes of its output.
private final class Spawned: @unchecked Sendable {
  private let pid: pid_t
  private let output: Int32
  private let error: Int32
  private let lock = Lock()
  private var isCancelled = false
  private var hasEnded = false

  #if canImport(Darwin)
    private static let setSessionFlag = Int16(0x0400)
  #else
    /// Not in Glibc's Swift module (a GNU extension); the value of glibc ≥ 2.26.
    private static let setSessionFlag = Int16(0x80)
  #endif

  init(command: String, arguments: [String]) throws(WheelPickerError) {
    var outputEnds: [Int32] = [-1, -1]
    var errorEnds: [Int32] = [-1, -1]
    guard pipe(&outputEnds) == 0 else { throw Self.failure("cannot create a pipe") }
    guard pipe(&errorEnds) == 0 else {
      outputEnds.forEach { close($0) }
      throw Self.failure("cannot create a pipe")
    }
    for descriptor in outputEnds + errorEnds { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    defer {
      close(outputEnds[1])
      close(errorEnds[1])
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorEnds[1], 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The tool ignores SIGPIPE and its terminal loop handles others: the command starts as a shell's would.
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
    // The command is an argument's own bytes (``ArgumentBytes``); the keys are the children's text.
    let commandBytes = ArgumentBytes.bytes(of: command) + [0]
    let commandCopy = commandBytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { $0.baseAddress.flatMap(strdup) }
    }
    let argv: [UnsafeMutablePointer<CChar>?] =
      [strdup("sh"), strdup("-c"), commandCopy, strdup("sh")] + arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    #if canImport(Darwin)
      let environment = _NSGetEnviron().pointee
    #else
      let environment = environ
    #endif
    let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environment)
    guard result == 0 else {
      close(outputEnds[0])
      close(errorEnds[0])
      throw Self.failure("cannot run /bin/sh (\(String(cString: strerror(result))))")
    }
    guard ChildProcessGroups.register(pid) else {
      kill(-pid, SIGKILL)
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
      close(outputEnds[0])
      close(errorEnds[0])
      throw Self.failure("cannot run more than \(ChildProcessGroups.capacity) commands at once")
    }
    self.pid = pid
    output = outputEnds[0]
    error = errorEnds[0]
  }

  deinit {
    close(output)
    close(error)
  }

  private static func failure(_ message: String) -> WheelPickerError {
    WheelPickerError(.invalidData, message, reason: .loadFailed)
  }

  /// Kills the command's process group (once it has ended, its group id may belong to another).
  func cancel() {
    lock.locked {
      isCancelled = true
      if !hasEnded { kill(-pid, SIGKILL) }
    }
  }

  /// Reads both pipes until they close or the command exits (then what it left in them), then
  /// reaps the command.
  func collect(timeout: Duration) throws -> ChildProcess.Output {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var standardOutput: [UInt8] = []
    var standardError: [UInt8] = []
    var open: [Int32] = [output, error]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var failure: (any Error)?
    // The command's exit, not its pipes' end, ends the load: a background job it left may hold
    // them open (`sleep 30 & echo a`). Once it has exited, what it printed before is read from
    // the pipes without waiting, in at most `drainRounds` reads (1 MiB), and reading stops.
    var drainRounds: Int?
    while !open.isEmpty, failure == nil {
      if drainRounds == nil, hasExited() { drainRounds = 16 }
      let left = deadline - clock.now
      guard left > .zero else {
        failure = WheelPickerError(
          .invalidData, "timed out after \(Self.seconds(timeout))", reason: .loadFailed)
        break
      }
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      // Woken at least every 100 ms, so that a cancellation is seen even if the kill raced the spawn.
      let (seconds, attoseconds) = left.components
      let milliseconds = min(100, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
      let ready = poll(&fds, nfds_t(fds.count), drainRounds == nil ? milliseconds : 0)
      if lock.locked({ isCancelled }) {
        failure = CancellationError()
        break
      }
      if let rounds = drainRounds {
        guard ready > 0, rounds > 0 else { break }
        drainRounds = rounds - 1
      }
      guard ready > 0 else { continue }
      for poll in fds where poll.revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(poll.fd, $0.baseAddress, $0.count) }
        if count > 0 {
          if poll.fd == output {
            standardOutput += buffer[0..<count]
          } else if standardError.count < ChildProcess.errorLimit {
            standardError += buffer[0..<min(count, ChildProcess.errorLimit - standardError.count)]
          }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          open.removeAll { $0 == poll.fd }
        }
      }
      if standardOutput.count > ChildProcess.outputLimit {
        failure = WheelPickerError(.invalidData, "printed more than 1 MiB", reason: .tooLarge)
      }
    }
    var raw: Int32 = 0
    // A command that closed its output may still run: it gets what is left of the deadline. It
    // is watched without being reaped, so its group's number stays its own until it is killed.
    while failure == nil, !hasExited() {
      guard deadline > clock.now else {
        failure = WheelPickerError(
          .invalidData, "timed out after \(Self.seconds(timeout))", reason: .loadFailed)
        break
      }
      if lock.locked({ isCancelled }) { failure = CancellationError() }
      usleep(10_000)
    }
    // The group goes with its command: what it left running there (a background job) too, and
    // what moved to a group of its own in the command's session (only `setsid` leaves it).
    lock.locked {
      if !hasEnded {
        kill(-pid, SIGKILL)
        SessionSweep.killSession(pid)
      }
    }
    ChildProcessGroups.unregister(pid)
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    lock.locked { hasEnded = true }
    if let failure { throw failure }
    let signal = raw & 0x7f
    return ChildProcess.Output(
      standardOutput: standardOutput, standardError: standardError,
      status: signal == 0 ? (raw >> 8) & 0xff : 0, signal: signal == 0 ? nil : signal)
  }

  /// Whether the command has ended, without reaping it (its zombie keeps the group's number).
  private func hasExited() -> Bool {
    var info = siginfo_t()
    guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return errno != EINTR }
    #if canImport(Darwin)
      return info.si_pid != 0
    #else
      return info._sifields._sigchld.si_pid != 0
    #endif
  }

  /// `10 s`, `0.5 s`.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = attoseconds / 100_000_000_000_000_000
    return tenths == 0 ? "\(seconds) s" : "\(seconds).\(tenths) s"
  }
}
