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
    cyclic: Set<Int> = [], order: [Int]? = nil, size: TerminalSize = TerminalSize(columns: 40, lines: 12)
  ) -> (SheetProgram<ListWheelsModel>, SheetState<ListWheelsModel>) {
    let program = SheetProgram<ListWheelsModel>(configuration: configuration)
    let model = ListWheelsModel(wheels, disabled: disabled, cyclic: cyclic, order: order)
    return (program, program.initialState(engine: SelectionEngine(model: model), size: size))
  }

  /// Applies keys one by one, returning the state and every outcome.
  static func send<Model>(
    _ keys: [Key], to program: SheetProgram<Model>, _ state: SheetState<Model>
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
}
