#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process groups of the commands a program started and has not yet collected, killed on
/// every way the program ends: a normal exit (``killAll()``), a signal the live loop handles,
/// a crash or other fatal signal (the handler that restores the terminal kills them too), and
/// — in a run without a terminal, after ``installCleanupHandlers()`` — a termination signal.
///
/// A group is registered while its leader is unreaped (a zombie at worst), so its number
/// cannot be reused by another process and killing it never reaches a stranger. The table is
/// a fixed block of memory that a signal handler reads without allocating or locking.
public enum ChildProcessGroups {
  /// How many groups can be registered at once.
  public static let capacity = 1_024

  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
    let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    slots.initialize(repeating: 0, count: capacity)
    return slots
  }()
  nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    return mutex
  }()

  /// Registers the group led by `leader`.
  ///
  /// - Returns: `false` when ``capacity`` groups are registered already (the caller should not
  ///   start the command, or kill it).
  public static func register(_ leader: pid_t) -> Bool {
    guard leader > 0 else { return false }
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    for index in 0..<capacity where slots[index] == 0 {
      slots[index] = leader
      return true
    }
    return false
  }

  /// Forgets a group; call it before reaping its leader.
  public static func unregister(_ leader: pid_t) {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    for index in 0..<capacity where slots[index] == leader { slots[index] = 0 }
  }

  /// The groups registered now.
  public static var registered: [pid_t] {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return (0..<capacity).map { slots[$0] }.filter { $0 > 0 }
  }

  /// How many ``spawning(_:)`` calls are under way.
  nonisolated(unsafe) private static var inFlight = 0

  /// Runs `body` — start a command and ``register(_:)`` it — with every signal blocked on this
  /// thread, so that a signal that ends the program is handled on another thread, by a handler
  /// that waits (``killAll()``) until the command is registered instead of missing it.
  public static func spawning<Result>(_ body: () throws -> Result) rethrows -> Result {
    var all = sigset_t()
    var previous = sigset_t()
    sigfillset(&all)
    pthread_sigmask(SIG_BLOCK, &all, &previous)
    pthread_mutex_lock(mutex)
    inFlight += 1
    pthread_mutex_unlock(mutex)
    defer {
      pthread_mutex_lock(mutex)
      inFlight -= 1
      pthread_mutex_unlock(mutex)
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    return try body()
  }

  /// Sends SIGKILL to every registered group, after waiting (up to a second) for a command being
  /// started to be registered. Async-signal-safe: no allocation, no lock.
  public static func killAll() {
    var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    for _ in 0..<1_000 where inFlight > 0 { nanosleep(&pause, nil) }
    for index in 0..<capacity {
      let leader = slots[index]
      if leader > 0 { kill(-leader, SIGKILL) }
    }
  }

  /// For a run without a terminal (which installs its own): the termination signals (TERM, HUP,
  /// QUIT, INT) and every other signal whose default action ends the process kill the
  /// registered groups, then end the process by that default action (128 + n) — where their
  /// disposition is still the default, so a signal the caller ignores stays ignored; crash
  /// signals do the same after the previous handler (Swift's backtracer) reported.
  public static func installCleanupHandlers() {
    Platform.installFatal(
      for: Platform.crashSignals, defaultOnly: Platform.terminationSignals + Platform.otherFatalSignals)
  }
}
