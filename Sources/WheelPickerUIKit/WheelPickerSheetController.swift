#if canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerPresentation

  /// The picker sheet (S1) over any core model: a dimmed backdrop, and a panel
  /// sliding up from the bottom with a Cancel / title / Confirm bar above the wheels.
  ///
  /// ```swift
  /// let sheet = WheelPickerSheetController(engine: SelectionEngine(model: model), title: "Region")
  /// if let value = try await sheet.present(from: self) { button.setTitle(value.text, for: .normal) }
  /// ```
  ///
  /// Results arrive by closure (``onConfirm``, ``onCancel``), by ``delegate``,
  /// or from `async` ``present(from:animated:)``; ``onChange`` follows the
  /// wheels while they move. Tapping the backdrop or Cancel (or VoiceOver's
  /// escape gesture) cancels; so does a dismissal by other code. Each
  /// presentation reports once, through each of the three: a second tap, or a
  /// tap while the sheet slides away, is ignored (``WheelPickerPresentation/SheetPhase``).
  /// The sheet is presented over the current context
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
  /// earlier ones before its row is taken (see ``WheelPickerAdapter/settle()``);
  /// the value reported is the engine's after that.
  @MainActor
  public final class WheelPickerSheetController<Model: WheelModel>: UIViewController, SlidingSheet {
    /// The wheels: their data source, delegate and engine.
    public let adapter: WheelPickerAdapter<Model>
    /// Called with the value when Confirm is tapped, before the sheet goes.
    public var onConfirm: ((Model.Value) -> Void)?
    /// Called when the sheet is cancelled (Cancel, the backdrop, escape).
    public var onCancel: (() -> Void)?
    /// Called while the wheels move, with the value and what changed.
    public var onChange: ((Model.Value, SelectionChange) -> Void)?
    /// Told of confirmation, cancellation and changes, besides the closures.
    public weak var delegate: (any WheelPickerSheetDelegate)?

    /// The current selection's value.
    public var value: Model.Value { adapter.engine.value }

    private let titleText: String?
    private let backdrop = UIControl(frame: .zero)
    private let panel = UIView(frame: .zero)
    private let bar = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    // Held here: a view controller's transitioning delegate is weak.
    private let transition = SheetTransition()
    private var panelHiddenConstraint: NSLayoutConstraint?
    private var panelShownConstraint: NSLayoutConstraint?
    private var continuation: CheckedContinuation<Model.Value?, any Error>?
    /// Where the sheet is in its life; every ending goes through it, so each presentation reports once.
    private var phase = SheetPhase.presenting
    /// The sheet ended while sliding up; UIKit refuses a dismissal until the slide-up is over.
    private var dismissesWhenShown = false

    /// Creates a sheet showing the engine's selection.
    ///
    /// - Parameters:
    ///   - engine: the wheels' selection; every change goes through it.
    ///   - title: the text between Cancel and Confirm; `nil` for none.
    ///   - locale: the language of the buttons, wheel labels and announcements.
    public init(engine: SelectionEngine<Model>, title: String? = nil, locale: Locale = .current) {
      adapter = WheelPickerAdapter(engine: engine, locale: locale)
      titleText = title
      super.init(nibName: nil, bundle: nil)
      modalPresentationStyle = .overCurrentContext
      transitioningDelegate = transition
      adapter.onChange = { [weak self] change in self?.wheelsChanged(change) }
    }

    /// Sheets are made in code.
    required init?(coder: NSCoder) { nil }

    // MARK: Presenting

    /// Slides the sheet up over `presenter`; the result arrives by closure and delegate.
    ///
    /// UIKit refuses (and only logs) a presentation from a view controller that
    /// is already presenting or whose view is not in a window; nothing happens then.
    public func present(from presenter: UIViewController, animated: Bool = true) {
      startPresentation(from: presenter, animated: animated)
    }

    /// Presents the sheet; `false` when UIKit refused to.
    @discardableResult
    private func startPresentation(from presenter: UIViewController, animated: Bool) -> Bool {
      if phase == .dismissed { phase = .presenting }
      presenter.present(self, animated: animated)
      // UIKit links the two controllers at once when it accepts a presentation.
      return presentingViewController != nil
    }

    /// Slides the sheet up over `presenter` and waits for the user.
    ///
    /// ```swift
    /// guard let date = try await sheet.present(from: self) else { return }   // nil: cancelled
    /// ```
    ///
    /// - Returns: the confirmed value, or `nil` when the sheet was cancelled or
    ///   dismissed by other code.
    /// - Throws: `CancellationError` when the waiting task is cancelled (the
    ///   sheet is dismissed then, once its slide-up is over);
    ///   ``WheelPickerCore/WheelPickerError`` when the sheet is already waiting
    ///   for an answer, or when UIKit refused to present it (`presenter` is
    ///   already presenting, or its view is not in a window).
    public func present(from presenter: UIViewController, animated: Bool = true) async throws -> Model.Value?
    {
      guard continuation == nil else {
        throw WheelPickerError(.invalidConfiguration, "the sheet \(titleText ?? "") is already presented")
      }
      try Task.checkCancellation()
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          self.continuation = continuation
          guard !startPresentation(from: presenter, animated: animated) else { return }
          self.continuation = nil
          continuation.resume(
            throwing: WheelPickerError(
              .invalidConfiguration,
              "the sheet \(titleText ?? "") could not be presented: UIKit refuses a presentation from a view"
                + " controller that is already presenting one or whose view is not in a window"))
        }
      } onCancel: {
        Task { @MainActor [weak self] in self?.end(.cancelPressed, failure: CancellationError()) }
      }
    }

    // MARK: Ending

    /// Takes what the wheels show, reports the value, then slides the sheet away;
    /// does nothing once the sheet has begun to end.
    public func confirm() { end(.confirmPressed) }

    /// Reports a cancellation, then slides the sheet away; does nothing once
    /// the sheet has begun to end.
    public func cancel() { end(.cancelPressed) }

    /// Ends the sheet as `event` says, if its phase takes the event: reports the
    /// value or the cancellation (`failure` instead of `nil` to the waiting
    /// call), then slides the sheet away unless it is already gone.
    private func end(_ event: SheetPhase.Event, failure: (any Error)? = nil, slidesAway: Bool = true) {
      guard let transition = phase.handle(event) else { return }
      let result: Result<Model.Value?, any Error>
      switch transition.effect {
      case .reportValue:
        adapter.settle()
        let value = adapter.engine.value
        onConfirm?(value)
        delegate?.wheelPickerSheet(self, didConfirm: value)
        result = .success(value)
      case .reportCancellation:
        onCancel?()
        delegate?.wheelPickerSheetDidCancel(self)
        result = failure.map { .failure($0) } ?? .success(nil)
      case .remove, nil:
        return
      }
      continuation?.resume(with: result)
      continuation = nil
      guard slidesAway else { return }
      if isBeingPresented {
        dismissesWhenShown = true
      } else if presentingViewController != nil {
        dismiss(animated: true)
      }
    }

    override public func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      phase.handle(.appeared)
      if dismissesWhenShown {
        dismissesWhenShown = false
        dismiss(animated: true)
      }
    }

    override public func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      guard isBeingDismissed || presentingViewController == nil else { return }
      // Dismissed by other code while it took input: the sheet ended without a value.
      end(.cancelPressed, slidesAway: false)
      dismissesWhenShown = false
      phase.handle(.dismissFinished)
    }

    private func wheelsChanged(_ change: SelectionChange) {
      let value = adapter.engine.value
      onChange?(value, change)
      delegate?.wheelPickerSheet(self, didChange: change)
    }

    /// VoiceOver's escape gesture (two fingers, Z) cancels.
    override public func accessibilityPerformEscape() -> Bool {
      cancel()
      return true
    }

    // MARK: Layout

    override public func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .clear
      backdrop.backgroundColor = SheetColors.backdrop
      backdrop.accessibilityLabel = adapter.words.cancel
      backdrop.addAction(UIAction { [weak self] _ in self?.end(.backdropTapped) }, for: .touchUpInside)
      panel.backgroundColor = SheetColors.panel
      panel.accessibilityViewIsModal = true
      bar.backgroundColor = SheetColors.bar
      let cancelButton = barButton(adapter.words.cancel, color: SheetColors.cancel) { [weak self] in
        self?.cancel()
      }
      let confirmButton = barButton(adapter.words.confirm, color: SheetColors.confirm) { [weak self] in
        self?.confirm()
      }
      titleLabel.text = titleText
      titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.textColor = SheetColors.text
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
      let barHeight = UIFontMetrics.default.scaledValue(for: SheetMetrics.barHeight)
      NSLayoutConstraint.activate([
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
        bar.heightAnchor.constraint(equalToConstant: barHeight),
        cancelButton.leadingAnchor.constraint(
          equalTo: bar.safeAreaLayoutGuide.leadingAnchor, constant: SheetMetrics.buttonMargin),
        cancelButton.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
        cancelButton.heightAnchor.constraint(equalTo: bar.heightAnchor),
        cancelButton.widthAnchor.constraint(greaterThanOrEqualToConstant: SheetMetrics.barHeight),
        confirmButton.trailingAnchor.constraint(
          equalTo: bar.safeAreaLayoutGuide.trailingAnchor, constant: -SheetMetrics.buttonMargin),
        confirmButton.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
        confirmButton.heightAnchor.constraint(equalTo: bar.heightAnchor),
        confirmButton.widthAnchor.constraint(greaterThanOrEqualToConstant: SheetMetrics.barHeight),
        titleLabel.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
        titleLabel.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
        titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: cancelButton.trailingAnchor),
        titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: confirmButton.leadingAnchor),
        picker.topAnchor.constraint(equalTo: bar.bottomAnchor),
        picker.leadingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.leadingAnchor),
        picker.trailingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.trailingAnchor),
        picker.bottomAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.bottomAnchor),
        // 250 points above the safe area, the bar included.
        picker.heightAnchor.constraint(equalToConstant: SheetMetrics.panelHeight - SheetMetrics.barHeight),
      ])
    }

    private func barButton(_ title: String, color: UIColor, action: @escaping () -> Void) -> UIButton {
      let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
      button.setTitleColor(color, for: .normal)
      button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      button.contentHorizontalAlignment = .center
      return button
    }

    /// Used by the transition: the panel below the screen and the backdrop
    /// clear, or both in place.
    func setPanelShown(_ isShown: Bool) {
      loadViewIfNeeded()
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
