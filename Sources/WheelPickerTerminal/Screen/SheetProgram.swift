import WheelPickerCore
import WheelPickerPresentation

/// A terminal sheet over any `WheelModel`: the pure ``update(_:_:)`` and ``render(_:)`` of the
/// Elm architecture. What a sheet does is decided by the program every face shares
/// (``sheet``, a `PickerSheet`: moves, focus, search, spin, Confirm and Cancel, widths,
/// placeholders, separators, units); this type only turns keys, the mouse and resizes into its
/// events, and draws its plan in cells, with what only a terminal has (key help, a slide-up in
/// lines, a bell).
///
/// <!-- snippet:
/// let model = try RegionModel(dataset: .china)
/// let size = TerminalSize(columns: 80, lines: 24)
/// -->
/// ```swift
/// let program = SheetProgram<RegionModel>(configuration: .init(title: "Region"))
/// var state = program.initialState(engine: SelectionEngine(model: model), size: size)
/// (state, _) = program.update(state, .key(.down))
/// let frame = program.render(state)
/// ```
/// ``SheetRunner`` runs it, on a terminal or on a script of keys (``ScriptedTerminal``).
public struct SheetProgram<Model: WheelModel>: Sendable {
  /// Looks and behaviour.
  public var configuration: SheetConfiguration {
    didSet {
      configureSheet()
      prepareTexts()
    }
  }
  /// The program every face shares: what each event does, and the layout plan.
  public private(set) var sheet: PickerSheet<Model>
  /// The search behind typed queries; `nil` for a sheet that cannot be
  /// searched (typing does nothing, and help does not offer it).
  public var search: AnySheetSearch<Model>? {
    get { sheet.search }
    set {
      sheet.search = newValue
      prepareTexts()
    }
  }
  /// What Space does with an empty query: the rows each wheel (by display position)
  /// should turn, animated with deceleration; `nil` to do nothing (Space is then not in the help).
  public var spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])? {
    get { sheet.spin }
    set {
      sheet.spin = newValue
      prepareTexts()
    }
  }
  /// The labels and key help, sanitized and measured once (prepared again when the three above change).
  private(set) var texts: SheetTexts
  /// A title computed from the value (`省份-城市` while the wheels move); overrides the fixed title
  /// except during a spin, so a result (WINNING!) shows when the reels stop.
  public var liveTitle: (@Sendable (Model.Value) -> String)? {
    get { sheet.liveTitle }
    set { sheet.liveTitle = newValue }
  }
  /// Whether the bell rings when a spin stops on a value (the slot machine's
  /// win): update then returns ``SheetOutcome/bellRequested``.
  public var ringsBellAfterSpin: (@Sendable (Model.Value) -> Bool)? {
    get { sheet.isWin }
    set { sheet.isWin = newValue }
  }
  /// What a full-screen sheet shows behind it, drawn for the current value
  /// and size (the screen the sheet was opened from, dimmed with
  /// ``Frame/dimmed()``; a text field that follows the wheels); `nil` for a
  /// plain dimmed backdrop. Clicks on it still cancel.
  public var backdrop: (@Sendable (Model.Value, TerminalSize) -> Frame)?
  /// Whether Confirm must wait for a value (a wheel still loading its rows, or showing a failed
  /// load): Confirm then returns ``SheetOutcome/confirmationHeld`` instead of confirming; `nil`
  /// to confirm every value.
  public var holdsConfirmation: (@Sendable (Model.Value) -> Bool)? {
    get { sheet.holdsConfirmation }
    set { sheet.holdsConfirmation = newValue }
  }

  /// How a terminal measures: display cells of the sanitized text, a focus mark either side of
  /// a wheel, one cell between wheels, two either side of a separator, units as drawn
  /// (`drawnUnit(_:)`).
  public static var terminalMetrics: SheetMetrics {
    SheetMetrics(
      measure: { Double(DisplayWidth.of(TextSanitizer.sanitize($0))) },
      measureUnit: { Double(DisplayWidth.of(drawnUnit($0))) }, wheelPadding: 1, gap: 1,
      separatorPadding: 2, unitSpacing: 0, minimumWheelWidth: 3, isWhole: true)
  }

  /// A unit as drawn after a row's text, sanitized: a word in letters one cell wide is set off
  /// by a space (`2 hr`), a wide one follows the number directly (`2026年`).
  static func drawnUnit(_ unit: String) -> String {
    let unit = TextSanitizer.sanitize(unit)
    guard let first = unit.first, first.isLetter, DisplayWidth.of(String(first)) == 1 else { return unit }
    return " " + unit
  }

  /// Creates a program with the default search of the focused wheel.
  public init(
    configuration: SheetConfiguration = SheetConfiguration(),
    spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])? = nil,
    liveTitle: (@Sendable (Model.Value) -> String)? = nil
  ) {
    self.init(
      configuration: configuration, search: AnySheetSearch(FocusedWheelSearch<Model>()), spin: spin,
      liveTitle: liveTitle)
  }

  /// Creates a program with a search of the caller's (a cascade-wide search).
  public init<Search: SheetSearching>(
    configuration: SheetConfiguration, search: Search,
    spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])? = nil,
    liveTitle: (@Sendable (Model.Value) -> String)? = nil
  ) where Search.Model == Model {
    self.init(configuration: configuration, search: AnySheetSearch(search), spin: spin, liveTitle: liveTitle)
  }

  /// Creates a program whose sheet cannot be searched (a slot machine's reels).
  public init(
    unsearchableWith configuration: SheetConfiguration,
    spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])? = nil,
    liveTitle: (@Sendable (Model.Value) -> String)? = nil
  ) {
    self.init(configuration: configuration, search: nil, spin: spin, liveTitle: liveTitle)
  }

  private init(
    configuration: SheetConfiguration, search: AnySheetSearch<Model>?,
    spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])?,
    liveTitle: (@Sendable (Model.Value) -> String)?
  ) {
    self.configuration = configuration
    sheet = PickerSheet(
      words: configuration.labels.words, title: configuration.title, search: search,
      metrics: Self.terminalMetrics, visibleRows: configuration.visibleRows)
    sheet.spin = spin
    sheet.liveTitle = liveTitle
    // A terminal has no screen reader channel of its own: the frame says what moved.
    sheet.announces = false
    texts = Self.texts(configuration, hasSearch: search != nil, hasSpin: spin != nil)
  }

  /// Whether a command does something in this sheet over `engine`: Space
  /// only where something spins, matches and query editing only where there
  /// is a search, wheel changes only where there are two wheels or more.
  public func isAvailable(_ command: SheetAction, in engine: SelectionEngine<Model>) -> Bool {
    Self.isAvailable(
      command, hasSearch: search != nil, hasSpin: spin != nil,
      severalWheels: engine.model.displayOrder.count > 1)
  }

  private static func isAvailable(
    _ command: SheetAction, hasSearch: Bool, hasSpin: Bool, severalWheels: Bool
  ) -> Bool {
    switch command {
    case .spin: hasSpin
    case .nextMatch, .previousMatch, .deleteBackward: hasSearch
    case .previousWheel, .nextWheel, .previousWheelWrapping, .nextWheelWrapping: severalWheels
    default: true
    }
  }

  /// The help entries of the commands that do something in this sheet.
  func helpEntries(shortOnly: Bool, in engine: SelectionEngine<Model>) -> [KeyHelp] {
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

  private mutating func configureSheet() {
    sheet.words = configuration.labels.words
    sheet.title = configuration.title
    sheet.visibleRows = configuration.visibleRows
  }

  /// The state a sheet starts in: focus on the first non-empty wheel, wheels measured.
  public func initialState(
    engine: SelectionEngine<Model>, size: TerminalSize, seed: UInt64 = 0
  ) -> SheetState<Model> {
    SheetState(sheet: sheet.initialState(engine: engine, seed: seed), size: size.clamped)
  }

  /// The text a row shows, sanitized; the wheel's unit (sanitized) is drawn beside the centre
  /// row only, and the other rows keep its room so that digits stay aligned.
  func rowText(
    _ row: Int, inWheel wheel: Int, unit: String, isCenter: Bool, in engine: SelectionEngine<Model>
  )
    -> String
  {
    let title = TextSanitizer.sanitize(engine.title(ofRow: row, inWheel: wheel))
    guard !unit.isEmpty else { return title }
    return title + (isCenter ? unit : String(repeating: " ", count: DisplayWidth.of(unit)))
  }
}
