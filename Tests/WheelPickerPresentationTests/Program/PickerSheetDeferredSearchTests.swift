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
}
