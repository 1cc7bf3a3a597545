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
    #expect(
      kindAndReason { try engine.select(AsyncCascadePath([AsyncCascadeNode(name: "gone")])) }
        == KindAndReason(.valueNotAvailable, .notFound))
  }
}

extension AsyncCascadeModelTests {
  @Test("placeholder keys are described by their words, node keys by their hash in hexadecimal")
  func describedKeys() {
    let model = AsyncCascadeModel(levels: 2, words: PickerWords(language: .simplifiedChinese))
    #expect(model.describe(AsyncCascadeModel.loadingKey, inWheel: 0) == "加载中…")
    #expect(model.describe(AsyncCascadeModel.failedKey, inWheel: 1) == model.failureTitle)
    #expect(!model.failureTitle.isEmpty && model.failureTitle != model.loadingTitle)
    #expect(model.describe(RowKey(255), inWheel: 0) == "#ff")
    #expect(model.describe(RowKey(-1), inWheel: 0) == "#ffffffffffffffff")
  }

  @Test("a failure without a reason shows the failure words alone")
  func failureWithoutReason() {
    let model = AsyncCascadeModel(
      levels: 2, children: [[]: .loaded(AsyncCascadeRows(Self.branches)), ["main"]: .failed("")])
    let engine = SelectionEngine(model: model)
    #expect(engine.title(ofRow: 0, inWheel: 1) == "Couldn’t load — select to retry")
    #expect(engine.value.pending == .failed(""))
  }

  @Test("a wheel past a leaf, or past the last, is empty: no title, no rows, no row for any key")
  func emptyWheels() {
    let model = AsyncCascadeModel(
      levels: 3,
      children: [[]: .loaded(AsyncCascadeRows(Self.branches)), ["main"]: .loaded(AsyncCascadeRows([]))])
    let selection = SelectionEngine(model: model).selection
    #expect(model.rowCount(ofWheel: 1, given: selection) == 0)
    #expect(model.rowCount(ofWheel: 2, given: selection) == 0)
    #expect(model.rowCount(ofWheel: 3, given: selection) == 0)
    #expect(model.title(ofRow: 0, inWheel: 2, given: selection) == "")
    #expect(model.row(for: AsyncCascadeModel.loadingKey, inWheel: 2, given: selection) == nil)
    #expect(model.key(ofRow: 0, inWheel: 2, given: selection) == AsyncCascadeModel.loadingKey)
  }

  @Test("models differing only in their wheel names are not equal")
  func namesMatter() {
    #expect(AsyncCascadeModel(levels: 2, wheelNames: ["branch"]) != AsyncCascadeModel(levels: 2))
    #expect(
      AsyncCascadeModel(levels: 2, wheelNames: ["branch"])
        == AsyncCascadeModel(levels: 2, wheelNames: ["branch"]))
  }

  @Test("a path deeper than the wheels is refused, naming the path and the wheel count")
  func deeperPath() {
    let model = AsyncCascadeModel(
      levels: 2,
      children: [
        []: .loaded(AsyncCascadeRows(Self.branches)), ["dev"]: .loaded(AsyncCascadeRows(Self.commits)),
      ])
    let path = AsyncCascadePath([AsyncCascadeNode(name: "dev"), Self.commits[1], AsyncCascadeNode(name: "x")])
    #expect(
      kindAndReason {
        _ = try model.keys(for: path)
      } == KindAndReason(.valueNotAvailable, .tooDeep))
  }
}
