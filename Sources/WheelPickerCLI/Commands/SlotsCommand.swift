import WheelPickerCore

/// `wheelpicker slots`: the slot machine (S10).
enum SlotsCommand {
  /// The machine's sheet, its reels on rows drawn from `seed`.
  static func prepare(seed: UInt64, locale: LocaleSetting) -> PreparedSheet<SlotMachineModel> {
    var engine = SelectionEngine(model: SlotMachineModel())
    // A stream of its own: the sheet's spins draw from `SeededGenerator(seed: seed)`,
    // and sharing it would tie every stop to its start.
    var generator = SeededGenerator(seed: seed ^ 0x5EED_5107_5EED_5107)
    for (reel, row) in SlotMachineModel.startingRows(&generator).enumerated() {
      engine.selectRow(row, inWheel: reel)
    }
    return PreparedSheet(engine: engine, title: locale.isChinese ? "老虎机 (空格旋转)" : "Slots (space spins)") {
      symbols in
      PickerAnswer.slots(symbols: symbols, isWin: SlotMachineModel.isWin(symbols))
    }
  }
}
