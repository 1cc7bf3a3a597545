import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("SlotsCommand")
struct SlotsCommandTests {
  @Test("a seed replays the same starting reels")
  func seeded() {
    let first = SlotsCommand.prepare(seed: 42, locale: .english)
    let second = SlotsCommand.prepare(seed: 42, locale: .english)
    #expect(first.engine.value == second.engine.value)
  }

  @Test("the answer names the symbols and the win")
  func answer() throws {
    let sheet = SlotsCommand.prepare(seed: 1, locale: .english)
    let symbols = ["🍒", "🍒", "🍒", "🔔", "⭐"]
    #expect(sheet.answer(symbols).json.serialized == #"{"symbols":["🍒","🍒","🍒","🔔","⭐"],"win":true}"#)
  }
}
