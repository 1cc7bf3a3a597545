import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI

/// What a slot machine reported.
@MainActor final class SlotCounts {
  var spins = 0
  var wins = 0
}

@MainActor
@Suite("SlotMachineView: scripted spins")
struct SlotMachineSessionTests {
  let winning = Faces.words.winning

  /// The reels' symbols after each of the first `spins` spins of a machine made with `seed`, as the
  /// core turns them (the view steps its engine by the same turns).
  static func outcomes(seed: UInt64, spins: Int) -> [[String]] {
    engines(seed: seed, spins: spins).map(\.value)
  }

  /// The machine's engine after each of the first `spins` spins of a machine made with `seed`.
  static func engines(seed: UInt64, spins: Int) -> [SelectionEngine<SlotMachineModel>] {
    var generator = SeededGenerator(seed: seed)
    var engine = SelectionEngine(model: SlotMachineModel())
    for (reel, row) in SlotMachineModel.startingRows(&generator).enumerated() {
      _ = engine.selectRow(row, inWheel: reel)
    }
    return (0..<spins).map { _ in
      for (reel, turns) in SlotMachineModel.spinTurns(&generator).enumerated() {
        _ = engine.step(turns, inWheel: reel)
      }
      return engine
    }
  }

  /// The first seed whose first `spins` spins all win.
  static func seed(winning spins: Int) -> UInt64? {
    (0..<50_000).first { seed in outcomes(seed: seed, spins: spins).allSatisfy(SlotMachineModel.isWin) }
  }

  @Test("onWin is called after the last reel stops, not when the spin starts")
  func winAfterStop() async throws {
    let seed = try #require(Self.seed(winning: 1))
    let counts = SlotCounts()
    let host = ViewHost(
      face:
        SlotMachineView(seed: seed, onSpin: { counts.spins += 1 }, onWin: { counts.wins += 1 }))
    await host.finishTasks()
    #expect(counts.wins == 0, "nothing is won before a spin")
    host.press(try #require(host.button(Faces.words.spin)))
    #expect(counts.spins == 1)
    #expect(counts.wins == 0, "the reels have only started")
    #expect(!host.visibleTexts.contains(winning))
    await host.finishTasks()
    #expect(counts.wins == 1)
    #expect(host.visibleTexts.contains(winning))
    let reels = host.all { $0.accessibilityLabel?.hasPrefix("Reel") == true }.compactMap(\.accessibilityValue)
    let expected = try #require(Self.engines(seed: seed, spins: 1).first)
    #expect(reels == (0..<5).map { expected.accessibilityValue(ofWheel: $0, words: Faces.words) })
  }

  @Test("a second spin in a row hides WINNING! until its reels stop, and wins again only then")
  func secondSpin() async throws {
    let seed = try #require(Self.seed(winning: 2))
    let counts = SlotCounts()
    let host = ViewHost(
      face:
        SlotMachineView(seed: seed, onSpin: { counts.spins += 1 }, onWin: { counts.wins += 1 }))
    host.press(try #require(host.button(Faces.words.spin)))
    await host.finishTasks()
    #expect(host.visibleTexts.contains(winning))
    #expect(counts.wins == 1)
    host.press(try #require(host.button(Faces.words.spin)))
    #expect(counts.spins == 2)
    #expect(!host.visibleTexts.contains(winning), "the second spin's reels are still turning")
    #expect(counts.wins == 1)
    await host.finishTasks()
    #expect(host.visibleTexts.contains(winning))
    #expect(counts.wins == 2)
  }

  @Test("Spin pressed while the reels turn starts nothing: one spin, one win when the reels stop")
  func spinWhileTurning() async throws {
    let seed = try #require(Self.seed(winning: 1))
    let counts = SlotCounts()
    let host = ViewHost(
      face:
        SlotMachineView(seed: seed, onSpin: { counts.spins += 1 }, onWin: { counts.wins += 1 }))
    let spin = try #require(host.button(Faces.words.spin))
    #expect(spin.isEnabledButton)
    host.press(spin)
    let turning = try #require(host.button(Faces.words.spin))
    #expect(!turning.isEnabledButton, "Spin is disabled while the reels turn")
    host.press(turning)
    host.press(spin)
    #expect(counts.spins == 1, "the program starts no spin while the reels turn")
    #expect(counts.wins == 0)
    await host.finishTasks()
    #expect(counts.spins == 1)
    #expect(counts.wins == 1)
    #expect(host.visibleTexts.contains(winning))
    host.press(try #require(host.button(Faces.words.spin)))
    #expect(counts.spins == 2, "Spin starts again once the reels have stopped")
    #expect(!host.visibleTexts.contains(winning))
  }
}
