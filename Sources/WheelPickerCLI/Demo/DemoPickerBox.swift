import WheelPickerCore
import WheelPickerTerminal

/// A ``DemoPicker`` over a program and its prepared sheet.
struct DemoPickerBox<Model: WheelModel>: DemoPicker {
  let sheet: PreparedSheet<Model>
  let program: SheetProgram<Model>
  let seed: UInt64
  /// A text field drawn on the backdrop that follows the value.
  var field: (@Sendable (Model.Value) -> TextFieldLine)?
  /// Rows that arrive while the picker is open (children loaded on demand).
  var feed: SheetFeed<Model>?
  /// What to do once the picker has ended (stop the loads still running).
  var finish: (@Sendable () -> Void)?
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
    defer { finish?() }
    let result = try presenter.run(
      sheet.engine, program: programOverBackdrop, seed: seed, on: terminal, feed: feed)
    return (result.ending, result.value.map { sheet.answer($0).text }, result.frame)
  }
}
