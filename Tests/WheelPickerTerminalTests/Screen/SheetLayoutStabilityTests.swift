import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

/// Columns that stay where they are while rows change, units beside the centre row only, and
/// room around a range's separator.
@Suite("Sheet layout stability")
struct SheetLayoutStabilityTests {
  @Test("the end becoming 至今 moves no column: the end's month keeps its place, showing —")
  func presentKeepsColumns() throws {
    let program = SheetProgram<DateRangeModel>(configuration: .init(labels: .simplifiedChinese))
    let engine = try SheetRangeSeparatorTests.engine(locale: "zh_Hans", end: .fields(year: 2025, month: 3))
    let state = program.initialState(engine: engine, size: TerminalSize(columns: 60, lines: 8))
    let before = SheetLayout(program: program, state: state)
    let (focused, _) = Fixtures.send([.right, .right], to: program, state)
    let (present, _) = Fixtures.send([.end], to: program, focused)
    #expect(present.sheet.engine.value.end == .present)
    let after = SheetLayout(program: program, state: present)
    #expect(after.columns == before.columns)
    #expect(after.separators == before.separators)
  }

  @Test("the focus marks keep two cells from the range's separator")
  func separatorRoom() throws {
    let program = SheetProgram<DateRangeModel>(configuration: .init(labels: .simplifiedChinese))
    let state = program.initialState(
      engine: try SheetRangeSeparatorTests.engine(locale: "zh_Hans"), size: .standard)
    let (focused, _) = Fixtures.send([.right, .right], to: program, state)
    let line = try #require(
      program.render(focused, size: TerminalSize(columns: 60, lines: 8)).plainText.split(separator: "\n")
        .first { $0.contains("至今") })
    #expect(line.contains("至  ›"))
    #expect(!line.contains("至 ›") && !line.contains("‹至"))
  }

  @Test("a countdown shows its units beside the centre row only")
  func countdownUnits() throws {
    let model = try CountdownModel(minuteStep: 1, locale: Locale(identifier: "en_US"))
    let program = SheetProgram<CountdownModel>()
    let state = program.initialState(
      engine: try SelectionEngine(model: model, value: CountdownValue(hours: 2, minutes: 0)),
      size: TerminalSize(columns: 60, lines: 8))
    let lines = program.render(state).plainText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[4].contains("2 hr") && lines[4].contains("0 min"))
    for line in [lines[2], lines[3], lines[5], lines[6]] {
      #expect(!line.contains("hr") && !line.contains("min"), "\(line)")
    }
  }

  @Test("children that arrive do not move the first wheel while their names fit its share")
  func arrivalsKeepFirstWheel() throws {
    let tree = CascadeTree(roots: [
      .init(name: "浙江省", children: [.init(name: "杭州市"), .init(name: "宁波市")]),
      .init(name: "贵州省", children: [.init(name: "黔东南苗族侗族自治州")]),
    ])
    let program = SheetProgram<CascadeModel>()
    let state = program.initialState(
      engine: SelectionEngine(model: CascadeModel(tree: tree, levels: 2)), size: .standard)
    let before = SheetLayout(program: program, state: state)
    let (moved, _) = Fixtures.send([.down], to: program, state)
    #expect(moved.sheet.engine.value.elements.map(\.name) == ["贵州省", "黔东南苗族侗族自治州"])
    #expect(SheetLayout(program: program, state: moved).columns == before.columns)
  }
}
