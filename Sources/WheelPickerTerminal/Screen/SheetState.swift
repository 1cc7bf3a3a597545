import WheelPickerCore

/// Everything a sheet remembers between events: the engine (what is selected),
/// where the user is (focus, query, help) and what the layout learnt.
///
/// A value; ``SheetProgram/update(_:_:)`` returns a new one for every event.
public struct SheetState<Model: WheelModel>: Sendable {
  /// The picker; every selection change goes through it.
  public internal(set) var engine: SelectionEngine<Model>
  /// The focused wheel as a position in the model's display order.
  public internal(set) var focus: Int
  /// The search query typed so far.
  public internal(set) var query: String = ""
  /// The matches of ``query``, best first.
  public internal(set) var matches: [SearchMatch] = []
  /// The match currently shown, an index into ``matches``.
  public internal(set) var matchIndex: Int?
  /// Whether the key help replaces the wheels.
  public internal(set) var isHelpShown = false
  /// The terminal size the last ``SheetEvent/resized(_:)`` reported.
  public internal(set) var size: TerminalSize
  /// The random source of the spin action (replayable with a seed).
  public internal(set) var generator: SeededGenerator
  /// Rows each wheel (display position) still has to turn in a spin animation.
  public internal(set) var spinRemaining: [Int] = []
  /// The content width of each wheel, in dependency order, from a sample of its rows.
  public internal(set) var contentWidths: [Int]

  /// Whether an animation is running (the loop then sends ``SheetEvent/tick``).
  public var isAnimating: Bool { spinRemaining.contains { $0 > 0 } }

  /// The focused wheel in dependency order, `nil` when the picker has no wheel.
  public var focusedWheel: Int? {
    let order = engine.model.displayOrder
    return focus >= 0 && focus < order.count ? order[focus] : nil
  }

  /// Creates a state; ``SheetProgram/initialState(engine:size:seed:)`` also measures the wheels.
  init(engine: SelectionEngine<Model>, size: TerminalSize, seed: UInt64) {
    self.engine = engine
    self.size = size
    self.generator = SeededGenerator(seed: seed)
    self.contentWidths = Array(repeating: 1, count: engine.wheelCount)
    let order = engine.model.displayOrder
    focus = order.firstIndex { engine.rowCount(ofWheel: $0) > 0 } ?? 0
  }
}
