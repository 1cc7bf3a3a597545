import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerTerminal

/// Random event sequences: nothing crashes, the engine's invariants hold, the
/// focus stays on a wheel with rows, and every frame has the size asked for.
@Suite("SheetProgram properties")
struct SheetProgramPropertyTests {
  static let keys: [KeyPress] = [
    .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .enter, .escape, .backspace,
    .control("j"), .control("k"), .character("?"), .character(" "), .character("a"), .character("深"),
    .character("区"), .character("1"), .function(3, shift: true),
  ]

  static func randomEvent(_ generator: inout SeededGenerator) -> SheetEvent {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0:
      let kinds: [MouseEvent.Kind] = [
        .scrollUp, .scrollDown, .press(button: 0), .release(button: 0), .drag(button: 0),
      ]
      return .mouse(
        MouseEvent(
          kinds.randomElement(using: &generator) ?? .scrollUp, x: Int.random(in: -2..<90, using: &generator),
          y: Int.random(in: -2..<30, using: &generator)))
    case 1:
      return .resized(
        TerminalSize(
          columns: Int.random(in: 0..<120, using: &generator),
          lines: Int.random(in: 0..<40, using: &generator)))
    case 2: return .tick
    default: return .key(keys.randomElement(using: &generator) ?? .down)
    }
  }

  func check<Model>(_ program: SheetProgram<Model>, _ start: SheetState<Model>, seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var state = start
    for step in 0..<TestScale.operations(400) {
      let event = Self.randomEvent(&generator)
      state = program.update(state, event).0
      let comment = Comment(rawValue: "seed \(seed) step \(step) \(event)")
      #expect(state.sheet.engine.invariantViolations().isEmpty, comment)
      let order = state.sheet.engine.model.displayOrder
      if order.contains(where: { state.sheet.engine.rowCount(ofWheel: $0) > 0 }) {
        #expect(
          state.sheet.focusedWheel.map { state.sheet.engine.rowCount(ofWheel: $0) > 0 } == true, comment)
      }
      let frame = program.render(state, size: state.size)
      #expect(frame.width == state.size.columns, comment)
      #expect(frame.height <= state.size.lines, comment)
    }
  }

  @Test("a cascade with a cascade-wide search", arguments: [1, 2, 3] as [UInt64])
  func cascade(seed: UInt64) {
    var program = SheetProgram<CascadeModel>(configuration: SheetConfiguration(), search: CascadeNameSearch())
    program.sheet.spin = { _, generator in [Int(generator.next() % 9), Int(generator.next() % 9), 3] }
    check(program, program.initialState(engine: Fixtures.cascade(), size: .standard), seed: seed)
  }

  /// A fullscreen sheet of independent wheels: one empty, one cyclic, disabled rows, a unit.
  static func mixedLists(visibleRows: Int) -> (SheetProgram<ListWheelsModel>, SheetState<ListWheelsModel>) {
    var configuration = SheetConfiguration(presentation: .fullscreen)
    configuration.visibleRows = visibleRows
    return Fixtures.lists(
      [Fixtures.months, [], ["1", "2", "3"], ["x"]], configuration: configuration,
      disabled: [[0, 3], [2, 0]],
      cyclic: [2], order: [3, 2, 1, 0], units: [0: "月"], size: .standard)
  }

  @Test("independent wheels with empty, disabled and cyclic ones", arguments: [4, 5, 6] as [UInt64])
  func lists(seed: UInt64) {
    let (program, state) = Self.mixedLists(visibleRows: 3)
    check(program, state, seed: seed)
  }
}

@Suite("KeyDecoder properties")
struct KeyDecoderPropertyTests {
  @Test("random bytes never crash the decoder; a flush always empties it")
  func randomBytes() {
    let seed: UInt64 = 99
    var generator = SeededGenerator(seed: seed)
    var decoder = KeyDecoder()
    let interesting: [UInt8] = [
      0x1B, 0x5B, 0x4F, 0x3C, 0x3B, 0x31, 0x32, 0x7E, 0x4D, 0x6D, 0xE4, 0xB8, 0x80, 0xFF, 0x0D, 0x61,
    ]
    for round in 0..<TestScale.operations(2_000) {
      let bytes = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in
        interesting.randomElement(using: &generator) ?? 0
      }
      let wasEmpty = !decoder.hasPending
      let events = decoder.feed(bytes)
      // A plain letter fed to an idle decoder comes out at once.
      if wasEmpty, bytes == [0x61] { #expect(events == [.key(.character("a"))]) }
      if round % 7 == 0 {
        _ = decoder.flush()
        #expect(!decoder.hasPending, Comment(rawValue: "seed \(seed)"))
      }
    }
    _ = decoder.flush()
    #expect(!decoder.hasPending)
  }
}
