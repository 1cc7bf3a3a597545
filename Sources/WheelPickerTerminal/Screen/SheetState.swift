import WheelPickerCore

/// ``SheetState/maximumQueryLength``, kept outside the generic type that cannot store it.
let queryLengthLimit = 4_096

/// Everything a sheet remembers between events: the engine (what is selected),
/// where the user is (focus, query, help), the terminal's size and where the
/// sheet sits on it, the animations under way and what the layout learnt.
///
/// A value; ``SheetProgram/update(_:_:)`` returns a new one for every event,
/// so a test can state the whole expected state after each step.
public struct SheetState<Model: WheelModel>: Sendable, Equatable {
  /// The picker; every selection change goes through it.
  public internal(set) var engine: SelectionEngine<Model>
  /// The focused wheel.
  public internal(set) var focus: DisplayPosition
  /// The longest query, in characters; what is typed or pasted beyond it is dropped.
  public static var maximumQueryLength: Int { queryLengthLimit }

  /// The search query typed so far, at most ``maximumQueryLength`` characters.
  public internal(set) var query: String = ""
  /// Whether characters were dropped from the query at ``maximumQueryLength`` (the status line
  /// says so until the query is edited or cleared).
  public internal(set) var isQueryTruncated = false
  /// The wheel (dependency order) the query was typed in; the search's own
  /// focus moves keep it, so the whole query is searched where it began.
  public internal(set) var queryWheel: Int?
  /// The matches of ``query``, best first.
  public internal(set) var matches: [SearchMatch] = []
  /// The match currently shown, an index into ``matches``.
  public internal(set) var matchIndex: Int?
  /// Whether the key help replaces the wheels.
  public internal(set) var isHelpShown = false
  /// The terminal size the last ``SheetEvent/resized(_:)`` reported.
  public internal(set) var size: TerminalSize
  /// The terminal line (zero-based) of the frame's top, from the last
  /// ``SheetEvent/cursorPositionReported(line:)``; mouse reports are moved by it.
  public internal(set) var originLine = 0
  /// How many lines the sheet still is below its place (the slide-up animation).
  public internal(set) var rise = 0
  /// The random source of the spin action (replayable with a seed).
  public internal(set) var generator: SeededGenerator
  /// Rows each wheel (by display position) still has to turn in a spin animation.
  public internal(set) var spinRemaining: [Int] = []
  /// The content width of each wheel, in dependency order, from a sample of its rows.
  public internal(set) var contentWidths: [Int]

  /// Whether a spin is turning the wheels.
  public var isSpinning: Bool { spinRemaining.contains { $0 > 0 } }

  /// Whether an animation is running (the loop then sends ``SheetEvent/tick``).
  public var isAnimating: Bool { isSpinning || rise > 0 }

  /// The focused wheel in dependency order, `nil` when the picker has no wheel.
  public var focusedWheel: Int? { wheel(at: focus) }

  /// The wheel (dependency order) shown at a position, `nil` outside the sheet.
  public func wheel(at position: DisplayPosition) -> Int? {
    let order = engine.model.displayOrder
    return order.indices.contains(position.offset) ? order[position.offset] : nil
  }

  /// Where a wheel (dependency order) is shown.
  ///
  /// - Complexity: O(wheels).
  public func position(ofWheel wheel: Int) -> DisplayPosition? {
    engine.model.displayOrder.firstIndex(of: wheel).map(DisplayPosition.init)
  }

  /// Creates a state; ``SheetProgram/initialState(engine:size:seed:)`` also measures the wheels.
  init(engine: SelectionEngine<Model>, size: TerminalSize, seed: UInt64) {
    self.engine = engine
    self.size = size
    self.generator = SeededGenerator(seed: seed)
    self.contentWidths = Array(repeating: 1, count: engine.wheelCount)
    let order = engine.model.displayOrder
    focus = DisplayPosition(order.firstIndex { engine.rowCount(ofWheel: $0) > 0 } ?? 0)
  }
}
