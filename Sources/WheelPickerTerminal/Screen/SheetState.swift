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

  /// The longest query, in characters; what is typed or pasted beyond it is dropped.
  public static var maximumQueryLength: Int { PickerSheet<Model>.maximumQueryLength }

  /// The picker; every selection change goes through it.
  public var engine: SelectionEngine<Model> { sheet.engine }
  /// The focused wheel.
  public var focus: DisplayPosition { sheet.focus }
  /// The search query typed so far.
  public var query: String { sheet.query }
  /// Whether characters were dropped from the query at ``maximumQueryLength``.
  public var isQueryTruncated: Bool { sheet.isQueryTruncated }
  /// The wheel (dependency order) the query was typed in.
  public var queryWheel: Int? { sheet.queryWheel }
  /// The matches of ``query``, best first.
  public var matches: [SearchMatch] { sheet.matches }
  /// The match currently shown, an index into ``matches``.
  public var matchIndex: Int? { sheet.matchIndex }
  /// Rows each wheel (by display position) still has to turn in a spin animation.
  public var spinRemaining: [Int] { sheet.spinRemaining }

  /// Whether a spin is turning the wheels.
  public var isSpinning: Bool { sheet.isSpinning }

  /// Whether an animation is running (the loop then sends ``SheetEvent/tick``).
  public var isAnimating: Bool { isSpinning || rise > 0 }

  /// The focused wheel in dependency order, `nil` when the picker has no wheel.
  public var focusedWheel: Int? { sheet.focusedWheel }

  /// The wheel (dependency order) shown at a position, `nil` outside the sheet.
  public func wheel(at position: DisplayPosition) -> Int? { sheet.wheel(at: position) }

  /// Where a wheel (dependency order) is shown.
  ///
  /// - Complexity: O(wheels).
  public func position(ofWheel wheel: Int) -> DisplayPosition? { sheet.position(ofWheel: wheel) }

  init(sheet: PickerSheet<Model>.State, size: TerminalSize) {
    self.sheet = sheet
    self.size = size
  }
}
