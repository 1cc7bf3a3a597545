import Testing
import WheelPickerCore

@Suite("AsyncCascadeModel")
struct AsyncCascadeModelTests {
  static let branches = [AsyncCascadeNode(name: "main"), AsyncCascadeNode(name: "dev")]
  static let commits = [
    AsyncCascadeNode(key: "a1b2", name: "Fix"), AsyncCascadeNode(key: "c3d4", name: "Add"),
  ]

  @Test("a node whose children have not arrived shows one disabled loading row, in the sheet's language")
  func loadingRow() {
    let model = AsyncCascadeModel(
      levels: 2, children: [[]: .loaded(AsyncCascadeRows(Self.branches))],
      words: PickerWords(language: .simplifiedChinese))
    let engine = SelectionEngine(model: model)
    #expect(engine.selection == WheelSelection([0, 0]))
    #expect(engine.rowCount(ofWheel: 1) == 1)
    #expect(engine.title(ofRow: 0, inWheel: 1) == "加载中…")
    #expect(!engine.isRowEnabled(0, inWheel: 1))
    #expect(engine.value == AsyncCascadePath([AsyncCascadeNode(name: "main")], pending: .loading))
    #expect(!engine.value.isComplete)
  }

  @Test("a failed load shows its reason after the failure words; wheels after it are empty")
  func failedRow() {
    let model = AsyncCascadeModel(
      levels: 3,
      children: [[]: .loaded(AsyncCascadeRows(Self.branches)), ["main"]: .failed("exit status 1")])
    let engine = SelectionEngine(model: model)
    #expect(engine.title(ofRow: 0, inWheel: 1) == "Couldn’t load — select to retry (exit status 1)")
    #expect(engine.rowCount(ofWheel: 2) == 0)
    #expect(engine.value.pending == .failed("exit status 1"))
  }

  @Test("rows that arrive keep every wheel on its node, and children take their first row")
  func arrivalKeepsTheSelection() throws {
    let roots: [[String]: AsyncCascadeChildren] = [[]: .loaded(AsyncCascadeRows(Self.branches))]
    var engine = SelectionEngine(model: AsyncCascadeModel(levels: 2, children: roots))
    engine.selectRow(1, inWheel: 0)
    var arrived = roots
    arrived[["dev"]] = .loaded(AsyncCascadeRows(Self.commits))
    // The roots arrive again in another order: the selection follows "dev".
    arrived[[]] = .loaded(AsyncCascadeRows(Self.branches.reversed()))
    engine.replaceModel(AsyncCascadeModel(levels: 2, children: arrived))
    #expect(engine.selection == WheelSelection([0, 0]))
    #expect(engine.value == AsyncCascadePath([AsyncCascadeNode(name: "dev"), Self.commits[0]]))
    #expect(engine.value.cascadePath.text == "dev Fix")
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("a leaf ends the path: no output means no children")
  func leaf() {
    let model = AsyncCascadeModel(
      levels: 3,
      children: [[]: .loaded(AsyncCascadeRows(Self.branches)), ["main"]: .loaded(AsyncCascadeRows([]))])
    let engine = SelectionEngine(model: model)
    #expect(engine.rowCount(ofWheel: 1) == 0)
    #expect(engine.value == AsyncCascadePath([AsyncCascadeNode(name: "main")]))
    #expect(engine.value.isComplete)
  }

  @Test("a key repeated among siblings keeps its first node")
  func repeatedKeys() {
    let rows = AsyncCascadeRows([
      .init(key: "a", name: "A"), .init(key: "a", name: "again"), .init(name: "b"),
    ])
    #expect(rows.nodes.map(\.name) == ["A", "b"])
  }

  @Test("a value names nodes that have arrived; others are refused with the level and key")
  func valuesRoundTrip() throws {
    let model = AsyncCascadeModel(
      levels: 2,
      children: [
        []: .loaded(AsyncCascadeRows(Self.branches)), ["dev"]: .loaded(AsyncCascadeRows(Self.commits)),
      ])
    var engine = SelectionEngine(model: model)
    let path = AsyncCascadePath([AsyncCascadeNode(name: "dev"), Self.commits[1]])
    try engine.select(path)
    #expect(engine.value == path)
    #expect(throws: WheelPickerError.self) {
      try engine.select(AsyncCascadePath([AsyncCascadeNode(name: "main"), Self.commits[1]]))
    }
    do {
      try engine.select(AsyncCascadePath([AsyncCascadeNode(name: "gone")]))
    } catch {
      #expect(error.message.contains("key \"gone\" has arrived at level 1"))
    }
  }
}
