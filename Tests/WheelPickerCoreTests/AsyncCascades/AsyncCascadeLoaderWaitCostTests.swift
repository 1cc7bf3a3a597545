import Testing
import WheelPickerCore

/// Settling a path whose loads answer at once costs the same work per level at any depth: an
/// arrival copies a bounded part of the children trie (never the numbering, which every model
/// shares), and the walks down the selected rows compare a bounded number of rows. Counted, not
/// timed.
@Suite("AsyncCascadeLoader: waiting for the loads down a deep path is linear in its depth")
struct AsyncCascadeLoaderSettleCostTests {
  /// The work of waiting for the loads of one path, in all.
  struct Work {
    var levels: Int
    var depth: Int
    var copiedSlots: Int
    var walkComparisons: Int
    var pathComparisons: Int
    /// Whether the first model that showed the roots shares the numbering of the last, and still
    /// shows only the roots.
    var firstModelIsShared: Bool
  }

  static func waitForLoads(levels: Int) async throws -> Work {
    let loader = try AsyncCascadeLoader(levels: levels) { path in
      ["a", "b", "c"].map { AsyncCascadeNode(key: "\(path.count)\($0)", name: $0) }
    }
    var engine = SelectionEngine(model: loader.model())
    var first: AsyncCascadeModel?
    repeat {
      loader.refresh(&engine)
      if first == nil, engine.rowCount(ofWheel: 0) == 3 { first = engine.model }
      await loader.loadsFinished()
    } while loader.model() != engine.model
    let shared =
      first.map {
        $0.numberingIdentity == engine.model.numberingIdentity
          && $0.numberingIdentity == loader.model().numberingIdentity
          && $0.value(of: engine.selection) == AsyncCascadePath([engine.value.nodes[0]], pending: .loading)
      } ?? false
    return Work(
      levels: levels, depth: engine.value.nodes.count, copiedSlots: loader.copiedSlotCount,
      walkComparisons: engine.model.walkComparisonCount, pathComparisons: loader.pathComparisonCount,
      firstModelIsShared: shared)
  }

  @Test("a selection made from rows, which vouches for none, is compared row by row")
  func handMadeSelectionsAreCompared() async throws {
    let loader = try AsyncCascadeLoader(levels: 50) { path in [AsyncCascadeNode(name: "\(path.count)")] }
    var engine = SelectionEngine(model: loader.model())
    repeat {
      loader.refresh(&engine)
      await loader.loadsFinished()
    } while loader.model() != engine.model
    let before = engine.model.walkComparisonCount
    #expect(engine.model.rowCount(ofWheel: 49, given: engine.selection) == 1)
    #expect(engine.model.walkComparisonCount == before, "the engine's own selection is vouched for")
    #expect(engine.model.rowCount(ofWheel: 49, given: WheelSelection(engine.selection.rows)) == 1)
    #expect(engine.model.walkComparisonCount == before + 49)
  }

  @Test("at 100 and 300 levels: a bounded trie copy and a bounded number of row comparisons per arrival")
  func workPerLevelIsBounded() async throws {
    let shallow = try await Self.waitForLoads(levels: 100)
    let deep = try await Self.waitForLoads(levels: 300)
    for work in [shallow, deep] {
      let note = Comment(rawValue: "\(work)")
      #expect(work.depth == work.levels, note)
      #expect(work.firstModelIsShared, "every model shares one numbering and sees what it saw: \(work)")
      // Under 1,024 nodes the trie has two levels: an arrival copies at most the root and a leaf.
      #expect(work.copiedSlots <= 2 * PersistentSlots<Int>.width * work.levels, note)
      #expect(work.walkComparisons <= 2 * work.levels, note)
      #expect(work.pathComparisons <= 2 * work.levels, note)
    }
    // Per level, the deeper path costs what the shallower does (give or take one trie node a
    // level: a leaf made since the last snapshot is not copied), not three times as much.
    let width = PersistentSlots<Int>.width
    #expect(deep.copiedSlots * shallow.levels <= (shallow.copiedSlots + width * shallow.levels) * deep.levels)
    #expect(deep.walkComparisons * shallow.levels <= (shallow.walkComparisons + shallow.levels) * deep.levels)
    #expect(deep.pathComparisons * shallow.levels <= (shallow.pathComparisons + shallow.levels) * deep.levels)
  }
}
