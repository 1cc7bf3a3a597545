import WheelPickerCore

extension PickerSheet {
  /// The most rows measured to size one wheel by its content.
  public static var sampleLimit: Int { 64 }

  /// The rows measured to size a wheel of `count` rows: all of a short wheel; the first 24, the
  /// last 8 and 32 spread between of a long one — never the selection, so that a wheel's width
  /// does not move while it turns.
  static func sampledRows(count: Int) -> [Int] {
    guard count > sampleLimit else { return Array(0..<count) }
    return Array(0..<24) + Array((count - 8)..<count) + (1...32).map { $0 * (count - 1) / 33 }
  }

  /// The width a wheel's content needs: its widest sampled row, the unit beside the centre row,
  /// and the wheel's padding either side; for an empty wheel, its placeholder.
  ///
  /// - Complexity: O(``sampleLimit``) rows measured.
  public func contentWidth(ofWheel wheel: Int, in engine: SelectionEngine<Model>) -> Double {
    let count = engine.rowCount(ofWheel: wheel)
    var widest = 0.0
    if count == 0 {
      widest = metrics.measure(placeholderText)
    } else {
      for row in Self.sampledRows(count: count) {
        widest = max(widest, metrics.measure(engine.title(ofRow: row, inWheel: wheel)))
      }
      widest += unitRoom(ofWheel: wheel, in: engine) + markRoom
    }
    return widest + 2 * metrics.wheelPadding
  }

  /// The room kept before every row's text for its mark: the symbol and a space, in a sheet with
  /// ``marking``; 0 otherwise.
  public var markRoom: Double {
    marking == nil ? 0 : metrics.measure(Self.markSymbol + " ")
  }

  /// The room kept after a wheel's rows for its unit: the spacing and the unit's width.
  func unitRoom(ofWheel wheel: Int, in engine: SelectionEngine<Model>) -> Double {
    guard let unit = engine.model.traits(ofWheel: wheel).unit, !unit.isEmpty else { return 0 }
    return metrics.unitSpacing + metrics.measureUnit(unit)
  }

  /// The plan of a state in a wheel area `width` wide (in the metrics' unit).
  ///
  /// - Complexity: O(*w*²) for *w* wheels; rows are not measured here (the state keeps each
  ///   wheel's ``State/contentWidths``).
  ///
  /// Compiled ahead for the common models: a face in another module calls code specialised
  /// for its model (no generic-metadata lookups on every key).
  @_specialize(exported:true,where Model == ListModel)
  @_specialize(exported:true,where Model == CascadeModel)
  @_specialize(exported:true,where Model == RegionModel)
  @_specialize(exported:true,where Model == DatePickerModel)
  public func plan(_ state: State, width: Double) -> SheetPlan {
    let engine = state.engine
    let model = engine.model
    let order = model.displayOrder
    let traits = order.map { model.traits(ofWheel: $0) }
    let starts = Set(traits.indices.dropFirst().filter { traits[$0].group != traits[$0 - 1].group })
    let separatorText = starts.isEmpty ? "" : words.rangeSeparator
    let separatorWidth = starts.isEmpty ? 0 : metrics.measure(separatorText) + 2 * metrics.separatorPadding
    let spacing =
      Double(max(0, order.count - 1 - starts.count)) * metrics.gap + Double(starts.count) * separatorWidth
    let widths = WheelWidths.widths(
      needs: order.map { state.contentWidths.indices.contains($0) ? state.contentWidths[$0] : 0 },
      weights: traits.map(\.widthWeight), available: width - spacing, minimum: metrics.minimumWheelWidth,
      isWhole: metrics.isWhole)
    var columns: [SheetPlan.Column] = []
    var separators: [SheetPlan.Separator] = []
    var x = 0.0
    for (offset, wheel) in order.enumerated() {
      if offset > 0 {
        if starts.contains(offset) {
          separators.append(SheetPlan.Separator(text: separatorText, x: x, width: separatorWidth))
          x += separatorWidth
        } else {
          x += metrics.gap
        }
      }
      let isEmpty = engine.rowCount(ofWheel: wheel) == 0
      let unit = isEmpty ? nil : traits[offset].unit.flatMap { $0.isEmpty ? nil : $0 }
      let width = widths[offset]
      let padding = min(metrics.wheelPadding, width / 2)
      var column = SheetPlan.Column(
        position: DisplayPosition(offset), wheel: wheel, x: x, width: width,
        placeholder: isEmpty ? placeholderText : nil, unit: unit, unitRoom: 0, textX: x + padding,
        textWidth: width - 2 * padding, textAlignment: .center, unitX: nil, markRoom: isEmpty ? 0 : markRoom)
      if let unit {
        // The rows and their unit as one group, as wide as the widest content, centred in the column.
        let unitWidth = metrics.measureUnit(unit)
        let room = metrics.unitSpacing + unitWidth
        let content = state.contentWidths.indices.contains(wheel) ? state.contentWidths[wheel] : width
        let group = min(width, content) - 2 * padding
        let start = x + (width - min(width, content)) / 2 + padding
        column.unitRoom = room
        column.textX = start
        column.textWidth = max(0, group - room)
        column.textAlignment = .trailing
        column.unitX = start + max(0, group - unitWidth)
      }
      columns.append(column)
      x += width
    }
    return SheetPlan(bar: bar(state), columns: columns, separators: separators, width: x)
  }

