import WheelPickerCore

extension PickerSheet {
  /// Everything a sheet remembers between events, in every face: the engine (what is
  /// selected), where the sheet is in its life, the focused wheel, the query and its matches,
  /// a spin under way, and each wheel's measured content.
  ///
  /// A value: ``PickerSheet/update(_:_:)`` returns a new one for every event, so a test can
  /// state the whole expected state after each step.
  public struct State: Sendable, Equatable {
    /// The picker; every selection change goes through it.
    public internal(set) var engine: SelectionEngine<Model>
    /// Where the sheet is in its life; it ends exactly once.
    public internal(set) var phase: SheetPhase = .presenting
    /// The focused wheel (keys, typing and VoiceOver act on it).
    public internal(set) var focus: DisplayPosition
    /// The search query typed so far, at most ``PickerSheet/maximumQueryLength`` characters.
    public internal(set) var query: String = ""
    /// Whether characters were dropped from the query at ``PickerSheet/maximumQueryLength``.
    public internal(set) var isQueryTruncated = false
    /// The wheel (dependency order) the query was typed in; the search's own focus moves keep
    /// it, so the whole query is searched where it began.
    public internal(set) var queryWheel: Int?
    /// The matches of ``query``, best first.
    public internal(set) var matches: [SearchMatch] = []
    /// The match currently shown, an index into ``matches``.
    public internal(set) var matchIndex: Int?
    /// The search the face is asked to run away from its input loop (a wheel of at least
    /// ``PickerSheet/deferredSearchRows`` rows); `nil` when no search is under way. The sheet
    /// shows what it showed before until the answer arrives.
    public internal(set) var pendingSearch: SheetSearchRequest<Model>?
    /// How many searches were asked for: the generation of the next request, so that a late
    /// answer to an older query is told apart and dropped.
    public internal(set) var searchGeneration = 0
    /// Whether Confirm was pressed while a search was under way: it acts when the answer arrives.
    public internal(set) var confirmsAfterSearch = false
    /// The random source of spins (replayable with a seed).
    public internal(set) var generator: SeededGenerator
    /// Rows each wheel (by display position) still has to turn in a spin.
    public internal(set) var spinRemaining: [Int] = []
    /// The width each wheel's content needs (dependency order), in the metrics' unit, from a
    /// bounded sample of its rows (``PickerSheet/contentWidth(ofWheel:in:)``); measured again
    /// only for the wheels a change reloads.
    public internal(set) var contentWidths: [Double]
    /// The marked rows of the wheel (a sheet with ``PickerSheet/marking``).
    public internal(set) var marks: Set<Int> = []
    /// Whether the last event was a mark refused at the marking's limit (shown and said until the
    /// next event).
    public internal(set) var isMarkLimitReached = false

    /// Whether a search is under way (``pendingSearch``).
    public var isSearching: Bool { pendingSearch != nil }

    /// Whether a spin is turning the wheels.
    public var isSpinning: Bool { spinRemaining.contains { $0 > 0 } }

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

    init(engine: SelectionEngine<Model>, seed: UInt64) {
      self.engine = engine
      generator = SeededGenerator(seed: seed)
      contentWidths = Array(repeating: 0, count: engine.wheelCount)
      let order = engine.model.displayOrder
      focus = DisplayPosition(order.firstIndex { engine.rowCount(ofWheel: $0) > 0 } ?? 0)
    }
  }

  /// The longest query, in characters; what is typed or pasted beyond it is dropped.
  public static var maximumQueryLength: Int { 4_096 }
}
