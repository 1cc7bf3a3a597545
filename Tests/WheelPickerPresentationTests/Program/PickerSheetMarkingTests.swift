import Testing
import WheelPickerCore
import WheelPickerSheetStyle

@testable import WheelPickerPresentation

/// A sheet that answers several rows: the program's marks, their limit, what Confirm reports,
/// the plan's status and room, and which keys mark.
@Suite("PickerSheet marking")
struct PickerSheetMarkingTests {
  typealias Lists = PickerSheet<ListModel>
  static let items = ["apple", "banana", "cherry", "avocado", "date"]

  func sheet(limit: Int? = nil, language: PickerWords.Language = .english) -> (Lists, Lists.State) {
    var sheet = Lists(words: PickerWords(language: language))
    sheet.marking = SheetMarking(limit: limit)
    return (
      sheet,
      sheet.update(sheet.initialState(engine: SelectionEngine(model: ListModel(Self.items))), .appeared).0
    )
  }

  func send(_ sheet: Lists, _ state: Lists.State, _ events: [Lists.Event]) -> (Lists.State, [[Lists.Effect]])
  {
    var state = state
    var all: [[Lists.Effect]] = []
    for event in events {
      let effects: [Lists.Effect]
      (state, effects) = sheet.update(state, event)
      all.append(effects)
    }
    return (state, all)
  }

  func choice(_ index: Int) -> ListChoice { ListChoice(index: index, value: Self.items[index]) }

  @Test("mark two rows out of order, confirm: both are reported once, in the list's order")
  func markTwoAndConfirm() {
    let (sheet, start) = sheet()
    let (state, effects) = send(
      sheet, start,
      [.step(2), .toggleMark, .step(-2), .toggleMark, .confirm(shownRows: nil), .confirm(shownRows: nil)])
    #expect(effects[1] == [.marksChanged([2]), .announce("marked")])
    #expect(effects[3] == [.marksChanged([0, 2]), .announce("marked")])
    #expect(effects[4] == [.reportValues([choice(0), choice(2)]), .dismiss(animated: true)])
    #expect(effects[5].isEmpty)
    #expect(state.phase == .confirmed)
    #expect(sheet.answeredValues(state) == [choice(0), choice(2)])
  }

  @Test("Space on a marked row unmarks it; confirm with nothing marked answers the selected row")
  func unmarkAndConfirmFocused() {
    let (sheet, start) = sheet()
    let (state, effects) = send(sheet, start, [.step(1), .toggleMark, .toggleMark, .confirm(shownRows: nil)])
    #expect(effects[2] == [.marksChanged([]), .announce("not marked")])
    #expect(state.marks.isEmpty)
    #expect(effects[3] == [.reportValues([choice(1)]), .dismiss(animated: true)])
  }

  @Test("at the limit a mark is refused: nothing changes but the status, which the next event clears")
  func limitRefuses() {
    let (sheet, start) = sheet(limit: 2)
    let (state, effects) = send(sheet, start, [.toggleMark, .step(1), .toggleMark, .step(1), .toggleMark])
    #expect(state.marks == [0, 1])
    #expect(effects[4] == [.marksChanged([0, 1]), .announce("at most 2 marked")])
    #expect(state.isMarkLimitReached)
    #expect(sheet.markStatus(state) == "at most 2 marked")
    #expect(sheet.plan(state, width: 300).bar.status == "at most 2 marked")
    let (after, _) = send(sheet, state, [.step(-1)])
    #expect(!after.isMarkLimitReached)
    #expect(sheet.markStatus(after) == "2/2 marked")
  }

  @Test("mark all matches marks the query's matches in the list's order, up to the limit")
  func markAllMatchesOfQuery() {
    let (sheet, start) = sheet(limit: 3)
    let (state, effects) = send(sheet, start, [.type("a"), .markAllMatches])
    // apple, banana, avocado, date contain an a: the first three in the list's order.
    #expect(state.marks == [0, 1, 3])
    #expect(state.isMarkLimitReached)
    #expect(effects[1] == [.marksChanged([0, 1, 3]), .announce("3/3 marked")])
  }

