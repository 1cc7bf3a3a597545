import WheelPickerCore
import WheelPickerTerminal

/// A ``DemoPicker`` over a program and its prepared sheet.
struct DemoPickerBox<Model: WheelModel>: DemoPicker {
  let sheet: PreparedSheet<Model>
  let program: SheetProgram<Model>
  let seed: UInt64
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

  func run(
    on terminal: any TerminalIO, presenter: SheetPresenter
  ) throws(TerminalError) -> (ending: SheetEnding, answer: String?, frame: Frame?) {
    let result = try presenter.run(sheet.engine, program: programOverBackdrop, seed: seed, on: terminal)
    return (result.ending, result.value.map { sheet.answer($0).text }, result.frame)
  }
}
