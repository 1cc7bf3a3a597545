#if canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerPresentation

  /// A `UIPickerView` data source and delegate over any core model (S7).
  ///
  /// Components are the model's wheels in ``WheelPickerCore/WheelModel/displayOrder``;
  /// every selection goes through the adapter's ``engine``, which decides what
  /// the other wheels show: the adapter reloads exactly the components the
  /// engine reports (``WheelPickerCore/SelectionChange/reloadedWheels``) and
  /// scrolls a component back when the engine took another row than the one
  /// under the finger (a disabled row).
  ///
  /// ```swift
  /// let adapter = WheelPickerAdapter(engine: SelectionEngine(model: model))
  /// view.addSubview(adapter.pickerView)
  /// adapter.onChange = { change in label.text = "\(adapter.engine.value)" }
  /// ```
  ///
  /// Rows are 36 points high (scaled with Dynamic Type); widths follow the
  /// wheels' ``WheelPickerCore/WheelTraits/widthWeight``; a wheel's unit sits
  /// beside its centre row; disabled rows are greyed; cyclic wheels repeat
  /// their rows and are recentred when they stop; an empty wheel (month and day
  /// after 至今) shows one greyed, unselectable `—`, as the SwiftUI face does
  /// (``WheelPickerPresentation/SheetStyle/emptyWheelText``). VoiceOver reads each
  /// component by its wheel's label and its row in full, and adjusts it through
  /// ``WheelPickerCore/SelectionEngine/step(_:inWheel:)``; moves the user did
  /// not make (a day clamped to the month's end) are announced.
  @MainActor
  public final class WheelPickerAdapter<Model: WheelModel>: NSObject, UIPickerViewDataSource,
    UIPickerViewDelegate, UIPickerViewAccessibilityDelegate
  {
    /// The engine holding the selection; change it only through the adapter.
    public private(set) var engine: SelectionEngine<Model>
    /// The picker the adapter drives (its data source and delegate).
    public let pickerView: WheelPickerView
    /// An image for a row, by the row's key and its wheel (dependency order),
    /// for pictures instead of titles (S10); `nil` (or a `nil` image) shows the title.
    public var rowImage: ((RowKey, Int) -> UIImage?)? {
      didSet { pickerView.reloadAllComponents() }
    }
    /// Called after every change of the selection (a wheel settled, a step, a
    /// value or model set by code), with the change.
    public var onChange: ((SelectionChange) -> Void)?
    /// Whether selection haptics play when the user moves a wheel.
    public var playsSelectionHaptics = true

    let words: PickerWords
    /// The sheet's look in the adapter's language (the empty wheel's placeholder text).
    private let style: SheetStyle
    /// Display position → wheel (dependency order), and back.
    private var wheelAtComponent: [Int]
    private var componentOfWheel: [Int]
    private let selectionFeedback = UISelectionFeedbackGenerator()

    /// Creates an adapter showing the engine's selection.
    ///
    /// - Parameters:
    ///   - engine: the selection to show; every later change goes through it.
    ///   - locale: the language of wheel labels and announcements.
    public init(engine: SelectionEngine<Model>, locale: Locale = .current) {
      self.engine = engine
      words = PickerWords(locale: locale)
      style = SheetStyle(words: words)
      pickerView = WheelPickerView(frame: .zero)
      (wheelAtComponent, componentOfWheel) = Self.order(of: engine.model)
      super.init()
      pickerView.dataSource = self
      pickerView.delegate = self
      pickerView.componentWidths = { [weak self] width in self?.componentWidths(totalWidth: width) ?? [] }
      configureWheelDecorations()
      showEngineRows(animated: false)
    }

    private static func order(of model: Model) -> ([Int], [Int]) {
      let order = model.displayOrder
      var positions = Array(repeating: 0, count: order.count)
      for (position, wheel) in order.enumerated() { positions[wheel] = position }
      return (order, positions)
    }

    // MARK: Changing the selection by code

    /// Shows `value`.
    ///
    /// - Throws: ``WheelPickerCore/WheelPickerError`` when the model cannot show it; nothing changes then.
    @discardableResult
    public func select(
      _ value: Model.Value, animated: Bool = false
    ) throws(WheelPickerError) -> SelectionChange {
      let change = try engine.select(value)
      apply(change, movedWheel: nil, animated: animated, byUser: false)
      return change
    }

    /// Replaces the model (new bounds, new data), keeping the value where it can.
    @discardableResult
    public func replaceModel(_ model: Model) -> SelectionChange {
      let change = engine.replaceModel(model)
      (wheelAtComponent, componentOfWheel) = Self.order(of: model)
      configureWheelDecorations()
      pickerView.reloadAllComponents()
      apply(change, movedWheel: nil, animated: false, byUser: false)
      showEngineRows(animated: false)
      return change
    }

    /// Moves a wheel by `delta` rows through the engine (wrapping when cyclic,
    /// skipping disabled rows), as VoiceOver's increment and decrement do.
    @discardableResult
    public func step(_ delta: Int, inWheel wheel: Int) -> SelectionChange {
      let change = engine.step(delta, inWheel: wheel)
      apply(change, movedWheel: nil, animated: true, byUser: true)
      return change
    }

    /// Turns a wheel forward by `turns` rows through the engine, scrolling its
    /// component the whole way (a slot machine's reel); a cyclic wheel wraps.
    @discardableResult
    public func spin(_ turns: Int, inWheel wheel: Int) -> SelectionChange {
      guard wheel >= 0, wheel < componentOfWheel.count else { return .none }
      let component = componentOfWheel[wheel]
      var start = pickerView.selectedRow(inComponent: component)
      let shownCount = self.pickerView(pickerView, numberOfRowsInComponent: component)
      if start < 0 || start + turns >= shownCount {
        recentre(component)
        start = pickerView.selectedRow(inComponent: component)
      }
      let change = engine.step(turns, inWheel: wheel)
      if let row = engine.selectedRow(inWheel: wheel) {
        let target =
          isCyclic(component) && start + turns < shownCount
          ? start + turns : shownRow(forModelRow: row, inComponent: component)
        pickerView.selectRow(target, inComponent: component, animated: true)
      }
      apply(change, movedWheel: wheel, animated: true, byUser: false)
      return change
    }

    /// Takes the rows the components show now, for Confirm pressed while a
    /// wheel is still spinning.
    ///
    /// A component reports its row only when it stops, so at Confirm a spinning
    /// component shows a row the engine has not seen. Every component's row
    /// (`selectedRow(inComponent:)`) goes through the engine in **dependency
    /// order**: each shown row is read as the value it shows, and taken where
    /// the wheel, re-derived from the wheels before it, still has that value;
    /// where it does not (day 31 after the month became February), the
    /// engine's own rule stands (the day clamps to 28; a city resets to the
    /// first city of the new province).
    ///
    /// - Returns: whether the components showed rows the engine had not taken.
    /// - Complexity: O(*w* × (*w* + log *n*)) for *w* wheels of at most *n* rows.
    @discardableResult
    public func settle() -> Bool {
      let shown = wheelAtComponent.indices.map { component -> Int? in
        let row = pickerView.selectedRow(inComponent: component)
        return row >= 0 ? row : nil
      }
      let settled = engine.settled(showingRows: shown)
      guard settled != engine else { return false }
      engine = settled
      pickerView.reloadAllComponents()
      for (component, wheel) in wheelAtComponent.enumerated() {
        pickerView.setUnitVisible(engine.rowCount(ofWheel: wheel) > 0, inComponent: component)
      }
      showEngineRows(animated: false)
      onChange?(SelectionChange(rederivedWheels: 0..<engine.wheelCount, reloadedWheels: [], moves: []))
      return true
    }

    // MARK: UIPickerViewDataSource

    /// One component per wheel.
    public func numberOfComponents(in pickerView: UIPickerView) -> Int { wheelAtComponent.count }

    /// The wheel's rows; a cyclic wheel's rows repeated many times; one placeholder row for an empty wheel.
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      guard component < wheelAtComponent.count else { return 0 }
      let count = rowCount(inComponent: component)
      guard count > 0 else { return engine.displayedRowCount(ofWheel: wheelAtComponent[component]) }
      return isCyclic(component) ? count * Self.repeats(of: count) : count
    }

    // MARK: UIPickerViewDelegate

    /// The component's share of the picker's width, from the wheels' width weights.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
      let widths = componentWidths(totalWidth: pickerView.bounds.width)
      return component < widths.count ? widths[component] : 0
    }

    /// 36 points, scaled with Dynamic Type.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
      UIFontMetrics.default.scaledValue(for: SheetMetrics.rowHeight)
    }

    /// A label (greyed when the row is disabled) or the row's image.
    public func pickerView(
      _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
      let rowView = view as? WheelRowView ?? WheelRowView(frame: .zero)
      rowView.frame = CGRect(
        x: 0, y: 0, width: self.pickerView(pickerView, widthForComponent: component),
        height: self.pickerView(pickerView, rowHeightForComponent: component))
      let wheel = wheelAtComponent[component]
      if engine.showsPlaceholder(inWheel: wheel) {
        rowView.show(
          title: engine.displayedTitle(ofRow: row, inWheel: wheel, style: style), image: nil,
          spokenText: engine.spokenText(ofRow: row, inWheel: wheel, words: words), isEnabled: false,
          unitWidth: 0, trailingRoom: self.pickerView.trailingRoom(ofComponent: component))
        return rowView
      }
      guard let modelRow = modelRow(forShownRow: row, inComponent: component) else {
        rowView.show(title: "", image: nil, spokenText: "", isEnabled: true, unitWidth: 0)
        return rowView
      }
      let key = engine.model.key(ofRow: modelRow, inWheel: wheel, given: engine.selection)
      rowView.show(
        title: engine.title(ofRow: modelRow, inWheel: wheel), image: rowImage?(key, wheel),
        spokenText: engine.model.spokenText(ofRow: modelRow, inWheel: wheel, given: engine.selection),
        isEnabled: engine.isRowEnabled(modelRow, inWheel: wheel),
        unitWidth: self.pickerView.unitWidth(ofComponent: component),
        trailingRoom: self.pickerView.trailingRoom(ofComponent: component))
      return rowView
    }

    /// Sends the row the component stopped on through the engine.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      guard component < wheelAtComponent.count,
        let modelRow = modelRow(forShownRow: row, inComponent: component)
      else { return }
      let wheel = wheelAtComponent[component]
      let change = engine.selectRow(modelRow, inWheel: wheel)
      apply(change, movedWheel: wheel, animated: true, byUser: true)
      // A reel that stopped far from the middle of its strip goes back there, showing the same row.
      if isCyclic(component), !change.scrollBacks.contains(where: { $0.wheel == wheel }) {
        recentre(component)
      }
    }

    /// The wheel's localized label.
    public func pickerView(
      _ pickerView: UIPickerView, accessibilityLabelForComponent component: Int
    ) -> String? {
      guard component < wheelAtComponent.count else { return nil }
      let wheel = wheelAtComponent[component]
      return words.label(of: engine.model.traits(ofWheel: wheel), wheel: wheel)
    }

    // MARK: Showing the engine

    /// Reloads what the engine says changed, scrolls components to the
    /// engine's rows, and tells the user.
    private func apply(_ change: SelectionChange, movedWheel: Int?, animated: Bool, byUser: Bool) {
      for wheel in change.reloadedWheels where wheel < componentOfWheel.count {
        pickerView.reloadComponent(componentOfWheel[wheel])
        pickerView.setUnitVisible(engine.rowCount(ofWheel: wheel) > 0, inComponent: componentOfWheel[wheel])
      }
      let scrolledBack = Set(change.scrollBacks.map(\.wheel))
      var shown = Set(change.reloadedWheels)
      for move in change.moves where move.wheel != movedWheel || scrolledBack.contains(move.wheel) {
        shown.insert(move.wheel)
      }
      for wheel in shown.sorted() {
        show(wheel, animated: animated && (scrolledBack.contains(wheel) || movedWheel == nil))
      }
      updateAccessibilityValues()
      guard !change.isEmpty else { return }
      if byUser {
        if playsSelectionHaptics { selectionFeedback.selectionChanged() }
        if let sentence = words.announcement(for: change, in: engine) {
          UIAccessibility.post(notification: .announcement, argument: sentence)
        }
      }
      onChange?(change)
    }

    private func showEngineRows(animated: Bool) {
      for wheel in 0..<engine.wheelCount { show(wheel, animated: animated) }
      updateAccessibilityValues()
    }

    private func show(_ wheel: Int, animated: Bool) {
      guard wheel < componentOfWheel.count, let row = engine.selectedRow(inWheel: wheel) else { return }
      let component = componentOfWheel[wheel]
      pickerView.selectRow(
        shownRow(forModelRow: row, inComponent: component), inComponent: component, animated: animated)
    }

    private func recentre(_ component: Int) {
      guard let row = engine.selectedRow(inWheel: wheelAtComponent[component]) else { return }
      pickerView.selectRow(
        shownRow(forModelRow: row, inComponent: component), inComponent: component, animated: false)
    }

    private func configureWheelDecorations() {
      let wheels = wheelAtComponent.map { wheel in
        (traits: engine.model.traits(ofWheel: wheel), wheel: wheel)
      }
      pickerView.configureUnits(wheels.map(\.traits.unit))
      pickerView.configureSeparators(words.rangeSeparator, starts: WheelGroups.starts(of: engine.model))
      for (component, wheel) in wheelAtComponent.enumerated() {
        pickerView.setUnitVisible(engine.rowCount(ofWheel: wheel) > 0, inComponent: component)
      }
      pickerView.configureAccessibility(
        labels: wheels.map { words.label(of: $0.traits, wheel: $0.wheel) },
        step: { [weak self] component, delta in
          guard let self, component < self.wheelAtComponent.count else { return }
          self.step(delta, inWheel: self.wheelAtComponent[component])
        })
    }

    private func updateAccessibilityValues() {
      pickerView.setAccessibilityValues(
        wheelAtComponent.map { engine.accessibilityValue(ofWheel: $0, words: words) })
    }

    // MARK: Rows and widths

    /// How many copies of a cyclic wheel's rows the component shows: enough
    /// that a fling never reaches an end, few enough for `UIPickerView`.
    static func repeats(of count: Int) -> Int { count > 0 ? max(3, min(1_001, 20_000 / count)) | 1 : 1 }

    private func rowCount(inComponent component: Int) -> Int {
      component < wheelAtComponent.count ? engine.rowCount(ofWheel: wheelAtComponent[component]) : 0
    }

    private func isCyclic(_ component: Int) -> Bool {
      component < wheelAtComponent.count && engine.model.traits(ofWheel: wheelAtComponent[component]).isCyclic
    }

    private func modelRow(forShownRow row: Int, inComponent component: Int) -> Int? {
      let count = rowCount(inComponent: component)
      guard count > 0, row >= 0 else { return nil }
      if isCyclic(component) { return row % count }
      return row < count ? row : nil
    }

    private func shownRow(forModelRow row: Int, inComponent component: Int) -> Int {
      let count = rowCount(inComponent: component)
      guard isCyclic(component), count > 0 else { return row }
      return Self.repeats(of: count) / 2 * count + row
    }

    /// Each component's width: the wheels' weights (1 where a wheel has none)
    /// shared out over the picker's width less the margins, gaps and separators;
    /// a component before a separator keeps its room at its end.
    private func componentWidths(totalWidth: CGFloat) -> [CGFloat] {
      let weights = wheelAtComponent.map { engine.model.traits(ofWheel: $0).widthWeight ?? 1 }
      let largest = weights.max() ?? 1
      let shares = weights.map { $0 / largest }
      let total = shares.reduce(0, +)
      let gaps = SheetMetrics.wheelGap * CGFloat(max(weights.count - 1, 0))
      let available = max(totalWidth - 2 * SheetMetrics.wheelMargin - gaps - pickerView.separatorsRoom, 0)
      return shares.enumerated().map { component, share in
        (total > 0 ? available * CGFloat(share / total) : 0) + pickerView.trailingRoom(ofComponent: component)
      }
    }
  }
#endif
