import WheelPickerCore
import WheelPickerTerminal

/// A ``DemoPicker`` over a program and its prepared sheet.
struct DemoPickerBox<Model: WheelModel>: DemoPicker {
  let sheet: PreparedSheet<Model>
  let program: SheetProgram<Model>
  let seed: UInt64
  /// Wraps the terminal while this picker runs (the slot machine's bell).
  var wrap: (any TerminalIO) -> any TerminalIO = { $0 }
  /// A text field drawn on the backdrop that follows the value (S11).
  var field: (@Sendable (Model.Value) -> TextFieldLine)?
  /// The screen behind the picker.
  var backdrop: (@Sendable (TerminalSize) -> Frame)?

  /// The program with the backdrop (and the field on it) behind the sheet.
  private var programOverBackdrop: SheetProgram<Model> {
    var program = program
    guard let backdrop else { return program }
    let field = field
    program.backdrop = { value, size in
      var frame = backdrop(size)
      field?(value).draw(into: &frame)
      return frame
    }
    return program
  }

  func runLive(on terminal: any TerminalIO) throws(TerminalError) -> DemoPickerResult {
    let terminal = wrap(terminal)
    let program = programOverBackdrop
    let initial = program.initialState(engine: sheet.engine, size: terminal.size, seed: seed)
    return result(try SheetRunner(program: program, terminal: terminal).run(initial))
  }

  func runHeadless(keys: inout ArraySlice<Key>, size: TerminalSize) -> DemoPickerResult {
    let program = programOverBackdrop
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
