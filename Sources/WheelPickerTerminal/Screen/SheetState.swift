import WheelPickerCore
import WheelPickerPresentation

/// Everything a terminal sheet remembers between events: the sheet every face shares
/// (``sheet``: the engine, the focus, the query, a spin — see `PickerSheet`), and what only a
/// terminal has: the terminal's size and where the sheet sits on it, the key help, and the
/// slide-up.
///
/// A value; ``SheetProgram/update(_:_:)`` returns a new one for every event, so a test can
/// state the whole expected state after each step.
public struct SheetState<Model: WheelModel>: Sendable, Equatable {
  /// The state every face shares: engine, phase, focus, query, spin, measured wheels.
  public internal(set) var sheet: PickerSheet<Model>.State
  /// Whether the key help replaces the wheels.
  public internal(set) var isHelpShown = false
  /// The terminal size the last ``SheetEvent/resized(_:)`` reported.
  public internal(set) var size: TerminalSize
  /// The terminal line (zero-based) of the frame's top, from the last
  /// ``SheetEvent/cursorPositionReported(line:)``; mouse reports are moved by it.
  public internal(set) var originLine = 0
  /// How many lines the sheet still is below its place (the slide-up animation).
  public internal(set) var rise = 0

  /// Whether an animation is running (the loop then sends ``SheetEvent/tick``).
  public var isAnimating: Bool { sheet.isSpinning || rise > 0 }

  init(sheet: PickerSheet<Model>.State, size: TerminalSize) {
    self.sheet = sheet
    self.size = size
  }
}
