#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything that differs between C libraries, and the state signal handlers
/// may touch (which must be plain globals: a handler can neither capture nor
/// allocate nor take a lock).
enum Platform {
  /// The signals that ask the program to end; the loop restores the terminal and reports them.
  static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGINT]
  /// Signals that mean the process is broken: restore the terminal, let the previous handler
  /// (Swift's backtracer) report, then die by the default action.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE]
  /// Every other signal whose default action ends the process: restore the terminal, then die
  /// by the default action. Handled only while their disposition is the default, so a signal
  /// the caller ignores (SIGPIPE in the CLI, SIGHUP under `nohup`) stays ignored.
  static var otherFatalSignals: [Int32] {
    #if os(Linux)
      // 32...64: the real-time signals (the C library refuses the few it reserves for itself).
      [
        SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPWR, SIGSYS, SIGPIPE, SIGIO,
        SIGSTKFLT,
      ]
        + Array(32...64)
    #else
      [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGPIPE, SIGEMT]
    #endif
  }
  /// Signals forwarded to the loop through the self-pipe.
  static let loopSignals: [Int32] = terminationSignals + [SIGWINCH, SIGCONT, SIGTSTP]

  /// The terminal's file descriptor, for the crash handler; -1 when none.
  nonisolated(unsafe) static var terminalDescriptor: Int32 = -1
  /// The write end of the self-pipe; -1 when none.
  nonisolated(unsafe) static var signalPipe: Int32 = -1
  /// The settings to restore, in memory of their own: Swift 6.3 emits a global of an imported C
  /// struct with inner padding short of its size (`termios`: 57 of 60 bytes), so storing a whole
  /// `termios` in a global overwrote the next one (AddressSanitizer: global-buffer-overflow).
  nonisolated(unsafe) static let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// Whether ``savedSettings`` holds anything.
  nonisolated(unsafe) static var hasSavedSettings = false
  /// Bytes the crash handler writes, allocated up front (a handler cannot allocate).
  nonisolated(unsafe) static var emergencyBytes: UnsafeMutableBufferPointer<UInt8>?
  /// How many of ``emergencyBytes`` are meaningful.
  nonisolated(unsafe) static var emergencyCount = 0
  /// The dispositions replaced, indexed by signal number (a fixed table, so a
  /// handler can read it without allocating), and which entries are set.
  nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  nonisolated(unsafe) static let hasPreviousAction: UnsafeMutablePointer<Bool> = {
    let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 65)
    flags.initialize(repeating: false, count: 65)
    return flags
  }()

  /// The size of a terminal, or `nil` when the call fails.
  static func windowSize(of descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return TerminalSize(columns: Int(size.ws_col), lines: Int(size.ws_row))
  }

  /// The system's words for `errno`.
  static func errorText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

  /// Installs `handler` for `signals`, remembering what was there.
  static func install(_ handler: @convention(c) (Int32) -> Void, for signals: [Int32]) {
    for signal in signals {
      var action = sigaction()
      setHandler(handler, of: &action)
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      guard signal > 0, signal < 65 else { continue }
      var old = sigaction()
      if sigaction(signal, &action, &old) == 0, !hasPreviousAction[Int(signal)] {
        previousActions[Int(signal)] = old
        hasPreviousAction[Int(signal)] = true
      }
    }
  }

  /// Installs the fatal-signal handler: for `signals` always (remembering what was there, to
  /// chain to it), for `defaultOnly` only where the disposition is still the default.
  static func installFatal(for signals: [Int32], defaultOnly: [Int32]) {
    for signal in signals + defaultOnly where signal > 0 && signal < 65 {
      var old = sigaction()
      guard sigaction(signal, nil, &old) == 0 else { continue }
      if defaultOnly.contains(signal), handlerAddress(of: old) != 0 { continue }
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = { restoreAndDie($0, $1, $2) }
      #else
        action.__sigaction_handler.sa_sigaction = { restoreAndDie($0, $1, $2) }
      #endif
      // SA_ONSTACK: a stack overflow can only be handled on the alternate stack, where there is one.
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      guard sigaction(signal, &action, nil) == 0, !hasPreviousAction[Int(signal)] else { continue }
      previousActions[Int(signal)] = old
      hasPreviousAction[Int(signal)] = true
    }
  }

  /// The handler field of `struct sigaction` is named differently by each C library.
  private static func setHandler(_ handler: (@convention(c) (Int32) -> Void)?, of action: inout sigaction) {
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
  }

  /// The handler's address: 0 for `SIG_DFL`, 1 for `SIG_IGN`, else a function.
  static func handlerAddress(of action: sigaction) -> Int {
    #if canImport(Darwin)
      unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #else
      unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #endif
  }

  /// Calls a handler that was installed before ours (async-signal-safe: no allocation).
  static func callPrevious(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
  ) {
    guard signal > 0, signal < 65, hasPreviousAction[Int(signal)] else { return }
    let previous = previousActions[Int(signal)]
    guard handlerAddress(of: previous) > 1 else { return }
    #if canImport(Darwin)
      if previous.sa_flags & SA_SIGINFO != 0 {
        previous.__sigaction_u.__sa_sigaction?(signal, info, context)
      } else {
        previous.__sigaction_u.__sa_handler?(signal)
      }
    #else
      if previous.sa_flags & SA_SIGINFO != 0 {
        previous.__sigaction_handler.sa_sigaction?(signal, info, context)
      } else {
        previous.__sigaction_handler.sa_handler?(signal)
      }
    #endif
  }

  /// Sets the default disposition of `signal`, unblocks it and raises it: the process ends as the
  /// signal intends (a shell sees 128 + n), from inside a handler too.
  static func dieByDefaultAction(_ signal: Int32) -> Never {
    setDefault(signal)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
    // Only if the signal could not end the process (it cannot be unblocked, say).
    _exit(128 + signal)
  }

  /// Puts back every disposition ``install(_:for:)`` replaced.
  static func restoreSignals() {
    for signal in 1..<65 where hasPreviousAction[signal] {
      sigaction(Int32(signal), previousActions + signal, nil)
      hasPreviousAction[signal] = false
    }
  }

  /// Sets the default disposition of a signal.
  static func setDefault(_ signal: Int32) {
    var action = sigaction()
    setHandler(SIG_DFL, of: &action)
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }

  /// Restores the terminal with async-signal-safe calls only (`tcsetattr`, `write`).
  static func emergencyRestore() {
    guard terminalDescriptor >= 0 else { return }
    if let bytes = emergencyBytes, let base = bytes.baseAddress, emergencyCount > 0 {
      _ = systemWrite(terminalDescriptor, base, emergencyCount)
    }
    if hasSavedSettings { tcsetattr(terminalDescriptor, TCSANOW, savedSettings) }
  }

  /// `write(2)`, under a name no type's method shadows.
  @discardableResult
  static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
  }

  /// `read(2)`, under a name no type's method shadows.
  static func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, bytes, count)
  }

  /// Copies text into the pre-allocated emergency buffer.
  static func storeEmergency(_ text: String) {
    let bytes = Array(text.utf8)
    if emergencyBytes == nil { emergencyBytes = .allocate(capacity: 256) }
    guard let buffer = emergencyBytes else { return }
    let count = min(bytes.count, buffer.count)
    for index in 0..<count { buffer[index] = bytes[index] }
    emergencyCount = count
  }
}

/// Writes the signal number into the self-pipe; the loop does the rest.
func forwardSignal(_ signal: Int32) {
  guard Platform.signalPipe >= 0 else { return }
  var byte = UInt8(truncatingIfNeeded: signal)
  Platform.systemWrite(Platform.signalPipe, &byte, 1)
}

/// Restores the terminal, kills the commands' process groups (``ChildProcessGroups``), lets a
/// previous handler (Swift's backtracer) report, then ends the process by the signal's default
/// action.
///
/// The default action is taken here rather than left to a re-executed faulting instruction:
/// a crash signal sent with `kill` faults nowhere, and a backtracer that returns would leave
/// the process running.
func restoreAndDie(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  Platform.emergencyRestore()
  ChildProcessGroups.killAll()
  Platform.callPrevious(signal, info, context)
  Platform.dieByDefaultAction(signal)
}
