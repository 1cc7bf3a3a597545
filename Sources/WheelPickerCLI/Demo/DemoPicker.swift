import WheelPickerCore
import WheelPickerTerminal

/// One picker the demo opens, whatever its model.
protocol DemoPicker {
  /// The screen behind the picker (the dimmed menu), at a size.
  var backdrop: (@Sendable (TerminalSize) -> Frame)? { get set }
  /// Runs the picker on `terminal` as `presenter` runs every sheet: how it
  /// ended, the answer's display text when it was confirmed, and the last frame.
  func run(
    on terminal: any TerminalIO, presenter: SheetPresenter
  ) throws(TerminalError) -> (ending: SheetEnding, answer: String?, frame: Frame?)
}
