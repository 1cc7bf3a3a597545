import WheelPickerCore
import WheelPickerTerminal

/// One picker the demo opens, whatever its model: runs it live or headless
/// and gives back how it ended and its display text.
protocol DemoPicker {
  /// Runs the picker on a terminal.
  func runLive(on terminal: any TerminalIO) throws(TerminalError) -> DemoPickerResult
  /// Runs the picker on keys taken from the front of `keys`.
  func runHeadless(keys: inout ArraySlice<Key>, size: TerminalSize) -> DemoPickerResult
}

/// How a demo picker ended.
struct DemoPickerResult {
  /// How the sheet ended.
  var ending: SheetEnding
  /// The answer's display text when confirmed.
  var text: String?
  /// The last frame, for `--print-frame`.
  var frame: Frame?
}

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
