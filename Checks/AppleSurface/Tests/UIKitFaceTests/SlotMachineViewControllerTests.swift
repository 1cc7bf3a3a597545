import Testing
import WheelPickerCore

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `SlotMachineViewController`: the spin, and the win once the reels have stopped.
  @Suite("Slot machine")
  @MainActor
  struct SlotMachineViewControllerTests {
    /// Whether the first spin of a machine with `seed` wins, worked out with the core as the machine does.
    static func firstSpinWins(seed: UInt64) -> Bool {
      var generator = SeededGenerator(seed: seed)
      var engine = SelectionEngine(model: SlotMachineModel())
      for (reel, row) in SlotMachineModel.startingRows(&generator).enumerated() {
        engine.selectRow(row, inWheel: reel)
      }
      for (reel, turns) in SlotMachineModel.spinTurns(&generator).enumerated() {
        engine.step(turns, inWheel: reel)
      }
      return SlotMachineModel.isWin(engine.value)
    }

    /// The symbols the reels show.
    static func shownSymbols(_ picker: UIPickerView) -> [String] {
      let symbols = SlotMachineModel.symbols
      return (0..<5).map { symbols[picker.selectedRow(inComponent: $0) % symbols.count] }
    }

    /// Waits (not a measurement) until `condition` holds or five seconds have passed: the machine
    /// shows the result a second after the spin, since UIKit says nothing when a reel stops.
    static func wait(until condition: () -> Bool) async throws {
      for _ in 0..<100 where !condition() { try await Task.sleep(for: .milliseconds(50)) }
    }

    @Test("a winning spin: the spin's sound and haptic at once, the win only after the reels have stopped")
    func winAfterReelsStop() async throws {
      UIKitRecording.reset()
      let seed = try #require((0..<UInt64(2_000)).first { Self.firstSpinWins(seed: $0) })
      let machine = SlotMachineViewController(seed: seed, locale: Locale(identifier: "en"))
      machine.loadViewIfNeeded()
      var sounds: [SlotMachineSound] = []
      var results: [([String], Bool)] = []
      machine.onSound = { sounds.append($0) }
      machine.onResult = { results.append(($0, $1)) }
      let picker = machine.adapter.pickerView
      picker.calls = []

      machine.spin()
      #expect(sounds == [.spin])
      #expect(results.isEmpty)
      #expect(UIKitRecording.haptics == [.impact(.medium), .prepare])
      #expect(UIKitRecording.announcements.isEmpty)
      let reelsScrolled = picker.calls.compactMap { call -> Int? in
        if case .selectRow(_, let component, animated: true) = call { return component }
        return nil
      }
      #expect(Set(reelsScrolled) == Set(0..<5), "every reel turns, animated")

      try await Self.wait { !results.isEmpty }
      let result = try #require(results.first, "seed \(seed)")
      #expect(results.count == 1)
      #expect(result.1)
      #expect(result.0 == machine.adapter.engine.value)
      #expect(result.0 == Self.shownSymbols(picker))
      #expect(sounds == [.spin, .win])
      #expect(UIKitRecording.haptics == [.impact(.medium), .prepare, .notification(.success)])
      #expect(UIKitRecording.announcements == [machine.winningText])
    }

    @Test("a second spin before the first has stopped: one result, the second spin's")
    func respinReportsOnce() async throws {
      UIKitRecording.reset()
      let machine = SlotMachineViewController(seed: 7, locale: Locale(identifier: "en"))
      machine.loadViewIfNeeded()
      var results: [[String]] = []
      machine.onResult = { symbols, _ in results.append(symbols) }
      machine.spin()
      machine.spin()
      try await Self.wait { !results.isEmpty }
      #expect(results == [machine.adapter.engine.value])
      #expect(UIKitRecording.haptics.filter { $0 == .impact(.medium) }.count == 2)
    }
  }
}
