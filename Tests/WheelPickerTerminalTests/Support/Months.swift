import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

/// Fixtures shared by the sheet tests.
extension Fixtures {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// A sheet program over independent wheels.
  static func lists(
    _ wheels: [[String]], configuration: SheetConfiguration = SheetConfiguration(), disabled: Set<[Int]> = [],
    cyclic: Set<Int> = [], order: [Int]? = nil, units: [Int: String] = [:], pageSizes: [Int: Int] = [:],
    weights: [Int: Double] = [:], size: TerminalSize = TerminalSize(columns: 40, lines: 12)
  ) -> (SheetProgram<ListWheelsModel>, SheetState<ListWheelsModel>) {
    let program = SheetProgram<ListWheelsModel>(configuration: configuration)
    var model = ListWheelsModel(wheels, disabled: disabled, cyclic: cyclic, order: order)
    model.units = units
    model.pageSizes = pageSizes
    model.weights = weights
    return (program, program.initialState(engine: SelectionEngine(model: model), size: size))
  }

  /// Applies keys one by one, returning the state and every outcome.
  static func send<Model>(
    _ keys: [KeyPress], to program: SheetProgram<Model>, _ state: SheetState<Model>
  ) -> (SheetState<Model>, [SheetOutcome]) {
    var state = state
    var outcomes: [SheetOutcome] = []
    for key in keys {
      let outcome: SheetOutcome
      (state, outcome) = program.update(state, .key(key))
      outcomes.append(outcome)
    }
    return (state, outcomes)
  }

  /// Applies events one by one and expects, after each, the whole state the
  /// previous expected state becomes through `change`, and the outcome
  /// (a transcript: nothing else may have changed).
  static func expectTranscript<Model>(
    _ program: SheetProgram<Model>, from state: SheetState<Model>,
    _ steps: [(event: SheetEvent, outcome: SheetOutcome, change: (inout SheetState<Model>) -> Void)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var actual = state
    var expected = state
    for (index, step) in steps.enumerated() {
      let outcome: SheetOutcome
      (actual, outcome) = program.update(actual, step.event)
      step.change(&expected)
      #expect(actual == expected, "step \(index): \(step.event)", sourceLocation: sourceLocation)
      #expect(outcome == step.outcome, "step \(index): \(step.event)", sourceLocation: sourceLocation)
      expected = actual
    }
  }
}

extension SheetProgram {
  /// The frame of `state` at another size (the state learns it as a resize).
  func render(_ state: SheetState<Model>, size: TerminalSize) -> Frame {
    render(update(state, .resized(size)).0)
  }

  /// Runs the sheet over `keys` as `--keys` does, on a ``ScriptedTerminal``.
  func runScripted(
    keys: [KeyPress], from initial: SheetState<Model>, size: TerminalSize = .standard,
    endOfInput: SheetEnding = .confirmed
  ) -> SheetResult<Model> {
    let terminal = ScriptedTerminal(keys: keys, size: size)
    do {
      return try SheetRunner(program: self, terminal: terminal, endOfInput: endOfInput).run(initial)
    } catch {
      Issue.record("a scripted terminal never fails: \(error)")
      return SheetResult(ending: .cancelled, state: initial)
    }
  }
}
