import WheelPickerCore
import WheelPickerTerminal

/// A ``DemoPicker`` over a program and its prepared sheet.
struct DemoPickerBox<Model: WheelModel>: DemoPicker {
  let sheet: PreparedSheet<Model>
  let program: SheetProgram<Model>
  let seed: UInt64
  /// Wraps the terminal while this picker runs (the slot machine's bell).
  var wrap: (any TerminalIO) -> any TerminalIO = { $0 }

  func runLive(on terminal: any TerminalIO) throws(TerminalError) -> DemoPickerResult {
    let terminal = wrap(terminal)
    let initial = program.initialState(engine: sheet.engine, size: terminal.size, seed: seed)
    return result(try SheetRunner(program: program, terminal: terminal).run(initial))
  }

  func runHeadless(keys: inout ArraySlice<Key>, size: TerminalSize) -> DemoPickerResult {
    let initial = program.initialState(engine: sheet.engine, size: size, seed: seed)
    let stage = HeadlessDriver.run(program, from: initial, keys: &keys, size: size)
    return DemoPickerResult(
      ending: stage.ending, text: stage.value.map { sheet.answer($0).text }, frame: stage.frame)
  }

  private func result(_ result: SheetResult<Model>) -> DemoPickerResult {
    DemoPickerResult(
      ending: result.ending, text: result.value.map { sheet.answer($0).text }, frame: result.frame)
  }
}
