#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The settings of the test run's own instrumentation that a spawned `wheelpicker` must inherit
/// although it otherwise gets a clean environment: where coverage profiles go
/// (`swift test --enable-code-coverage` sets `LLVM_PROFILE_FILE`, so a live test's coverage is
/// counted) and the sanitizers' options (`ASAN_OPTIONS`, `TSAN_OPTIONS` in `.ci/run`).
public enum InstrumentationEnvironment {
  /// The variables passed on when the test process has them.
  public static let names = ["LLVM_PROFILE_FILE", "ASAN_OPTIONS", "TSAN_OPTIONS"]

  /// Those of ``names`` the test process has, with their values.
  public static let current: [String: String] = {
    var settings: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { settings[name] = String(cString: value) }
    }
    return settings
  }()

  /// Whether the tests run under the thread sanitizer (`TSAN_OPTIONS` set). Its runtime runs the
  /// handler of a crash signal (SEGV, BUS, ILL, FPE, ABRT, TRAP) at once even when sent with `kill`,
  /// possibly inside its own interceptors, where the handler's `write` and `tcsetattr` can wait on
  /// the runtime's locks for good: tests that send crash signals skip it (the plain and address
  /// sanitizer runs send them all).
  public static var isThreadSanitized: Bool { current["TSAN_OPTIONS"] != nil }

  /// Whether the tests run under the address or thread sanitizer, as `.ci/run` runs them
  /// (`ASAN_OPTIONS` or `TSAN_OPTIONS` set).
  public static var isSanitized: Bool { current["ASAN_OPTIONS"] != nil || current["TSAN_OPTIONS"] != nil }

  /// `environment` plus ``current``; the caller's own values win.
  public static func adding(to environment: [String: String]) -> [String: String] {
    environment.merging(current) { own, _ in own }
  }
}
