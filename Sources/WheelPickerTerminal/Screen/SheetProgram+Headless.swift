import WheelPickerCore

extension SheetProgram {
  /// Applies events with the same update as a terminal run, without a
  /// terminal (the CLI's `--keys`), and renders the last frame (`--print-frame`)
  /// at the full `size`: an inline sheet sits on the top lines, as drawn below a prompt.
  ///
  /// Animations started by an event run to their end before the next event.
  /// When the events run out without ending the sheet, it is confirmed if
  /// `confirmsAtEnd` (the CLI's rule), else cancelled.
  /// - Complexity: O(events × visible rows), plus what searches cost.
  public func runHeadless(
    _ events: [SheetEvent], from initial: SheetState<Model>, size: TerminalSize = .standard,
    confirmsAtEnd: Bool = true
  ) -> SheetResult<Model> {
    var (state, _) = update(initial, .resized(size))
    var ending: SheetEnding?
    for event in events where ending == nil {
      var outcome: SheetOutcome
      (state, outcome) = update(state, event)
      var ticks = 0
      while state.isAnimating, ticks < 100_000 {
        (state, _) = update(state, .tick)
        ticks += 1
      }
      switch outcome {
      case .confirmed: ending = .confirmed
      case .cancelled: ending = .cancelled
      case .interrupted: ending = .interrupted
      case .none, .suspendRequested, .spinFinished: break
      }
    }
    return SheetResult(
      ending: ending ?? (confirmsAtEnd ? .confirmed : .cancelled), state: state,
      frame: render(state, size: size).padded(toHeight: size.lines))
  }

  /// ``runHeadless(_:from:size:confirmsAtEnd:)`` for keys.
  public func runHeadless(
    keys: [Key], from initial: SheetState<Model>, size: TerminalSize = .standard, confirmsAtEnd: Bool = true
  ) -> SheetResult<Model> {
    runHeadless(keys.map(SheetEvent.key), from: initial, size: size, confirmsAtEnd: confirmsAtEnd)
  }
}
