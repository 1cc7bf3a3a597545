import Testing
import WheelPickerCore

@Suite("SlotMachineModel: symbols it does not have")
struct SlotMachineModelCoverageTests {
  @Test("a value naming a symbol no reel has is refused by that symbol")
  func unknownSymbol() throws {
    let model = SlotMachineModel()
    #expect(throws: WheelPickerError(.valueNotAvailable, "🎲 is not a symbol of the reels")) {
      try model.keys(for: ["🍒", "🍋", "🎲", "🍉", "🔔"])
    }
    // The symbols' own rows, in reel order.
    #expect(
      try model.keys(for: ["🍒", "🍋", "🍊", "🍉", "💎"]) == [
        RowKey(0), RowKey(1), RowKey(2), RowKey(3), RowKey(6),
      ])
  }
}
