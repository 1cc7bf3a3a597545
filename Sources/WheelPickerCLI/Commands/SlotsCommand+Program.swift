import WheelPickerCore
import WheelPickerTerminal

extension SlotsCommand {
  /// The machine's program: Space spins every reel, staggered and slowing;
  /// the bar reads WINNING! while the reels show a win, and the bell rings
  /// when a spin stops on one. The reels cannot be searched.
  static func program(
    for sheet: PreparedSheet<SlotMachineModel>, presenter: SheetPresenter
  ) -> SheetProgram<SlotMachineModel> {
    let configuration = presenter.configuration(for: sheet)
    let title = configuration.title
    var program = SheetProgram<SlotMachineModel>(
      unsearchableWith: configuration,
      spin: { _, generator in SlotMachineModel.spinTurns(&generator) },
      liveTitle: { symbols in
        SlotMachineModel.isWin(symbols) ? presenter.words.winning + " " + symbols.joined() : title
      }
    )
    program.sheet.isWin = { SlotMachineModel.isWin($0) }
    return program
  }
}
