import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("HeadlessDriver")
struct HeadlessDriverTests {
  static func program() throws -> (SheetProgram<ListModel>, SheetState<ListModel>) {
    let program = SheetProgram<ListModel>(configuration: SheetConfiguration())
    let engine = SelectionEngine(model: try ListModel(["a", "b", "c"]))
    return (program, program.initialState(engine: engine, size: .standard))
  }

  @Test("a sheet takes keys up to its end and leaves the rest")
  func leavesTheRest() throws {
    let (program, state) = try Self.program()
    var keys: ArraySlice<Key> = [.down, .enter, .down, .escape]
    let first = HeadlessDriver.run(program, from: state, keys: &keys, size: .standard)
    #expect(first.ending == .confirmed && !first.isExhausted)
    #expect(first.value == ListChoice(index: 1, value: "b"))
    #expect(Array(keys) == [.down, .escape])
    let second = HeadlessDriver.run(program, from: state, keys: &keys, size: .standard)
    #expect(second.ending == .cancelled && keys.isEmpty)
  }

  @Test("running out of keys confirms and says so")
  func exhausted() throws {
    let (program, state) = try Self.program()
    var keys: ArraySlice<Key> = [.down, .down]
    let stage = HeadlessDriver.run(program, from: state, keys: &keys, size: .standard)
    #expect(stage.ending == .confirmed && stage.isExhausted)
    #expect(stage.value?.value == "c")
  }
}
