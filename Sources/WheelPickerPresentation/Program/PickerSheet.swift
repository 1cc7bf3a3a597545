import WheelPickerCore

/// The rules of a picker sheet, the same in every face: what each event does to the sheet's
/// ``State`` and which ``Effect``s a face must carry out, and where everything goes
/// (``plan(_:width:)``).
///
/// A face — the terminal, UIKit, SwiftUI — only turns what the user does into an ``Event``
/// (a key, a touch, a VoiceOver adjustment), feeds it to ``update(_:_:)``, keeps the new state,
/// and carries out the effects (reload a component, scroll a wheel, post an announcement,
/// report the value, slide the sheet away). Nothing is decided in a face.
///
/// <!-- snippet:
/// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
/// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
/// var configuration = DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now)
/// configuration.initialValue = .fields(year: 2026, month: 1, day: 31)
/// var engine = SelectionEngine(model: try DatePickerModel(configuration))
/// -->
/// ```swift
/// let words = PickerWords(language: .english)
/// let sheet = PickerSheet<DatePickerModel>(
///   words: words, title: "Date", metrics: .points(style: SheetStyle(words: words), geometry: SheetGeometry()))
/// var state = sheet.initialState(engine: engine)
/// var effects: [PickerSheet<DatePickerModel>.Effect]
/// (state, effects) = sheet.update(state, .appeared)
/// (state, effects) = sheet.update(state, .rowSettled(row: 1, at: DisplayPosition(1)))   // January 31 → February
/// // effects: .reload([2]), .show(row: 27, wheel: 2, animated: true), .announce("Day changed to 28: …"), …
/// (state, effects) = sheet.update(state, .confirm(shownRows: nil))
/// // effects: .reportValue(February 28), .dismiss(animated: true)
/// ```
///
/// The program is a value: its configuration (words, search, spin, what holds Confirm back, how
/// text is measured) is set once; ``update(_:_:)`` and ``plan(_:width:)`` are pure.
public struct PickerSheet<Model: WheelModel>: Sendable {
  /// The words of the sheet: buttons, the empty-wheel placeholder, announcements, the range
  /// separator.
  public var words: PickerWords
  /// The title shown between the buttons while nothing is searched.
  public var title: String
  /// A title computed from the value (`省份-城市` while the wheels move), shown instead of
  /// ``title`` except while the wheels spin, so a result (WINNING!) shows when the reels stop.
  public var liveTitle: (@Sendable (Model.Value) -> String)?
  /// What the bar offers: Cancel and Confirm, Done alone, or Spin alone.
  public var buttons: SheetButtons
  /// The search behind typed queries; `nil` for a sheet that cannot be searched.
  public var search: AnySheetSearch<Model>?
  /// The rows from which a query is not searched inside ``update(_:_:)`` but by the face, away
  /// from its input loop — counted as the rows the search scans
  /// (``AnySheetSearch/scannedRows(in:focusedWheel:)``: the focused wheel's, or every node of a
  /// cascade searched whole): the state names the search (``State/pendingSearch``), the face
  /// runs ``results(of:cancellation:)`` and sends ``Event/searchFinished(_:)``. `nil` (the default) searches
  /// every query at once, inside the update.
  public var deferredSearchRows: Int?
  /// What a spin does: the rows each wheel (by display position) turns, drawn from the
  /// generator; `nil` for a sheet that does not spin.
  public var spin: (@Sendable (SelectionEngine<Model>, inout SeededGenerator) -> [Int])?
  /// Whether a value ends a spin as a win (the slot machine's three of a kind): the
  /// ``Effect/spinStopped(isWin:)`` effect says so, and the win is announced.
  public var isWin: (@Sendable (Model.Value) -> Bool)?
  /// Whether Confirm must wait for a value (a wheel still loading its rows, or showing a failed
  /// load): Confirm then gives ``Effect/confirmationHeld`` instead of reporting; `nil` to
  /// confirm every value.
  public var holdsConfirmation: (@Sendable (Model.Value) -> Bool)?
  /// How text is measured and how much room the parts of the sheet take, in the face's unit
  /// (terminal cells or points).
  public var metrics: SheetMetrics
  /// The rows each wheel shows (odd); a page is this less one, unless the wheel has its own.
  public var visibleRows: Int
  /// Whether the person asked for less motion (Reduce Motion): every effect that shows a row or
  /// takes the sheet away then asks for no animation.
  public var reducesMotion = false
  /// Whether the face has a screen reader to tell of moves the user did not make: `false` (a
  /// terminal) leaves the ``Effect/announce(_:)`` of such moves out, and their sentences unmade.
  public var announces = true
  /// The Cancel button's title in place of ``/WheelPickerCore/PickerWords/cancel`` (a caller's
  /// style); `nil` for the words'.
  public var cancelTitle: String?
  /// The Confirm button's title in place of ``/WheelPickerCore/PickerWords/confirm``; `nil` for the
  /// words'. Done and Spin keep the words'.
  public var confirmTitle: String?
  /// What an empty wheel shows in place of ``/WheelPickerCore/PickerWords/empty``; `nil` for the
  /// words'.
  public var emptyWheelText: String?
  /// How a sheet of one wheel answers several rows (marks, at most a limit); `nil` for a sheet
  /// that answers one value. Confirm then reports ``Effect/reportValues(_:)``.
  public var marking: SheetMarking?

