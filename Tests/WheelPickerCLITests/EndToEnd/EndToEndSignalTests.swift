import Glibc
import Testing
import WheelPickerTestSupport

/// Every signal whose default action ends the process, sent with `kill` to a live sheet: the
/// terminal is restored first, then the process ends by that default action (a shell sees
/// 128 + n), so a crash signal nothing faulted on no longer leaves it waiting in `poll`.
@Suite("wheelpicker binary: fatal signals in a pseudo-terminal")
struct EndToEndSignalTests {
  /// A crash signal's backtracer report, as a release binary prints it without a person at the
  /// terminal; `enable=no` is the plain default action. Under a sanitizer only the latter:
  /// AddressSanitizer stops Swift's backtracer as it reads the crashed thread's stack
  /// (stack-buffer-underflow in the runtime's `memserver_read`), and ThreadSanitizer's runtime
  /// fails its own check as the backtracer writes from the handler (`tsan_rtl.cpp`
  /// "thr->ignore_reads_and_writes > 0"); neither says anything of ours.
  static let backtracer =
    InstrumentationEnvironment.isSanitized
    ? ["enable=no"] : ["enable=no", "enable=yes,interactive=no"]

  init() {
    // Core-dumping signals are sent on purpose here: leave no core files behind.
    var limit = rlimit(rlim_cur: 0, rlim_max: 0)
    getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
    limit.rlim_cur = 0
    setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
  }

  /// Starts `wheelpicker list a b c` with the backtracer set as given and waits for its sheet.
  static func start(backtrace: String) throws -> EndToEndTerminalTests.Live {
    let terminal = try PseudoTerminal(columns: 80, lines: 24)
    let before = terminal.settings()
    var environment = EndToEndTerminalTests.environment
    environment["SWIFT_BACKTRACE"] = backtrace
    let child = try TerminalChild(
      BuiltBinary.url.path, arguments: ["list", "a", "b", "c", "--no-animation"], environment: environment,
      on: terminal, standardInput: .terminal, standardOutput: .pipe())
    try #require(
      child.waitForScreen(containing: "Confirm"), "the sheet was drawn: \(child.screenText.debugDescription)")
    return EndToEndTerminalTests.Live(child: child, before: before)
  }

  @Test(
    "a crash signal sent with kill restores the terminal and ends the process with 128 + n",
    .disabled(
      if: InstrumentationEnvironment.isThreadSanitized,
      "ThreadSanitizer runs crash-signal handlers inside its interceptors, where they can hang"),
    arguments: [
      ("SIGSEGV", SIGSEGV), ("SIGABRT", SIGABRT), ("SIGBUS", SIGBUS), ("SIGFPE", SIGFPE), ("SIGILL", SIGILL),
      ("SIGTRAP", SIGTRAP),
    ], backtracer)
  func crashSignal(_ named: (String, Int32), backtrace: String) throws {
    let (name, signal) = named
    let live = try Self.start(backtrace: backtrace)
    live.child.send(signal)
    let comment = Comment(rawValue: "\(name), SWIFT_BACKTRACE=\(backtrace)")
    #expect(live.child.waitForExit(seconds: 30) == 128 + signal, comment)
    #expect(live.isRestored, comment)
    #expect(live.child.screenText.contains("\u{1B}[?25h"), comment)
    #expect(live.child.output().isEmpty, comment)
  }

  @Test(
    "any other signal that ends the process restores the terminal first, then ends with 128 + n",
    arguments: [
      ("SIGUSR1", SIGUSR1), ("SIGUSR2", SIGUSR2), ("SIGALRM", SIGALRM), ("SIGVTALRM", SIGVTALRM),
      ("SIGPROF", SIGPROF), ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ), ("SIGPWR", SIGPWR),
      ("SIGSYS", SIGSYS),
      ("SIGIO", SIGIO), ("SIGRTMIN+2", 36), ("SIGRTMAX", 64),
    ])
  func otherFatalSignal(_ name: String, signal: Int32) throws {
    let live = try Self.start(backtrace: "enable=no")
    live.child.send(signal)
    #expect(live.child.waitForExit() == 128 + signal, Comment(rawValue: name))
    #expect(live.isRestored, Comment(rawValue: name))
    // The terminal's reply to the sheet's position request may arrive after the process ended; the
    // pseudo-terminal, back in its cooked mode, then echoes it (`^[[1;1R`) after the restoring bytes.
    let screen = live.child.screenText.replacing(#/\^\[\[[0-9]+;[0-9]+R$/#, with: "")
    #expect(screen.hasSuffix("\u{1B}[?25h"), Comment(rawValue: "\(name): cursor shown"))
    #expect(live.child.output().isEmpty, Comment(rawValue: name))
  }

  @Test("SIGPIPE, which the command ignores, stays ignored: the sheet carries on")
  func ignoredSignalStaysIgnored() throws {
    let live = try Self.start(backtrace: "enable=no")
    live.child.send(SIGPIPE)
    live.child.type("\u{1B}[B\r")
    #expect(live.child.waitForExit() == 0)
    #expect(live.child.output() == "b\n")
    #expect(live.isRestored)
  }
}
