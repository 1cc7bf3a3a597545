import WheelPickerCore

/// A sheet over any `WheelModel`: the pure ``update(_:_:)`` and
/// ``render(_:size:rise:)`` of the Elm architecture, plus what the caller
/// plugs in (search, spin, a live title).
///
/// ```swift
/// let program = SheetProgram(configuration: .init(title: "Region"))
/// var state = program.initialState(engine: SelectionEngine(model: model), size: size)
/// (state, _) = program.update(state, .key(.down))
/// let frame = program.render(state, size: size)
/// ```
/// ``SheetRunner`` runs it on a terminal, ``runHeadless(keys:from:size:confirmsAtEnd:)`` on a list of keys.
public struct SheetProgram<Model: WheelModel>: Sendable {
  /// Looks and behaviour.
  public var configuration: SheetConfiguration
  /// The search behind typed queries.
  public var search: AnySheetSearch<Model>
  /// What Space does with an empty query: the rows each wheel (display position)
  /// should turn, animated with deceleration; `nil` to do nothing.
  public var spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])?
  /// A title computed from the value (`省份-城市` while the wheels move); overrides the fixed title
  /// except during a spin, so a result (WINNING!) shows when the reels stop, with the bell.
  public var liveTitle: (@Sendable (Model.Value) -> String)?
  /// Whether the terminal bell rings when a spin stops on a value (the slot machine's win).
  public var ringsBellAfterSpin: (@Sendable (Model.Value) -> Bool)?
  /// What a full-screen sheet shows behind it, drawn for the current value
  /// and size (the screen the sheet was opened from, dimmed with
  /// ``Frame/dimmed()``; a text field that follows the wheels); `nil` for a
  /// plain dimmed backdrop. Clicks on it still cancel.
  public var backdrop: (@Sendable (Model.Value, TerminalSize) -> Frame)?

  /// Creates a program with the default search of the focused wheel.
  public init(
    configuration: SheetConfiguration = SheetConfiguration(),
    spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])? = nil,
    liveTitle: (@Sendable (Model.Value) -> String)? = nil
  ) {
    self.init(
      configuration: configuration, search: FocusedWheelSearch<Model>(), spin: spin, liveTitle: liveTitle)
  }

  /// Creates a program with a search of the caller's (a cascade-wide search).
  public init<Search: SheetSearching>(
    configuration: SheetConfiguration, search: Search,
    spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])? = nil,
    liveTitle: (@Sendable (Model.Value) -> String)? = nil
  ) where Search.Model == Model {
    self.configuration = configuration
    self.search = AnySheetSearch(search)
    self.spin = spin
    self.liveTitle = liveTitle
  }

  /// The state a sheet starts in: focus on the first non-empty wheel, wheels measured.
  public func initialState(
    engine: SelectionEngine<Model>, size: TerminalSize, seed: UInt64 = 0
  ) -> SheetState<Model> {
    var state = SheetState(engine: engine, size: size.clamped, seed: seed)
    state.contentWidths = (0..<engine.wheelCount).map { contentWidth(ofWheel: $0, in: engine) }
    return state
  }

  /// The text a row shows, sanitized, with its unit as ``SheetConfiguration/unitDisplay`` says.
  func rowText(_ row: Int, inWheel wheel: Int, isCenter: Bool, in engine: SelectionEngine<Model>) -> String {
    let title = TextSanitizer.sanitize(engine.title(ofRow: row, inWheel: wheel))
    guard let unit = configuration.units[wheel], !unit.isEmpty else { return title }
    switch configuration.unitDisplay {
    case .all: return title + TextSanitizer.sanitize(unit)
    case .center:
      if isCenter { return title + TextSanitizer.sanitize(unit) }
      return title + String(repeating: " ", count: DisplayWidth.of(TextSanitizer.sanitize(unit)))
    case .none: return title
    }
  }

  /// The widest row of a wheel among a bounded sample (all rows of a short
  /// wheel; the first, last and evenly spread rows of a long one), so that
  /// measuring never costs O(*n*).
  func contentWidth(ofWheel wheel: Int, in engine: SelectionEngine<Model>) -> Int {
    let count = engine.rowCount(ofWheel: wheel)
    guard count > 0 else { return DisplayWidth.of(configuration.labels.empty) }
    var rows: [Int]
    if count <= 64 {
      rows = Array(0..<count)
    } else {
      rows = Array(0..<24) + Array((count - 8)..<count)
      rows += (1...32).map { $0 * (count - 1) / 33 }
    }
    var widest = 1
    for row in rows {
      widest = max(widest, DisplayWidth.of(rowText(row, inWheel: wheel, isCenter: true, in: engine)))
    }
    return widest
  }
}
