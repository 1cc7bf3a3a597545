import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

/// Work is counted, not timed: a key on a 200,000-row list must ask the model
/// for O(visible rows) titles, whatever the list's length.
@Suite("Performance")
struct PerformanceTests {
  @Test("arrow keys and renders cost the same on 1,000 and 200,000 rows")
  func independentOfLength() {
    var costs: [Int] = []
    for count in [1_000, 200_000] {
      let model = HugeListModel(count: count)
      let program = SheetProgram<HugeListModel>()
      var state = program.initialState(engine: SelectionEngine(model: model), size: .standard)
      model.counter.reset()
      for key in [KeyPress.down, .down, .pageDown, .end, .up, .home] {
        state = program.update(state, .key(key)).0
        _ = program.render(state, size: .standard)
      }
      costs.append(model.counter.count)
    }
    #expect(costs[0] == costs[1])
    #expect(costs[1] <= 6 * 5 * 2)
  }

  @Test("measuring a wheel samples a bounded number of rows")
  func boundedMeasure() {
    let model = HugeListModel(count: 200_000)
    let program = SheetProgram<HugeListModel>()
    model.counter.reset()
    _ = program.initialState(engine: SelectionEngine(model: model), size: .standard)
    #expect(model.counter.count <= 64)
  }

  @Test("typing searches once per character; moving through matches costs no search")
  func searchCost() {
    let model = HugeListModel(count: 200_000)
    let program = SheetProgram<HugeListModel>()
    var state = program.initialState(engine: SelectionEngine(model: model), size: .standard)
    state = program.update(state, .key(.character("9"))).0
    #expect(state.sheet.matches.count > 1_000)
    model.counter.reset()
    state = program.update(state, .key(.control("j"))).0
    _ = program.render(state, size: .standard)
    #expect(model.counter.count <= 10)
  }
}