  @Test(
    "mark all without a query marks every row; marked rows are the answer even when the query matches nothing"
  )
  func markAllRowsThenConfirmOnNoMatch() {
    let (sheet, start) = sheet()
    let (state, effects) = send(sheet, start, [.markAllMatches, .type("zzz"), .confirm(shownRows: nil)])
    #expect(state.marks == Set(0..<5))
    #expect(effects[2] == [.reportValues((0..<5).map(choice)), .dismiss(animated: true)])
  }

  @Test(
    "a sheet without marking: the intents are not available, Space spins or types, Confirm reports one value")
  func withoutMarking() {
    let sheet = Lists(words: PickerWords(language: .english))
    let state = sheet.initialState(engine: SelectionEngine(model: ListModel(Self.items)))
    #expect(!sheet.isAvailable(.toggleMark, wheelCount: 1))
    #expect(sheet.event(for: .markAllMatches, in: state) == nil)
    #expect(sheet.spaceIntent == .spin)
    #expect(sheet.update(state, .toggleMark).1.isEmpty)
    #expect(sheet.update(state, .confirm(shownRows: nil)).1.first == .reportValue(choice(0)))
    #expect(sheet.plan(state, width: 300).columns[0].markRoom == 0)
  }

  @Test("with marking, Space marks, but types into a query under way")
  func spaceMarksOrTypes() {
    let (sheet, state) = sheet()
    #expect(sheet.spaceIntent == .toggleMark)
    #expect(sheet.event(typing: " ", boundTo: sheet.spaceIntent, in: state) == .toggleMark)
    let typing = sheet.update(state, .type("a")).0
    #expect(sheet.event(typing: " ", boundTo: sheet.spaceIntent, in: typing) == .type(" "))
    #expect(!sheet.isAvailable(.toggleMark, wheelCount: 2))
  }

  @Test("the plan keeps a mark's room in every row; a row's mark is what a screen reader says")
  func planAndAccessibility() {
    let (sheet, start) = sheet(language: .simplifiedChinese)
    let state = sheet.update(start, .toggleMark).0
    let plan = sheet.plan(state, width: 300)
    #expect(plan.columns[0].markRoom == sheet.metrics.measure("✓ "))
    #expect(plan.columns[0].markRoom > 0)
    #expect(plan.bar.status == "已选 1 项")
    #expect(sheet.isMarked(row: 0, at: DisplayPosition(0), in: state))
    #expect(!sheet.isMarked(row: 1, at: DisplayPosition(0), in: state))
    #expect(sheet.accessibilityMark(ofRow: 0, at: DisplayPosition(0), in: state) == "已选")
    #expect(sheet.accessibilityMark(ofRow: 1, at: DisplayPosition(0), in: state) == "未选")
  }

  @Test("a replaced model keeps only the marks it still has rows for")
  func replacedModelDropsMarks() {
    let (sheet, start) = sheet()
    let (marked, _) = send(sheet, start, [.toggleMark, .lastRow, .toggleMark])
    #expect(marked.marks == [0, 4])
    let (state, effects) = send(sheet, marked, [.modelReplacedByCode(ListModel(["apple", "banana"]))])
    #expect(state.marks == [0])
    #expect(effects[0].last == .marksChanged([0]))
  }

  @Test("the words of marks in every language")
  func words() {
    let expected: [(PickerWords.Language, String, String, String)] = [
      (.english, "2 marked", "at most 3 marked", "marked"),
      (.simplifiedChinese, "已选 2 项", "最多选 3 项", "已选"),
      (.traditionalChinese, "已選 2 項", "最多選 3 項", "已選"),
      (.japanese, "2件選択", "最大3件まで選択", "選択済み"),
    ]
    for (language, count, limit, mark) in expected {
      let words = PickerWords(language: language)
      #expect(words.marked(2, limit: nil) == count)
      #expect(words.markLimitReached(3) == limit)
      #expect(words.markedRow == mark)
      #expect(words.unmarkedRow != mark && !words.unmarkedRow.isEmpty)
      #expect(words.keyTitle(of: .toggleMark) != "" && words.keyTitle(of: .markAllMatches) != "")
    }
  }
}
