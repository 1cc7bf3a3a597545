import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

/// A terminal sheet that answers several rows: Space and ctrl-a, the mark column, the count in
/// the bar, the help, and Space where nothing is marked.
@Suite("SheetProgram marking")
struct SheetProgramMarkingTests {
  static func program(
    limit: Int? = nil, words: PickerWords = PickerWords(language: .english)
  )
    -> SheetProgram<ListModel>
  {
    var program = SheetProgram<ListModel>(
      configuration: SheetConfiguration(labels: SheetLabels(words: words), keyMap: KeyMap(words: words)))
    program.configuration.isAnimated = false
    program.sheet.marking = SheetMarking(limit: limit)
    return program
  }

  static func run(
    _ program: SheetProgram<ListModel>, _ items: [String], _ events: [SheetEvent]
  ) -> (SheetState<ListModel>, SheetOutcome) {
    var state = program.initialState(
      engine: SelectionEngine(model: ListModel(items)), size: TerminalSize(columns: 40, lines: 8))
    var outcome = SheetOutcome.none
    for event in [.appeared] + events { (state, outcome) = program.update(state, event) }
    return (state, outcome)
  }

  @Test("Space marks the focused row and ctrl-a every row; Enter ends confirmed with the marks")
  func keysMark() {
    let program = Self.program()
    let (state, outcome) = Self.run(
      program, ["a", "b", "c"], [.key(.down), .key(.character(" ")), .key(.enter)])
    #expect(state.sheet.marks == [1])
    #expect(outcome == .ended(.confirmed))
    let (all, _) = Self.run(program, ["a", "b", "c"], [.key(.control("a"))])
    #expect(all.sheet.marks == [0, 1, 2])
  }

  @Test("typed text: Space marks with no query, and is text in a query under way")
  func typedSpace() {
    let (state, _) = Self.run(Self.program(), ["a b", "b"], [.typed(" "), .typed("a b")])
    #expect(state.sheet.marks == [0])
    #expect(state.sheet.query == "a b")
  }

  @Test("without marking, Space keeps its meaning (spin where something spins) and ctrl-a does nothing")
  func singleMode() {
    var program = SheetProgram<ListModel>()
    program.configuration.isAnimated = false
    let (state, outcome) = Self.run(program, ["a", "b"], [.key(.character(" ")), .key(.control("a"))])
    #expect(state.sheet.marks.isEmpty && state.sheet.query.isEmpty)
    #expect(outcome == .none)
    let keyMap = KeyMap.standard
    #expect(keyMap.intent(for: .character(" "), where: { $0 == .spin }) == .spin)
    #expect(keyMap.intent(for: .character(" "), where: { $0 == .toggleMark }) == .toggleMark)
    #expect(keyMap.intent(for: .character(" ")) == .spin)
  }

  @Test("the frame: a check mark before each marked row, the count in the bar, the refusal at the limit")
  func frame() {
    let program = Self.program(limit: 2)
    let (state, _) = Self.run(
      program, ["apple", "banana", "cherry"], [.key(.character(" ")), .key(.down), .key(.character(" "))])
    #expect(
      program.render(state).plainText == """
         Cancel       2/2 marked        Confirm
        ────────────────────────────────────────

          ✓               apple
         ›✓               banana              ‹
                          cherry

        ↑↓ row  enter confirm  esc cancel  ? he…
        """)
    let (refused, _) = Self.run(
      program, ["apple", "banana", "cherry"],
      [.key(.character(" ")), .key(.down), .key(.character(" ")), .key(.down), .key(.character(" "))])
    #expect(refused.sheet.marks == [0, 1])
    #expect(program.render(refused).plainLine(0) == " Cancel    at most 2 marked     Confirm")
  }

  @Test("a row's text from data is sanitised beside its mark")
  func sanitised() {
    let (state, _) = Self.run(Self.program(), ["a\u{1B}[2J"], [.key(.character(" "))])
    let text = Self.program().render(state).plainText
    #expect(text.contains("✓") && text.contains("a␛[2J") && !text.contains("\u{1B}"))
  }

  @Test("the help lists Space and ctrl-a in every language, only where they mark")
  func help() {
    for language in [PickerWords.Language.english, .simplifiedChinese, .traditionalChinese, .japanese] {
      let words = PickerWords(language: language)
      let program = Self.program(words: words)
      let entries = program.helpEntries(shortOnly: false, in: SelectionEngine(model: ListModel(["a"])))
      let marking = entries.filter { $0.keys == "space" || $0.keys == "ctrl-a" }
      #expect(marking.count == 2, "\(language)")
      #expect(
        !entries.contains {
          $0.summary == KeyMap(words: words).bindings.first { $0.intent == .spin }?.summary
        })
      let single = SheetProgram<ListModel>(
        configuration: SheetConfiguration(labels: SheetLabels(words: words), keyMap: KeyMap(words: words)))
      let plain = single.helpEntries(shortOnly: false, in: SelectionEngine(model: ListModel(["a"])))
      #expect(!plain.contains { $0.keys == "ctrl-a" || $0.keys == "space" }, "\(language)")
    }
  }
}
