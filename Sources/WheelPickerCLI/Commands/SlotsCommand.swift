import WheelPickerCore

/// `wheelpicker slots`: the slot machine.
enum SlotsCommand: SubcommandDefinition {
  static let name = "slots"
  static let summary = "spin the slot machine"

  static let options: [OptionSpec<SlotsOptions>] = [
    OptionSpec("--seed", .value("N"), "seed of the spins, for a replayable run") {
      options, text throws(UsageError) in
      options.seed = try WholeNumber.parseSeed(text, option: "--seed")
    }
  ]

  /// The machine's sheet, its reels on rows drawn from `--seed` (else a random seed).
  static func prepare(_ options: SlotsOptions, in context: CommandContext) -> PreparedSheet<SlotMachineModel>
  {
    prepare(seed: options.seed ?? UInt64.random(in: 0...UInt64.max), locale: context.locale)
  }

  /// The machine's sheet, its reels on rows drawn from `seed`.
  static func prepare(seed: UInt64, locale: LocaleSetting) -> PreparedSheet<SlotMachineModel> {
    var engine = SelectionEngine(model: SlotMachineModel())
    // A stream of its own: the sheet's spins draw from `SeededGenerator(seed: seed)`,
    // and sharing it would tie every stop to its start.
    var generator = SeededGenerator(seed: seed ^ 0x5EED_5107_5EED_5107)
    for (reel, row) in SlotMachineModel.startingRows(&generator).enumerated() {
      engine.selectRow(row, inWheel: reel)
    }
    return PreparedSheet(
      engine: engine, title: locale.words.slotMachineTitle
    ) {
      symbols in
      PickerAnswer.slots(symbols: symbols, isWin: SlotMachineModel.isWin(symbols))
    }
  }

  /// Spins from `--seed`, else from a random seed, with the machine's own program.
  static func run(
    _ options: SlotsOptions, in context: CommandContext, presenter: SheetPresenter
  ) -> ExitStatus {
    let seed = options.seed ?? UInt64.random(in: 0...UInt64.max)
    let sheet = prepare(seed: seed, locale: context.locale)
    return presenter.present(sheet, program: program(for: sheet, presenter: presenter), seed: seed)
  }
}

/// The options of `wheelpicker slots`.
struct SlotsOptions: SubcommandOptions {
  /// The spins' random seed (`--seed`), `nil` for a random one.
  var seed: UInt64?

}
