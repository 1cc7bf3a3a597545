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
/// let model = RegionModel(dataset: .china)
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
  public var configuration: SheetConfiguration { didSet { configureSheet() } }
  /// The program every face shares: what each event does, and the layout plan. Set its search,
  /// spin, live title, win (the bell after a spin: ``SheetOutcome/bellRequested``) and what holds
  /// Confirm back (``SheetOutcome/confirmationHeld``) here; its words, title, rows, button titles
  /// and metrics follow ``configuration``.
  public var sheet: PickerSheet<Model> { didSet { prepareTexts() } }
  /// The labels and key help, sanitized and measured once (prepared again when ``sheet`` or
  /// ``configuration`` changes what they are made from).
  private(set) var texts: SheetTexts
  /// What ``texts`` were made from.
  private var textsKey: SheetTexts.Key
  /// What a full-screen sheet shows behind it, drawn for the current value
  /// and size (the screen the sheet was opened from, dimmed with
  /// ``Frame/dimmed()``; a text field that follows the wheels); `nil` for a
  /// plain dimmed backdrop. Clicks on it still cancel.
  public var backdrop: (@Sendable (Model.Value, TerminalSize) -> Frame)?
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
    sheet = PickerSheet(words: configuration.labels.words, search: search, metrics: Self.terminalMetrics)
    Self.configure(&sheet, configuration)
    sheet.spin = spin
    sheet.liveTitle = liveTitle
    // A terminal has no screen reader channel of its own: the frame says what moved.
    sheet.announces = false
    textsKey = Self.textsKey(configuration, sheet: sheet)
    texts = SheetTexts(textsKey)
  }

  /// The help entries of the intents that do something in this sheet.
  func helpEntries(shortOnly: Bool, in engine: SelectionEngine<Model>) -> [KeyHelp] {
    configuration.keyMap.helpEntries(shortOnly: shortOnly, listsTyping: sheet.search != nil) {
      sheet.isAvailable($0, wheelCount: engine.model.displayOrder.count)
    }
  }

  private static func textsKey(
    _ configuration: SheetConfiguration, sheet: PickerSheet<Model>
  ) -> SheetTexts.Key {
    SheetTexts.Key(
      configuration: configuration, cancel: sheet.leadingButtonTitle ?? "",
      confirm: sheet.trailingButtonTitle,
      listsTyping: sheet.search != nil
    ) {
      sheet.isAvailable($0, wheelCount: $1)
    }
  }

  /// Makes the texts again when what they are made from changed: setting the query, the spin or
  /// the marks leaves them as they are.
  private mutating func prepareTexts() {
    let key = Self.textsKey(configuration, sheet: sheet)
    guard key != textsKey else { return }
    textsKey = key
    texts = SheetTexts(key)
  }

  private mutating func configureSheet() {
    Self.configure(&sheet, configuration)
  }

  /// What the program takes from the configuration: its words, title, rows and button titles.
  private static func configure(_ sheet: inout PickerSheet<Model>, _ configuration: SheetConfiguration) {
    sheet.words = configuration.labels.words
    sheet.title = configuration.title
    sheet.visibleRows = configuration.visibleRows
    sheet.cancelTitle = configuration.cancelTitle
    sheet.confirmTitle = configuration.confirmTitle
  }

  /// The state a sheet starts in: focus on the first non-empty wheel, wheels measured, and
  /// the configuration's ``SheetConfiguration/query`` typed.
  public func initialState(
    engine: SelectionEngine<Model>, size: TerminalSize, seed: UInt64 = 0
  ) -> SheetState<Model> {
    var state = sheet.initialState(engine: engine, seed: seed)
    if !configuration.query.isEmpty, let typed = sheet.event(typing: configuration.query, in: state) {
      (state, _) = sheet.update(state, typed)
    }
    return SheetState(sheet: state, size: size.clamped)
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
