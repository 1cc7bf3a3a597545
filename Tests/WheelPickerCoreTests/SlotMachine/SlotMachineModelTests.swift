import Testing
import WheelPickerCore

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
    #expect(model.traits(ofWheel: 0).isCyclic)
    let value = ["🍒", "🔔", "⭐", "💎", "🍇"]
    let engine = try SelectionEngine(model: model, value: value)
    #expect(engine.value == value)
    #expect(throws: WheelPickerError.self) { try SelectionEngine(model: model, value: ["🍒"]) }
  }

  @Test("a seed replays the same starting reels; spins stop left to right")
  func seeded() {
    var firstGenerator = SeededGenerator(seed: 42)
    var secondGenerator = SeededGenerator(seed: 42)
    let first = SlotMachineModel.startingRows(&firstGenerator)
    #expect(first == SlotMachineModel.startingRows(&secondGenerator))
    #expect(first.count == 5 && first.allSatisfy { (0..<SlotMachineModel.symbols.count).contains($0) })
    var generator = SeededGenerator(seed: 9)
    let turns = SlotMachineModel.spinTurns(&generator)
    #expect(turns.count == 5)
    for reel in 1..<5 {
      #expect(turns[reel] > turns[reel - 1], "seed 9, reel \(reel)")
      #expect(turns[reel] >= SlotMachineModel.symbols.count * (2 + reel), "seed 9, reel \(reel)")
    }
  }
}

extension SlotMachineModelTests {
  @Test("a value naming a symbol no reel has is refused by that symbol")
  func unknownSymbol() throws {
    let model = SlotMachineModel()
    #expect(
      kindAndReason {
        try model.keys(for: ["🍒", "🍋", "🎲", "🍉", "🔔"])
      } == KindAndReason(.valueNotAvailable, .notFound))
    // The symbols' own rows, in reel order.
    #expect(
      try model.keys(for: ["🍒", "🍋", "🍊", "🍉", "💎"]) == [
        RowKey(0), RowKey(1), RowKey(2), RowKey(3), RowKey(6),
      ])
  }
}