  /// The bar of a state: its buttons' titles, its title, and whether the trailing button takes a
  /// tap (the bar of ``plan(_:width:)``, for a face that lays the bar out apart from the wheels).
  public func bar(_ state: State) -> SheetPlan.Bar {
    SheetPlan.Bar(
      cancel: leadingButtonTitle, title: barTitle(state), confirm: trailingButtonTitle,
      isConfirmEnabled: !isConfirmationHeld(state) && !(buttons == .spin && state.isSpinning),
      status: markStatus(state))
  }

  /// The leading button's title: ``cancelTitle``, else the words' Cancel; `nil` when the bar
  /// has only Done or Spin.
  public var leadingButtonTitle: String? {
    buttons == .cancelAndConfirm ? cancelTitle ?? words.cancel : nil
  }

  /// The trailing button's title: ``confirmTitle``, else the words' Confirm; the words' Done or
  /// Spin for a bar of one button.
  public var trailingButtonTitle: String {
    switch buttons {
    case .cancelAndConfirm: confirmTitle ?? words.confirm
    case .done: words.done
    case .spin: words.spin
    }
  }

  /// What an empty wheel shows: ``emptyWheelText``, else the words'.
  var placeholderText: String { emptyWheelText ?? words.empty }
}

extension PickerSheet {
  /// What a screen reader calls the wheel at a position (`Year`, `区县`, `Reel 2`).
  public func accessibilityLabel(at position: DisplayPosition, in state: State) -> String {
    state.wheel(at: position).map { state.engine.accessibilityLabel(ofWheel: $0, words: words) } ?? ""
  }

  /// What a screen reader says for the wheel at a position: its row read in full, or, for an
  /// empty wheel, that there is nothing to choose.
  public func accessibilityValue(at position: DisplayPosition, in state: State) -> String {
    state.wheel(at: position).map { state.engine.accessibilityValue(ofWheel: $0, words: words) } ?? ""
  }

  /// The title a wheel shows for a row, or the placeholder in an empty wheel.
  public func title(ofRow row: Int, at position: DisplayPosition, in state: State) -> String {
    guard let wheel = state.wheel(at: position) else { return "" }
    let count = state.engine.rowCount(ofWheel: wheel)
    guard count > 0 else { return placeholderText }
    return row >= 0 && row < count ? state.engine.title(ofRow: row, inWheel: wheel) : ""
  }

  /// The number of rows a face shows for the wheel at a position: its rows, or one placeholder
  /// row when it is empty (the month and day wheels after 至今), so that the wheel keeps its place
  /// and its centre band. The placeholder is not selectable:
  /// ``/WheelPickerCore/SelectionEngine/isRowEnabled(_:inWheel:)`` is `false` for it.
  public func displayedRowCount(at position: DisplayPosition, in state: State) -> Int {
    state.wheel(at: position).map { max(1, state.engine.rowCount(ofWheel: $0)) } ?? 0
  }
}
