import Dispatch
import Testing

@testable import WheelPickerCore

@Suite("Lock and Condition")
struct LockTests {
  /// A counter only the lock guards.
  final class Counter: @unchecked Sendable {
    var value = 0
  }

  @Test("increments from many threads under the lock all count")
  func mutualExclusion() {
    let lock = Lock()
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 { lock.locked { counter.value += 1 } }
    }
    #expect(counter.value == 80_000)
  }

  @Test("a waiter sleeps until another thread changes the state and broadcasts")
  func waitAndBroadcast() {
    let condition = Condition()
    let state = Counter()
    let woken = DispatchSemaphore(value: 0)
    for _ in 0..<3 {
      DispatchQueue.global().async {
        condition.lock()
        while state.value == 0 { condition.wait() }
        condition.unlock()
        woken.signal()
      }
    }
    // None is woken before the state changes.
    #expect(woken.wait(timeout: .now() + .milliseconds(50)) == .timedOut)
    condition.locked {
      state.value = 1
      condition.broadcast()
    }
    for _ in 0..<3 { #expect(woken.wait(timeout: .now() + .seconds(10)) == .success) }
  }
}
