import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

/// Transcripts: each test sends keys and states the whole change (selection, focus, query, outcome).
@Suite("SheetProgram update")
struct SheetProgramUpdateTests {
  typealias Lists = ListWheelsModel

  @Test("focus starts on the first non-empty wheel in display order")
  func initialFocus() {
    let (_, state) = Fixtures.lists([[], ["a", "b"], ["x"]])
    #expect(state.sheet.focus == DisplayPosition(1))
    #expect(state.sheet.focusedWheel == 1)
    let (_, reordered) = Fixtures.lists([["a"], [], ["x"]], order: [1, 2, 0])
    #expect(reordered.sheet.focus == DisplayPosition(1))
    #expect(reordered.sheet.focusedWheel == 2)
  }

  @Test("↑/↓ and Ctrl-P/Ctrl-N move a row and stop at the ends")
  func rowsStopAtEnds() {
    let (program, state) = Fixtures.lists([["a", "b", "c"]])
    let (after, outcomes) = Fixtures.send(
      [.down, .control("n"), .down, .up, .control("p"), .up], to: program, state)
    #expect(after.sheet.engine.value == [0])
    #expect(outcomes.allSatisfy { $0 == .none })
    let (down, _) = Fixtures.send([.down, .down, .down, .down], to: program, state)
    #expect(down.sheet.engine.value == [2])
  }

  @Test("a cyclic wheel wraps both ways")
  func cyclicWraps() {
    let (program, state) = Fixtures.lists([["a", "b", "c"]], cyclic: [0])
    #expect(Fixtures.send([.up], to: program, state).0.sheet.engine.value == [2])
    #expect(Fixtures.send([.up, .down, .down], to: program, state).0.sheet.engine.value == [1])
    // 4 rows on 3: wraps to b
    #expect(Fixtures.send([.pageDown], to: program, state).0.sheet.engine.value == [1])
  }

  @Test("Page Up/Down move visible rows − 1, or the wheel's page size; Home/End")
  func pages() {
    let rows = (0..<30).map(String.init)
    let (program, state) = Fixtures.lists([rows, rows], pageSizes: [1: 10])
    let (first, _) = Fixtures.send([.pageDown, .pageDown], to: program, state)
    #expect(first.sheet.engine.value == [8, 0])
    let (second, _) = Fixtures.send([.tab, .pageDown, .pageDown, .pageUp], to: program, state)
    #expect(second.sheet.engine.value == [0, 10])
    let (ends, _) = Fixtures.send([.end, .tab, .pageDown, .end, .home], to: program, state)
    #expect(ends.sheet.engine.value == [29, 0])
    let (clamped, _) = Fixtures.send([.pageUp], to: program, state)
    #expect(clamped.sheet.engine.value == [0, 0])
  }

  @Test("disabled rows are stepped over in the direction of travel")
  func disabledRows() {
    let (program, state) = Fixtures.lists([["a", "b", "c", "d"]], disabled: [[0, 1], [0, 3]])
    #expect(Fixtures.send([.down], to: program, state).0.sheet.engine.value == [2])
    #expect(Fixtures.send([.down, .up], to: program, state).0.sheet.engine.value == [0])
    // d disabled: stays
    #expect(Fixtures.send([.down, .down], to: program, state).0.sheet.engine.value == [2])
    #expect(Fixtures.send([.end], to: program, state).0.sheet.engine.value == [2])
  }

  @Test("←/→ stop at the ends, Tab/Shift-Tab wrap, empty wheels are skipped")
  func focusMoves() {
    let (program, state) = Fixtures.lists([["a"], [], ["b"], ["c"]])
    #expect(Fixtures.send([.right], to: program, state).0.sheet.focus == DisplayPosition(2))
    #expect(Fixtures.send([.right, .right, .right], to: program, state).0.sheet.focus == DisplayPosition(3))
    #expect(Fixtures.send([.left], to: program, state).0.sheet.focus == DisplayPosition(0))
    #expect(Fixtures.send([.backTab], to: program, state).0.sheet.focus == DisplayPosition(3))
    #expect(Fixtures.send([.tab, .tab, .tab], to: program, state).0.sheet.focus == DisplayPosition(0))
  }

  @Test("a cascade: a new province re-derives its cities and districts; focus skips an empty city wheel")
  func cascade() {
    let program = SheetProgram<CascadeModel>()
    let start = program.initialState(engine: Fixtures.cascade(), size: .standard)
    let (shenzhen, _) = Fixtures.send([.right, .down, .right, .end], to: program, start)
    #expect(shenzhen.sheet.engine.value.text == "广东省 深圳市 宝安区")
    #expect(shenzhen.sheet.focusedWheel == 2)
    let (macau, _) = Fixtures.send([.home, .left, .left, .down, .down, .right, .tab], to: program, shenzhen)
    #expect(macau.sheet.engine.value.text == "澳门")
    #expect(macau.sheet.engine.rowCount(ofWheel: 1) == 0)
    #expect(macau.sheet.focusedWheel == 0)
  }

