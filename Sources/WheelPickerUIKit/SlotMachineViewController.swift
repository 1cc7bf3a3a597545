#if canImport(UIKit)
  import UIKit
  import WheelPickerCore

  /// What a slot machine asks the app to play; the package ships no sounds.
  public enum SlotMachineSound: Hashable, Sendable {
    /// The reels start turning (a crunch, say).
    case spin
    /// Three or more adjacent reels show the same symbol.
    case win
  }

  /// The slot machine: five cyclic reels, a Spin button, and WINNING!
  /// when three or more adjacent reels stop on the same symbol.
  ///
  /// <!-- snippet: compile-only: it pushes a view controller -->
  /// ```swift
  /// let machine = SlotMachineViewController(symbolImage: { UIImage(named: $0) })
  /// machine.onSound = { sound in player.play(sound == .win ? winSound : crunch) }
  /// navigationController?.pushViewController(machine, animated: true)
  /// ```
  ///
  /// The reels run the shared sheet program (`PickerSheet` with Spin): Spin starts a spin, the
  /// machine sends a tick about every 16 ms while the reels turn, and the program says when the
  /// last reel has stopped and whether it is a win. A spin plays an impact haptic and
  /// ``SlotMachineSound/spin``; a win, only once the reels have stopped, shows WINNING!, plays a
  /// success haptic and ``SlotMachineSound/win``, and is announced.
  @MainActor
  public final class SlotMachineViewController: UIViewController {
    /// The reels: their data source, delegate and the sheet program they run.
    public let adapter: WheelPickerAdapter<SlotMachineModel>
    /// Plays a sound; the package ships none.
    public var onSound: ((SlotMachineSound) -> Void)?
    /// Called when the reels have stopped, with the symbols shown and whether they win.
    public var onResult: (([String], Bool) -> Void)?
    /// The text shown on a win; by default the core's word for the locale (`WINNING!`, `中奖了！`).
    public var winningText: String {
      didSet { configureResult() }
    }

    private let spinTitle: String?
    private let resultLabel = UILabel(frame: .zero)
    private var spinButton: UIButton?
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private let notification = UINotificationFeedbackGenerator()
    private var ticking: Task<Void, Never>?

    /// Creates the machine.
    ///
    /// - Parameters:
    ///   - seed: the random seed of the spins (the same seed replays the same spins).
    ///   - symbolImage: a picture for a symbol (`🍒`…); `nil` shows the symbols as text.
    ///   - spinTitle: the button's title; `nil` takes the core's word for the locale (`Spin`, `旋转`).
    ///   - locale: the language of the reels' labels and announcements.
    public init(
      seed: UInt64 = UInt64.random(in: 0...UInt64.max), symbolImage: ((String) -> UIImage?)? = nil,
      spinTitle: String? = nil, locale: Locale = .current
    ) {
      var generator = SeededGenerator(seed: seed)
      var engine = SelectionEngine(model: SlotMachineModel())
      for (reel, row) in SlotMachineModel.startingRows(&generator).enumerated() {
        engine.selectRow(row, inWheel: reel)
      }
      adapter = WheelPickerAdapter(engine: engine, locale: locale)
      self.spinTitle = spinTitle
      winningText = PickerWords(locale: locale).winning
      super.init(nibName: nil, bundle: nil)
      adapter.sheet.buttons = .spin
      adapter.sheet.search = nil
      adapter.sheet.spin = { _, generator in SlotMachineModel.spinTurns(&generator) }
      adapter.sheet.isWin = { SlotMachineModel.isWin($0) }
      configureResult()
      adapter.restart(seed: generator.next())
      adapter.onSheetEffect = { [weak self] effect in
        if case .spinStopped(let isWin) = effect { self?.reelsStopped(isWin: isWin) }
      }
      if let symbolImage {
        adapter.rowImage = { key, _ in
          let symbols = SlotMachineModel.symbols
          return symbols.indices.contains(key.ordinal) ? symbolImage(symbols[key.ordinal]) : nil
        }
      }
    }

    /// The machine is made in code.
    required init?(coder: NSCoder) { nil }

    /// The result the bar's title shows: the winning text after a win.
    private func configureResult() {
      let winning = winningText
      adapter.sheet.liveTitle = { SlotMachineModel.isWin($0) ? winning : "" }
    }

    override public func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      resultLabel.font = UIFont.preferredFont(forTextStyle: .title1)
      resultLabel.adjustsFontForContentSizeCategory = true
      resultLabel.textAlignment = .center
      resultLabel.textColor = .systemRed
      let title = spinTitle ?? adapter.layout(width: 0).plan.bar.confirm
      let button = UIButton(
        type: .system, primaryAction: UIAction(title: title) { [weak self] _ in self?.spin() })
      button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .title2)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      spinButton = button
      let stack = UIStackView(arrangedSubviews: [adapter.pickerView, resultLabel, button])
      stack.axis = .vertical
      stack.spacing = 16
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        adapter.pickerView.heightAnchor.constraint(
          equalToConstant: SheetPoints.panelHeight - SheetPoints.barHeight),
      ])
    }

    /// Turns every reel by a random number of rows (more for reels further right, so they stop
    /// one after another); the result shows when the last stops. Does nothing while they turn.
    public func spin() {
      guard !adapter.state.isSpinning else { return }
      adapter.send(.spin)
      guard adapter.state.isSpinning else { return }
      resultLabel.text = nil
      spinButton?.isEnabled = adapter.layout(width: 0).plan.bar.isConfirmEnabled
      impact.impactOccurred()
      notification.prepare()
      onSound?(.spin)
      ticking?.cancel()
      ticking = Task { @MainActor [weak self] in
        while let self, self.adapter.state.isSpinning, !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(16))
          self.adapter.send(.tick)
        }
      }
    }

    private func reelsStopped(isWin: Bool) {
      let plan = adapter.layout(width: 0).plan
      spinButton?.isEnabled = plan.bar.isConfirmEnabled
      resultLabel.text = plan.bar.title.isEmpty ? nil : plan.bar.title
      if isWin {
        notification.notificationOccurred(.success)
        onSound?(.win)
      }
      onResult?(adapter.engine.value, isWin)
    }
  }
#endif
