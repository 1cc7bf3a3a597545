import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

/// The bell is an outcome of update (a spin that stops on a win), not a scan of the output.
@Suite("Slot machine bell")
struct SlotsBellTests {
  @Test("the machine rings for wins only, and cannot be searched")
  func ringsForWins() throws {
    let presenter = SheetPresenter(
      options: CommonOptions(locale: .english), environment: [:], console: RecordingConsole())
    let sheet = SlotsCommand.prepare(seed: 1, locale: .english)
    let program = SlotsCommand.program(for: sheet, presenter: presenter)
    let rings = try #require(program.sheet.isWin)
    #expect(rings(["🍒", "🍒", "🍒"]) == SlotMachineModel.isWin(["🍒", "🍒", "🍒"]))
    #expect(!rings(["🍒", "🍋", "⭐"]))
    #expect(program.sheet.search == nil)
    #expect(program.sheet.spin != nil)
  }

  @Test(
    "a win's title is the core's word in the locale's language",
    arguments: [(LocaleSetting.english, "WINNING! 🍒🍒🍒🔔⭐"), (LocaleSetting("zh-Hans"), "中奖了！ 🍒🍒🍒🔔⭐")])
  func winningTitle(_ locale: LocaleSetting, _ expected: String) throws {
    let presenter = SheetPresenter(
      options: CommonOptions(locale: locale), environment: [:], console: RecordingConsole())
    let program = SlotsCommand.program(
      for: SlotsCommand.prepare(seed: 1, locale: locale), presenter: presenter)
    let title = try #require(program.sheet.liveTitle)
    #expect(title(["🍒", "🍒", "🍒", "🔔", "⭐"]) == expected)
    #expect(
      title(["🍒", "🍋", "⭐", "🔔", "💎"])
        == presenter.configuration(for: SlotsCommand.prepare(seed: 1, locale: locale)).title)
  }

  @Test(
    "a spin that stops on a win asks for the bell once, when it stops", arguments: 0..<40 as Range<UInt64>)
  func bellOnStop(seed: UInt64) throws {
    let presenter = SheetPresenter(
      options: CommonOptions(locale: .english), environment: [:], console: RecordingConsole())
    let sheet = SlotsCommand.prepare(seed: seed, locale: .english)
    let program = SlotsCommand.program(for: sheet, presenter: presenter)
    var (state, outcome) = program.update(
      program.initialState(engine: sheet.engine, size: .standard, seed: seed), .key(.character(" ")))
    var outcomes = [outcome]
    while state.sheet.isSpinning {
      (state, outcome) = program.update(state, .tick)
      outcomes.append(outcome)
    }
    let bells = outcomes.filter { $0 == .bellRequested }.count
    #expect(bells == (SlotMachineModel.isWin(state.sheet.engine.value) ? 1 : 0), "seed \(seed)")
    #expect(outcomes.last == (bells == 1 ? .bellRequested : SheetOutcome.none), "seed \(seed)")
  }
}
