import Foundation
import Testing
import WheelPickerCore

/// Placeholders described, empty wheels, paths deeper than the wheels, and a loader asked to
/// wait while nothing loads.
@Suite("AsyncCascadeModel and loader: placeholders, empty wheels, idle waits")
struct AsyncCascadeModelCoverageTests {
  static let branches = [AsyncCascadeNode(name: "main"), AsyncCascadeNode(name: "dev")]
  static let commits = [
    AsyncCascadeNode(key: "a1b2", name: "Fix"), AsyncCascadeNode(key: "c3d4", name: "Add"),
  ]

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
      throws: WheelPickerError(.valueNotAvailable, "path dev Add x is deeper than the picker's 2 wheels")
    ) {
      _ = try model.keys(for: path)
    }
  }

  @Test("an idle loader returns from its waits at once and keeps the change handler it was given")
  func idleLoader() async throws {
    let loader = try AsyncCascadeLoader(levels: 1) { _ in [.init(name: "only")] }
    #expect(loader.onChange == nil)
    loader.onChange = {}
    #expect(loader.onChange != nil)
    #expect(!loader.waitForLoads())
    await loader.loadsFinished()
    await loader.loadsEnded(0)
    #expect(loader.endedLoadCount == 0)
    #expect(!loader.isLoading && loader.startedLoadCount == 0)
    loader.onChange = nil
    #expect(loader.onChange == nil)
  }
}
