#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation

  /// The slot machine of S10: five endless reels, a Spin button, and WINNING!
  /// when three or more adjacent reels stop on the same symbol.
  ///
  /// ```swift
  /// SlotMachineView(onSpin: { crunch.play() }, onWin: { bell.play() })
  /// ```
  ///
  /// Each spin steps every reel through the engine by the core's
  /// `SlotMachineModel.spinTurns`: whole turns plus a random stop, more for reels
  /// further right, so they stop one after another. The win label appears, and
  /// `onWin` is called, when the last reel stops; a new spin hides the label
  /// until its own reels stop.
  public struct SlotMachineView: View {
    @State private var engine: SelectionEngine<SlotMachineModel>
    @State private var generator: SeededGenerator
    @State private var spins: [Int] = Array(repeating: 0, count: 5)
    @State private var isWinning = false
    /// Spins so far: each new one restarts the wait for the reels to stop.
    @State private var spinCount = 0
    /// How long the last spin's reels take to stop, in seconds.
    @State private var stoppingTime = 0.0
    @Environment(\.wheelPickerStyle) private var customStyle
    @Environment(\.wheelPickerGeometry) private var geometry
    @Environment(\.locale) private var locale
    private let onSpin: @MainActor () -> Void
    private let onWin: @MainActor () -> Void

    /// Creates a machine.
    ///
    /// - Parameters:
    ///   - seed: the seed of the reels' random stops (a fixed seed replays the same spins).
    ///   - onSpin: called as the reels start (play the crunch here).
    ///   - onWin: called as the last reel stops on a win (play the bell here).
    public init(
      seed: UInt64 = UInt64.random(in: 0...UInt64.max),
      onSpin: @escaping @MainActor () -> Void = {}, onWin: @escaping @MainActor () -> Void = {}
    ) {
      var generator = SeededGenerator(seed: seed)
      var engine = SelectionEngine(model: SlotMachineModel())
      for (reel, row) in SlotMachineModel.startingRows(&generator).enumerated() {
        _ = engine.selectRow(row, inWheel: reel)
      }
      _engine = State(initialValue: engine)
      _generator = State(initialValue: generator)
      self.onSpin = onSpin
      self.onWin = onWin
    }

    /// The words of the environment's locale (Spin, WINNING!).
    private var words: PickerWords { PickerWords(locale: locale) }

    /// The view's content.
    public var body: some View {
      VStack(spacing: 16) {
        WheelPickerView(engine: $engine, spins: spins, motion: nil, onChange: nil)
          .frame(height: reelGeometry.rowHeight * Self.visibleRows)
          .wheelPickerGeometry(reelGeometry)
          .wheelPickerStyle(reelStyle)
        Text(isWinning ? words.winning : " ")
          .font(.headline)
          .foregroundColor(.red)
          .opacity(isWinning ? 1 : 0)
          .animation(isWinning ? .easeIn(duration: 0.2) : nil, value: isWinning)
        Button(action: spin) {
          Text(words.spin).font(.headline).frame(minWidth: 120, minHeight: 44)
        }
      }
      .task(id: spinCount) { await reelsStopped() }
    }

    /// Rows of a reel in sight.
    private static let visibleRows = 5.0

    /// The environment's geometry with rows 1.6 times as high, for symbols at twice the size.
    private var reelGeometry: SheetGeometry {
      var reel = geometry
      reel.rowHeight *= 1.6
      return reel
    }

    /// The environment's style (the seed's in the environment's language) with symbols at twice the size.
    private var reelStyle: SheetStyle {
      var reel = customStyle ?? SheetStyle(words: words)
      reel.rowFont.size *= 2
      return reel
    }

    private func spin() {
      var generator = self.generator
      let turns = SlotMachineModel.spinTurns(&generator)
      self.generator = generator
      for (reel, rows) in turns.enumerated() {
        _ = engine.step(rows, inWheel: reel)
      }
      isWinning = false
      spins = zip(spins, turns).map { $0 + $1 }
      // Each reel turns as long as its own turns take (`WheelColumn`); the one with the most stops last.
      stoppingTime = WheelTrack.restingDuration(forRows: Double(turns.max() ?? 0))
      spinCount += 1
      onSpin()
    }

    /// Waits until the last reel of the latest spin has stopped, then shows a win and reports it;
    /// a new spin cancels the wait (SwiftUI cancels the task when `spinCount` changes).
    private func reelsStopped() async {
      guard spinCount > 0 else { return }
      try? await Task.sleep(nanoseconds: UInt64(stoppingTime * 1_000_000_000))
      guard !Task.isCancelled, SlotMachineModel.isWin(engine.value) else { return }
      isWinning = true
      onWin()
    }
  }
#endif