  @Test("typing searches the focused wheel: prefixes first, then substrings; Ctrl-J/Ctrl-K cycle")
  func defaultSearch() {
    let (program, state) = Fixtures.lists([Fixtures.months])
    let (ju, _) = Fixtures.send([.character("J"), .character("u")], to: program, state)
    #expect(ju.sheet.query == "Ju")
    #expect(ju.sheet.matches.map { $0.steps[0].row } == [5, 6])
    #expect(ju.sheet.engine.value == [5])
    let (next, _) = Fixtures.send([.control("j")], to: program, ju)
    #expect(next.sheet.engine.value == [6])
    #expect(next.sheet.matchIndex == 1)
    #expect(Fixtures.send([.control("j"), .control("j")], to: program, ju).0.sheet.engine.value == [5])
    #expect(Fixtures.send([.control("k")], to: program, ju).0.sheet.engine.value == [6])
    #expect(Fixtures.send([.function(3, shift: false)], to: program, ju).0.sheet.engine.value == [6])
    let (ber, _) = Fixtures.send("ber".map(KeyPress.character), to: program, state)
    #expect(ber.sheet.matches.map { $0.steps[0].row } == [8, 9, 10, 11])
    let (mar, _) = Fixtures.send("ar".map(KeyPress.character), to: program, state)
    // January, February, March: all substrings, in row order.
    #expect(mar.sheet.matches.map { $0.steps[0].row } == [0, 1, 2])
  }

  @Test("Backspace edits the query; Esc clears it, then cancels")
  func editAndEscape() {
    let (program, state) = Fixtures.lists([Fixtures.months])
    let (typed, _) = Fixtures.send([.character("m"), .character("x"), .backspace], to: program, state)
    #expect(typed.sheet.query == "m")
    #expect(typed.sheet.engine.value == [2])  // March
    let (cleared, outcomes) = Fixtures.send([.escape], to: program, typed)
    #expect(cleared.sheet.query.isEmpty && cleared.sheet.matches.isEmpty && cleared.sheet.matchIndex == nil)
    #expect(cleared.sheet.engine.value == [2])
    #expect(outcomes == [.none])
    #expect(Fixtures.send([.escape], to: program, cleared).1 == [.ended(.cancelled)])
    let (emptied, _) = Fixtures.send([.backspace, .backspace], to: program, typed)
    #expect(emptied.sheet.query.isEmpty && emptied.sheet.matches.isEmpty)
  }

  @Test("? toggles the help with an empty query and types otherwise; Esc closes the help")
  func help() {
    let (program, state) = Fixtures.lists([["a?", "b"]])
    let (shown, _) = Fixtures.send([.character("?")], to: program, state)
    #expect(shown.isHelpShown)
    #expect(!Fixtures.send([.character("?"), .character("?")], to: program, state).0.isHelpShown)
    let (closed, outcomes) = Fixtures.send([.escape], to: program, shown)
    #expect(!closed.isHelpShown && outcomes == [.none])
    let (typed, _) = Fixtures.send([.character("a"), .character("?")], to: program, state)
    #expect(typed.sheet.query == "a?" && !typed.isHelpShown)
  }

