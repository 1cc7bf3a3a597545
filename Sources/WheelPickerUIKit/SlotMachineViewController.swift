#if canImport(UIKit)
  import UIKit
  import WheelPickerCore

  /// What a slot machine asks the app to play (S10); the package ships no sounds.
  public enum SlotMachineSound: Hashable, Sendable {
    /// The reels start turning (the seed's crunch).
    case spin
    /// Three or more adjacent reels show the same symbol.
    case win
  }

  /// The slot machine (S10): five cyclic reels, a Spin button, and WINNING!
  /// when three or more adjacent reels stop on the same symbol.
  ///
  /// ```swift
  /// let machine = SlotMachineViewController(symbolImage: { UIImage(named: $0) })
  /// machine.onSound = { sound in player.play(sound == .win ? winSound : crunch) }
  /// navigationController?.pushViewController(machine, animated: true)
  /// ```
  ///
  /// A spin plays an impact haptic and ``SlotMachineSound/spin``; a win a
  /// success haptic and ``SlotMachineSound/win``, once the reels have stopped.
  @MainActor
  public final class SlotMachineViewController: UIViewController {
    /// The reels: their data source, delegate and engine.
    public let adapter: WheelPickerAdapter<SlotMachineModel>
    /// Plays a sound; the package ships none.
    public var onSound: ((SlotMachineSound) -> Void)?
    /// Called when the reels have stopped, with the symbols shown and whether they win.
    public var onResult: (([String], Bool) -> Void)?
    /// The text shown on a win; by default the core's word for the locale (`WINNING!`, `中奖了！`).
    public var winningText: String

    private var generator: SeededGenerator
    private let spinTitle: String
    private let resultLabel = UILabel(frame: .zero)
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private let notification = UINotificationFeedbackGenerator()
    private var spinNumber = 0

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
      generator = SeededGenerator(seed: seed)
      var engine = SelectionEngine(model: SlotMachineModel())
      for (reel, row) in SlotMachineModel.startingRows(&generator).enumerated() {
        engine.selectRow(row, inWheel: reel)
      }
      adapter = WheelPickerAdapter(engine: engine, locale: locale)
      let words = PickerWords(locale: locale)
      self.spinTitle = spinTitle ?? words.spin
      winningText = words.winning
      super.init(nibName: nil, bundle: nil)
      if let symbolImage {
        adapter.rowImage = { key, _ in
          let symbols = SlotMachineModel.symbols
          return symbols.indices.contains(key.ordinal) ? symbolImage(symbols[key.ordinal]) : nil
        }
      }
    }

    /// The machine is made in code.
    required init?(coder: NSCoder) { nil }

    override public func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      resultLabel.font = UIFont.preferredFont(forTextStyle: .title1)
      resultLabel.adjustsFontForContentSizeCategory = true
      resultLabel.textAlignment = .center
      resultLabel.textColor = .systemRed
      let button = UIButton(
        type: .system, primaryAction: UIAction(title: spinTitle) { [weak self] _ in self?.spin() })
      button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .title2)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
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
          equalToConstant: SheetMetrics.panelHeight - SheetMetrics.barHeight),
      ])
    }

    /// Turns every reel by a random number of rows (more for reels further
    /// right, so they stop one after another), then shows a win.
    public func spin() {
      resultLabel.text = nil
      spinNumber += 1
      let thisSpin = spinNumber
      impact.impactOccurred()
      notification.prepare()
      onSound?(.spin)
      for (reel, turns) in SlotMachineModel.spinTurns(&generator).enumerated() {
        adapter.spin(turns, inWheel: reel)
      }
      let symbols = adapter.engine.value
      let isWin = SlotMachineModel.isWin(symbols)
      // UIPickerView tells nothing when a programmatic scroll ends; the win waits for the slowest reel.
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: .seconds(1))
        guard let self, self.spinNumber == thisSpin else { return }
        self.reelsStopped(symbols, isWin: isWin)
      }
    }

    private func reelsStopped(_ symbols: [String], isWin: Bool) {
      if isWin {
        resultLabel.text = winningText
        notification.notificationOccurred(.success)
        onSound?(.win)
        UIAccessibility.post(notification: .announcement, argument: winningText)
      }
      onResult?(symbols, isWin)
    }
  }
#endif
