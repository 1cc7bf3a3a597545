import WheelPickerCore
import WheelPickerTerminal

/// Applies keys to one sheet after another without a terminal (the demo's
/// `--keys`): each sheet takes keys until it ends and leaves the rest to the
/// next, with the same update as a terminal run.
enum HeadlessDriver {
  /// Runs `program` from `initial` on keys taken from the front of `keys`.
  ///
  /// Animations an event starts run to their end before the next key. When
  /// the keys run out before the sheet ends, it is confirmed (the `--keys`
  /// rule) and `isExhausted` says so.
  ///
  /// - Complexity: O(keys taken × visible rows), plus searches.
  static func run<Model>(
    _ program: SheetProgram<Model>, from initial: SheetState<Model>, keys: inout ArraySlice<Key>,
    size: TerminalSize
  ) -> HeadlessStage<Model> {
    var (state, _) = program.update(initial, .resized(size))
    while let key = keys.popFirst() {
      var outcome: SheetOutcome
      (state, outcome) = program.update(state, .key(key))
      var ticks = 0
      while state.isAnimating, ticks < 100_000 {
        (state, _) = program.update(state, .tick)
        ticks += 1
      }
      switch outcome {
      case .confirmed:
        return HeadlessStage(
          ending: .confirmed, state: state, frame: program.render(state, size: size), isExhausted: false)
      case .cancelled:
        return HeadlessStage(
          ending: .cancelled, state: state, frame: program.render(state, size: size), isExhausted: false)
      case .interrupted:
        return HeadlessStage(
          ending: .interrupted, state: state, frame: program.render(state, size: size), isExhausted: false)
      case .none, .suspendRequested, .spinFinished: continue
      }
    }
    return HeadlessStage(
      ending: .confirmed, state: state, frame: program.render(state, size: size), isExhausted: true)
  }
}
