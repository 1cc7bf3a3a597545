import Testing
import WheelPickerCore

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `SlotMachineViewController`: the spin, and the win once the last reel has stopped.
  @Suite("Slot machine")
  @MainActor
  struct SlotMachineViewControllerTests {
    /// The symbols the reels show.
    static func shownSymbols(_ picker: UIPickerView) -> [String] {
      let symbols = SlotMachineModel.symbols
      return (0..<5).map { symbols[picker.selectedRow(inComponent: $0) % symbols.count] }
    }

    /// What the reels will show when the spin under way has run out: each reel's remaining turns
    /// through the engine.
    static func landing(of machine: SlotMachineViewController) -> [String] {
      var engine = machine.adapter.state.engine
      for (position, turns) in machine.adapter.state.spinRemaining.enumerated() {
        engine.step(turns, inWheel: engine.model.displayOrder[position])
      }
      return engine.value
    }

    /// A machine, loaded and not yet spun, whose first spin lands on a win (the seed is found on
    /// throwaway machines, so the test hears everything the machine it keeps does).
    static func winningMachine() throws -> SlotMachineViewController {
      for seed in UInt64(0)..<2_000 {
        let trial = SlotMachineViewController(seed: seed, locale: Locale(identifier: "en"))
        trial.loadViewIfNeeded()
        trial.spin()
        guard SlotMachineModel.isWin(landing(of: trial)) else { continue }
        let machine = SlotMachineViewController(seed: seed, locale: Locale(identifier: "en"))
        machine.loadViewIfNeeded()
        UIKitRecording.reset()
        return machine
      }
      throw WheelPickerError(
        .invalidConfiguration, "no seed below 2000 wins on its first spin", reason: .notFound)
    }

    /// Waits (not a measurement) until `condition` holds or ten seconds have passed: the reels turn
    /// on ticks about 16 ms apart.
    static func wait(until condition: () -> Bool) async throws {
      for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(50)) }
    }

    @Test("a winning spin: the spin's sound and haptic at once, the win only after the last reel stops")
    func winAfterReelsStop() async throws {
      let machine = try Self.winningMachine()
      var sounds: [SlotMachineSound] = []
      var results: [([String], Bool)] = []
      machine.onSound = { sounds.append($0) }
      machine.onResult = { results.append(($0, $1)) }
      machine.spin()
      #expect(sounds == [.spin], "the spin's sound at once")
      let picker = machine.adapter.pickerView
      let landing = Self.landing(of: machine)
      #expect(machine.adapter.state.isSpinning)
      #expect(results.isEmpty)
      #expect(UIKitRecording.haptics == [.impact(.medium), .prepare])
      #expect(UIKitRecording.announcements.isEmpty)

      try await Self.wait { !results.isEmpty }
      let result = try #require(results.first)
      #expect(results.count == 1)
      #expect(!machine.adapter.state.isSpinning, "reported once every reel has stopped")
      #expect(result.1)
      #expect(result.0 == landing)
      #expect(result.0 == Self.shownSymbols(picker))
      #expect(sounds == [.spin, .win])
      #expect(UIKitRecording.haptics == [.impact(.medium), .prepare, .notification(.success)])
      #expect(UIKitRecording.announcements.filter { $0 == machine.winningText }.count == 1)
    }

    @Test("a spin's ticks show rows at once: no animated scroll is restarted on every tick")
    func ticksDoNotRestartAnimations() async throws {
      UIKitRecording.reset()
      let machine = SlotMachineViewController(seed: 7, locale: Locale(identifier: "en"))
      machine.loadViewIfNeeded()
      let picker = machine.adapter.pickerView
      var results = 0
      machine.onResult = { _, _ in results += 1 }
      picker.calls = []
      machine.spin()
      try await Self.wait { results > 0 }
      let scrolls = picker.calls.compactMap { call -> Bool? in
        if case .selectRow(_, _, let animated) = call { return animated }
        return nil
      }
      #expect(scrolls.count > 5, "the reels turned over several ticks")
      #expect(!scrolls.contains(true), "\(scrolls.filter { $0 }.count) animated scrolls")
    }

    @Test("Spin while the reels turn does nothing: one spin, one result")
    func spinWhileTurning() async throws {
      UIKitRecording.reset()
      let machine = SlotMachineViewController(seed: 7, locale: Locale(identifier: "en"))
      machine.loadViewIfNeeded()
      var results: [[String]] = []
      var sounds: [SlotMachineSound] = []
      machine.onSound = { sounds.append($0) }
      machine.onResult = { symbols, _ in results.append(symbols) }
      machine.spin()
      let landing = Self.landing(of: machine)
      machine.spin()
      #expect(Self.landing(of: machine) == landing)
      try await Self.wait { !results.isEmpty }
      #expect(results == [landing])
      #expect(UIKitRecording.haptics.filter { $0 == .impact(.medium) }.count == 1)
      #expect(sounds.filter { $0 == .spin }.count == 1)
    }
  }
}
