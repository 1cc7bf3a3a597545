import WheelPickerCore

extension PickerSheet {
  /// Something that happened to a sheet, in any face. Wheels are named by their place from the
  /// left (``DisplayPosition``: a UIKit component, a terminal column), never by their index in
  /// the dependency order.
  public enum Event: Sendable, Equatable {
    /// The sheet finished sliding in (or was shown without animation).
    case appeared
    /// A wheel came to rest on a row: a drag or fling ended, a row was tapped or clicked.
    /// `turned` is how many rows the wheel turned to get there (negative: back up), when the
    /// face knows it: a wrapping hour wheel flung past 11 ↔ 12 then turns AM/PM by the laps it
    /// made. Without it the wheel is taken to have turned the shortest way round.
    case rowSettled(row: Int, at: DisplayPosition, turned: Int? = nil)
    /// The focused wheel moves by rows (arrow keys; negative is up).
    case step(Int)
    /// A wheel moves by rows without the user dragging it (VoiceOver's increment and
    /// decrement, a scroll over it); it takes the focus.
    case stepWheel(Int, at: DisplayPosition)
    /// The focused wheel moves by pages (Page Up is -1).
    case page(Int)
    /// The focused wheel goes to its first enabled row (Home).
    case firstRow
    /// The focused wheel goes to its last enabled row (End).
    case lastRow
    /// The user focused a wheel (a click, Tab to a place); the query is cleared.
    case focus(DisplayPosition)
    /// The focus moves to the next wheel with rows, left or right, wrapping around or not.
    case moveFocus(by: Int, wrapping: Bool)
    /// Characters typed into the query; the sheet searches once for all of them, and when the
    /// whole query matches nothing it shows the longest prefix that matched, as typing them one by
    /// one would have.
    case type(String)
    /// Text pasted into the query (control characters and line breaks dropped).
    case paste(String)
    /// The last character of the query is erased.
    case erase
    /// The query is cleared.
    case clearQuery
    /// The next match of the query is shown.
    case nextMatch
    /// The previous match of the query is shown.
    case previousMatch
    /// The wheels start a spin (the slot machine).
    case spin
    /// The selected row is marked, or unmarked (a sheet with ``PickerSheet/marking``); refused at
    /// the limit.
    case toggleMark
    /// Every row matching the query (every row without one) is marked, up to the limit.
    case markAllMatches
    /// Confirm was pressed (Return, the Confirm or Done button). `shownRows` are the rows each
    /// component shows (by display position) when a face can still be moving a wheel the sheet
    /// has not been told of (a wheel still coasting); `nil` when the sheet knows every row.
    case confirm(shownRows: [Int?]?)
    /// Cancel was pressed (the button, VoiceOver's escape gesture).
    case cancel
    /// Escape was pressed: it clears a query, and cancels when there is none.
    case escape
    /// The dimmed backdrop was tapped or clicked: cancels.
    case backdropTapped
    /// The sheet was taken away by other code or the system (a swipe on the system sheet, a
    /// dismissal by the presenter, the waiting task cancelled): it ends cancelled, once.
    case dismissedByOthers
    /// The sheet finished sliding away.
    case dismissFinished
    /// Children loaded on demand arrived, or were dropped to load again: what arrived, for
    /// which nodes (`AsyncCascadeArrival` for a cascade loaded on demand). The program's engine
    /// receives it (``/WheelPickerCore/SelectionEngine/receive(_:)``), re-deriving the wheels from
    /// the first it changes; shown without a haptic or an announcement.
    case childrenArrived(Model.Arrival)
    /// The app set a value by code: the program selects it (a value the model cannot show
    /// changes nothing). Shown without a haptic or an announcement (the user did not move
    /// anything).
    case valueSetByCode(Model.Value)
    /// The app replaced the model (new bounds, new data): the program keeps the value where the
    /// new model can show it. Shown without a haptic or an announcement.
    case modelReplacedByCode(Model)
    /// Animation time passed (about every 16 ms while ``State/isSpinning``).
    case tick
    /// The answer to the search the state asked for (``State/pendingSearch``) arrived: the
    /// first match is shown, unless the query changed since (an older generation is dropped).
    case searchFinished(SheetSearchResults)
  }

  /// What a face must do after an event, in order. Wheels are named by display position.
  public enum Effect: Sendable, Equatable {
    /// Reload these wheels' rows (their rows changed: a cascade's cities, a month's days).
    case reload([DisplayPosition])
    /// Show `row` at the centre of the wheel at `at`, animated or not.
    case show(row: Int, at: DisplayPosition, animated: Bool)
    /// Say this to a screen reader (a day clamped, a city reset, a win).
    case announce(String)
    /// Play the selection haptic (the user moved a wheel).
    case selectionHaptic
    /// The selection changed (for a face's change callback).
    case changed(SelectionChange)
    /// Report the confirmed value (once).
    case reportValue(Model.Value)
    /// Report the confirmed values of a sheet with ``PickerSheet/marking`` (once): the marked
    /// rows' in the wheel's order, or the selected row's when none is marked.
    case reportValues([Model.Value])
    /// The marked rows changed: these are marked now, in the wheel's order (redraw the marks).
    case marksChanged([Int])
    /// Report the cancellation (once).
    case reportCancel
    /// Take the sheet away, sliding or at once.
    case dismiss(animated: Bool)
    /// The sheet is gone: remove its views.
    case remove
    /// Confirm was held back (rows still loading, or a failed load): the sheet stays; a failed
    /// load may be tried again.
    case confirmationHeld
    /// A spin stopped; whether on a win.
    case spinStopped(isWin: Bool)
  }
}
