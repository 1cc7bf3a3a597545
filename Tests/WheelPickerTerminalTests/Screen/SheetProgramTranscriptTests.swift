import Testing
import WheelPickerCore

@testable import WheelPickerPresentation
@testable import WheelPickerTerminal

/// Transcripts that state the whole ``SheetState`` after every event: what
/// is not named in a step's change must not have changed.
@Suite("SheetProgram transcripts")
struct SheetProgramTranscriptTests {
  @Test("rows step through the engine; the sheet rises on ticks; a position report moves mouse clicks")
  func rowsRiseAndMouse() {
    let (program, state) = Fixtures.lists([["a", "b", "c", "d"]], disabled: [[0, 1]])
    Fixtures.expectTranscript(
      program, from: state,
      [
        (
          .appeared, .none,
          {
            $0.rise = 8
            $0.sheet.phase = .shown
          }
        ),
        (.tick, .none, { $0.rise = 7 }),
        // b is disabled: the engine skips it in the direction of travel.
        (.key(.down), .none, { $0.sheet.engine.step(1, inWheel: 0) }),
        (.cursorPositionReported(line: 5), .none, { $0.originLine = 4 }),
        // Terminal line 4 + 3 is frame line 3: the row above the centre (line 4).
        (.mouse(MouseEvent(.press(button: 0), x: 5, y: 7)), .none, { $0.sheet.engine.step(-1, inWheel: 0) }),
        (.key(.end), .none, { $0.sheet.engine.selectRow(3, inWheel: 0, skipping: .backward) }),
        (.key(.home), .none, { $0.sheet.engine.selectRow(0, inWheel: 0, skipping: .forward) }),
      ])
  }

  @Test("a query survives the focus moves its own matches cause (xianggang selected 山东 济南 钢城)")
  func queryKeptAcrossSearchFocus() {
    let program = SheetProgram<CascadeModel>(configuration: SheetConfiguration(), search: CascadeNameSearch())
    let start = Fixtures.send(
      [.right, .right], to: program, program.initialState(engine: Fixtures.cascade(), size: .standard)
    ).0
    #expect(start.sheet.focus == DisplayPosition(2))
    let macau = SearchMatch(steps: [.init(wheel: 0, row: 2)], focusedWheel: 0)
    Fixtures.expectTranscript(
      program, from: start,
      [
        (
          .key(.character("澳")), .none,
          {
            // 澳门 has no cities: the focused district wheel empties and the
            // focus moves left, which must not clear the query.
            $0.sheet.engine.selectRow(2, inWheel: 0)
            $0.sheet.query = "澳"
            $0.sheet.queryWheel = 2
            $0.sheet.matches = [macau]
            $0.sheet.matchIndex = 0
            $0.sheet.focus = DisplayPosition(0)
            $0.sheet.contentWidths = [8, 3, 3]
          }
        ),
        (.key(.character("门")), .none, { $0.sheet.query = "澳门" }),
        (
          .key(.character("x")), .none,
          {
            $0.sheet.query = "澳门x"
            $0.sheet.matches = []
            $0.sheet.matchIndex = nil
          }
        ),
        // No match: Enter does nothing (the bar says "no match").
        (.key(.enter), .none, { _ in }),
        (
          .key(.backspace), .none,
          {
            $0.sheet.query = "澳门"
            $0.sheet.matches = [macau]
            $0.sheet.matchIndex = 0
          }
        ),
        (.key(.enter), .ended(.confirmed), { $0.sheet.phase = .confirmed }),
        // The sheet has ended, once: keys after Confirm change nothing.
        (.key(.right), .none, { _ in }),
        (.key(.escape), .none, { _ in }),
        (.key(.enter), .none, { _ in }),
      ])
  }

