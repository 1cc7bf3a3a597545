import Testing
import WheelPickerCore

@testable import WheelPickerPresentation

/// A sheet that leaves the search of a big wheel to its face: the state names the search, the
/// face sends the answer back, and only the answer to the newest query is taken.
@Suite("PickerSheet: searches left to the face")
struct PickerSheetDeferredSearchTests {
  typealias Lists = PickerSheet<ListModel>
  let words = PickerWords(language: .english)
  let rows = ["apple", "banana", "cherry", "blueberry", "apricot"]

  func sheet(deferredFrom rowCount: Int?) -> (Lists, Lists.State) {
    var sheet = Lists(words: words)
    sheet.deferredSearchRows = rowCount
    var state = sheet.initialState(engine: SelectionEngine(model: ListModel(rows)))
    (state, _) = sheet.update(state, .appeared)
    return (sheet, state)
  }

  @Test("a wheel below the threshold is searched in the update, as before")
  func belowThresholdSearchesAtOnce() {
    let (sheet, start) = sheet(deferredFrom: 6)
    let (state, effects) = sheet.update(start, .type("ch"))
    #expect(state.pendingSearch == nil && !state.isSearching)
    #expect(state.matches == [SearchMatch(row: 2, inWheel: 0)])
    #expect(effects.contains(.show(row: 2, at: DisplayPosition(0), animated: true)))
  }

  @Test("a big wheel's query is asked of the face; the selection stays until the answer, which shows it")
  func answerShowsFirstMatch() {
    let (sheet, start) = sheet(deferredFrom: 5)
    let (asked, effects) = sheet.update(start, .type("b"))
    #expect(effects.isEmpty)
    #expect(asked.engine == start.engine && asked.matches.isEmpty && asked.query == "b")
    let request = SheetSearchRequest(generation: 1, query: "b", wheel: 0, engine: start.engine)
    #expect(asked.pendingSearch == request)
    let answer = sheet.results(of: request)
    #expect(answer.matches == [SearchMatch(row: 1, inWheel: 0), SearchMatch(row: 3, inWheel: 0)])
    let (shown, shownEffects) = sheet.update(asked, .searchFinished(answer))
    #expect(shown.pendingSearch == nil && shown.matches == answer.matches && shown.matchIndex == 0)
    #expect(shown.engine.selectedRow(inWheel: 0) == 1)
    #expect(shownEffects.contains(.show(row: 1, at: DisplayPosition(0), animated: true)))
  }

  @Test("an answer to an older query, or after Escape cleared it, changes nothing")
  func staleAnswerDropped() {
    let (sheet, start) = sheet(deferredFrom: 0)
    let (first, _) = sheet.update(start, .type("b"))
    let (second, _) = sheet.update(first, .type("l"))
    #expect(second.pendingSearch?.generation == 2 && second.pendingSearch?.query == "bl")
    let stale = sheet.results(of: first.pendingSearch!)
    let (unchanged, none) = sheet.update(second, .searchFinished(stale))
    #expect(unchanged == second && none.isEmpty)
    let (cleared, _) = sheet.update(second, .escape)
    #expect(cleared.pendingSearch == nil && cleared.query.isEmpty && cleared.phase.acceptsInput)
    let late = sheet.results(of: second.pendingSearch!)
    let (still, nothing) = sheet.update(cleared, .searchFinished(late))
    #expect(still == cleared && nothing.isEmpty)
  }

  @Test("Confirm during a search waits for the answer, then confirms its first match")
  func confirmWaitsForAnswer() {
    let (sheet, start) = sheet(deferredFrom: 0)
    let (asked, _) = sheet.update(start, .type("cher"))
    let (waiting, none) = sheet.update(asked, .confirm(shownRows: nil))
    #expect(none.isEmpty && waiting.confirmsAfterSearch && waiting.phase.acceptsInput)
    let (ended, effects) = sheet.update(waiting, .searchFinished(sheet.results(of: waiting.pendingSearch!)))
    #expect(effects.contains(.reportValue(ListChoice(index: 2, value: "cherry"))))
    #expect(ended.phase == .confirmed)
  }

  @Test("typed keys that match nothing as a whole show the longest query that matched, searched or answered")
  func fallbackToLongestMatchingPrefix() {
    let (inline, start) = sheet(deferredFrom: nil)
    let (searched, _) = inline.update(start, .type("blx"))
    let (deferred, asking) = sheet(deferredFrom: 0)
    let (asked, _) = deferred.update(asking, .type("blx"))
    #expect(asked.pendingSearch?.keptCharacters == 0)
    let (answered, _) = deferred.update(asked, .searchFinished(deferred.results(of: asked.pendingSearch!)))
    #expect(searched.engine.selectedRow(inWheel: 0) == 3 && searched.matches.isEmpty)
    #expect(answered.engine == searched.engine && answered.matches.isEmpty)
  }

  @Test("a cascade searched whole is left to the face by its node count, not by the focused wheel's rows")
  func cascadeDefersByNodeCount() {
    typealias Node = CascadeTree.Node
    let tree = CascadeTree(roots: [
      Node(name: "fruit", children: (0..<30).map { Node(name: "fruit \($0)") }),
      Node(name: "nuts", children: (0..<30).map { Node(name: "nut \($0)") }),
    ])
    #expect(tree.count == 62)
    for (threshold, defers) in [(62, true), (63, false)] {
      var sheet = PickerSheet<CascadeModel>(words: words)
      sheet.search = AnySheetSearch(
        CascadeSheetSearch<CascadeModel>(tree: tree, index: CascadeSearchIndex(tree: tree), wheelCount: 2))
      sheet.deferredSearchRows = threshold
      var start = sheet.initialState(engine: SelectionEngine(model: CascadeModel(tree: tree)))
      (start, _) = sheet.update(start, .appeared)
      #expect(start.engine.rowCount(ofWheel: 0) == 2)
      let (typed, _) = sheet.update(start, .type("nut 7"))
      #expect((typed.pendingSearch != nil) == defers, "\(threshold)")
      let answer = sheet.results(
        of: typed.pendingSearch
          ?? SheetSearchRequest(
            generation: 0, query: "nut 7", wheel: 0, engine: start.engine))
      #expect(answer.matches.first?.steps.map(\.row) == [1, 7], "\(threshold)")
    }
  }

  @Test("a search cancelled before it starts answers nothing, not even the fallback of typed keys")
  func cancelledAnswer() {
    let rows = (0..<10_000).map { "item-\($0)" }
    var sheet = Lists(words: words)
    sheet.deferredSearchRows = 0
    var start = sheet.initialState(engine: SelectionEngine(model: ListModel(rows)))
    (start, _) = sheet.update(start, .appeared)
    let (asked, _) = sheet.update(start, .type("item"))
    let request = asked.pendingSearch!
    #expect(sheet.results(of: request).matches.count == rows.count)
    let stopped = sheet.results(of: request, cancellation: SearchCancellation { true })
    #expect(stopped.matches.isEmpty && stopped.fallback == nil)
    // Typed keys matching nothing: no prefix is searched once the search is cancelled.
    let (missing, _) = sheet.update(start, .type("itemx"))
    let fallback = sheet.results(of: missing.pendingSearch!)
    #expect(fallback.fallback != nil)
    #expect(
      sheet.results(of: missing.pendingSearch!, cancellation: SearchCancellation { true }).fallback == nil)
  }
}
