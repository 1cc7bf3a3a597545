import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerTestSupport

@testable import WheelPickerTerminal

/// The headless half of the soak: a long seeded run of random keys, typing, pastes (long and
/// hostile ones too), resizes down to 0×0, ticks, mouse reports and cursor reports through the
/// sheet's pure update and render, every invariant checked after each step.
///
/// `WHEELPICKER_SOAK_STEPS` sets the steps of each run (`.ci/run` runs 100,000 in a step of
/// its own); the ordinary `swift test` runs 2,000.
@Suite("SheetProgram soak")
struct SheetSoakTests {
  static let steps = TestScale.soakSteps(default: 2_000)

  static let pasteAlphabet: [Character] = [
    "a", "深", "区", "1", " ", "?", "👨‍👩‍👧", "\u{1B}", "\u{7}", "\u{202E}", "\n", "\t", "\u{7F}", "é", "Ａ",
  ]

  static func randomText(_ generator: inout SeededGenerator, maximumLength: Int) -> String {
    let length = Int.random(in: 0...maximumLength, using: &generator)
    return String((0..<length).map { _ in pasteAlphabet.randomElement(using: &generator) ?? "a" })
  }

  static func randomEvent(_ generator: inout SeededGenerator) -> SheetEvent {
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<8: return .typed(randomText(&generator, maximumLength: 6))
    case 8..<14:
      // One paste in ten is longer than a query may be.
      let isLong = Int.random(in: 0..<10, using: &generator) == 0
      return .paste(randomText(&generator, maximumLength: isLong ? 5_000 : 40))
    case 14..<24:
      let isSmallest = Bool.random(using: &generator)
      return .resized(
        TerminalSize(
          columns: isSmallest
            ? Int.random(in: 0...1, using: &generator) : Int.random(in: 0..<200, using: &generator),
          lines: isSmallest
            ? Int.random(in: 0...1, using: &generator) : Int.random(in: 0..<60, using: &generator)))
    case 24..<30: return .tick
    case 30..<32: return .appeared
    case 32..<34: return .cursorPositionReported(line: Int.random(in: -3..<70, using: &generator))
    case 34..<40: return SheetProgramPropertyTests.randomEvent(&generator)
    default: return .key(SheetProgramPropertyTests.keys.randomElement(using: &generator) ?? .down)
    }
  }

  /// Runs the soak from `start`; the comment of every failed expectation names its seed and step.
  func soak<Model>(_ program: SheetProgram<Model>, _ start: SheetState<Model>, seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var state = start
    var failures = 0
    for step in 0..<Self.steps where failures < 5 {
      let event = Self.randomEvent(&generator)
      state = program.update(state, event).0
      let problems = Self.problems(program, state)
      if !problems.isEmpty {
        failures += 1
        let shown = String(describing: event).prefix(120)
        Issue.record("seed \(seed), step \(step) of \(Self.steps), after \(shown): \(problems)")
      }
    }
  }

  /// What is wrong with `state` and its frame, empty when nothing is.
  static func problems<Model>(_ program: SheetProgram<Model>, _ state: SheetState<Model>) -> [String] {
    var problems = state.sheet.engine.invariantViolations().map { "\($0)" }
    let order = state.sheet.engine.model.displayOrder
    if order.contains(where: { state.sheet.engine.rowCount(ofWheel: $0) > 0 }),
      state.sheet.focusedWheel.map({ state.sheet.engine.rowCount(ofWheel: $0) > 0 }) != true
    {
      problems.append("focus \(state.sheet.focus) is on an empty wheel")
    }
    if state.sheet.query.count > PickerSheet<Model>.maximumQueryLength {
      problems.append("query of \(state.sheet.query.count) characters")
    }
    if let index = state.sheet.matchIndex, !state.sheet.matches.indices.contains(index) {
      problems.append("match \(index) of \(state.sheet.matches.count)")
    }
    if state.rise < 0 { problems.append("rise \(state.rise)") }
    let frame = program.render(state, size: state.size)
    if frame.width != state.size.columns || frame.height > state.size.lines {
      problems.append("frame \(frame.width)×\(frame.height) for \(state.size.columns)×\(state.size.lines)")
    }
    return problems
  }

  @Test("a cascade with a cascade-wide search and a spin", arguments: [101, 102] as [UInt64])
  func cascade(seed: UInt64) {
    var program = SheetProgram<CascadeModel>(configuration: SheetConfiguration(), search: CascadeNameSearch())
    program.sheet.spin = { _, generator in [Int(generator.next() % 9), Int(generator.next() % 9), 3] }
    soak(program, program.initialState(engine: Fixtures.cascade(), size: .standard), seed: seed)
  }

  @Test("independent wheels with empty, disabled and cyclic ones, fullscreen", arguments: [103] as [UInt64])
  func lists(seed: UInt64) {
    let (program, state) = SheetProgramPropertyTests.mixedLists(visibleRows: 5)
    soak(program, state, seed: seed)
  }
}
