import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

@Suite("SheetConfiguration")
struct SheetConfigurationTests {
  @Test("visible rows are odd and at least one", arguments: [(5, 5), (4, 5), (0, 1), (-3, 1), (7, 7)])
  func oddRows(_ asked: Int, _ expected: Int) {
    #expect(SheetConfiguration(visibleRows: asked).visibleRows == expected)
  }

  @Test("a page is rows − 1 unless the wheel's traits say otherwise")
  func pages() {
    let (program, state) = Fixtures.lists(
      [["a"], ["b"], ["c"]], configuration: SheetConfiguration(visibleRows: 7), pageSizes: [0: 10, 2: 0])
    #expect(program.sheet.pageSize(ofWheel: 0, in: state.sheet.engine) == 10)
    #expect(program.sheet.pageSize(ofWheel: 1, in: state.sheet.engine) == 6)
    #expect(program.sheet.pageSize(ofWheel: 2, in: state.sheet.engine) == 1)
  }

  @Test(
    "NO_COLOR and TERM=dumb",
    arguments: [
      ([:], true, true), (["NO_COLOR": "1"], false, true), (["NO_COLOR": ""], true, true),
      (["TERM": "dumb"], false, false), (["TERM": "xterm-256color"], true, true),
    ])
  func environment(_ variables: [String: String], _ color: Bool, _ styles: Bool) {
    var configuration = SheetConfiguration()
    configuration.apply(environment: variables)
    #expect(configuration.usesColor == color)
    #expect(configuration.usesStyles == styles)
    #expect(configuration.isMouseEnabled == styles)
  }

  @Test("a starting query is typed into the first state: the wheel on its best match, the query kept")
  func startingQuery() {
    var configuration = SheetConfiguration()
    configuration.query = "zur"
    let program = SheetProgram<ListModel>(configuration: configuration)
    let engine = SelectionEngine(model: ListModel(["Bern", "Genève", "Zürich"]))
    let state = program.initialState(engine: engine, size: .standard)
    #expect(state.sheet.query == "zur")
    #expect(state.sheet.engine.selectedRow(inWheel: 0) == 2)
    #expect(state.sheet.matches.count == 1)
    // A query that matches nothing is kept, with no match, where typing it would leave it.
    configuration.query = "bx"
    let missing = SheetProgram<ListModel>(configuration: configuration).initialState(
      engine: engine, size: .standard)
    #expect(missing.sheet.query == "bx" && missing.sheet.matches.isEmpty)
    #expect(missing.sheet.engine.selectedRow(inWheel: 0) == 0)
    // None: the state every sheet starts in.
    #expect(SheetProgram<ListModel>().initialState(engine: engine, size: .standard).sheet.query.isEmpty)
  }
}