  @Test("a confirm click with a query that matches nothing does nothing either")
  func confirmClickWithoutMatch() {
    let (program, state) = Fixtures.lists([["a", "b"]], size: TerminalSize(columns: 40, lines: 8))
    let (typed, _) = Fixtures.send([.character("z")], to: program, state)
    #expect(typed.sheet.matches.isEmpty)
    #expect(program.update(typed, .mouse(MouseEvent(.press(button: 0), x: 35, y: 0))) == (typed, .none))
  }

  @Test("bindings that do nothing in a sheet are neither listed nor acted on")
  func onlyWhatWorks() {
    let (program, state) = Fixtures.lists([["a b", "c"]])
    let help = program.helpEntries(shortOnly: false, in: state.sheet.engine).map(\.keys)
    #expect(!help.contains("space"), "nothing spins")
    #expect(!help.contains("←") && !help.contains("tab"), "one wheel: no wheel to move to")
    #expect(help.contains("abc…") && help.contains("ctrl-j/f3"))
    #expect(
      program.helpEntries(shortOnly: true, in: state.sheet.engine).map(\.keys) == ["↑↓", "enter", "esc", "?"])
    // Space with an empty query starts no query.
    #expect(program.update(state, .key(.character(" "))) == (state, .none))
    let two = Fixtures.lists([["a"], ["b"]])
    #expect(
      two.0.helpEntries(shortOnly: true, in: two.1.sheet.engine).map(\.keys) == [
        "↑↓", "←→", "enter", "esc", "?",
      ])

    var reels = SheetProgram<ListWheelsModel>(unsearchableWith: SheetConfiguration(), spin: { _, _ in [3] })
    reels.sheet.isWin = { _ in true }
    let reelState = reels.initialState(
      engine: SelectionEngine(model: ListWheelsModel([["🍒", "🔔", "⭐"]], cyclic: [0])), size: .standard)
    let reelHelp = reels.helpEntries(shortOnly: false, in: reelState.sheet.engine).map(\.keys)
    #expect(reelHelp.contains("space"))
    #expect(!reelHelp.contains("abc…") && !reelHelp.contains("ctrl-j/f3") && !reelHelp.contains("backspace"))
    // No query to clear: Esc is described as what it does there.
    let escape = { (entries: [KeyHelp]) in entries.first { $0.keys == "esc" }?.summary
    }
    #expect(escape(reels.helpEntries(shortOnly: false, in: reelState.sheet.engine)) == "cancel")
    #expect(escape(program.helpEntries(shortOnly: false, in: state.sheet.engine)) == "clear query/cancel")
    var chineseReels = reels
    chineseReels.configuration.keyMap = .simplifiedChinese
    #expect(escape(chineseReels.helpEntries(shortOnly: false, in: reelState.sheet.engine)) == "取消")
    #expect(reels.update(reelState, .key(.character("x"))) == (reelState, .none), "typing does nothing")
  }

  @Test("a spin steps the wheels through the engine and asks for the bell when it stops")
  func spinAndBell() {
    var program = SheetProgram<ListWheelsModel>(unsearchableWith: SheetConfiguration(), spin: { _, _ in [7] })
    program.sheet.isWin = { $0 == [1] }
    let state = program.initialState(
      engine: SelectionEngine(model: ListWheelsModel([["a", "b", "c"]], cyclic: [0])), size: .standard)
    // 7 rows: turns of 1 (7/6), 1, 1, 1, 1, 1, 1 — a sixth of what is left, at least one.
    var steps:
      [(event: SheetEvent, outcome: SheetOutcome, change: (inout SheetState<ListWheelsModel>) -> Void)] = [
        (.key(.character(" ")), .none, { $0.sheet.spinRemaining = [7] })
      ]
    for left in (0..<7).reversed() {
      steps.append(
        (
          .tick, left == 0 ? .bellRequested : .none,
          {
            $0.sheet.engine.step(1, inWheel: 0)
            $0.sheet.spinRemaining = left == 0 ? [] : [left]
          }
        ))
    }
    Fixtures.expectTranscript(program, from: state, steps)
  }
}
