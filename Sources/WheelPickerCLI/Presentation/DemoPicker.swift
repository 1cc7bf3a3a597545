import WheelPickerCore
import WheelPickerTerminal

/// One picker the demo opens, whatever its model: runs it live or headless
/// and gives back how it ended and its display text.
protocol DemoPicker {
  /// The screen behind the picker (the dimmed menu), at a size.
  var backdrop: (@Sendable (TerminalSize) -> Frame)? { get set }
  /// Runs the picker on a terminal.
  func runLive(on terminal: any TerminalIO) throws(TerminalError) -> DemoPickerResult
  /// Runs the picker on keys taken from the front of `keys`.
  func runHeadless(keys: inout ArraySlice<Key>, size: TerminalSize) -> DemoPickerResult
}
