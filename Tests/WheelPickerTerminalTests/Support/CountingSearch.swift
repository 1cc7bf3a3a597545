import Foundation
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

/// The focused-wheel search, counting its calls and the query characters it was given, so
/// tests can check that typing and pasting search once per update, not once per character.
final class CountingSearch<Model: WheelModel>: SheetSearching, @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  private var characters = 0

  /// How many searches ran, and the query characters they were given in all.
  var counts: (calls: Int, characters: Int) { lock.withLock { (calls, characters) } }

  func matches(for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int) -> [SearchMatch] {
    lock.withLock {
      calls += 1
      characters += query.count
    }
    return FocusedWheelSearch<Model>().matches(for: query, in: engine, focusedWheel: focusedWheel)
  }
}

extension CountingSearch where Model == ListWheelsModel {
  /// A sheet of the months, unanimated, whose search counts.
  static func months(
    columns: Int
  ) -> (SheetProgram<ListWheelsModel>, SheetState<ListWheelsModel>, CountingSearch<ListWheelsModel>) {
    let search = CountingSearch<ListWheelsModel>()
    let program = SheetProgram<ListWheelsModel>(
      configuration: SheetConfiguration(isAnimated: false), search: search)
    let state = program.initialState(
      engine: SelectionEngine(model: ListWheelsModel([Fixtures.months])),
      size: TerminalSize(columns: columns, lines: 12))
    return (program, state, search)
  }
}
