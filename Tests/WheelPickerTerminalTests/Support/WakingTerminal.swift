import Foundation

@testable import WheelPickerTerminal

/// A terminal whose reads wait as a real one's do: the scripted input first; then, once, the
/// `whenIdle` function runs and the read waits until the waker is called (``TerminalInput/woken``)
/// or its timeout passes; after a wake, a script that has run out ends the input. `beforeReading`
/// runs a function before the script's entry of that index is read (to wait for a search to
/// start, say).
final class WakingTerminal: TerminalIO, @unchecked Sendable {
  let size: TerminalSize
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var script: [TerminalInput]
  private var isWoken = false
  private var wasWoken = false
  private var whenIdle: (() -> Void)?
  private var beforeReading: [Int: () -> Void]
  private var entriesRead = 0
  private var written = ""

  /// Everything written.
  var output: String { condition.withLock { written } }

  init(
    size: TerminalSize = .standard, script: [TerminalInput], beforeReading: [Int: () -> Void] = [:],
    whenIdle: (() -> Void)? = nil
  ) {
    self.size = size
    self.script = script
    self.beforeReading = beforeReading
    self.whenIdle = whenIdle
  }

  func start() throws(TerminalError) {}
  func stop() {}
  func write(_ text: String) throws(TerminalError) { condition.withLock { written += text } }
  func setEmergencyRestore(_ text: String) {}
  func suspend() {}

  var waker: (@Sendable () -> Void)? {
    { [self] in
      condition.withLock {
        isWoken = true
        condition.broadcast()
      }
    }
  }

  func read(timeout: Duration?) throws(TerminalError) -> TerminalInput {
    condition.lock()
    if let next = script.first {
      // A polling read stops at what is not bytes, as a real terminal's coalescing does.
      if timeout == .zero {
        guard case .bytes = next else {
          condition.unlock()
          return .timedOut
        }
      }
      let before = beforeReading.removeValue(forKey: entriesRead)
      entriesRead += 1
      script.removeFirst()
      condition.unlock()
      before?()
      return next
    }
    if isWoken {
      defer { condition.unlock() }
      isWoken = false
      wasWoken = true
      return .woken
    }
    if timeout == .zero || wasWoken {
      condition.unlock()
      return timeout == .zero ? .timedOut : .endOfInput
    }
    let idle = whenIdle
    whenIdle = nil
    condition.unlock()
    idle?()
    condition.lock()
    defer { condition.unlock() }
    // Ten seconds stand for "for ever": a test that waits that long has failed.
    let seconds = timeout.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
    let deadline = Date().addingTimeInterval(seconds ?? 10)
    while !isWoken, condition.wait(until: deadline) {}
    guard isWoken else { return timeout == nil ? .endOfInput : .timedOut }
    isWoken = false
    wasWoken = true
    return .woken
  }
}
