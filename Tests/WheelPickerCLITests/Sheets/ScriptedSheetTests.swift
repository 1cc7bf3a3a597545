import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

/// `--keys` runs sheets through the presenter's one path: ``SheetRunner`` on a ``ScriptedTerminal``.
@Suite("Sheets over --keys")
struct ScriptedSheetTests {
  static func presenter(_ keys: String) throws -> SheetPresenter {
    var common = CommonOptions(locale: .english)
    common.keys = try KeyScript.parse(keys, option: "--keys")
    return SheetPresenter(options: common, environment: [:], console: RecordingConsole())
  }

  static func sheet() throws -> (PreparedSheet<ListModel>, SheetProgram<ListModel>) {
    let sheet = PreparedSheet(engine: SelectionEngine(model: ListModel(["a", "b", "c"])), title: "") {
      PickerAnswer.list(index: $0.index, value: $0.value)
    }
    return (sheet, SheetProgram<ListModel>(configuration: SheetConfiguration()))
  }

  @Test("a sheet takes keys up to its end and leaves the rest to the next one")
  func leavesTheRest() throws {
    let presenter = try Self.presenter("down enter down esc")
    let (sheet, program) = try Self.sheet()
    let terminal = try presenter.makeTerminal()
    let first = try presenter.run(sheet.engine, program: program, on: terminal)
    #expect(first.ending == .confirmed && !first.isInputExhausted)
    #expect(first.value == ListChoice(index: 1, value: "b"))
    let second = try presenter.run(sheet.engine, program: program, on: terminal)
    #expect(second.ending == .cancelled && !second.isInputExhausted)
    let third = try presenter.run(sheet.engine, program: program, on: terminal)
    #expect(third.ending == .confirmed && third.isInputExhausted)
  }

  @Test("running out of keys confirms and says so")
  func exhausted() throws {
    let presenter = try Self.presenter("down down")
    let (sheet, program) = try Self.sheet()
    let result = try presenter.run(sheet.engine, program: program, on: presenter.makeTerminal())
    #expect(result.ending == .confirmed && result.isInputExhausted)
    #expect(result.value?.value == "c")
  }
}
