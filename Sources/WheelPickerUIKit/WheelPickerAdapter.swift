#if canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// A `UIPickerView` data source and delegate over any core model, driven by the sheet program
  /// every face shares (`PickerSheet`).
  ///
  /// Components are the model's wheels in ``/WheelPickerCore/WheelModel/displayOrder``. The
  /// adapter decides nothing: a component coming to rest, a VoiceOver adjustment or Confirm
  /// becomes one of the program's events, and the adapter carries out the effects the program
  /// returns — reload exactly the components it names, scroll a component to the row the engine
  /// took (a disabled row refused, a day clamped), post the announcement, play the haptic. Widths,
  /// units, the separator between a range's halves, the placeholder of an empty wheel (one greyed
  /// `—` after 至今) and what VoiceOver says all come from the program's plan.
  ///
  /// <!-- snippet:
  /// let model = RegionModel(dataset: .china)
  /// let label = UILabel(frame: .zero)
  /// -->
  /// ```swift
  /// let adapter = WheelPickerAdapter(engine: SelectionEngine(model: model))
  /// view.addSubview(adapter.pickerView)
  /// adapter.onChange = { change in label.text = "\(adapter.engine.value)" }
  /// ```
  @MainActor
  public final class WheelPickerAdapter<Model: WheelModel>: NSObject, UIPickerViewDataSource,
    UIPickerViewDelegate, UIPickerViewAccessibilityDelegate
  {
    /// The program the adapter runs: words, buttons, search, spin.
    public internal(set) var sheet: PickerSheet<Model>
    /// The sheet's state: the engine, the phase, the focus; changed only by the program.
    public private(set) var state: PickerSheet<Model>.State
    /// The engine holding the selection.
    public var engine: SelectionEngine<Model> { state.engine }
    /// The picker the adapter drives (its data source and delegate).
    public let pickerView: WheelPickerUIView
    /// An image for a row, by the row's key and its wheel (dependency order), for pictures
    /// instead of titles (a slot machine's reels); `nil` (or a `nil` image) shows the title.
    public var rowImage: ((RowKey, Int) -> UIImage?)? {
      didSet { pickerView.reloadAllComponents() }
    }
    /// Called after every change of the selection (a wheel settled, a step, a value or model set
    /// by code), with the change.
    public var onChange: ((SelectionChange) -> Void)?
    /// Whether selection haptics play when the user moves a wheel.
    public var playsSelectionHaptics = true
    /// The effects for whatever holds the picker (report the value or the cancel, dismiss, a spin
    /// stopped); the adapter carries out the picker's own.
    var onSheetEffect: ((PickerSheet<Model>.Effect) -> Void)?

    /// The words of the sheet.
    var words: PickerWords { sheet.words }
    /// The components the picker was last loaded with: a model with another number of wheels
    /// reaches the picker only through `reloadAllComponents()`, and until then no call names a
    /// component it does not have.
    private var loadedComponents = 0
    /// The row of its strip each component was last left at: a reel's turn is counted from there.
    private var restingRows: [Int: Int] = [:]
    private let selectionFeedback = UISelectionFeedbackGenerator()

    /// Creates an adapter showing the engine's selection.
    ///
    /// - Parameters:
    ///   - engine: the selection to show; every later change goes through the program.
    ///   - locale: the language of wheel labels, placeholders and announcements.
    public init(engine: SelectionEngine<Model>, locale: Locale = .current) {
      let words = PickerWords(locale: locale)
      style = SheetStyle(words: words)
      colors = SheetColors(style: style, geometry: SheetGeometry())
      sheet = PickerSheet(words: words, metrics: Self.metrics(style: style))
      sheet.reducesMotion = UIAccessibility.isReduceMotionEnabled
      state = sheet.initialState(engine: engine)
      pickerView = WheelPickerUIView(frame: .zero)
      super.init()
      pickerView.dataSource = self
      pickerView.delegate = self
      pickerView.layout = { [weak self] width in self?.layout(width: width) }
      loadedComponents = numberOfComponents(in: pickerView)
      configureWheelDecorations()
      showEngineRows()
    }

    /// Points at the style's fonts scaled by Dynamic Type, so the plan's widths fit the text drawn.
    private static func metrics(style: SheetStyle, geometry: SheetGeometry = SheetGeometry()) -> SheetMetrics
    {
      .points(style: accessibilitySettings().style(style), geometry: geometry)
    }

    /// The look of the wheels: colours, fonts, paddings, the words of the placeholder and of the
    /// buttons (as SwiftUI's `wheelPickerStyle(_:)`); set before the sheet is shown, or at any
    /// time for wheels on their own.
    public var style: SheetStyle {
      didSet { styleChanged() }
    }
    /// The sizes of the wheels: row height and margins (as SwiftUI's `wheelPickerGeometry(_:)`);
    /// rows grow from these with Dynamic Type.
    public var geometry = SheetGeometry() {
      didSet { styleChanged() }
    }
    /// The colours of ``style``.
    private(set) var colors: SheetColors

    private func styleChanged() {
      colors = SheetColors(style: style, geometry: geometry)
      let program = PickerSheet<Model>(style: style, geometry: geometry)
      sheet.words = program.words
      sheet.cancelTitle = program.cancelTitle
      sheet.confirmTitle = program.confirmTitle
      sheet.emptyWheelText = program.emptyWheelText
      sheet.metrics = Self.metrics(style: style, geometry: geometry)
      state = sheet.remeasured(state)
      pickerView.rowFont = rowFont
      pickerView.colors = colors
      configureWheelDecorations()
      pickerView.reloadAllComponents()
      showEngineRows()
    }

    /// The rows' font: the style's, scaled with Dynamic Type.
    var rowFont: UIFont {
      UIFontMetrics(forTextStyle: .body).scaledFont(
        for: UIFont.systemFont(ofSize: CGFloat(style.rowFont.size)))
    }

    /// What the person's settings ask now: the Dynamic Type scale (`UIFontMetrics`) and Reduce
    /// Motion (`UIAccessibility.isReduceMotionEnabled`).
    static func accessibilitySettings() -> SheetAccessibilitySettings {
      SheetAccessibilitySettings(
        textScale: Double(UIFontMetrics.default.scaledValue(for: 100)) / 100,
        reducesMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// Takes the person's settings again (the text size or Reduce Motion changed): the plan's
    /// widths are measured at the new size, the rows redrawn at their new height, and rows are
    /// shown without animation while Reduce Motion is on.
    func accessibilitySettingsChanged() {
      sheet.metrics = Self.metrics(style: style, geometry: geometry)
      sheet.reducesMotion = UIAccessibility.isReduceMotionEnabled
      state = sheet.remeasured(state)
      pickerView.reloadAllComponents()
      showEngineRows()
    }

    // MARK: Running the program

    /// Feeds an event to the program, keeps the state, and carries out the effects.
    @discardableResult
    func send(_ event: PickerSheet<Model>.Event) -> [PickerSheet<Model>.Effect] {
      let effects: [PickerSheet<Model>.Effect]
      (state, effects) = sheet.update(state, event)
      // A spin's ticks come about 60 times a second: each shows its rows at once, so that the reels
      // turn frame by frame instead of restarting UIKit's animated scroll on every tick.
      for effect in effects {
        if event == .tick, case .show(let row, let position, _) = effect {
          show(row, inComponent: position.offset, animated: false)
        } else {
          carryOut(effect)
        }
      }
      updateAccessibilityValues()
      return effects
    }

    private func carryOut(_ effect: PickerSheet<Model>.Effect) {
      switch effect {
      case .reload(let positions):
        for position in positions where position.offset < loadedComponents {
          pickerView.reloadComponent(position.offset)
        }
        pickerView.setNeedsLayout()
      case .show(let row, let position, let animated):
        show(row, inComponent: position.offset, animated: animated)
      case .announce(let sentence):
        // Queued, so VoiceOver finishes reading the wheel's new value before it says what else changed.
        UIAccessibility.post(
          notification: .announcement,
          argument: NSAttributedString(
            string: sentence, attributes: [.accessibilitySpeechQueueAnnouncement: true]))
      case .selectionHaptic:
        if playsSelectionHaptics { selectionFeedback.selectionChanged() }
      case .changed(let change):
        onChange?(change)
      case .marksChanged:
        // The check marks and what VoiceOver reads are redrawn; the bar shows the count.
        for component in 0..<min(1, loadedComponents) { pickerView.reloadComponent(component) }
        onSheetEffect?(effect)
      case .reportValue, .reportValues, .reportCancel, .dismiss, .remove, .confirmationHeld, .spinStopped:
        onSheetEffect?(effect)
      }
    }

    /// Starts a new session on the same engine (a text field's picker after Done; a slot
    /// machine's spins drawn from `seed`).
    func restart(seed: UInt64 = 0) {
      state = sheet.initialState(engine: state.engine, seed: seed)
    }

    /// The rows the components show now (a wheel may still be coasting), by display position.
    func shownRows() -> [Int?] {
      (0..<numberOfComponents(in: pickerView)).map { component in
        let row = pickerView.selectedRow(inComponent: component)
        return row >= 0 ? strip(ofComponent: component).modelRow(forShownRow: row) : nil
      }
    }

    // MARK: Changing the selection by code

    /// Shows `value`.
    ///
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` when the model cannot show it; nothing changes then.
    @discardableResult
    public func select(
      _ value: Model.Value, animated: Bool = false
    ) throws(WheelPickerError) -> SelectionChange {
      // The program selects the value itself; a copy tells the caller why one is refused.
      var checked = state.engine
      let change = try checked.select(value)
      send(.valueSetByCode(value))
      return change
    }

    /// Replaces the model (new bounds, new data), keeping the value where it can.
    @discardableResult
    public func replaceModel(_ model: Model) -> SelectionChange {
      // The program replaces the model itself and reports what moved.
      let change = change(in: send(.modelReplacedByCode(model)))
      loadedComponents = numberOfComponents(in: pickerView)
      configureWheelDecorations()
      pickerView.reloadAllComponents()
      showEngineRows()
      return change
    }

    /// Moves a wheel (dependency order) by `delta` rows, as VoiceOver's increment and decrement
    /// do: through the program, which wraps a cyclic wheel and skips disabled rows.
    @discardableResult
    public func step(_ delta: Int, inWheel wheel: Int) -> SelectionChange {
      guard let position = state.position(ofWheel: wheel) else { return .none }
      return change(in: send(.stepWheel(delta, at: position)))
    }

    private func change(in effects: [PickerSheet<Model>.Effect]) -> SelectionChange {
      for case .changed(let change) in effects { return change }
      return .none
    }

    // MARK: UIPickerViewDataSource

    /// One component per wheel.
    public func numberOfComponents(in pickerView: UIPickerView) -> Int {
      state.engine.model.displayOrder.count
    }

    /// The wheel's rows, one placeholder row for an empty wheel, a cyclic wheel's rows repeated.
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      let position = DisplayPosition(component)
      let strip = strip(ofComponent: component)
      return strip.rowCount > 0 ? strip.count : sheet.displayedRowCount(at: position, in: state)
    }

    // MARK: UIPickerViewDelegate

    /// The plan's width of the wheel, plus the room of a separator after it.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
      let widths = layout(width: pickerView.bounds.width).widths
      return component < widths.count ? widths[component] : 0
    }

    /// The geometry's row height (36 points by default), scaled with Dynamic Type.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
      UIFontMetrics.default.scaledValue(for: CGFloat(geometry.rowHeight))
    }

    /// A label (greyed when the row is disabled or is an empty wheel's placeholder) or the row's image.
    public func pickerView(
      _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
      let rowView = view as? WheelRowView ?? WheelRowView(frame: .zero)
      rowView.frame = CGRect(
        x: 0, y: 0, width: self.pickerView(pickerView, widthForComponent: component),
        height: self.pickerView(pickerView, rowHeightForComponent: component))
      let position = DisplayPosition(component)
      guard let wheel = state.wheel(at: position) else { return rowView }
      let plan = layout(width: pickerView.bounds.width).plan
      let column = component < plan.columns.count ? plan.columns[component] : nil
      guard let modelRow = strip(ofComponent: component).modelRow(forShownRow: row) else {
        // An empty wheel: its one unselectable placeholder row.
        let placeholder = column?.placeholder ?? sheet.title(ofRow: 0, at: position, in: state)
        rowView.show(
          title: placeholder, image: nil, spokenText: sheet.accessibilityValue(at: position, in: state),
          isEnabled: false, column: column, font: rowFont, colors: colors)
        return rowView
      }
      let engine = state.engine
      let key = engine.model.key(ofRow: modelRow, inWheel: wheel, given: engine.selection)
      rowView.show(
        title: sheet.title(ofRow: modelRow, at: position, in: state), image: rowImage?(key, wheel),
        spokenText: engine.spokenText(ofRow: modelRow, inWheel: wheel, words: words),
        isEnabled: engine.isRowEnabled(modelRow, inWheel: wheel), column: column, font: rowFont,
        colors: colors, mark: sheet.accessibilityMark(ofRow: modelRow, at: position, in: state),
        isMarked: sheet.isMarked(row: modelRow, at: position, in: state))
      return rowView
    }

    /// Sends the row the component stopped on to the program; in a sheet that answers several
    /// rows, a tap on the row already selected (UIKit tells of it as that row selected again)
    /// marks or unmarks it.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      let strip = strip(ofComponent: component)
      guard let modelRow = strip.modelRow(forShownRow: row) else {
        // The placeholder of an empty wheel cannot be chosen: nothing to tell.
        return
      }
      if sheet.marking != nil, restingRows[component] == row,
        state.wheel(at: DisplayPosition(component)).flatMap({ state.engine.selectedRow(inWheel: $0) })
          == modelRow
      {
        send(.toggleMark)
        return
      }
      // The rows a reel turned since it was last left, so that a wrapping hour wheel flung past 12
      // carries AM/PM once a lap.
      let turned = strip.isCyclic ? restingRows[component].map { row - $0 } : nil
      restingRows[component] = row
      let effects = send(.rowSettled(row: modelRow, at: DisplayPosition(component), turned: turned))
      // A reel that stopped far from the middle of its strip goes back there, showing the same row.
      let scrolledBack = effects.contains {
        if case .show(_, let position, _) = $0 { return position.offset == component }
        return false
      }
      if strip.isCyclic, !scrolledBack, let wheel = state.wheel(at: DisplayPosition(component)),
        let now = state.engine.selectedRow(inWheel: wheel)
      {
        let middle = strip.shownRow(forModelRow: now)
        pickerView.selectRow(middle, inComponent: component, animated: false)
        restingRows[component] = middle
      }
    }

    /// The wheel's localized label.
    public func pickerView(
      _ pickerView: UIPickerView, accessibilityLabelForComponent component: Int
    ) -> String? {
      guard component < numberOfComponents(in: pickerView) else { return nil }
      return sheet.accessibilityLabel(at: DisplayPosition(component), in: state)
    }

    // MARK: Showing the state

    private func showEngineRows() {
      for component in 0..<numberOfComponents(in: pickerView) {
        let wheel = state.wheel(at: DisplayPosition(component)) ?? 0
        show(state.engine.selectedRow(inWheel: wheel) ?? 0, inComponent: component, animated: false)
      }
      updateAccessibilityValues()
    }

    private func show(_ row: Int, inComponent component: Int, animated: Bool) {
      guard component < loadedComponents else { return }
      let strip = strip(ofComponent: component)
      let current = pickerView.selectedRow(inComponent: component)
      // A turning reel keeps turning forward; any other wheel shows the row in the strip's middle.
      let shown =
        animated && strip.isCyclic
        ? strip.shownRow(forModelRow: row, turningForwardFrom: current)
        : strip.shownRow(forModelRow: row)
      pickerView.selectRow(shown, inComponent: component, animated: animated)
      restingRows[component] = shown
    }

    private func strip(ofComponent component: Int) -> WheelStrip {
      guard let wheel = state.wheel(at: DisplayPosition(component)) else {
        return WheelStrip(rowCount: 0, isCyclic: false)
      }
      return WheelStrip(
        rowCount: state.engine.rowCount(ofWheel: wheel),
        isCyclic: state.engine.model.traits(ofWheel: wheel).isCyclic)
    }

    private func configureWheelDecorations() {
      let count = numberOfComponents(in: pickerView)
      pickerView.configureDecorations(
        separator: words.rangeSeparator, font: rowFont, count: count)
      pickerView.configureAccessibility(
        labels: (0..<count).map { sheet.accessibilityLabel(at: DisplayPosition($0), in: state) },
        step: { [weak self] component, delta in
          self?.send(.stepWheel(delta, at: DisplayPosition(component)))
        },
        activate: { [weak self] _ in
          guard let self, sheet.event(for: .toggleMark, in: state) != nil else { return false }
          send(.toggleMark)
          return true
        })
    }

    /// What VoiceOver reads of each wheel: its row, and in a sheet that answers several rows
    /// whether that row is marked (`Apple, marked`), with the selected trait.
    private func updateAccessibilityValues() {
      let positions = (0..<numberOfComponents(in: pickerView)).map(DisplayPosition.init)
      let marked = positions.map { position in
        state.wheel(at: position).flatMap { state.engine.selectedRow(inWheel: $0) }
          .map { sheet.isMarked(row: $0, at: position, in: state) } ?? false
      }
      pickerView.setAccessibilityValues(
        positions.map { position in
          let value = sheet.accessibilityValue(at: position, in: state)
          let row = state.wheel(at: position).flatMap { state.engine.selectedRow(inWheel: $0) }
          guard let row, let mark = sheet.accessibilityMark(ofRow: row, at: position, in: state) else {
            return value
          }
          return value + ", " + mark
        }, marked: marked)
    }

    // MARK: Widths

    /// The plan for a picker `totalWidth` points wide (less the margins either side), and each
    /// component's width: the plan's, and a component before a separator keeps the separator's
    /// room (less the gap UIPickerView leaves anyway) at its end.
    func layout(width totalWidth: CGFloat) -> WheelPickerUIView.Layout {
      let plan = sheet.plan(state, width: Double(max(totalWidth - 2 * CGFloat(geometry.wheelMargin), 0)))
      let widths = plan.columns.indices.map { index in
        let separator = plan.separator(after: index)
        return CGFloat(
          plan.columns[index].width + (separator.map { $0.width - Double(SheetPoints.wheelGap) } ?? 0))
      }
      return WheelPickerUIView.Layout(plan: plan, widths: widths)
    }
  }
#endif