  @Test("Enter confirms, Ctrl-C interrupts, Ctrl-Z asks to suspend")
  func endings() {
    let (program, state) = Fixtures.lists([["a"]])
    #expect(
      Fixtures.send([.enter, .control("c"), .control("z")], to: program, state).1 == [
        .ended(.confirmed), .ended(.interrupted), .suspendRequested,
      ])
  }

  @Test("Space does nothing without a spin action, types into a query, and spins with one")
  func spin() {
    let (program, state) = Fixtures.lists([["a b", "c"]])
    let (nothing, _) = Fixtures.send([.character(" ")], to: program, state)
    #expect(nothing.sheet.engine.value == [0] && nothing.sheet.query.isEmpty && !nothing.isAnimating)
    #expect(Fixtures.send([.character("a"), .character(" ")], to: program, state).0.sheet.query == "a ")
    let symbols = ["🍒", "🔔", "⭐", "🍋"]
    var spinning = SheetProgram<ListWheelsModel>()
    spinning.sheet.spin = { _, generator in [9, 14 + Int(generator.next() % 4)] }
    let machine = spinning.initialState(
      engine: SelectionEngine(model: ListWheelsModel([symbols, symbols], cyclic: [0, 1])), size: .standard,
      seed: 1)
    var (spun, outcome) = spinning.update(machine, .key(.character(" ")))
    #expect(spun.isAnimating && outcome == .none)
    var expectedGenerator = SeededGenerator(seed: 1)
    let second = 14 + Int(expectedGenerator.next() % 4)
    var ticks = 0
    while spun.isAnimating {
      (spun, outcome) = spinning.update(spun, .tick)
      ticks += 1
    }
    #expect(outcome == .none, "no bell without isWin")
    #expect(ticks > 1)
    #expect(spun.sheet.engine.value == [9 % 4, second % 4])
  }

  @Test("a cascade-wide search selects the path and focuses the match's wheel; an emptied focus moves left")
  func cascadeSearch() {
    let program = SheetProgram<CascadeModel>(configuration: SheetConfiguration(), search: CascadeNameSearch())
    let start = program.initialState(engine: Fixtures.cascade(), size: .standard)
    let (nanshan, _) = Fixtures.send("南山".map(KeyPress.character), to: program, start)
    #expect(nanshan.sheet.engine.value.text == "广东省 深圳市 南山区")
    #expect(nanshan.sheet.focusedWheel == 2)
    let (macau, _) = Fixtures.send([.escape] + "澳".map(KeyPress.character), to: program, nanshan)
    #expect(macau.sheet.engine.value.text == "澳门")
    #expect(macau.sheet.focusedWheel == 0)
    let (many, _) = Fixtures.send("区".map(KeyPress.character), to: program, start)
    // Breadth-first: the city-level 东城区 comes before the six districts.
    #expect(many.sheet.matches.count == 7)
    #expect(many.sheet.engine.value.text == "北京市 东城区")
    #expect(many.sheet.focusedWheel == 1)
    let (third, _) = Fixtures.send([.control("j"), .control("j")], to: program, many)
    #expect(third.sheet.engine.value.text == "广东省 广州市 越秀区")
    #expect(third.sheet.focusedWheel == 2)
  }

  @Test("pasted text types into the query on one line")
  func paste() {
    let (program, state) = Fixtures.lists([Fixtures.months])
    let (after, _) = program.update(state, .paste("Dec\nember"))
    #expect(after.sheet.query == "December")
    #expect(after.sheet.engine.value == [11])
  }

  @Test("characters typed together run their commands and search the query they add to once")
  func typedTogether() {
    let (program, state, search) = CountingSearch<Lists>.months(columns: 40)
    let (help, _) = program.update(state, .typed("?"))
    #expect(help.isHelpShown && help.sheet.query.isEmpty)
    let (ju, outcome) = program.update(state, .typed("  Ju ?"))
    #expect(ju.sheet.query == "Ju ?" && outcome == .none)
    #expect(ju.sheet.engine.value == [5])  // June, as "Ju" typed key by key showed it
    // Matching nothing, it shows what "Jul" would have shown, in O(log n) searches.
    let before = search.counts.calls
    let (jux, _) = program.update(state, .typed("Jul" + String(repeating: "x", count: 1_000)))
    #expect(jux.sheet.engine.value == [6] && jux.sheet.matches.isEmpty)
    #expect(search.counts.calls - before <= 1 + 10)
    let (jul, _) = program.update(state, .typed("July"))
    #expect(
      jul.sheet.engine.value == [6] && search.counts.calls - before == 1 + 10 + 1, "a match: one search")
  }

  @Test(
    "typed together or one key at a time, the sheet ends in the same state",
    arguments: [1, 2, 3, 4, 5] as [UInt64])
  func typedEqualsKeys(_ seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let (program, state) = Fixtures.lists([Fixtures.months])
    let alphabet = Array("aejmnoruy ?JM")
    for _ in 0..<50 {
      let text = String(
        (0..<Int.random(in: 1...8, using: &generator)).map { _ in
          alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
        })
      let (together, _) = program.update(state, .typed(text))
      let (oneByOne, _) = Fixtures.send(text.map(KeyPress.character), to: program, state)
      #expect(together == oneByOne, "seed \(seed): \(text.debugDescription)")
    }
  }

  @Test("a query stops at 4,096 characters and says so until it is edited or cleared")
  func queryLimit() {
    let (program, state, search) = CountingSearch<Lists>.months(columns: 80)
    let limit = PickerSheet<Lists>.maximumQueryLength
    let (pasted, _) = program.update(state, .paste(String(repeating: "深", count: 3 * limit)))
    #expect(pasted.sheet.query.count == limit && pasted.sheet.isQueryTruncated)
    #expect(search.counts.calls == 1)
    #expect(program.render(pasted).plainLine(0).contains("深深  no match  query cut to 4096 characters"))
    let (more, _) = program.update(pasted, .typed("abc"))
    #expect(more.sheet.query == pasted.sheet.query && more.sheet.isQueryTruncated)
    #expect(search.counts.calls == 1, "nothing joined, so nothing was searched")
    let (edited, _) = program.update(more, .key(.backspace))
    #expect(edited.sheet.query.count == limit - 1 && !edited.sheet.isQueryTruncated)
    let (typed, _) = program.update(edited, .typed("xyz"))
    #expect(
      typed.sheet.query.count == limit && typed.sheet.query.hasSuffix("深x") && typed.sheet.isQueryTruncated)
    let (cleared, _) = program.update(typed, .key(.escape))
    #expect(cleared.sheet.query.isEmpty && !cleared.sheet.isQueryTruncated)
  }

  @Test("mouse: wheel scroll, a click on a row, on the buttons and on the backdrop")
  func mouse() {
    // The 40×8 frame of the render test: the month wheel spans columns 1–22, the day wheel 24–38,
    // the centre line is 4, Cancel is at 1–6 and Confirm at 32–38 on line 0.
    let (program, state) = Fixtures.lists(
      [Fixtures.months, ["1", "2", "3"]], size: TerminalSize(columns: 40, lines: 8))
    func click(
      _ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ from: SheetState<Lists>? = nil
    ) -> (SheetState<Lists>, SheetOutcome) {
      program.update(from ?? state, .mouse(MouseEvent(kind, x: x, y: y)))
    }
    #expect(click(.scrollDown, 5, 3).0.sheet.engine.value == [1, 0])
    let scrolled = click(.scrollDown, 30, 5).0
    #expect(scrolled.sheet.engine.value == [0, 1] && scrolled.sheet.focus == DisplayPosition(1))
    #expect(click(.scrollUp, 30, 5, scrolled).0.sheet.engine.value == [0, 0])
    #expect(click(.press(button: 0), 10, 6).0.sheet.engine.value == [2, 0])
    #expect(click(.press(button: 0), 2, 0).1 == .ended(.cancelled))
    #expect(click(.press(button: 0), 35, 0).1 == .ended(.confirmed))
    #expect(click(.press(button: 0), 20, 0).1 == .none)
    #expect(click(.release(button: 0), 35, 0).1 == .none)
    var fullscreen = SheetConfiguration()
    fullscreen.presentation = .fullscreen
    let (sheet, covered) = Fixtures.lists(
      [["a"]], configuration: fullscreen, size: TerminalSize(columns: 40, lines: 20))
    #expect(sheet.update(covered, .mouse(MouseEvent(.press(button: 0), x: 3, y: 2))).1 == .ended(.cancelled))
  }

  @Test("a resize is remembered for the mouse")
  func resize() {
    let (program, state) = Fixtures.lists([["a"]])
    #expect(
      program.update(state, .resized(TerminalSize(columns: 100, lines: 30))).0.size
        == TerminalSize(columns: 100, lines: 30))
  }
}

