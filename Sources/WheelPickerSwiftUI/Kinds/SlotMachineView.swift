#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// The slot machine: five endless reels, a Spin button, and WINNING!
  /// when three or more adjacent reels stop on the same symbol.
  ///
  /// <!-- snippet: view -->
  /// ```swift
  /// SlotMachineView(onSpin: { crunch.play() }, onWin: { bell.play() })
  /// ```
  ///
  /// The machine runs the sheet program every face shares (`PickerSheet` with
  /// Spin alone): Spin draws each reel's turns from the core's
  /// `SlotMachineModel.spinTurns` (whole turns plus a random stop, more for
  /// reels further right, so they stop one after another), and the reels turn
  /// on ticks, about one a frame, slowing to a stop. Spin does nothing while
  /// the reels turn. WINNING! appears, is announced, and `onWin` is called
  /// when the last reel stops on a win; a new spin hides it until its own
  /// reels stop.
  public struct SlotMachineView: View {
    /// The reels as `seed` sets them, and the generator their spins draw from.
    private let start: SelectionEngine<SlotMachineModel>
    private let generator: SeededGenerator
    /// The program's state since the first spin; `nil` before it.
    @State private var spun: SheetViewState<SlotMachineModel>?
    /// Whether the last spin stopped on a win (`PickerSheet.Effect.spinStopped(isWin:)`).
    @State private var isWinning = false
    private var environment = SheetEnvironment()
    private let onSpin: @MainActor () -> Void
    private let onWin: @MainActor () -> Void

    /// Creates a machine.
    ///
    /// - Parameters:
    ///   - seed: the random seed of the reels' starting rows and stops (the same number replays the
    ///     same spins).
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
      start = engine
      self.generator = generator
      self.onSpin = onSpin
      self.onWin = onWin
    }

    /// The view's content.
    public var body: some View {
      let look = reelLook
      let program = program(look)
      let state = current(program)
      let bar = program.bar(state.sheet)
      VStack(spacing: 16) {
        SheetWheels(
          program: program, state: state, look: look, motion: nil,
          send: { event in send(event, to: program) }
        )
        .frame(height: look.geometry.rowHeight * Self.visibleRows)
        Text(isWinning ? program.words.winning : " ")
          .font(.headline)
          .foregroundColor(.red)
          .opacity(isWinning ? 1 : 0)
          .animation(isWinning && !environment.reducesMotion ? .easeIn(duration: 0.2) : nil, value: isWinning)
        Button(action: { send(.spin, to: program) }) {
          Text(bar.confirm)
            .font(.headline)
            .foregroundColor(
              Color(bar.isConfirmEnabled ? look.palette.confirmTint : look.palette.disabledRowText)
            )
            .frame(minWidth: 120, minHeight: 44)
        }
        .disabled(!bar.isConfirmEnabled)
      }
      .task(id: state.sheet.isSpinning) {
        await SpinTicker.run(while: { spun?.sheet.isSpinning == true }, tick: { send(.tick, to: program) })
      }
    }

    /// Rows of a reel in sight.
    private static let visibleRows = 5.0

    /// The environment's look with rows 1.6 times as high and symbols at twice the size.
    private var reelLook: SheetLook {
      var reelGeometry = environment.geometry
      reelGeometry.rowHeight *= 1.6
      var reelStyle = environment.style
      reelStyle.rowFont.size *= 2
      return environment.look(style: reelStyle, geometry: reelGeometry)
    }

    /// The machine's program: Spin alone, turns and wins from the core's model.
    private func program(_ look: SheetLook) -> PickerSheet<SlotMachineModel> {
      var program = PickerSheet<SlotMachineModel>(style: look.style, geometry: look.geometry, buttons: .spin)
      program.spin = { _, generator in SlotMachineModel.spinTurns(&generator) }
      program.isWin = { SlotMachineModel.isWin($0) }
      program.reducesMotion = look.reducesMotion
      return program
    }

    private func current(_ program: PickerSheet<SlotMachineModel>) -> SheetViewState<SlotMachineModel> {
      spun ?? SheetViewState(program.initialState(engine: start, generator: generator))
    }

    /// Sends an event to the program and carries out what it answers.
    private func send(_ event: PickerSheet<SlotMachineModel>.Event, to program: PickerSheet<SlotMachineModel>)
    {
      var state = current(program)
      let wasSpinning = state.sheet.isSpinning
      let effects = state.send(event, to: program, motion: nil, haptic: environment.haptic)
      spun = state
      if !wasSpinning, state.sheet.isSpinning {
        // The program drew the reels' turns: a spin started.
        isWinning = false
        onSpin()
      }
      for effect in effects {
        switch effect {
        case .spinStopped(let isWin):
          isWinning = isWin
          if isWin { onWin() }
        default:
          break
        }
      }
    }
  }
#endif
