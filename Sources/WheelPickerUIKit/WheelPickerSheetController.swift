#if canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// The picker sheet over any core model: a dimmed backdrop, and a panel
  /// sliding up from the bottom with a Cancel / title / Confirm bar above the wheels.
  ///
  /// <!-- snippet:
  /// let model = RegionModel(dataset: .china)
  /// let button = UIButton(frame: .zero)
  /// -->
  /// ```swift
  /// let sheet = WheelPickerSheetController(engine: SelectionEngine(model: model), title: "Region")
  /// if let value = try await sheet.present(from: self) { button.setTitle(value.text, for: .normal) }
  /// ```
  ///
  /// Results arrive by closure (``onConfirm``, ``onCancel``), by ``delegate``,
  /// or from `async` `present(from:animated:)`; ``onChange`` follows the
  /// wheels while they move. Tapping the backdrop or Cancel (or VoiceOver's
  /// escape gesture) cancels. The sheet is presented over the current context
  /// (`modalPresentationStyle = .overCurrentContext`): UIKit puts it over the
  /// nearest view controller, from the presenter up, whose
  /// `definesPresentationContext` is `true` (the window's root when none is),
  /// and leaves that controller's views in place under the backdrop. Set
  /// `definesPresentationContext` on a container (a split view's column, a
  /// tab) to keep the sheet inside it. So the sheet works with scenes,
  /// rotation, iPad and Dynamic Type; it is never a view added to a key
  /// window. Colours are dynamic, so dark mode needs nothing.
  ///
  /// **Confirm while a wheel is still spinning** takes what the wheels show:
  /// every component's current row (`selectedRow(inComponent:)`) goes through
  /// the engine in dependency order, so a later wheel is re-derived from the
  /// earlier ones before its row is taken; the value reported is the engine's after that.
  ///
  /// The sheet decides nothing itself: taps, VoiceOver and UIKit's callbacks become the shared
  /// sheet program's events (`PickerSheet`), and it carries out the program's effects, so it
  /// reports exactly once however it ends.
  @MainActor
  public final class WheelPickerSheetController<Model: WheelModel>: UIViewController, SlidingSheet {
    /// The wheels: their data source, delegate and the sheet program they run.
    public let adapter: WheelPickerAdapter<Model>
    /// Called with the value when Confirm is tapped, before the sheet goes (in a sheet that
    /// answers several rows, with the first of ``confirmedValues``).
    public var onConfirm: ((Model.Value) -> Void)?
    /// Called with every value Confirm answers in a sheet that answers several rows
    /// (``marking``): the marked rows' in the wheel's order, or the selected row's when none is
    /// marked.
    public var onConfirmValues: (([Model.Value]) -> Void)?
    /// The values Confirm answered in a sheet with ``marking``; `nil` until then.
    public private(set) var confirmedValues: [Model.Value]?
    /// How a sheet of one wheel answers several rows: a tap on the selected row, Space on a
    /// hardware keyboard or VoiceOver's double tap marks it (a check mark, read as selected), at
    /// most the marking's limit. `nil` (the default) for a sheet that answers one value; set it
    /// before the sheet is shown.
    public var marking: SheetMarking? {
      get { adapter.sheet.marking }
      set { adapter.sheet.marking = newValue }
    }
    /// Called when the sheet is cancelled (Cancel, the backdrop, escape, a dismissal by other code).
    public var onCancel: (() -> Void)?
    /// Called when ``present(from:animated:)->()`` cannot show the sheet: it was shown before
    /// (``WheelPickerSheetError/alreadyPresented``), or UIKit refused it because the presenter
    /// already presents another view controller or is not in a window
    /// (``WheelPickerSheetError/presentationRefused``). The sheet then reports nothing else.
    public var onPresentationRefused: ((WheelPickerSheetError) -> Void)?
    /// Called while the wheels move, with the value and what changed.
    public var onChange: ((Model.Value, SelectionChange) -> Void)?
    /// Told of confirmation, cancellation and changes, besides the closures; one delegate serves
    /// sheets of every kind, told apart by the sheet it is given.
    public weak var delegate: (any WheelPickerSheetDelegate)?
    /// The `Date` a date sheet was made with (``init(date:selection:title:)``): its `Date`
    /// answer when 至今 is confirmed.
    var startDate: Date?

    /// The current selection's value.
    public var value: Model.Value { adapter.engine.value }

    /// Where the sheet is in its life (the program's phase): it reports exactly once.
    public var phase: SheetPhase { adapter.state.phase }

    /// The sheet's colours, fonts, paddings and button titles (the same values as SwiftUI's
    /// `wheelPickerStyle(_:)`); set before the sheet is shown.
    public var style: SheetStyle {
      get { adapter.style }
      set { adapter.style = newValue }
    }

    /// The sheet's sizes, backdrop opacity and slide (the same values as SwiftUI's
    /// `wheelPickerGeometry(_:)`); the bar and the panel grow from these with Dynamic Type. Set
    /// before the sheet is shown.
    public var geometry = SheetGeometry() {
      didSet {
        adapter.geometry = geometry
        transition.slideDuration = scaledGeometry().slideDuration
        transition.slideCurve = geometry.slideCurve
        updateGeometry()
      }
    }

    let backdrop = UIControl(frame: .zero)
    private let panel = UIView(frame: .zero)
    private let bar = UIView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    // Held here: a view controller's transitioning delegate is weak, and so is a popover's delegate.
    let transition = SheetTransition()
    lazy var popoverDismissal = PopoverDismissal { [weak self] in
      self?.adapter.send(.dismissedByOthers)
    }
    /// How the sheet is shown: from the bottom, or in a popover pointing at an anchor.
    public internal(set) var presentation = SheetPresentation.bottomSheet
    /// The controller a popover is about to be presented from (its window bounds the popover).
    weak var popoverPresenter: UIViewController?
    private var panelHiddenConstraint: NSLayoutConstraint?
    private var panelShownConstraint: NSLayoutConstraint?
    /// The bar's and the wheels' heights: they grow with the text size.
    private(set) var barHeightConstraint: NSLayoutConstraint?
    private(set) var pickerHeightConstraint: NSLayoutConstraint?
    /// The buttons' smallest widths and heights, and their distances from the panel's edges: the
    /// geometry's button size (grown with the text) and button margin.
    private(set) var buttonSizeConstraints: [NSLayoutConstraint] = []
    private(set) var buttonMarginConstraints: [NSLayoutConstraint] = []
    /// The waiting `present(from:animated:)`: resumed once, with the value, `nil` or the refusal.
    var continuation: CheckedContinuation<Result<Model.Value?, WheelPickerSheetError>, Never>?
    /// Whether the waiting task was cancelled while the sheet slid in: it goes once it is up.
    private var isCancelledWhileAppearing = false
    /// Whether the sheet ended while it slid in, and goes (animated or not) once it is up.
    private var dismissesWhenUp: Bool?
    /// Whether the slide-in is over (`isBeingPresented` stays true during `viewDidAppear`).
    private var isUp = false
    /// The presses of keys the sheet took, until they are released.
    private var takenPresses: Set<UIPress> = []

    /// Creates a sheet showing the engine's selection.
    ///
    /// - Parameters:
    ///   - engine: the wheels' selection; every change goes through the sheet program.
    ///   - title: the text between Cancel and Confirm; `nil` for none.
    ///   - locale: the language of the buttons, wheel labels and announcements.
    public init(engine: SelectionEngine<Model>, title: String? = nil, locale: Locale = .current) {
      adapter = WheelPickerAdapter(engine: engine, locale: locale)
      super.init(nibName: nil, bundle: nil)
      adapter.sheet.title = title ?? ""
      modalPresentationStyle = .overCurrentContext
      transitioningDelegate = transition
      transition.slideDuration = scaledGeometry().slideDuration
      adapter.onChange = { [weak self] change in self?.wheelsChanged(change) }
      adapter.onSheetEffect = { [weak self] effect in self?.carryOut(effect) }
    }

    /// Sheets are made in code.
    required init?(coder: NSCoder) { nil }

    // MARK: Presenting

    /// Slides the sheet up over `presenter`; the result arrives by closure and delegate. When the
    /// sheet cannot be shown (shown before, or refused by UIKit), `onPresentationRefused` and the
    /// delegate's `wheelPickerSheet(_:didRefusePresentation:)` say why, and nothing else follows.
    public func present(from presenter: UIViewController, animated: Bool = true) {
      guard continuation == nil, phase == .presenting, presentingViewController == nil else {
        return refused(.alreadyPresented)
      }
      presenter.present(self, animated: slides(animated))
      // UIKit refuses without telling: nothing is presented and no completion runs.
      if presentingViewController == nil { refused(.presentationRefused) }
    }

    /// Tells the closure and the delegate why the sheet was not shown.
    func refused(_ error: WheelPickerSheetError) {
      onPresentationRefused?(error)
      delegate?.wheelPickerSheet(self, didRefusePresentation: error)
    }

    /// Slides the sheet up over `presenter` and waits for the user.
    ///
    /// <!-- snippet:
    /// let sheet = try WheelPickerSheetController(date: DatePickerConfiguration(columns: .yearMonthDay, timeZone: .gmt, now: Date()))
    /// -->
    /// ```swift
    /// guard let date = try await sheet.present(from: self) else { return }   // cancelled
    /// ```
    ///
    /// It returns exactly once: the value on Confirm; `nil` on Cancel, a tap on the backdrop,
    /// VoiceOver's escape, a dismissal by other code, or when the waiting task is cancelled (the
    /// sheet then goes, once it has finished sliding in).
    ///
    /// - Throws: ``WheelPickerSheetError/alreadyPresented`` when the sheet is already waiting for
    ///   an answer or has been shown before; ``WheelPickerSheetError/presentationRefused`` when
    ///   UIKit does not present it (the presenter is presenting something else, or is not in a
    ///   window) — never a wait that does not end.
    public func present(
      from presenter: UIViewController, animated: Bool = true
    ) async throws(WheelPickerSheetError) -> Model.Value? {
      guard continuation == nil, phase == .presenting, presentingViewController == nil else {
        throw .alreadyPresented
      }
      let result = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          self.continuation = continuation
          presenter.present(self, animated: slides(animated))
          // UIKit refuses without telling: nothing is presented and no completion runs.
          if presentingViewController == nil {
            resume(with: .failure(.presentationRefused))
          }
        }
      } onCancel: {
        Task { @MainActor [weak self] in self?.taskCancelled() }
      }
      return try result.get()
    }

    /// Slides a sheet that answers several rows (``marking``) up over `presenter` and waits for
    /// the user: the marked rows' values in the wheel's order on Confirm (the selected row's when
    /// none is marked); `nil` on Cancel, as ``present(from:animated:)->Model.Value?`` ends.
    ///
    /// - Throws: as ``present(from:animated:)->Model.Value?``.
    public func presentValues(
      from presenter: UIViewController, animated: Bool = true
    ) async throws(WheelPickerSheetError) -> [Model.Value]? {
      if marking == nil { marking = SheetMarking() }
      guard try await present(from: presenter, animated: animated) != nil else { return nil }
      return confirmedValues
    }

    /// Whether a presentation asked to be animated slides: not under Reduce Motion (the
    /// geometry's slide is instant then), so the sheet is simply there.
    private func slides(_ animated: Bool) -> Bool {
      adapter.accessibilitySettingsChanged()
      let duration = scaledGeometry().slideDuration
      transition.slideDuration = duration
      return animated && duration > 0
    }

    /// The waiting task was cancelled: the sheet ends cancelled, and goes once it is fully up
    /// (UIKit ignores a dismissal in the middle of the slide-in).
    private func taskCancelled() {
      if phase == .presenting, presentingViewController != nil {
        isCancelledWhileAppearing = true
      } else {
        adapter.send(.cancel)
      }
    }

    // MARK: Ending

    /// Takes what the wheels show, reports the value, then slides the sheet away; does nothing
    /// once the sheet has ended.
    public func confirm() {
      adapter.send(.confirm(shownRows: adapter.shownRows()))
    }

    /// Reports a cancellation, then slides the sheet away; does nothing once the sheet has ended.
    public func cancel() {
      adapter.send(.cancel)
    }

    /// Carries out what the sheet program asks of the sheet.
    private func carryOut(_ effect: PickerSheet<Model>.Effect) {
      switch effect {
      case .reportValue(let value):
        onConfirm?(value)
        delegate?.wheelPickerSheetDidConfirm(self)
        resume(with: .success(value))
      case .reportValues(let values):
        confirmedValues = values
        onConfirmValues?(values)
        if let first = values.first { onConfirm?(first) }
        delegate?.wheelPickerSheetDidConfirm(self)
        resume(with: .success(values.first))
      case .marksChanged:
        showBarText()
      case .reportCancel:
        onCancel?()
        delegate?.wheelPickerSheetDidCancel(self)
        resume(with: .success(nil))
      case .dismiss(let asked):
        // Reduce Motion may have been turned on while the sheet was up: it leaves without its slide.
        let animated = asked && !UIAccessibility.isReduceMotionEnabled
        transition.slideDuration = scaledGeometry().slideDuration
        // UIKit refuses (and only logs) a dismissal while the slide-in runs: it waits for the end.
        if isBeingPresented, !isUp {
          dismissesWhenUp = animated
        } else if presentingViewController != nil, !isBeingDismissed {
          dismiss(animated: animated)
        }
      default:
        break
      }
    }

    private func resume(with result: Result<Model.Value?, WheelPickerSheetError>) {
      continuation?.resume(returning: result)
      continuation = nil
    }

    private func wheelsChanged(_ change: SelectionChange) {
      showBarText()
      let value = adapter.engine.value
      onChange?(value, change)
      delegate?.wheelPickerSheet(self, didChange: change)
    }

    // MARK: Hardware keyboard

    /// The sheet takes the keys of a hardware keyboard while it is up.
    override public var canBecomeFirstResponder: Bool { true }

    /// The keys of a hardware keyboard (an iPad's, a Mac running the app), as key commands: ↑/↓
    /// move the focused wheel, ←/→ or Tab/Shift-Tab move the focus, Page Up/Down, Home and End,
    /// Return confirms, Escape clears the query or cancels, Delete erases; holding a key repeats
    /// it, and the list shown while ⌘ is held names each in the sheet's language. Each becomes the
    /// program's event (`PickerSheet.event(for:in:)`).
    override public var keyCommands: [UIKeyCommand]? { sheetKeyCommands(action: keyCommandAction) }

    #if canImport(ObjectiveC)
      /// The action of the sheet's key commands.
      @objc func runKeyCommand(_ command: UIKeyCommand) { take(command) }
      /// The selector UIKit sends a key command's responder.
      var keyCommandAction: Selector { #selector(runKeyCommand(_:)) }
    #else
      /// The selector UIKit sends a key command's responder.
      var keyCommandAction: Selector { Selector("runKeyCommand:") }
      // Without the Objective-C runtime (Linux, against the stub UIKit) the message send of a key
      // command's action is the stub's call of these two: a trampoline to ``take(_:)``.
      override public func responds(to aSelector: Selector!) -> Bool { aSelector == keyCommandAction }
      override public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        if aSelector == keyCommandAction, let command = object as? UIKeyCommand { take(command) }
        return nil
      }
    #endif

    /// Keys that type (letters, digits, Space), searching the wheels (names, pinyin and initials in
    /// a region sheet) or spinning; keys the sheet does not use go up the responder chain, and so
    /// do their releases.
    override public func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let taken = presses.filter { press in press.key.map(type) ?? false }
      takenPresses.formUnion(taken)
      let unused = presses.subtracting(taken)
      if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    /// The release of a key: the sheet's own presses end here, the others go up the chain, as
    /// UIKit asks of a responder that takes some presses.
    override public func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let unused = presses.subtracting(takenPresses)
      takenPresses.subtract(presses)
      if !unused.isEmpty { super.pressesEnded(unused, with: event) }
    }

    /// A press interrupted by the system: as a release.
    override public func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let unused = presses.subtracting(takenPresses)
      takenPresses.subtract(presses)
      if !unused.isEmpty { super.pressesCancelled(unused, with: event) }
    }

    /// Shows the bar's text for the state: the title, or the query typed on a hardware keyboard.
    func showBarText() {
      titleLabel.text = adapter.sheet.barText(adapter.state)
    }

    /// VoiceOver's escape gesture (two fingers, Z) cancels.
    override public func accessibilityPerformEscape() -> Bool {
      cancel()
      return true
    }

    override public func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      isUp = true
      adapter.send(.appeared)
      updateGeometry()
      becomeFirstResponder()
      // VoiceOver moves into the sheet: to its title, or to the wheels when it has none.
      let title = titleLabel.text ?? ""
      UIAccessibility.post(
        notification: .screenChanged, argument: title.isEmpty ? adapter.pickerView : titleLabel)
      if let animated = dismissesWhenUp {
        dismissesWhenUp = nil
        dismiss(animated: animated)
      } else if isCancelledWhileAppearing {
        isCancelledWhileAppearing = false
        adapter.send(.cancel)
      }
    }

    override public func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      guard isBeingDismissed || presentingViewController == nil else { return }
      // Gone without Confirm or Cancel (the presenter dismissed it): it ends cancelled, once.
      adapter.send(phase.acceptsInput ? .dismissedByOthers : .dismissFinished)
    }

    // MARK: Layout

    override public func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .clear
      let colors = SheetColors(style: style, geometry: geometry)
      backdrop.backgroundColor = colors.backdrop
      // A popover shows the panel alone: the system dims nothing and a tap outside dismisses it.
      backdrop.isHidden = presentation == .popover
      let texts = adapter.layout(width: 0).plan.bar
      backdrop.accessibilityLabel = texts.cancel ?? adapter.words.cancel
      backdrop.addAction(
        UIAction { [weak self] _ in self?.adapter.send(.backdropTapped) }, for: .touchUpInside)
      panel.backgroundColor = colors.panel
      // The presenter's views stay under an over-current-context sheet. A modal view hides only its
      // siblings from VoiceOver, so the sheet's container is made modal as the sheet enters it
      // (`setPanelShown`); the sheet's root too, for a container that holds more than the sheet.
      view.accessibilityViewIsModal = true
      bar.backgroundColor = colors.bar
      let cancelButton = barButton(texts.cancel ?? "", color: colors.cancel, font: style.cancelFont) {
        [weak self] in
        self?.cancel()
      }
      let confirmButton = barButton(texts.confirm, color: colors.confirm, font: style.confirmFont) {
        [weak self] in
        self?.confirm()
      }
      titleLabel.text = texts.title
      titleLabel.font = Self.font(style.titleFont, textStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.textColor = colors.text
      titleLabel.textAlignment = .center
      titleLabel.accessibilityTraits = .header
      let picker = adapter.pickerView
      for subview in [backdrop, panel, bar, titleLabel, cancelButton, confirmButton, picker] {
        subview.translatesAutoresizingMaskIntoConstraints = false
      }
      view.addSubview(backdrop)
      view.addSubview(panel)
      panel.addSubview(bar)
      panel.addSubview(picker)
      bar.addSubview(cancelButton)
      bar.addSubview(titleLabel)
      bar.addSubview(confirmButton)
      let shown = panel.bottomAnchor.constraint(equalTo: view.bottomAnchor)
      let hidden = panel.topAnchor.constraint(equalTo: view.bottomAnchor)
      panelShownConstraint = shown
      panelHiddenConstraint = hidden
      let barHeight = bar.heightAnchor.constraint(equalToConstant: SheetPoints.barHeight)
      let pickerHeight = picker.heightAnchor.constraint(
        equalToConstant: SheetPoints.panelHeight - SheetPoints.barHeight)
      barHeightConstraint = barHeight
      pickerHeightConstraint = pickerHeight
      buttonMarginConstraints = [
        cancelButton.leadingAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.leadingAnchor),
        bar.safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: confirmButton.trailingAnchor),
      ]
      buttonSizeConstraints = [cancelButton, confirmButton].flatMap { button in
        [
          button.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
          button.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
        ]
      }
      updateGeometry()
      NSLayoutConstraint.activate(
        [
          backdrop.topAnchor.constraint(equalTo: view.topAnchor),
          backdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          backdrop.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          backdrop.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          shown,
          panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          bar.topAnchor.constraint(equalTo: panel.topAnchor),
          bar.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
          bar.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
          barHeight,
          cancelButton.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
          cancelButton.heightAnchor.constraint(equalTo: bar.heightAnchor),
          confirmButton.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
          confirmButton.heightAnchor.constraint(equalTo: bar.heightAnchor),
          titleLabel.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
          titleLabel.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
          titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: cancelButton.trailingAnchor),
          titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: confirmButton.leadingAnchor),
          picker.topAnchor.constraint(equalTo: bar.bottomAnchor),
          picker.leadingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.leadingAnchor),
          picker.trailingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.trailingAnchor),
          picker.bottomAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.bottomAnchor),
          // 250 points above the safe area, the bar included, at the default text size.
          pickerHeight,
        ] + buttonMarginConstraints + buttonSizeConstraints)
    }

    /// The text size changed: the bar, the panel and the rows grow or shrink with it.
    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard
        previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
      else { return }
      adapter.accessibilitySettingsChanged()
      updateGeometry()
    }

    private func barButton(
      _ title: String, color: UIColor, font: SheetStyle.Font, action: @escaping () -> Void
    ) -> UIButton {
      let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
      button.setTitleColor(color, for: .normal)
      button.titleLabel?.font = Self.font(font, textStyle: .body)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      button.contentHorizontalAlignment = .center
      return button
    }

    /// A style's font in UIKit, scaled with Dynamic Type like `textStyle`.
    static func font(_ font: SheetStyle.Font, textStyle: UIFont.TextStyle) -> UIFont {
      let weight: UIFont.Weight
      switch font.weight {
      case .regular: weight = .regular
      case .medium: weight = .medium
      case .semibold: weight = .semibold
      case .bold: weight = .bold
      }
      return UIFontMetrics(forTextStyle: textStyle).scaledFont(
        for: UIFont.systemFont(ofSize: CGFloat(font.size), weight: weight))
    }

    /// Used by the transition: the panel below the screen and the backdrop
    /// clear, or both in place.
    func setPanelShown(_ isShown: Bool) {
      loadViewIfNeeded()
      // The container UIKit put the sheet in sits beside the presenter's views in the window: made
      // modal, it keeps VoiceOver off the screen below while the sheet is up.
      view.superview?.accessibilityViewIsModal = true
      // Placed in its container now: the panel's largest height is known.
      updateGeometry()
      // One off before the other on: both at once would squeeze the panel to nothing.
      if isShown {
        panelHiddenConstraint?.isActive = false
        panelShownConstraint?.isActive = true
      } else {
        panelShownConstraint?.isActive = false
        panelHiddenConstraint?.isActive = true
      }
      backdrop.alpha = isShown ? 1 : 0
    }
  }
#endif
