import WheelPickerCore

/// How a sheet ended.
public enum SheetEnding: Hashable, Sendable {
  /// Confirmed: the engine's value is the answer.
  case confirmed
  /// Cancelled (Esc, Cancel, a click on the backdrop, the terminal closing).
  case cancelled
  /// Interrupted with Ctrl-C.
  case interrupted
  /// Ended by a signal (SIGTERM, SIGHUP, SIGQUIT, SIGINT) after restoring the terminal.
  case signalled(Int32)

  /// The exit status of a process whose sheet ended so: 0, 1, 130 (a shell's SIGINT), 128 + the
  /// signal; the one definition the `wheelpicker` command uses too.
  public var exitStatus: Int32 {
    switch self {
    case .confirmed: return 0
    case .cancelled: return 1
    case .interrupted: return 130
    case .signalled(let signal): return 128 + signal
    }
  }
}

/// The end of a sheet, the one result every way of running one gives: how
/// it ended, the state it ended in and its last frame.
public struct SheetResult<Model: WheelModel>: Sendable, Equatable {
  /// How it ended.
  public var ending: SheetEnding
  /// The last state.
  public var state: SheetState<Model>
  /// The last frame, at the state's size (`nil` after a signal).
  public var frame: Frame?
  /// Whether the input ended before the sheet did (a terminal that hung up;
  /// a script of keys that ran out): ``ending`` is then the runner's
  /// ``SheetRunner/endOfInput``.
  public var isInputExhausted = false

  /// The answer, when confirmed.
  public var value: Model.Value? { ending == .confirmed ? state.sheet.engine.value : nil }
}