  /// Creates the program of a sheet.
  ///
  /// - Parameters:
  ///   - words: the language of every text the sheet shows or says.
  ///   - title: the title in the bar.
  ///   - buttons: Cancel and Confirm, Done alone, or Spin alone.
  ///   - search: the search behind typed text; by default the titles of the focused wheel.
  ///   - metrics: how text is measured, in the face's unit: terminal cells, or points at a
  ///     style's fonts (`SheetMetrics.points(style:geometry:)`; `init(style:geometry:title:buttons:search:)`
  ///     makes a program in points; both in WheelPickerSheetStyle). The program has no unit of its own.
  ///   - visibleRows: the rows each wheel shows.
  public init(
    words: PickerWords, title: String = "", buttons: SheetButtons = .cancelAndConfirm,
    search: AnySheetSearch<Model>? = AnySheetSearch(FocusedWheelSearch<Model>()),
    metrics: SheetMetrics, visibleRows: Int = 5
  ) {
    self.words = words
    self.title = title
    self.buttons = buttons
    self.search = search
    self.metrics = metrics
    self.visibleRows = max(1, visibleRows | 1)
  }

  /// The state a sheet starts in: presenting, the focus on the first wheel with rows, every
  /// wheel measured.
  public func initialState(engine: SelectionEngine<Model>, seed: UInt64 = 0) -> State {
    remeasured(State(engine: engine, seed: seed))
  }

  /// The state with every wheel measured again by this program's ``metrics``, the rest kept (the
  /// phase, the focus, the query): a face calls it when the text size changed under an open sheet.
  ///
  /// - Complexity: O(*r*), the rows of every wheel.
  public func remeasured(_ state: State) -> State {
    var state = state
    state.contentWidths = (0..<state.engine.wheelCount).map { contentWidth(ofWheel: $0, in: state.engine) }
    return state
  }

  /// The state a sheet starts in, its spins drawn from `generator` where it stands: a generator
  /// that has already drawn the starting rows, so that one seed replays both.
  public func initialState(engine: SelectionEngine<Model>, generator: SeededGenerator) -> State {
    var state = initialState(engine: engine)
    state.generator = generator
    return state
  }

  /// Rows a page moves in `wheel`: the wheel's own page (years: 10), else the visible rows − 1.
  public func pageSize(ofWheel wheel: Int, in engine: SelectionEngine<Model>) -> Int {
    min(1 << 40, max(1, engine.model.traits(ofWheel: wheel).pageSize ?? (visibleRows - 1)))
  }

  /// The title the bar shows for a state: ``liveTitle`` of the value (but not while the wheels
  /// spin), else ``title``.
  public func barTitle(_ state: State) -> String {
    if state.isSpinning { return title }
    return liveTitle.map { $0(state.engine.value) } ?? title
  }

  /// The text between the bar's buttons: the query while one is typed (a hardware keyboard's
  /// search, so the person sees what they typed), else ``barTitle(_:)``, with the marks' status
  /// after it in a sheet that answers several rows (`Fruit · 2 marked`).
  public func barText(_ state: State) -> String {
    guard state.query.isEmpty else { return state.query }
    guard marking != nil else { return barTitle(state) }
    return bar(state).titleWithStatus
  }

  /// Whether Confirm is held back for the state's value (drawn disabled).
  public func isConfirmationHeld(_ state: State) -> Bool {
    holdsConfirmation?(state.engine.value) == true
  }
}