@Suite("SheetProgram update with absurd input")
struct SheetProgramAbsurdInputTests {
  @Test("huge page sizes and row counts never overflow")
  func hugeValues() {
    let (program, state) = Fixtures.lists(
      [["a", "b", "c"], ["x", "y"]], configuration: .init(visibleRows: .max),
      cyclic: [1], pageSizes: [0: .max, 1: .min])
    let (after, _) = Fixtures.send(
      [.pageDown, .pageUp, .pageDown, .tab, .pageDown, .pageUp], to: program, state)
    #expect(after.sheet.engine.value.count == 2)
    #expect(program.configuration.visibleRows == 999)
    _ = program.render(after, size: TerminalSize(columns: .max, lines: .max))
  }
}

extension SheetProgramUpdateTests {
  @Test("a sheet without wheels still confirms, cancels and interrupts; moves do nothing")
  func noWheels() {
    let (program, state) = Fixtures.lists([])
    #expect(state.sheet.focusedWheel == nil)
    let (_, outcomes) = Fixtures.send([.down, .right, .enter, .control("c")], to: program, state)
    #expect(outcomes == [.none, .none, .ended(.confirmed), .ended(.interrupted)])
    #expect(Fixtures.send([.escape], to: program, state).1 == [.ended(.cancelled)])
    // Ended once: a second Confirm or a Cancel after Confirm reports nothing.
    #expect(
      Fixtures.send([.enter, .enter, .escape], to: program, state).1 == [.ended(.confirmed), .none, .none])
  }
}
