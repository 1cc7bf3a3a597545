import WheelPickerCore

/// A sheet over any `WheelModel`: the pure ``update(_:_:)`` and
/// ``render(_:)`` of the Elm architecture, plus what the caller plugs in
/// (search, spin, a live title, a bell).
///
/// What belongs to a wheel (unit, width weight, wrapping, page size) comes
/// from the model's `traits(ofWheel:)`; rows move through the engine's
/// `step(_:inWheel:)`, so every face steps the same way.
///
/// ```swift
/// let program = SheetProgram(configuration: .init(title: "Region"))
/// var state = program.initialState(engine: SelectionEngine(model: model), size: size)
/// (state, _) = program.update(state, .key(.down))
/// let frame = program.render(state)
/// ```
/// ``SheetRunner`` runs it, on a terminal or on a script of keys (``ScriptedTerminal``).
public struct SheetProgram<Model: WheelModel>: Sendable {
  /// Looks and behaviour.
  public var configuration: SheetConfiguration { didSet { prepareTexts() } }
  /// The search behind typed queries; `nil` for a sheet that cannot be
  /// searched (typing does nothing, and help does not offer it).
  public var search: AnySheetSearch<Model>? { didSet { prepareTexts() } }
  /// What Space does with an empty query: the rows each wheel (by display position)
  /// should turn, animated with deceleration; `nil` to do nothing (Space is then not in the help).
  public var spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])? {
    didSet { prepareTexts() }
  }
  /// The labels and key help, sanitized and measured once (prepared again when the three above change).
  private(set) var texts: SheetTexts
  /// A title computed from the value (`省份-城市` while the wheels move); overrides the fixed title
  /// except during a spin, so a result (WINNING!) shows when the reels stop.
  public var liveTitle: (@Sendable (Model.Value) -> String)?
  /// Whether the bell rings when a spin stops on a value (the slot machine's
  /// win): update then returns ``SheetOutcome/bellRequested``.
  public var ringsBellAfterSpin: (@Sendable (Model.Value) -> Bool)?
  /// What a full-screen sheet shows behind it, drawn for the current value
  /// and size (the screen the sheet was opened from, dimmed with
  /// ``Frame/dimmed()``; a text field that follows the wheels); `nil` for a
  /// plain dimmed backdrop. Clicks on it still cancel.
  public var backdrop: (@Sendable (Model.Value, TerminalSize) -> Frame)?
  /// Whether Confirm must wait for a value (a wheel still loading its rows, or showing a failed
  /// load): Confirm then returns ``SheetOutcome/confirmationHeld`` instead of confirming; `nil`
  /// to confirm every value.
  public var holdsConfirmation: (@Sendable (Model.Value) -> Bool)?

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
    texts = Self.texts(configuration, hasSearch: true, hasSpin: spin != nil)
  }

  /// Creates a program whose sheet cannot be searched (a slot machine's reels).
  public init(
    unsearchableWith configuration: SheetConfiguration,
    spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])? = nil,
    liveTitle: (@Sendable (Model.Value) -> String)? = nil
  ) {
    self.configuration = configuration
    self.search = nil
    self.spin = spin
    self.liveTitle = liveTitle
    texts = Self.texts(configuration, hasSearch: false, hasSpin: spin != nil)
  }

  /// Whether a command does something in this sheet over `engine`: Space
  /// only where something spins, matches and query editing only where there
  /// is a search, wheel changes only where there are two wheels or more.
  public func isAvailable(_ command: SheetCommand, in engine: SelectionEngine<Model>) -> Bool {
    Self.isAvailable(
      command, hasSearch: search != nil, hasSpin: spin != nil,
      severalWheels: engine.model.displayOrder.count > 1)
  }

  private static func isAvailable(
    _ command: SheetCommand, hasSearch: Bool, hasSpin: Bool, severalWheels: Bool
  ) -> Bool {
    switch command {
    case .spin: hasSpin
    case .nextMatch, .previousMatch, .deleteBackward: hasSearch
    case .previousWheel, .nextWheel, .previousWheelWrapping, .nextWheelWrapping: severalWheels
    default: true
    }
  }

  /// The help entries of the commands that do something in this sheet.
  func helpEntries(shortOnly: Bool, in engine: SelectionEngine<Model>) -> [(keys: String, summary: String)] {
    configuration.keyMap.helpEntries(shortOnly: shortOnly, listsTyping: search != nil) {
      isAvailable($0, in: engine)
    }
  }

  private static func texts(_ configuration: SheetConfiguration, hasSearch: Bool, hasSpin: Bool) -> SheetTexts
  {
    SheetTexts(configuration: configuration, listsTyping: hasSearch) {
      isAvailable($0, hasSearch: hasSearch, hasSpin: hasSpin, severalWheels: $1)
    }
  }

  private mutating func prepareTexts() {
    texts = Self.texts(configuration, hasSearch: search != nil, hasSpin: spin != nil)
  }

  /// Rows a page moves in `wheel`: the wheel's own page (years: 10), else the visible rows − 1.
  func pageSize(ofWheel wheel: Int, in engine: SelectionEngine<Model>) -> Int {
    min(1 << 40, max(1, engine.model.traits(ofWheel: wheel).pageSize ?? (configuration.visibleRows - 1)))
  }

  /// The state a sheet starts in: focus on the first non-empty wheel, wheels measured.
  public func initialState(
    engine: SelectionEngine<Model>, size: TerminalSize, seed: UInt64 = 0
  ) -> SheetState<Model> {
    var state = SheetState(engine: engine, size: size.clamped, seed: seed)
    state.contentWidths = (0..<engine.wheelCount).map { contentWidth(ofWheel: $0, in: engine) }
    return state
  }

  /// The text a row shows, sanitized; the wheel's unit (sanitized, from its
  /// traits) is drawn beside the centre row only, and the other rows keep its
  /// room so that digits stay aligned.
  func rowText(
    _ row: Int, inWheel wheel: Int, unit: String, isCenter: Bool, in engine: SelectionEngine<Model>
  )
    -> String
  {
    let title = TextSanitizer.sanitize(engine.title(ofRow: row, inWheel: wheel))
    guard !unit.isEmpty else { return title }
    return title + (isCenter ? unit : String(repeating: " ", count: DisplayWidth.of(unit)))
  }

  /// A wheel's unit as drawn: sanitized, empty for none.
  func unit(ofWheel wheel: Int, in engine: SelectionEngine<Model>) -> String {
    engine.model.traits(ofWheel: wheel).unit.map(TextSanitizer.sanitize) ?? ""
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
    let unit = unit(ofWheel: wheel, in: engine)
    var widest = 1
    for row in rows {
      widest = max(
        widest, DisplayWidth.of(rowText(row, inWheel: wheel, unit: unit, isCenter: true, in: engine)))
    }
    return widest
  }
}
