import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("SlotMachineModel")
struct SlotMachineModelTests {
  @Test(
    "three or more adjacent equal symbols win",
    arguments: [
      (["🍒", "🍒", "🍒", "🔔", "⭐"], true), (["🔔", "🍒", "🍒", "🍒", "🍒"], true),
      (["🍒", "🍒", "🔔", "🍒", "🍒"], false), (["🍒", "🔔", "🍒", "🔔", "🍒"], false),
      (["⭐", "⭐", "⭐", "⭐", "⭐"], true), (["🍒", "🍒"], false), ([], false),
    ])
  func wins(_ symbols: [String], _ isWin: Bool) {
    #expect(SlotMachineModel.isWin(symbols) == isWin)
  }

  @Test("reels are cyclic and read back their symbols")
  func reels() throws {
    let model = SlotMachineModel()
    #expect(model.isCyclic(wheel: 0))
    let value = ["🍒", "🔔", "⭐", "💎", "7️⃣"]
    let engine = try SelectionEngine(model: model, value: value)
    #expect(engine.value == value)
    #expect(throws: WheelPickerError.self) { try SelectionEngine(model: model, value: ["🍒"]) }
  }

  @Test("a seed replays the same starting reels; spins stop left to right")
  func seeded() {
    let first = SlotsCommand.prepare(seed: 42, locale: .english)
    let second = SlotsCommand.prepare(seed: 42, locale: .english)
    #expect(first.engine.value == second.engine.value)
    var generator = SeededGenerator(seed: 9)
    let turns = SlotMachineModel.spinTurns(&generator)
    #expect(turns.count == 5)
    for reel in 1..<5 {
      #expect(turns[reel] > turns[reel - 1], "seed 9, reel \(reel)")
      #expect(turns[reel] >= SlotMachineModel.symbols.count * (2 + reel), "seed 9, reel \(reel)")
    }
  }

  @Test("the answer names the symbols and the win")
  func answer() throws {
    let sheet = SlotsCommand.prepare(seed: 1, locale: .english)
    let symbols = ["🍒", "🍒", "🍒", "🔔", "⭐"]
    #expect(sheet.answer(symbols).json.serialized == #"{"symbols":["🍒","🍒","🍒","🔔","⭐"],"win":true}"#)
  }
}
