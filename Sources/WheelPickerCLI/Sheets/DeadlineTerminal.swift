import WheelPickerTerminal

/// A terminal whose input ends at a deadline (`--timeout`): a read that would wait past it
/// waits only until it, then reports the end of input, so the sheet's loop ends the way it
/// ends on a hang-up — the terminal restored — and ``hasExpired`` tells the command why.
final class DeadlineTerminal: TerminalIO {
  /// The terminal read and written.
  let base: any TerminalIO
  /// When input ends.
  let deadline: ContinuousClock.Instant
  /// Whether the deadline passed before the sheet ended.
  private(set) var hasExpired = false
  private let clock = ContinuousClock()

  /// Wraps `base` so that its input ends `timeout` from now.
  init(_ base: any TerminalIO, timeout: Duration) {
    self.base = base
    deadline = ContinuousClock.now + timeout
  }

  var size: TerminalSize { base.size }
  var showsFrames: Bool { base.showsFrames }
  var waker: (@Sendable () -> Void)? { base.waker }

  func start() throws(TerminalError) { try base.start() }
  func stop() { base.stop() }
  func write(_ text: String) throws(TerminalError) { try base.write(text) }
  func setEmergencyRestore(_ text: String) { base.setEmergencyRestore(text) }
  func suspend() { base.suspend() }

  /// The base terminal's input, waiting no later than the deadline; the end of input once it passed.
  func read(timeout: Duration?) throws(TerminalError) -> TerminalInput {
    let remaining = deadline - clock.now
    guard remaining > .zero else {
      hasExpired = true
      return .endOfInput
    }
    let isCut = timeout.map { $0 > remaining } ?? true
    let input = try base.read(timeout: isCut ? remaining : timeout)
    if input == .timedOut, isCut, clock.now >= deadline {
      hasExpired = true
      return .endOfInput
    }
    return input
  }
}
