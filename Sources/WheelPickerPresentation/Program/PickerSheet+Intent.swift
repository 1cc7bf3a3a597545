import WheelPickerCore

extension PickerSheet {
  /// Whether an intent does something in this sheet, in every face and in the help that lists
  /// the keys: Spin only where something spins, the matches and query editing only where there
  /// is a search, wheel changes only with two wheels or more, Cancel (Escape) not on a sheet
  /// whose one button is Spin.
  ///
  /// - Parameters:
  ///   - intent: what the person asks.
  ///   - wheelCount: the wheels the sheet shows.
  public func isAvailable(_ intent: SheetIntent, wheelCount: Int) -> Bool {
    switch intent {
    case .spin: spin != nil
    case .toggleMark, .markAllMatches: marking != nil && wheelCount == 1
    case .nextMatch, .previousMatch, .deleteBackward: search != nil
    case .previousWheel, .nextWheel, .previousWheelWrapping, .nextWheelWrapping: wheelCount > 1
    case .cancel: buttons != .spin
    default: true
    }
  }

  /// The event an intent sends in a state, `nil` for one that does nothing here (not
  /// available, nothing typed to delete) or that the face carries out itself (help, interrupt,
  /// suspend).
  ///
  /// <!-- snippet:
  /// let sheet = PickerSheet<ListModel>(
  ///   words: PickerWords(language: .english), metrics: .points(style: SheetStyle(), geometry: SheetGeometry()))
  /// let state = sheet.initialState(engine: SelectionEngine(model: ListModel(["a", "b", "c"])))
  /// -->
  /// ```swift
  /// sheet.event(for: .nextRow, in: state)        // .step(1)
  /// sheet.event(for: .cancel, in: state)         // .escape
  /// ```
  public func event(for intent: SheetIntent, in state: State) -> Event? {
    guard isAvailable(intent, wheelCount: state.engine.model.displayOrder.count) else { return nil }
    switch intent {
    case .previousRow: return .step(-1)
    case .nextRow: return .step(1)
    case .previousPage: return .page(-1)
    case .nextPage: return .page(1)
    case .firstRow: return .firstRow
    case .lastRow: return .lastRow
    case .previousWheel: return .moveFocus(by: -1, wrapping: false)
    case .nextWheel: return .moveFocus(by: 1, wrapping: false)
    case .previousWheelWrapping: return .moveFocus(by: -1, wrapping: true)
    case .nextWheelWrapping: return .moveFocus(by: 1, wrapping: true)
    case .nextMatch: return .nextMatch
    case .previousMatch: return .previousMatch
    case .deleteBackward: return state.query.isEmpty ? nil : .erase
    case .confirm: return buttons == .spin ? .spin : .confirm(shownRows: nil)
    case .cancel: return .escape
    case .spin: return .spin
    case .toggleMark: return .toggleMark
    case .markAllMatches: return .markAllMatches
    case .toggleHelp, .interrupt, .suspend: return nil
    }
  }

  /// Whether a key that types a character and is bound to `intent` runs it (Space: Spin; in the
  /// terminal also `?`: help): where the intent is available, and not while a query is under way
  /// for an intent whose key is text there. Otherwise the character is typed.
  ///
  /// - Parameters:
  ///   - intent: the intent the key is bound to.
  ///   - isInQuery: whether a query is under way (typed, or about to be).
  ///   - wheelCount: the wheels the sheet shows.
  public func runs(_ intent: SheetIntent, typedInQuery isInQuery: Bool, wheelCount: Int) -> Bool {
    isAvailable(intent, wheelCount: wheelCount) && !(isInQuery && intent.isTextInQuery)
  }

  /// The intent a face binds the Space key to: Mark in a sheet that answers several rows, else
  /// Spin (which types a space where nothing spins).
  public var spaceIntent: SheetIntent { marking != nil ? .toggleMark : .spin }

  /// The event text typed on a keyboard sends: ``Event/type(_:)`` of its characters where the
  /// sheet searches, control characters and line breaks left out; `nil` when nothing would join
  /// the query (a query never starts with a space).
  ///
  /// <!-- snippet:
  /// let sheet = PickerSheet<ListModel>(
  ///   words: PickerWords(language: .english), metrics: .points(style: SheetStyle(), geometry: SheetGeometry()))
  /// let state = sheet.initialState(engine: SelectionEngine(model: ListModel(["a", "b", "c"])))
  /// -->
  /// ```swift
  /// sheet.event(typing: "s", in: state)    // .type("s") when the sheet searches
  /// ```
  public func event(typing text: String, in state: State) -> Event? {
    guard search != nil else { return nil }
    var typed = String.UnicodeScalarView()
    typed.append(
      contentsOf: text.unicodeScalars.lazy.filter {
        $0.properties.generalCategory != .control && !Character($0).isNewline
      })
    let kept = String(typed)
    guard !(state.query.isEmpty ? kept.drop { $0 == " " } : kept[...]).isEmpty else { return nil }
    return .type(kept)
  }

  /// The event of a key that types `character`, bound by the face to `intent` or to nothing:
  /// the intent's where the key ``runs(_:typedInQuery:wheelCount:)`` it, else the character
  /// typed.
  ///
  /// <!-- snippet:
  /// var sheet = PickerSheet<ListModel>(
  ///   words: PickerWords(language: .english), metrics: .points(style: SheetStyle(), geometry: SheetGeometry()))
  /// sheet.spin = { _, _ in [1] }
  /// let state = sheet.initialState(engine: SelectionEngine(model: ListModel(["a", "b", "c"])))
  /// -->
  /// ```swift
  /// sheet.event(typing: " ", boundTo: .spin, in: state)   // .spin with nothing typed
  /// ```
  public func event(typing character: Character, boundTo intent: SheetIntent?, in state: State) -> Event? {
    if let intent,
      runs(intent, typedInQuery: !state.query.isEmpty, wheelCount: state.engine.model.displayOrder.count)
    {
      return event(for: intent, in: state)
    }
    return event(typing: String(character), in: state)
  }
}
