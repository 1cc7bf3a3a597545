#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation

  /// The clock of a spin: the program turns the wheels on `tick` events, about one a frame.
  @MainActor
  enum SpinTicker {
    /// Seconds between ticks (about 60 a second).
    static let interval = 0.016

    /// Calls `tick` every ``interval`` while `isSpinning` holds; returns when the spin has
    /// stopped or the task is cancelled (the view left, or a new spin restarted the task).
    static func run(while isSpinning: () -> Bool, tick: () -> Void) async {
      while isSpinning() {
        try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
        guard !Task.isCancelled else { return }
        tick()
      }
    }
  }
#endif
